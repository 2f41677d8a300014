/**
 * The geometry of measuring a room in AR: points the phone marked on the floor (and on walls,
 * for doors and windows) become a room plan. Pure functions, no WebXR and no DOM, so they are
 * unit-tested and shared by the session and the tests.
 *
 * A mark is a hit-test pose's position in the session's floor-based space: metres, y up. The
 * plan is the floor seen from above in centimetres: the mark's x is the plan's x and its z the
 * plan's y (down the page), which is a true top view, not a mirror image.
 */
import {
  boundingBox,
  closestPointOnSegment,
  distance,
  dot,
  normalise,
  segmentsIntersect,
  subtract,
  walls,
  withWinding,
  type Vector,
} from './geometry.ts';
import type { Door, Point, RoomPlan, RoomWindow } from './plan.ts';

/** A point the phone's hit test found, in metres in the floor-based space (y up). */
export interface Mark {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** Closing the outline: a corner marked this close to the first corner is the first corner. */
export const CLOSE_SNAP_CM = 15;
/** "Square the corners" is offered when every corner is this close to a right angle. */
export const SQUARE_TOLERANCE_DEG = 4;
/** The ceiling when it cannot be hit and is not typed. */
export const DEFAULT_CEILING_CM = 250;
/** How long the floor may take to show before the person is told what to try. */
export const FLOOR_SEARCH_MS = 20_000;
/** A hit whose surface faces up this much (cosine of its tilt) is floor-like. */
const FLOOR_FACING = 0.9;

const CM_PER_M = 100;
/** Plans keep corners to the millimetre. */
const roundMm = (cm: number): number => Math.round(cm * 10) / 10;

/** A mark's place on the floor plan, in centimetres (not yet moved to the plan's origin). */
export const floorPoint = (mark: Mark): Point => [mark.x * CM_PER_M, mark.z * CM_PER_M];

/** Height of a mark above the floor, in centimetres. */
export const heightAboveFloor = (mark: Mark, floorY: number): number =>
  (mark.y - floorY) * CM_PER_M;

/**
 * Whether a hit lies on a surface that faces up, from the y of its pose's y axis (the hit
 * surface's normal, as WebXR gives it).
 */
export const facesUp = (normalY: number): boolean => normalY >= FLOOR_FACING;

/** The floor's height: the median of the corners' heights, so one stray mark cannot move it. */
export function floorLevel(marks: readonly Mark[]): number {
  if (marks.length === 0) return 0;
  const heights = marks.map((mark) => mark.y).sort((a, b) => a - b);
  const middle = Math.floor(heights.length / 2);
  return heights.length % 2 === 1
    ? (heights[middle] as number)
    : ((heights[middle - 1] as number) + (heights[middle] as number)) / 2;
}

/** Whether a new corner closes the outline: three corners marked, and near the first. */
export function closesOutline(corners: readonly Point[], next: Point): boolean {
  const first = corners[0];
  return corners.length >= 3 && first !== undefined && distance(first, next) <= CLOSE_SNAP_CM;
}

/**
 * The wall that the newest wall crosses, while corners are being marked: the newest wall runs
 * from the last-but-one corner to the last, and may not cross any wall before the one it
 * starts from. Returns both walls' 0-based numbers, or null.
 */
export function crossingOfNewestWall(
  corners: readonly Point[],
): { readonly wall: number; readonly crosses: number } | null {
  const n = corners.length;
  if (n < 4) return null;
  const a = corners[n - 2] as Point;
  const b = corners[n - 1] as Point;
  for (let i = 0; i < n - 3; i += 1) {
    if (segmentsIntersect(a, b, corners[i] as Point, corners[i + 1] as Point)) {
      return { wall: n - 2, crosses: i };
    }
  }
  return null;
}

/** The wall that closing the outline (last corner back to the first) would cross, or null. */
export function crossingOfClosingWall(
  corners: readonly Point[],
): { readonly wall: number; readonly crosses: number } | null {
  const n = corners.length;
  if (n < 3) return null;
  const a = corners[n - 1] as Point;
  const b = corners[0] as Point;
  for (let i = 1; i < n - 2; i += 1) {
    if (segmentsIntersect(a, b, corners[i] as Point, corners[i + 1] as Point)) {
      return { wall: n - 1, crosses: i };
    }
  }
  return null;
}

/** The angle inside the room at each corner, in degrees (above 180 at a corner that juts in). */
export function cornerAngles(outline: readonly Point[]): number[] {
  const n = outline.length;
  if (n < 3) return [];
  const clockwise = signedTurn(outline) > 0;
  return outline.map((corner, i) => {
    const before = outline[(i - 1 + n) % n] as Point;
    const after = outline[(i + 1) % n] as Point;
    const u = normalise(subtract(before, corner));
    const v = normalise(subtract(after, corner));
    const angle = (Math.atan2(u[0] * v[1] - u[1] * v[0], dot(u, v)) * 180) / Math.PI;
    // For a clockwise outline (on screen) the room lies where v turns to reach u.
    const inside = clockwise ? -angle : angle;
    return inside < 0 ? inside + 360 : inside;
  });
}

function signedTurn(outline: readonly Point[]): number {
  let sum = 0;
  outline.forEach((p, i) => {
    const q = outline[(i + 1) % outline.length] as Point;
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return sum;
}

export interface Squared {
  /**
   * The squared corners, turned so the walls run along the plan's axes (a rectangle stays one
   * to the millimetre); `toSquared` takes any other marked point there too.
   */
  readonly outline: Point[];
  readonly toSquared: (point: Point) => Point;
  /** How far the corner that moves most moves, in centimetres. */
  readonly farthestMoveCm: number;
}

/**
 * The outline with every corner a right angle, when every corner is within
 * `SQUARE_TOLERANCE_DEG` of one (else null). The walls keep their lines as nearly as they can:
 * the room's main direction is the length-weighted mean of the walls' directions (taken modulo
 * 90 degrees), each wall turns to the nearer of the two axes, and sits where its two marked ends
 * lay on average; each corner is where its two walls' lines now meet.
 */
export function squareCorners(outline: readonly Point[]): Squared | null {
  const n = outline.length;
  if (n < 4 || n % 2 === 1) return null;
  const angles = cornerAngles(outline);
  const nearSquare = angles.every(
    (angle) =>
      Math.abs(angle - 90) <= SQUARE_TOLERANCE_DEG || Math.abs(angle - 270) <= SQUARE_TOLERANCE_DEG,
  );
  if (!nearSquare) return null;

  let c = 0;
  let s = 0;
  for (const wall of walls(outline)) {
    const theta = Math.atan2(wall.direction[1], wall.direction[0]);
    c += wall.length * Math.cos(4 * theta);
    s += wall.length * Math.sin(4 * theta);
  }
  const axis = Math.atan2(s, c) / 4;
  const along: Vector = [Math.cos(axis), Math.sin(axis)];
  const across: Vector = [-along[1], along[0]];
  const toFrame = (p: Point): Point => [dot(p, along), dot(p, across)];
  const fromFrame = ([u, v]: Point): Point => [
    u * along[0] + v * across[0],
    u * along[1] + v * across[1],
  ];
  const framed = outline.map(toFrame);
  // Each wall is "along" (its across-coordinate fixed) or "across" (its along-coordinate fixed).
  const lines = framed.map((start, i) => {
    const end = framed[(i + 1) % n] as Point;
    const runsAlong = Math.abs(end[0] - start[0]) >= Math.abs(end[1] - start[1]);
    return runsAlong
      ? { runsAlong, at: (start[1] + end[1]) / 2 }
      : { runsAlong, at: (start[0] + end[0]) / 2 };
  });
  const squared: Point[] = [];
  for (let i = 0; i < n; i += 1) {
    const before = lines[(i - 1 + n) % n];
    const after = lines[i];
    if (!before || !after || before.runsAlong === after.runsAlong) return null;
    const u = before.runsAlong ? after.at : before.at;
    const v = before.runsAlong ? before.at : after.at;
    squared.push(fromFrame([u, v]));
  }
  const farthestMoveCm = Math.max(
    ...squared.map((corner, i) => distance(corner, outline[i] as Point)),
  );
  return { outline: squared.map(toFrame).map(roundPoint), toSquared: toFrame, farthestMoveCm };
}

const roundPoint = ([x, y]: Point): Point => [roundMm(x), roundMm(y)];

/**
 * Where the plan's origin sits among the marked floor points: the plan keeps its outline
 * clockwise with the top-left of its box at (0, 0), so marks (openings) move by the same amount.
 */
export interface PlanFrame {
  readonly outline: Point[];
  readonly origin: Point;
}

export function planFrame(corners: readonly Point[]): PlanFrame {
  const box = boundingBox(corners);
  const origin: Point = [box.minX, box.minY];
  const moved = corners.map(([x, y]): Point => roundPoint([x - box.minX, y - box.minY]));
  return { outline: withWinding(moved, 'clockwise'), origin };
}

export interface PlacedOpening {
  readonly wall: number;
  readonly offset: number;
  readonly width: number;
  /** How far the farther of the two marks lay from the wall, in centimetres. */
  readonly offWallCm: number;
}

/**
 * An opening from the two edges marked on its wall (plan points): on the wall nearest both
 * marks, from the nearer edge along the wall to the farther, kept within the wall.
 */
export function placeOpening(outline: readonly Point[], a: Point, b: Point): PlacedOpening | null {
  let best: PlacedOpening | null = null;
  let bestScore = Infinity;
  for (const wall of walls(outline)) {
    if (wall.length <= 0) continue;
    const onA = closestPointOnSegment(a, wall.start, wall.end);
    const onB = closestPointOnSegment(b, wall.start, wall.end);
    const score = onA.distance + onB.distance;
    if (score >= bestScore) continue;
    const from = Math.min(onA.t, onB.t) * wall.length;
    const to = Math.max(onA.t, onB.t) * wall.length;
    bestScore = score;
    best = {
      wall: wall.index,
      offset: roundMm(from),
      width: roundMm(to - from),
      offWallCm: Math.max(onA.distance, onB.distance),
    };
  }
  return best && best.width > 0 ? best : null;
}

export interface MeasuredOpening {
  readonly kind: 'door' | 'window';
  readonly first: Mark;
  readonly second: Mark;
}

export interface Measurement {
  /** The floor corners in the order they were marked. */
  readonly corners: readonly Mark[];
  /** The corners as squared, when the person accepted it. */
  readonly squared?: Squared | undefined;
  readonly heightCm: number;
  readonly openings: readonly MeasuredOpening[];
}

/**
 * The room plan a measurement makes. Doors swing in and hinge at their start (the editor
 * changes either); a window's sill is the height of its lower mark above the floor.
 */
export function planFromMeasurement(measurement: Measurement): RoomPlan {
  const { squared } = measurement;
  const points = squared ? squared.outline : measurement.corners.map(floorPoint);
  const floorY = floorLevel(measurement.corners);
  const { outline, origin } = planFrame(points);
  const local = (mark: Mark): Point => {
    const [x, y] = squared ? squared.toSquared(floorPoint(mark)) : floorPoint(mark);
    return [x - origin[0], y - origin[1]];
  };
  const doors: Door[] = [];
  const windows: RoomWindow[] = [];
  for (const opening of measurement.openings) {
    const placed = placeOpening(outline, local(opening.first), local(opening.second));
    if (!placed) continue;
    const { wall, offset, width } = placed;
    if (opening.kind === 'door') {
      doors.push({ wall, offset, width, swing: 'in', hinge: 'start' });
    } else {
      const sill = Math.min(
        heightAboveFloor(opening.first, floorY),
        heightAboveFloor(opening.second, floorY),
      );
      windows.push({ wall, offset, width, sill: roundMm(Math.max(0, sill)) });
    }
  }
  return { unit: 'cm', outline, height: roundMm(measurement.heightCm), doors, windows };
}

/**
 * How a measurement's marks map onto the plan it makes, so a view in the same AR space can put
 * the plan back where it was measured: a plan point is the mark's floor point (centimetres)
 * turned by `-turn` about the vertical, less `origin`. No mirror and no scale: the plan is the
 * floor seen from above at true size. Reordering the corners (winding) moves no point.
 */
export interface MeasurementFrame {
  /** Radians: the squaring's turn of the floor (0 when kept as measured). */
  readonly turn: number;
  /** The plan's (0, 0) in turned floor centimetres. */
  readonly origin: Point;
  /** The floor's height in the AR space, metres. */
  readonly floorY: number;
}

export function measurementFrame(measurement: Measurement): MeasurementFrame {
  const { squared } = measurement;
  const points = squared ? squared.outline : measurement.corners.map(floorPoint);
  const { origin } = planFrame(points);
  // The squaring turns x = (1, 0) to (cos a, -sin a): its turn is read back from that.
  const [c, s] = squared ? squared.toSquared([1, 0]) : [1, 0];
  return { turn: Math.atan2(-s, c), origin, floorY: floorLevel(measurement.corners) };
}
