/**
 * Plane geometry of a room plan, in centimetres. Pure functions: no React, no DOM, so the
 * editor, the layout engine (in a worker and in Node), the 3D view and the CLI share them.
 *
 * Axes are the plan seen from above as drawn on screen: x grows to the right, y grows down
 * the page (as in SVG). "Clockwise" and "counter-clockwise" below mean as seen on screen.
 * Nothing here depends on that choice except those two names: every function works on either
 * winding, and `inwardNormal` points into the room whichever way the outline runs.
 */
import type { Door, Point, RoomPlan, RoomWindow } from './plan.ts';

/** A direction or displacement, as opposed to a position. */
export type Vector = readonly [dx: number, dy: number];

/** Lengths closer than this (cm) count as equal: a thousandth of a millimetre. */
const EPSILON = 1e-5;

export interface Wall {
  /** Its position in the outline: wall i runs from outline[i] to outline[(i + 1) % n]. */
  readonly index: number;
  readonly start: Point;
  readonly end: Point;
  readonly length: number;
  /** Unit vector from start to end (0, 0 for a zero-length wall). */
  readonly direction: Vector;
  /** Unit vector at right angles to the wall, pointing into the room. */
  readonly inwardNormal: Vector;
}

export interface BoundingBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly width: number;
  readonly height: number;
}

/** Either kind of opening: both sit on a wall at an offset with a width. */
export type Opening = Door | RoomWindow;

export interface OpeningSpan {
  readonly wall: Wall;
  /** The opening's near edge (at `offset` from the wall's start). */
  readonly start: Point;
  /** The opening's far edge (at `offset + width`). */
  readonly end: Point;
  readonly centre: Point;
}

export type Winding = 'clockwise' | 'counterclockwise';

// --- vectors -----------------------------------------------------------------------------

export const add = (a: Point, v: Vector): Point => [a[0] + v[0], a[1] + v[1]];
export const subtract = (a: Point, b: Point): Vector => [a[0] - b[0], a[1] - b[1]];
export const scale = (v: Vector, k: number): Vector => [v[0] * k, v[1] * k];
export const dot = (a: Vector, b: Vector): number => a[0] * b[0] + a[1] * b[1];
/** The z part of the 3D cross product: > 0 when b turns clockwise from a on screen. */
export const cross = (a: Vector, b: Vector): number => a[0] * b[1] - a[1] * b[0];
const norm = (v: Vector): number => Math.hypot(v[0], v[1]);
export const distance = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** The unit vector along v, or (0, 0) for a null vector (never NaN). */
export function normalise(v: Vector): Vector {
  const length = norm(v);
  return length < EPSILON ? [0, 0] : [v[0] / length, v[1] / length];
}

export const pointsEqual = (a: Point, b: Point, epsilon = EPSILON): boolean =>
  Math.abs(a[0] - b[0]) <= epsilon && Math.abs(a[1] - b[1]) <= epsilon;

// --- the outline -------------------------------------------------------------------------

/** The start and end corner of wall `index` (wrapping at the last corner). */
function wallEnds(outline: readonly Point[], index: number): [Point, Point] | null {
  const n = outline.length;
  if (!Number.isInteger(index) || index < 0 || index >= n) return null;
  const start = outline[index];
  const end = outline[(index + 1) % n];
  return start && end ? [start, end] : null;
}

/** Calls `visit` with each wall's start and end, the last wall closing the loop. */
function forEachEdge(outline: readonly Point[], visit: (start: Point, end: Point) => void): void {
  const n = outline.length;
  for (let i = 0; i < n; i += 1) visit(outline[i] as Point, outline[(i + 1) % n] as Point);
}

/** The shoelace area with a sign that tells the winding: > 0 is clockwise on screen. */
export function signedArea(outline: readonly Point[]): number {
  let sum = 0;
  forEachEdge(outline, ([x1, y1], [x2, y2]) => {
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}

/** The floor area in cm² (shoelace formula), whichever way the outline runs. */
export const area = (outline: readonly Point[]): number => Math.abs(signedArea(outline));

/** Square centimetres to square metres. */
export const toSquareMetres = (squareCm: number): number => squareCm / 10_000;

/** The winding of an outline, or null when it encloses no area (a line, a point). */
export function orientation(outline: readonly Point[]): Winding | null {
  const signed = signedArea(outline);
  if (Math.abs(signed) < EPSILON) return null;
  return signed > 0 ? 'clockwise' : 'counterclockwise';
}

export function wallLengths(outline: readonly Point[]): number[] {
  return outline.map((point, i) => distance(point, outline[(i + 1) % outline.length] as Point));
}

export function perimeter(outline: readonly Point[]): number {
  return wallLengths(outline).reduce((sum, length) => sum + length, 0);
}

/** Every wall of the outline with its length, direction and the normal into the room. */
export function walls(outline: readonly Point[]): Wall[] {
  // The room lies to the right of each wall (on screen) when the outline runs clockwise.
  const clockwise = signedArea(outline) >= 0;
  return outline.map((start, index) => {
    const end = outline[(index + 1) % outline.length] as Point;
    const direction = normalise(subtract(end, start));
    const inwardNormal: Vector = clockwise
      ? [-direction[1], direction[0]]
      : [direction[1], -direction[0]];
    return { index, start, end, length: distance(start, end), direction, inwardNormal };
  });
}

/** One wall by its index, or null when the outline has no such wall. */
export function wallAt(outline: readonly Point[], index: number): Wall | null {
  if (!wallEnds(outline, index)) return null;
  return walls(outline)[index] ?? null;
}

export function boundingBox(points: readonly Point[]): BoundingBox {
  if (points.length === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0, width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
}

/** The centroid of the enclosed area (the mean of the corners for a degenerate outline). */
export function centroid(outline: readonly Point[]): Point {
  const signed = signedArea(outline);
  const n = outline.length;
  if (n === 0) return [0, 0];
  if (Math.abs(signed) < EPSILON) {
    const sum = outline.reduce<Point>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
    return [sum[0] / n, sum[1] / n];
  }
  let cx = 0;
  let cy = 0;
  forEachEdge(outline, ([x1, y1], [x2, y2]) => {
    const f = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * f;
    cy += (y1 + y2) * f;
  });
  return [cx / (6 * signed), cy / (6 * signed)];
}

/**
 * The same outline running the given way round, starting at the same corner. Reversing
 * renumbers the walls (new wall j is old wall n - 1 - j), so for a plan with openings use
 * `withPlanWinding`, which moves the doors and windows with their walls.
 */
export function withWinding(outline: readonly Point[], winding: Winding): Point[] {
  const current = orientation(outline);
  if (current === null || current === winding) return [...outline];
  const n = outline.length;
  return outline.map((_, j) => outline[(n - j) % n] as Point);
}

/**
 * The plan with its outline running the given way round (clockwise by default): every door
 * and window stays exactly where it was in the room, on the renumbered wall, measured from
 * that wall's new start; a door's hinge keeps its corner, so its side name flips.
 */
export function withPlanWinding(plan: RoomPlan, winding: Winding = 'clockwise'): RoomPlan {
  const current = orientation(plan.outline);
  if (current === null || current === winding) return plan;
  const n = plan.outline.length;
  const lengths = wallLengths(plan.outline);
  const move = <T extends Opening>(opening: T): T => {
    const oldLength = lengths[opening.wall];
    if (oldLength === undefined) return opening;
    return {
      ...opening,
      wall: n - 1 - opening.wall,
      offset: oldLength - opening.offset - opening.width,
    };
  };
  return {
    ...plan,
    outline: withWinding(plan.outline, winding),
    doors: plan.doors.map((door) => ({
      ...move(door),
      hinge: door.hinge === 'start' ? 'end' : 'start',
    })),
    windows: plan.windows.map(move),
  };
}

// --- points and segments -----------------------------------------------------------------

export interface ClosestPoint {
  readonly point: Point;
  /** Where along the segment, from 0 (at a) to 1 (at b). */
  readonly t: number;
  readonly distance: number;
}

/**
 * A measure of the point (px, py) against the segment (ax, ay) -> (bx, by), on plain numbers:
 * the layout engine calls these in its inner loops, which must not allocate.
 */
type PointAndSegment = (px: number, py: number, ...segment: SegmentXY) => number;

/** A segment on plain numbers: from (ax, ay) to (bx, by). */
type SegmentXY = [ax: number, ay: number, bx: number, by: number];

/** Whether a point lies within a tolerance (cm) of a segment, on plain numbers. */
type PointNearSegment = (...args: [...Parameters<PointAndSegment>, tolerance: number]) => boolean;

/** A test of one segment against another, on plain numbers, with a tolerance in cm. */
type SegmentPair = (...segments: [...SegmentXY, ...SegmentXY, tolerance?: number]) => boolean;

/** Where along the segment the point comes closest: 0 at its start, 1 at its end. */
const closestParameter: PointAndSegment = (px, py, ax, ay, bx, by) => {
  const ex = bx - ax;
  const ey = by - ay;
  const lengthSquared = ex * ex + ey * ey;
  if (lengthSquared === 0) return 0;
  return Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / lengthSquared));
};

export function closestPointOnSegment(p: Point, a: Point, b: Point): ClosestPoint {
  const t = closestParameter(p[0], p[1], a[0], a[1], b[0], b[1]);
  const point = add(a, scale(subtract(b, a), t));
  return { point, t, distance: distance(p, point) };
}

export const segmentDistanceXY: PointAndSegment = (px, py, ax, ay, bx, by) => {
  const t = closestParameter(px, py, ax, ay, bx, by);
  return Math.hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay));
};

export const distanceToSegment = (p: Point, a: Point, b: Point): number =>
  segmentDistanceXY(p[0], p[1], a[0], a[1], b[0], b[1]);

/** The cross product of a -> b and a -> p: > 0 when p lies right of the line on screen. */
const crossXY: PointAndSegment = (px, py, ax, ay, bx, by) =>
  (bx - ax) * (py - ay) - (by - ay) * (px - ax);

/** A cross product's side: 1, -1, or 0 when it is under `tolerance` (cm²). */
const sideOf = (value: number, tolerance: number): number =>
  Math.abs(value) < tolerance ? 0 : Math.sign(value);

/** Which side of the line a -> b the point lies: > 0 right of it on screen, 0 on it. */
const side = (a: Point, b: Point, p: Point): number =>
  sideOf(crossXY(p[0], p[1], a[0], a[1], b[0], b[1]), EPSILON);

/** Whether the ends of a -> b lie strictly on either side of the line through c -> d. */
const straddlesXY: SegmentPair = (ax, ay, bx, by, cx, cy, dx, dy, tolerance = 0) =>
  sideOf(crossXY(ax, ay, cx, cy, dx, dy), tolerance) *
    sideOf(crossXY(bx, by, cx, cy, dx, dy), tolerance) <
  0;

/**
 * Whether two segments cross at a point inside both: each has its ends strictly on either
 * side of the other's line (an end within `tolerance` of it counts as on it, so touching is
 * not crossing).
 */
const segmentsCrossXY: SegmentPair = (ax, ay, bx, by, cx, cy, dx, dy, tolerance = 0) =>
  straddlesXY(ax, ay, bx, by, cx, cy, dx, dy, tolerance) &&
  straddlesXY(cx, cy, dx, dy, ax, ay, bx, by, tolerance);

export const segmentsCross = (a1: Point, a2: Point, b1: Point, b2: Point, tolerance = 0): boolean =>
  segmentsCrossXY(a1[0], a1[1], a2[0], a2[1], b1[0], b1[1], b2[0], b2[1], tolerance);

/**
 * Whether the point lies within `tolerance` cm of the segment. The distance to the segment's
 * line is tested first (squared, with room to spare): it rules out nearly every point without
 * a division or a square root, which matters in the engine's inner loops.
 */
const touchesXY: PointNearSegment = (px, py, ax, ay, bx, by, tolerance) => {
  const cross = crossXY(px, py, ax, ay, bx, by);
  const lengthSquared = (bx - ax) * (bx - ax) + (by - ay) * (by - ay);
  if (cross * cross > 4 * tolerance * tolerance * lengthSquared) return false;
  return segmentDistanceXY(px, py, ax, ay, bx, by) <= tolerance;
};

/**
 * Whether two segments share at least one point: crossing, touching at an end, or lying
 * along each other; an end within `tolerance` cm of the other segment touches it. Segments
 * whose bounding boxes lie further apart than that are told apart first, cheaply.
 */
export const segmentsMeetXY: SegmentPair = (
  ax,
  ay,
  bx,
  by,
  cx,
  cy,
  dx,
  dy,
  tolerance = EPSILON,
) => {
  if (
    Math.max(ax, bx) + tolerance < Math.min(cx, dx) ||
    Math.max(cx, dx) + tolerance < Math.min(ax, bx) ||
    Math.max(ay, by) + tolerance < Math.min(cy, dy) ||
    Math.max(cy, dy) + tolerance < Math.min(ay, by)
  )
    return false;
  return (
    segmentsCrossXY(ax, ay, bx, by, cx, cy, dx, dy, tolerance) ||
    touchesXY(ax, ay, cx, cy, dx, dy, tolerance) ||
    touchesXY(bx, by, cx, cy, dx, dy, tolerance) ||
    touchesXY(cx, cy, ax, ay, bx, by, tolerance) ||
    touchesXY(dx, dy, ax, ay, bx, by, tolerance)
  );
};

/**
 * Whether two segments share at least one point: crossing, touching at an end, or lying
 * along each other.
 */
export const segmentsIntersect = (a1: Point, a2: Point, b1: Point, b2: Point): boolean =>
  segmentsMeetXY(a1[0], a1[1], a2[0], a2[1], b1[0], b1[1], b2[0], b2[1]);

export type PointPlacement = 'inside' | 'outside' | 'boundary';

/**
 * Where a point lies against the outline. Points within `tolerance` cm of a wall are on the
 * boundary, so a corner or a point on a wall never flips between inside and outside through
 * rounding.
 */
export function pointPlacement(
  p: Point,
  outline: readonly Point[],
  tolerance = EPSILON,
): PointPlacement {
  const n = outline.length;
  if (n === 0) return 'outside';
  let inside = false;
  for (let i = 0; i < n; i += 1) {
    const a = outline[i] as Point;
    const b = outline[(i + 1) % n] as Point;
    if (distanceToSegment(p, a, b) <= tolerance) return 'boundary';
    // Ray casting to the right; the half-open test counts a ray through a corner once.
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
      if (x > p[0]) inside = !inside;
    }
  }
  return inside ? 'inside' : 'outside';
}

/** Whether the point is in the room; a point on a wall counts unless told otherwise. */
export function containsPoint(
  outline: readonly Point[],
  p: Point,
  { boundary = true }: { readonly boundary?: boolean } = {},
): boolean {
  const placement = pointPlacement(p, outline);
  return placement === 'inside' || (boundary && placement === 'boundary');
}

// --- walls and openings ------------------------------------------------------------------

/** The point `along` cm from the wall's start, towards its end. */
const pointAlongWall = (wall: Wall, along: number): Point =>
  add(wall.start, scale(wall.direction, along));

/**
 * Where an opening sits in the plan: its two edges and its centre on its wall, or null when
 * its wall does not exist. Positions past the wall's end are returned as given, so a
 * validator or a drawing can show how far they run over.
 */
export function openingSpan(outline: readonly Point[], opening: Opening): OpeningSpan | null {
  const wall = wallAt(outline, opening.wall);
  if (!wall) return null;
  return {
    wall,
    start: pointAlongWall(wall, opening.offset),
    end: pointAlongWall(wall, opening.offset + opening.width),
    centre: pointAlongWall(wall, opening.offset + opening.width / 2),
  };
}

/** Pairs of walls that meet or cross other than at the corner they share. */
export function crossingWalls(outline: readonly Point[]): [number, number][] {
  const n = outline.length;
  const pairs: [number, number][] = [];
  if (n < 3) return pairs;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const [a1, a2] = wallEnds(outline, i) as [Point, Point];
      const [b1, b2] = wallEnds(outline, j) as [Point, Point];
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Neighbours share a corner; they clash only if they fold back along each other.
        const shared = j === i + 1 ? a2 : a1;
        const otherA = j === i + 1 ? a1 : a2;
        const otherB = j === i + 1 ? b2 : b1;
        const foldsBack =
          side(shared, otherA, otherB) === 0 &&
          dot(subtract(otherA, shared), subtract(otherB, shared)) > 0;
        if (foldsBack) pairs.push([i, j]);
        continue;
      }
      if (segmentsIntersect(a1, a2, b1, b2)) pairs.push([i, j]);
    }
  }
  return pairs;
}
