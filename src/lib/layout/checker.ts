/**
 * The judge of a layout's hard rules, written apart from the engine: it reads only the room
 * plan and the layout's JSON form, with its own geometry and its own clearance grid, so a
 * mistake in the engine's bookkeeping cannot hide itself. Tests and the benchmark trust this,
 * never the engine's own claims.
 *
 * The rules, each checked on its own:
 * - overlap: standing pieces do not overlap each other, nor rugs other rugs, nor wall pieces
 *   other wall pieces, by more than 0.5 cm (rugs may lie under furniture);
 * - inside: every footprint lies inside the outline (0.5 cm tolerance);
 * - doorZone: no piece stands in the 90 cm deep zone inside a door or in the swing of a door
 *   that opens into the room;
 * - wallPlacement: wall pieces hang flat on a wall and not across a door or a window;
 * - walkway: every pair of doors is joined by a walkway 90 cm wide (or as wide as the empty
 *   room allows, where its own walls are narrower);
 * - reach: from a door, a path 60 cm wide reaches each standing piece's use zone (overlapping
 *   it by 10 cm), or, for a piece used from anywhere around it, comes within 50 cm of it;
 *   every use zone lies inside the room;
 * - budget: the total is the sum of the prices and within the budget.
 * Widths are measured on a 2.5 cm grid with exact distances at the cell centres, and allowed
 * 2 cm of measuring tolerance.
 */
import type { Door, RoomPlan } from '../room/plan.ts';

export const HARD_RULES = [
  'overlap',
  'inside',
  'doorZone',
  'wallPlacement',
  'walkway',
  'reach',
  'budget',
] as const;
export type HardRule = (typeof HARD_RULES)[number];

/** What the checker reads of a placed piece (the CLI's item form). */
export interface CheckedItem {
  readonly name?: string;
  readonly layer: 'floor' | 'rug' | 'wall';
  readonly price: number;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly width: number;
  readonly depth: number;
  readonly useDepth: number;
}

export interface CheckedLayout {
  readonly items: readonly CheckedItem[];
  readonly budget: number;
  /** The total the layout claims; checked against the prices when given. */
  readonly total?: number;
}

/**
 * What broke the rule, with its figures in centimetres, so a reader can put it in its own
 * words and units; `message` says the same in centimetres for logs, tests and the benchmark.
 */
export type ViolationDetail =
  | { readonly kind: 'overlap'; readonly depth: number }
  | { readonly kind: 'outside' }
  | { readonly kind: 'doorFront'; readonly clear: number }
  | { readonly kind: 'doorSwing' }
  | { readonly kind: 'offWall' }
  | { readonly kind: 'acrossOpening' }
  | { readonly kind: 'overBudget' }
  | { readonly kind: 'wrongTotal' }
  | { readonly kind: 'walkway'; readonly width: number }
  | { readonly kind: 'zoneOutside' }
  | { readonly kind: 'noPath'; readonly width: number };

export interface Violation {
  readonly rule: HardRule;
  /** Indices of the items concerned. */
  readonly items: readonly number[];
  /** Indices of the doors concerned. */
  readonly doors: readonly number[];
  readonly message: string;
  readonly detail: ViolationDetail;
}

export interface CheckReport {
  readonly ok: boolean;
  readonly violations: readonly Violation[];
}

export const OVERLAP_TOLERANCE = 0.5;
export const DOOR_ZONE_DEPTH = 90;
export const WALKWAY_WIDTH = 90;
export const PATH_WIDTH = 60;
/** A path reaches a use zone when it overlaps it by this much. */
export const ZONE_OVERLAP = 10;
/** A path reaches a piece without a use zone when it passes within this distance of it. */
export const ARM_REACH = 50;
export const WIDTH_TOLERANCE = 2;
const GRID = 2.5;
/** A wall piece's back may stand this far off its wall, and turn this far from square. */
const WALL_CONTACT = 2;
const WALL_ANGLE = 2;

type Vec = readonly [number, number];
type Polygon = readonly Vec[];

// --- geometry of its own ---------------------------------------------------------------------

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1]];
const dotOf = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1];
const crossOf = (a: Vec, b: Vec): number => a[0] * b[1] - a[1] * b[0];

function segmentDistance(p: Vec, a: Vec, b: Vec): number {
  const ab = sub(b, a);
  const length = dotOf(ab, ab);
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, dotOf(sub(p, a), ab) / length));
  return Math.hypot(p[0] - a[0] - ab[0] * t, p[1] - a[1] - ab[1] * t);
}

function pointInPolygon(p: Vec, polygon: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as Vec;
    const b = polygon[j] as Vec;
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
      if (p[0] < x) inside = !inside;
    }
  }
  return inside;
}

/** Whether two closed segments share a point. */
function segmentsMeet(p1: Vec, p2: Vec, q1: Vec, q2: Vec): boolean {
  const d1 = crossOf(sub(q2, q1), sub(p1, q1));
  const d2 = crossOf(sub(q2, q1), sub(p2, q1));
  const d3 = crossOf(sub(p2, p1), sub(q1, p1));
  const d4 = crossOf(sub(p2, p1), sub(q2, p1));
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  const eps = 1e-9;
  return (
    (Math.abs(d1) < eps && segmentDistance(p1, q1, q2) < 1e-7) ||
    (Math.abs(d2) < eps && segmentDistance(p2, q1, q2) < 1e-7) ||
    (Math.abs(d3) < eps && segmentDistance(q1, p1, p2) < 1e-7) ||
    (Math.abs(d4) < eps && segmentDistance(q2, p1, p2) < 1e-7)
  );
}

interface Rect {
  readonly centre: Vec;
  readonly u: Vec;
  readonly v: Vec;
  readonly halfWidth: number;
  readonly halfDepth: number;
}

function rectOf(item: {
  x: number;
  y: number;
  rotation: number;
  width: number;
  depth: number;
}): Rect {
  const r = (item.rotation * Math.PI) / 180;
  return {
    centre: [item.x, item.y],
    u: [Math.cos(r), Math.sin(r)],
    v: [-Math.sin(r), Math.cos(r)],
    halfWidth: item.width / 2,
    halfDepth: item.depth / 2,
  };
}

function rectCorners(rect: Rect): Vec[] {
  const { centre: c, u, v, halfWidth: w, halfDepth: d } = rect;
  return [
    [c[0] - u[0] * w - v[0] * d, c[1] - u[1] * w - v[1] * d],
    [c[0] + u[0] * w - v[0] * d, c[1] + u[1] * w - v[1] * d],
    [c[0] + u[0] * w + v[0] * d, c[1] + u[1] * w + v[1] * d],
    [c[0] - u[0] * w + v[0] * d, c[1] - u[1] * w + v[1] * d],
  ];
}

function shrink(rect: Rect, by: number): Rect {
  return {
    ...rect,
    halfWidth: Math.max(0, rect.halfWidth - by),
    halfDepth: Math.max(0, rect.halfDepth - by),
  };
}

/** How deep two convex polygons overlap (<= 0 when apart), by separating axes. */
function penetration(p: Polygon, q: Polygon): number {
  let least = Infinity;
  for (const polygon of [p, q]) {
    for (let i = 0; i < polygon.length; i += 1) {
      const a = polygon[i] as Vec;
      const b = polygon[(i + 1) % polygon.length] as Vec;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (length === 0) continue;
      const axis: Vec = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
      let pMin = Infinity;
      let pMax = -Infinity;
      let qMin = Infinity;
      let qMax = -Infinity;
      for (const point of p) {
        const s = dotOf(point, axis);
        pMin = Math.min(pMin, s);
        pMax = Math.max(pMax, s);
      }
      for (const point of q) {
        const s = dotOf(point, axis);
        qMin = Math.min(qMin, s);
        qMax = Math.max(qMax, s);
      }
      least = Math.min(least, Math.min(pMax, qMax) - Math.max(pMin, qMin));
    }
  }
  return least;
}

/** Whether a convex polygon (possibly a point or a segment) lies strictly inside the outline. */
function polygonInside(polygon: Polygon, outline: Polygon): boolean {
  if (!polygon.every((point) => pointInPolygon(point, outline))) return false;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as Vec;
    const b = polygon[(i + 1) % polygon.length] as Vec;
    for (let j = 0; j < outline.length; j += 1) {
      if (segmentsMeet(a, b, outline[j] as Vec, outline[(j + 1) % outline.length] as Vec)) {
        return false;
      }
    }
  }
  return true;
}

function distanceToRect(p: Vec, rect: Rect): number {
  const d = sub(p, rect.centre);
  const along = Math.max(0, Math.abs(dotOf(d, rect.u)) - rect.halfWidth);
  const forward = Math.max(0, Math.abs(dotOf(d, rect.v)) - rect.halfDepth);
  return Math.hypot(along, forward);
}

/** Keeps the part of a convex polygon on the side of the line where (p - origin) . normal >= 0. */
function clip(polygon: Polygon, origin: Vec, normal: Vec): Vec[] {
  const out: Vec[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as Vec;
    const b = polygon[(i + 1) % polygon.length] as Vec;
    const da = dotOf(sub(a, origin), normal);
    const db = dotOf(sub(b, origin), normal);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return out;
}

function pointToPolygonDistance(p: Vec, polygon: Polygon): number {
  if (polygon.length >= 3 && pointInPolygon(p, polygon)) return 0;
  let best = Infinity;
  for (let i = 0; i < polygon.length; i += 1) {
    best = Math.min(
      best,
      segmentDistance(p, polygon[i] as Vec, polygon[(i + 1) % polygon.length] as Vec),
    );
  }
  return best;
}

// --- the room ----------------------------------------------------------------------------------

interface CheckedWall {
  readonly start: Vec;
  readonly end: Vec;
  readonly direction: Vec;
  readonly inward: Vec;
  readonly length: number;
}

function roomWalls(outline: Polygon): CheckedWall[] {
  let twiceArea = 0;
  for (let i = 0; i < outline.length; i += 1) {
    const a = outline[i] as Vec;
    const b = outline[(i + 1) % outline.length] as Vec;
    twiceArea += a[0] * b[1] - b[0] * a[1];
  }
  return outline.map((start, i) => {
    const end = outline[(i + 1) % outline.length] as Vec;
    const length = Math.hypot(end[0] - start[0], end[1] - start[1]);
    const direction: Vec = [(end[0] - start[0]) / length, (end[1] - start[1]) / length];
    // The interior lies to the left of each wall when the shoelace sum is positive.
    const inward: Vec =
      twiceArea > 0 ? [-direction[1], direction[0]] : [direction[1], -direction[0]];
    return { start, end, direction, inward, length };
  });
}

interface DoorGeometry {
  readonly zone: Rect;
  readonly hinge: Vec;
  readonly towardsLatch: Vec;
  readonly inward: Vec;
  readonly swingsIn: boolean;
  readonly width: number;
}

function doorGeometry(door: Door, wall: CheckedWall): DoorGeometry {
  const from: Vec = [
    wall.start[0] + wall.direction[0] * door.offset,
    wall.start[1] + wall.direction[1] * door.offset,
  ];
  const to: Vec = [
    from[0] + wall.direction[0] * door.width,
    from[1] + wall.direction[1] * door.width,
  ];
  const middle: Vec = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const hinge = door.hinge === 'start' ? from : to;
  const latch = door.hinge === 'start' ? to : from;
  return {
    zone: {
      centre: [
        middle[0] + (wall.inward[0] * DOOR_ZONE_DEPTH) / 2,
        middle[1] + (wall.inward[1] * DOOR_ZONE_DEPTH) / 2,
      ],
      u: wall.direction,
      v: wall.inward,
      halfWidth: door.width / 2,
      halfDepth: DOOR_ZONE_DEPTH / 2,
    },
    hinge,
    towardsLatch: [(latch[0] - hinge[0]) / door.width, (latch[1] - hinge[1]) / door.width],
    inward: wall.inward,
    swingsIn: door.swing === 'in',
    width: door.width,
  };
}

/** Whether a piece's footprint enters the quarter circle an inward door sweeps. */
function inSwing(corners: Polygon, door: DoorGeometry): boolean {
  if (!door.swingsIn) return false;
  let part: Polygon = clip(corners, door.hinge, door.inward);
  if (part.length === 0) return false;
  part = clip(part, door.hinge, door.towardsLatch);
  if (part.length === 0) return false;
  return pointToPolygonDistance(door.hinge, part) < door.width;
}

// --- the clearance grid --------------------------------------------------------------------------

interface CellRange {
  readonly i0: number;
  readonly i1: number;
  readonly j0: number;
  readonly j1: number;
}

class Field {
  readonly nx: number;
  readonly ny: number;
  readonly x0: number;
  readonly y0: number;
  readonly clearance: Float64Array;

  /** The clearance of every cell centre to the outline (-1 outside the room). */
  constructor(outline: Polygon, from?: Field) {
    if (from) {
      this.nx = from.nx;
      this.ny = from.ny;
      this.x0 = from.x0;
      this.y0 = from.y0;
      this.clearance = Float64Array.from(from.clearance);
      return;
    }
    const xs = outline.map((p) => p[0]);
    const ys = outline.map((p) => p[1]);
    this.x0 = Math.min(...xs);
    this.y0 = Math.min(...ys);
    this.nx = Math.max(1, Math.ceil((Math.max(...xs) - this.x0) / GRID));
    this.ny = Math.max(1, Math.ceil((Math.max(...ys) - this.y0) / GRID));
    this.clearance = new Float64Array(this.nx * this.ny);
    for (let cell = 0; cell < this.clearance.length; cell += 1) {
      const p = this.centre(cell);
      let value = -1;
      if (pointInPolygon(p, outline)) {
        value = Infinity;
        for (let k = 0; k < outline.length; k += 1) {
          value = Math.min(
            value,
            segmentDistance(p, outline[k] as Vec, outline[(k + 1) % outline.length] as Vec),
          );
        }
      }
      this.clearance[cell] = value;
    }
  }

  /**
   * The same room with pieces standing in it. Cells further than `horizon` from a piece keep
   * their clearance: no test here asks about distances that large.
   */
  withObstacles(outline: Polygon, obstacles: readonly Rect[], horizon: number): Field {
    const field = new Field(outline, this);
    for (const rect of obstacles) {
      field.forCells(rect, horizon, (cell, p) => {
        const current = field.clearance[cell] as number;
        if (current > 0) field.clearance[cell] = Math.min(current, distanceToRect(p, rect));
      });
    }
    return field;
  }

  private range(rect: Rect, margin: number): CellRange {
    const corners = rectCorners(rect);
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    return {
      i0: Math.max(0, Math.floor((Math.min(...xs) - margin - this.x0) / GRID)),
      i1: Math.min(this.nx - 1, Math.floor((Math.max(...xs) + margin - this.x0) / GRID)),
      j0: Math.max(0, Math.floor((Math.min(...ys) - margin - this.y0) / GRID)),
      j1: Math.min(this.ny - 1, Math.floor((Math.max(...ys) + margin - this.y0) / GRID)),
    };
  }

  /** Visits the cells near the rectangle (within `margin` of its bounds). */
  forCells(rect: Rect, margin: number, visit: (cell: number, centre: Vec) => void): void {
    const { i0, i1, j0, j1 } = this.range(rect, margin);
    for (let j = j0; j <= j1; j += 1) {
      for (let i = i0; i <= i1; i += 1) {
        const cell = j * this.nx + i;
        visit(cell, this.centre(cell));
      }
    }
  }

  centre(cell: number): Vec {
    const i = cell % this.nx;
    const j = (cell - i) / this.nx;
    return [this.x0 + (i + 0.5) * GRID, this.y0 + (j + 0.5) * GRID];
  }

  cellsIn(rect: Rect): number[] {
    const cells: number[] = [];
    this.forCells(rect, 0, (cell, p) => {
      if ((this.clearance[cell] as number) >= 0 && distanceToRect(p, rect) === 0) cells.push(cell);
    });
    return cells;
  }

  private neighbours(cell: number): number[] {
    const i = cell % this.nx;
    const out: number[] = [];
    if (i > 0) out.push(cell - 1);
    if (i < this.nx - 1) out.push(cell + 1);
    if (cell >= this.nx) out.push(cell - this.nx);
    if (cell + this.nx < this.clearance.length) out.push(cell + this.nx);
    return out;
  }

  /** Cells a disc of the given radius reaches from the sources without touching anything. */
  reach(sources: readonly number[], radius: number): Uint8Array {
    const seen = new Uint8Array(this.clearance.length);
    const queue: number[] = [];
    for (const cell of sources) {
      if (seen[cell] === 0 && (this.clearance[cell] as number) >= radius) {
        seen[cell] = 1;
        queue.push(cell);
      }
    }
    for (let head = 0; head < queue.length; head += 1) {
      for (const next of this.neighbours(queue[head] as number)) {
        if (seen[next] === 0 && (this.clearance[next] as number) >= radius) {
          seen[next] = 1;
          queue.push(next);
        }
      }
    }
    return seen;
  }

  /** For every cell, the widest disc radius that can travel there from the sources. */
  widest(sources: readonly number[]): Float64Array {
    const best = new Float64Array(this.clearance.length).fill(-1);
    const heap: number[] = [];
    const value = (cell: number) => best[cell] as number;
    const push = (cell: number) => {
      heap.push(cell);
      let k = heap.length - 1;
      while (k > 0) {
        const parent = (k - 1) >> 1;
        if (value(heap[parent] as number) >= value(heap[k] as number)) break;
        [heap[parent], heap[k]] = [heap[k] as number, heap[parent] as number];
        k = parent;
      }
    };
    const pop = (): number => {
      const top = heap[0] as number;
      const last = heap.pop() as number;
      if (heap.length > 0) {
        heap[0] = last;
        let k = 0;
        for (;;) {
          const l = 2 * k + 1;
          const r = l + 1;
          let m = k;
          if (l < heap.length && value(heap[l] as number) > value(heap[m] as number)) m = l;
          if (r < heap.length && value(heap[r] as number) > value(heap[m] as number)) m = r;
          if (m === k) break;
          [heap[m], heap[k]] = [heap[k] as number, heap[m] as number];
          k = m;
        }
      }
      return top;
    };
    for (const cell of sources) {
      const c = this.clearance[cell] as number;
      if (c > value(cell)) {
        best[cell] = c;
        push(cell);
      }
    }
    const done = new Uint8Array(this.clearance.length);
    while (heap.length > 0) {
      const cell = pop();
      if (done[cell] === 1) continue;
      done[cell] = 1;
      for (const next of this.neighbours(cell)) {
        const through = Math.min(value(cell), this.clearance[next] as number);
        if (through > value(next)) {
          best[next] = through;
          push(next);
        }
      }
    }
    return best;
  }
}

// --- the check -------------------------------------------------------------------------------------

const label = (items: readonly CheckedItem[], index: number): string =>
  `${items[index]?.name ?? 'Item'} (item ${index + 1})`;

const violation = (
  rule: HardRule,
  detail: ViolationDetail,
  message: string,
  items: number[] = [],
  doors: number[] = [],
): Violation => ({ rule, items, doors, message, detail });

interface CheckedDoor {
  readonly index: number;
  readonly geometry: DoorGeometry;
}

/** What every rule reads: the room, its doors, and each item's footprint. */
interface Scene {
  readonly plan: RoomPlan;
  readonly outline: Polygon;
  readonly items: readonly CheckedItem[];
  readonly rects: readonly Rect[];
  readonly walls: readonly CheckedWall[];
  readonly doors: readonly CheckedDoor[];
}

function sceneOf(plan: RoomPlan, items: readonly CheckedItem[]): Scene {
  const walls = roomWalls(plan.outline);
  return {
    plan,
    outline: plan.outline,
    items,
    rects: items.map(rectOf),
    walls,
    doors: plan.doors.flatMap((door, index) => {
      const wall = walls[door.wall];
      return wall ? [{ index, geometry: doorGeometry(door, wall) }] : [];
    }),
  };
}

/** An item's footprint less the overlap tolerance: what may not touch a wall, door or other. */
const innerCorners = (scene: Scene, index: number): Vec[] =>
  rectCorners(shrink(scene.rects[index] as Rect, OVERLAP_TOLERANCE));

/** overlap: no two items of one layer overlap by more than the tolerance. */
function checkOverlap({ items, rects }: Scene): Violation[] {
  const polygons = rects.map(rectCorners);
  const found: Violation[] = [];
  for (let a = 0; a < items.length; a += 1) {
    for (let b = a + 1; b < items.length; b += 1) {
      if (items[a]?.layer !== items[b]?.layer) continue;
      const depth = penetration(polygons[a] as Vec[], polygons[b] as Vec[]);
      if (depth > OVERLAP_TOLERANCE) {
        found.push(
          violation(
            'overlap',
            { kind: 'overlap', depth },
            `${label(items, a)} and ${label(items, b)} overlap by ${depth.toFixed(1)} cm.`,
            [a, b],
          ),
        );
      }
    }
  }
  return found;
}

/** inside: every item lies inside the outline. */
function checkInside(scene: Scene): Violation[] {
  return scene.items.flatMap((_, index) =>
    polygonInside(innerCorners(scene, index), scene.outline)
      ? []
      : [
          violation(
            'inside',
            { kind: 'outside' },
            `${label(scene.items, index)} is not inside the room.`,
            [index],
          ),
        ],
  );
}

/** doorZone: nothing stands in the clear zone in front of a door or in its leaf's swing. */
function checkDoorZones(scene: Scene): Violation[] {
  return scene.items.flatMap((_, index) => {
    const inner = innerCorners(scene, index);
    return scene.doors.flatMap(({ index: doorIndex, geometry }) => {
      const inZone = penetration(inner, rectCorners(geometry.zone)) > 0;
      if (!inZone && !inSwing(inner, geometry)) return [];
      return [
        violation(
          'doorZone',
          inZone ? { kind: 'doorFront', clear: DOOR_ZONE_DEPTH } : { kind: 'doorSwing' },
          `${label(scene.items, index)} stands in front of door ${doorIndex + 1}${inZone ? '' : ', in its swing'}.`,
          [index],
          [doorIndex],
        ),
      ];
    });
  });
}

/** The two back corners of a wall piece, left then right seen from its front. */
function backCorners(rect: Rect): [Vec, Vec] {
  const backLeft: Vec = [
    rect.centre[0] - rect.u[0] * rect.halfWidth - rect.v[0] * rect.halfDepth,
    rect.centre[1] - rect.u[1] * rect.halfWidth - rect.v[1] * rect.halfDepth,
  ];
  const backRight: Vec = [
    backLeft[0] + rect.u[0] * 2 * rect.halfWidth,
    backLeft[1] + rect.u[1] * 2 * rect.halfWidth,
  ];
  return [backLeft, backRight];
}

/** The wall a piece's back lies flat against (-1 for none). */
function wallAgainst(walls: readonly CheckedWall[], rect: Rect, back: [Vec, Vec]): number {
  return walls.findIndex(
    (wall) =>
      segmentDistance(back[0], wall.start, wall.end) <= WALL_CONTACT &&
      segmentDistance(back[1], wall.start, wall.end) <= WALL_CONTACT &&
      dotOf(rect.v, wall.inward) >= Math.cos((WALL_ANGLE * Math.PI) / 180),
  );
}

/** wallPlacement: a wall piece hangs flat on a wall, clear of its doors and windows. */
function checkWallPlacement(scene: Scene): Violation[] {
  const { plan, items, walls } = scene;
  const openings = [
    ...plan.doors.map((door, i) => ({ opening: door, name: `door ${i + 1}` })),
    ...plan.windows.map((window, i) => ({ opening: window, name: `window ${i + 1}` })),
  ];
  return items.flatMap((item, index) => {
    if (item.layer !== 'wall') return [];
    const rect = scene.rects[index] as Rect;
    const back = backCorners(rect);
    const wallIndex = wallAgainst(walls, rect, back);
    const wall = walls[wallIndex];
    if (!wall) {
      return [
        violation(
          'wallPlacement',
          { kind: 'offWall' },
          `${label(items, index)} does not hang flat on a wall.`,
          [index],
        ),
      ];
    }
    const a = dotOf(sub(back[0], wall.start), wall.direction);
    const b = dotOf(sub(back[1], wall.start), wall.direction);
    const [from, to] = a < b ? [a, b] : [b, a];
    return openings.flatMap(({ opening, name }) => {
      if (opening.wall !== wallIndex) return [];
      const overlap = Math.min(to, opening.offset + opening.width) - Math.max(from, opening.offset);
      if (overlap <= OVERLAP_TOLERANCE) return [];
      return [
        violation(
          'wallPlacement',
          { kind: 'acrossOpening' },
          `${label(items, index)} hangs across ${name}.`,
          [index],
        ),
      ];
    });
  });
}

/** budget: the prices add up to no more than the budget, and to the total given. */
function checkBudget({ items }: Scene, layout: CheckedLayout): Violation[] {
  const found: Violation[] = [];
  const total = items.reduce((sum, item) => sum + item.price, 0);
  if (total > layout.budget + 1e-6) {
    found.push(
      violation(
        'budget',
        { kind: 'overBudget' },
        `The total $${total} is over the budget of $${layout.budget}.`,
      ),
    );
  }
  if (layout.total !== undefined && Math.abs(layout.total - total) > 0.005) {
    found.push(
      violation(
        'budget',
        { kind: 'wrongTotal' },
        `The total $${layout.total} is not the sum of the prices ($${total}).`,
      ),
    );
  }
  return found;
}

/** The room's clearances, empty and furnished, and the cells of each door's zone. */
interface Clearances {
  readonly empty: Field;
  readonly furnished: Field;
  readonly doorCells: readonly number[][];
}

function clearancesOf(scene: Scene): Clearances {
  const standing = scene.items.flatMap((item, index) =>
    item.layer === 'floor' ? [scene.rects[index] as Rect] : [],
  );
  const empty = new Field(scene.outline);
  return {
    empty,
    furnished: empty.withObstacles(scene.outline, standing, WALKWAY_WIDTH),
    doorCells: scene.doors.map(({ geometry }) => empty.cellsIn(geometry.zone)),
  };
}

/**
 * walkway: every two doors are joined by a walkway as wide as the rule asks, or as wide as
 * the empty room allows between them where it allows less.
 */
function checkWalkways({ doors }: Scene, { empty, furnished, doorCells }: Clearances): Violation[] {
  const found: Violation[] = [];
  const walkway = WALKWAY_WIDTH / 2;
  for (let a = 0; a < doors.length - 1; a += 1) {
    const widestEmpty = empty.widest(doorCells[a] ?? []);
    for (let b = a + 1; b < doors.length; b += 1) {
      const roomAllows = Math.max(
        ...(doorCells[b] ?? []).map((cell) => widestEmpty[cell] as number),
        -1,
      );
      const needed = Math.min(walkway, roomAllows) - WIDTH_TOLERANCE;
      if (needed <= 0) continue;
      const seen = furnished.reach(doorCells[a] ?? [], needed);
      if ((doorCells[b] ?? []).some((cell) => seen[cell] === 1)) continue;
      const width = Math.round(2 * Math.min(walkway, roomAllows));
      found.push(
        violation(
          'walkway',
          { kind: 'walkway', width },
          `No walkway ${width} cm wide joins door ${(doors[a]?.index ?? 0) + 1} and door ${(doors[b]?.index ?? 0) + 1}.`,
          [],
          [doors[a]?.index ?? 0, doors[b]?.index ?? 0],
        ),
      );
    }
  }
  return found;
}

/**
 * What a path must come near to reach a floor item: its use zone (the seat of a chair, the
 * front of a wardrobe) when it has one, else the item itself within arm's reach.
 */
function reachTarget(item: CheckedItem, rect: Rect): { target: Rect; within: number } {
  if (item.useDepth <= 0)
    return { target: rect, within: PATH_WIDTH / 2 + ARM_REACH + WIDTH_TOLERANCE };
  return {
    target: {
      ...rect,
      centre: [
        rect.centre[0] + rect.v[0] * (rect.halfDepth + item.useDepth / 2),
        rect.centre[1] + rect.v[1] * (rect.halfDepth + item.useDepth / 2),
      ],
      halfDepth: item.useDepth / 2,
    },
    within: PATH_WIDTH / 2 - ZONE_OVERLAP + WIDTH_TOLERANCE,
  };
}

/** reach: a path as wide as the rule asks runs from a door to every floor item's use zone. */
function checkReach(scene: Scene, { furnished, doorCells }: Clearances): Violation[] {
  const { items, outline } = scene;
  const reached = furnished.reach(doorCells.flat(), PATH_WIDTH / 2 - WIDTH_TOLERANCE);
  return items.flatMap((item, index) => {
    if (item.layer !== 'floor') return [];
    const { target, within } = reachTarget(item, scene.rects[index] as Rect);
    if (
      item.useDepth > 0 &&
      !polygonInside(rectCorners(shrink(target, OVERLAP_TOLERANCE)), outline)
    ) {
      return [
        violation(
          'reach',
          { kind: 'zoneOutside' },
          `The use zone in front of ${label(items, index)} runs outside the room.`,
          [index],
        ),
      ];
    }
    let ok = false;
    furnished.forCells(target, within, (cell, p) => {
      if (!ok && reached[cell] === 1 && distanceToRect(p, target) <= within) ok = true;
    });
    if (ok) return [];
    return [
      violation(
        'reach',
        { kind: 'noPath', width: PATH_WIDTH },
        `No path ${PATH_WIDTH} cm wide reaches ${label(items, index)} from a door.`,
        [index],
      ),
    ];
  });
}

/** Judges a layout against every hard rule, one rule after another, in HARD_RULES' order of report. */
export function checkLayout(plan: RoomPlan, layout: CheckedLayout): CheckReport {
  const scene = sceneOf(plan, layout.items);
  const violations = [
    ...checkOverlap(scene),
    ...checkInside(scene),
    ...checkDoorZones(scene),
    ...checkWallPlacement(scene),
    ...checkBudget(scene, layout),
  ];
  // The walkway and reach rules share one grid of clearances, which a room without doors lacks.
  if (scene.doors.length > 0) {
    const clearances = clearancesOf(scene);
    violations.push(...checkWalkways(scene, clearances), ...checkReach(scene, clearances));
  }
  return { ok: violations.length === 0, violations };
}
