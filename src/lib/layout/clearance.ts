/**
 * The engine's test of the walkways: a 5 cm grid over the room holding, for each cell centre,
 * its distance to the nearest wall or standing piece. A person of a given width fits where
 * that distance is at least half the width; a flood fill from the doors over such cells tells
 * which doors are joined and which pieces can be reached. Distances are exact at the cell
 * centres, and the engine asks for a little more width than the hard rules, so the checker
 * (which measures on its own, finer grid) always agrees.
 */
import { segmentDistanceXY } from '../room/geometry.ts';
import { boxBounds, distanceToBox, pointInside, toOutline, type Box } from './box.ts';
import type { RoomModel } from './room.ts';

/** Half the width of the walkway that joins every pair of doors (90 cm), plus the engine's margin. */
export const WALKWAY_RADIUS = 45 + 2;
/** Half the width of the path that reaches every piece (60 cm), plus the engine's margin. */
export const PATH_RADIUS = 30 + 2;
const CELL = 5;

/** A zone a path must reach: a path's centre line must come within `reach` cm of it. */
export interface PathTarget {
  readonly box: Box;
  readonly reach: number;
}

export interface ClearanceReport {
  readonly doorsJoined: boolean;
  /** Indices into the targets that no path from a door reaches. */
  readonly unreachable: readonly number[];
}

interface CellRange {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

export class ClearanceGrid {
  private readonly nx: number;
  private readonly ny: number;
  private readonly x0: number;
  private readonly y0: number;
  private readonly wallDistance: Float32Array;
  private readonly distance: Float32Array;
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;
  private readonly doorCells: readonly Int32Array[];
  /** For each pair of doors [i, j, radius]: the walkway width the empty room allows, at most WALKWAY_RADIUS. */
  private readonly pairs: readonly (readonly [number, number, number])[];
  private readonly range: CellRange = { i0: 0, i1: 0, j0: 0, j1: 0 };

  constructor(room: RoomModel) {
    const { minX, minY, maxX, maxY } = room.bounds;
    this.x0 = minX;
    this.y0 = minY;
    this.nx = Math.max(1, Math.ceil((maxX - minX) / CELL));
    this.ny = Math.max(1, Math.ceil((maxY - minY) / CELL));
    const count = this.nx * this.ny;
    this.wallDistance = new Float32Array(count);
    this.distance = new Float32Array(count);
    this.seen = new Uint8Array(count);
    this.queue = new Int32Array(count);

    const shape = toOutline(room.outline);
    const { xs, ys } = shape;
    const n = xs.length;
    for (let j = 0; j < this.ny; j += 1) {
      const y = this.y0 + (j + 0.5) * CELL;
      for (let i = 0; i < this.nx; i += 1) {
        const x = this.x0 + (i + 0.5) * CELL;
        let value = -1;
        if (pointInside(shape, x, y)) {
          value = Infinity;
          for (let k = 0, l = n - 1; k < n; l = k, k += 1) {
            const d = segmentDistanceXY(
              x,
              y,
              xs[l] as number,
              ys[l] as number,
              xs[k] as number,
              ys[k] as number,
            );
            if (d < value) value = d;
          }
        }
        this.wallDistance[j * this.nx + i] = value;
      }
    }

    this.doorCells = room.doors.map((door) => this.cellsIn(door.zone));

    this.distance.set(this.wallDistance);
    const pairs: [number, number, number][] = [];
    for (let a = 0; a < room.doors.length; a += 1) {
      for (let b = a + 1; b < room.doors.length; b += 1) {
        pairs.push([a, b, this.widestWalkway(a, b)]);
      }
    }
    this.pairs = pairs;
  }

  private cellsIn(box: Box): Int32Array {
    const cells: number[] = [];
    const { i0, i1, j0, j1 } = this.cellsNear(box, 0);
    for (let j = j0; j <= j1; j += 1) {
      for (let i = i0; i <= i1; i += 1) {
        const index = j * this.nx + i;
        const x = this.x0 + (i + 0.5) * CELL;
        const y = this.y0 + (j + 0.5) * CELL;
        if (distanceToBox(x, y, box) <= 0 && (this.wallDistance[index] as number) >= 0) {
          cells.push(index);
        }
      }
    }
    return Int32Array.from(cells);
  }

  /** The cells within `reach` of the box's bounds (a shared scratch range). */
  private cellsNear(box: Box, reach: number): CellRange {
    const bounds = boxBounds(box);
    const range = this.range;
    range.i0 = Math.max(0, Math.floor((bounds.minX - reach - this.x0) / CELL));
    range.i1 = Math.min(this.nx - 1, Math.floor((bounds.maxX + reach - this.x0) / CELL));
    range.j0 = Math.max(0, Math.floor((bounds.minY - reach - this.y0) / CELL));
    range.j1 = Math.min(this.ny - 1, Math.floor((bounds.maxY + reach - this.y0) / CELL));
    return range;
  }

  /** The largest walkway radius (up to WALKWAY_RADIUS) that joins two doors in the empty room. */
  private widestWalkway(a: number, b: number): number {
    if (this.joined(a, b, WALKWAY_RADIUS)) return WALKWAY_RADIUS;
    let low = 0;
    let high = WALKWAY_RADIUS;
    for (let step = 0; step < 12; step += 1) {
      const middle = (low + high) / 2;
      if (this.joined(a, b, middle)) low = middle;
      else high = middle;
    }
    return Math.max(0, low - 0.5);
  }

  /** Flood from the given doors over cells at least `radius` from everything. */
  private flood(doors: readonly number[], radius: number): void {
    const { nx, seen, distance, queue } = this;
    seen.fill(0);
    let head = 0;
    let tail = 0;
    for (const door of doors) {
      for (const cell of this.doorCells[door] ?? []) {
        if (seen[cell] === 0 && (distance[cell] as number) >= radius) {
          seen[cell] = 1;
          queue[tail] = cell;
          tail += 1;
        }
      }
    }
    const count = seen.length;
    while (head < tail) {
      const cell = queue[head] as number;
      head += 1;
      const i = cell % nx;
      let next = cell - 1;
      if (i > 0 && seen[next] === 0 && (distance[next] as number) >= radius) {
        seen[next] = 1;
        queue[tail++] = next;
      }
      next = cell + 1;
      if (i < nx - 1 && seen[next] === 0 && (distance[next] as number) >= radius) {
        seen[next] = 1;
        queue[tail++] = next;
      }
      next = cell - nx;
      if (next >= 0 && seen[next] === 0 && (distance[next] as number) >= radius) {
        seen[next] = 1;
        queue[tail++] = next;
      }
      next = cell + nx;
      if (next < count && seen[next] === 0 && (distance[next] as number) >= radius) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    }
  }

  private reachedDoor(door: number): boolean {
    for (const cell of this.doorCells[door] ?? []) if (this.seen[cell] === 1) return true;
    return false;
  }

  private joined(a: number, b: number, radius: number): boolean {
    this.flood([a], radius);
    return this.reachedDoor(b);
  }

  /** Loads the standing pieces: each cell's distance to the nearest wall or piece. */
  private load(obstacles: readonly Box[]): void {
    const { distance, nx } = this;
    distance.set(this.wallDistance);
    for (const box of obstacles) {
      const { i0, i1, j0, j1 } = this.cellsNear(box, WALKWAY_RADIUS);
      for (let j = j0; j <= j1; j += 1) {
        const y = this.y0 + (j + 0.5) * CELL;
        for (let i = i0; i <= i1; i += 1) {
          const index = j * nx + i;
          const current = distance[index] as number;
          if (current <= 0) continue;
          const d = distanceToBox(this.x0 + (i + 0.5) * CELL, y, box);
          if (d < current) distance[index] = d;
        }
      }
    }
  }

  private reaches(target: PathTarget): boolean {
    const { i0, i1, j0, j1 } = this.cellsNear(target.box, target.reach);
    for (let j = j0; j <= j1; j += 1) {
      const y = this.y0 + (j + 0.5) * CELL;
      for (let i = i0; i <= i1; i += 1) {
        if (this.seen[j * this.nx + i] !== 1) continue;
        if (distanceToBox(this.x0 + (i + 0.5) * CELL, y, target.box) <= target.reach) return true;
      }
    }
    return false;
  }

  /** Whether the doors stay joined and which targets a path from a door reaches. */
  check(
    obstacles: readonly Box[],
    targets: readonly PathTarget[],
    stopEarly = true,
  ): ClearanceReport {
    this.load(obstacles);
    let doorsJoined = true;
    for (const [a, b, radius] of this.pairs) {
      if (!this.joined(a, b, radius)) {
        doorsJoined = false;
        break;
      }
    }
    const unreachable: number[] = [];
    // With no door there is nowhere a path starts from, so reach cannot be asked of it.
    if (targets.length === 0 || this.doorCells.length === 0 || (stopEarly && !doorsJoined)) {
      return { doorsJoined, unreachable };
    }
    this.flood(
      this.doorCells.map((_, index) => index),
      PATH_RADIUS,
    );
    targets.forEach((target, index) => {
      if (!this.reaches(target)) {
        unreachable.push(index);
        if (stopEarly) return;
      }
    });
    return { doorsJoined, unreachable };
  }
}
