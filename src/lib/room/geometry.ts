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
export const EPSILON = 1e-5;

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
export const norm = (v: Vector): number => Math.hypot(v[0], v[1]);
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
export function wallEnds(outline: readonly Point[], index: number): [Point, Point] | null {
  const n = outline.length;
  if (!Number.isInteger(index) || index < 0 || index >= n) return null;
  const start = outline[index];
  const end = outline[(index + 1) % n];
  return start && end ? [start, end] : null;
}

/** The shoelace area with a sign that tells the winding: > 0 is clockwise on screen. */
export function signedArea(outline: readonly Point[]): number {
  const n = outline.length;
  let sum = 0;
  for (let i = 0; i < n; i += 1) {
    const [x1, y1] = outline[i] as Point;
    const [x2, y2] = outline[(i + 1) % n] as Point;
    sum += x1 * y2 - x2 * y1;
  }
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
  for (let i = 0; i < n; i += 1) {
    const [x1, y1] = outline[i] as Point;
    const [x2, y2] = outline[(i + 1) % n] as Point;
    const f = x1 * y2 - x2 * y1;
    cx += (x1 + x2) * f;
    cy += (y1 + y2) * f;
  }
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

export function closestPointOnSegment(p: Point, a: Point, b: Point): ClosestPoint {
  const ab = subtract(b, a);
  const lengthSquared = dot(ab, ab);
  const t =
    lengthSquared < EPSILON * EPSILON
      ? 0
      : Math.min(1, Math.max(0, dot(subtract(p, a), ab) / lengthSquared));
  const point = add(a, scale(ab, t));
  return { point, t, distance: distance(p, point) };
}

export const distanceToSegment = (p: Point, a: Point, b: Point): number =>
  closestPointOnSegment(p, a, b).distance;

/** Which side of the line a -> b the point lies: > 0 right of it on screen, 0 on it. */
function side(a: Point, b: Point, p: Point): number {
  const value = cross(subtract(b, a), subtract(p, a));
  return Math.abs(value) < EPSILON ? 0 : Math.sign(value);
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  return distanceToSegment(p, a, b) <= EPSILON;
}

/**
 * Whether two segments share at least one point: crossing, touching at an end, or lying
 * along each other.
 */
export function segmentsIntersect(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const d1 = side(b1, b2, a1);
  const d2 = side(b1, b2, a2);
  const d3 = side(a1, a2, b1);
  const d4 = side(a1, a2, b2);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    onSegment(a1, b1, b2) || onSegment(a2, b1, b2) || onSegment(b1, a1, a2) || onSegment(b2, a1, a2)
  );
}

/**
 * The one point where two segments meet, or null when they do not meet or lie along each
 * other (they then share a stretch, not a point).
 */
export function segmentIntersection(a1: Point, a2: Point, b1: Point, b2: Point): Point | null {
  const r = subtract(a2, a1);
  const s = subtract(b2, b1);
  const denominator = cross(r, s);
  if (Math.abs(denominator) < EPSILON) {
    if (!segmentsIntersect(a1, a2, b1, b2)) return null;
    // Parallel and touching: they meet at one point only if they just touch end to end.
    const shared = [a1, a2].filter((p) => pointsEqual(p, b1) || pointsEqual(p, b2));
    const overlapsMore =
      (onSegment(b1, a1, a2) && !shared.some((p) => pointsEqual(p, b1))) ||
      (onSegment(b2, a1, a2) && !shared.some((p) => pointsEqual(p, b2))) ||
      (onSegment(a1, b1, b2) && !shared.some((p) => pointsEqual(p, a1))) ||
      (onSegment(a2, b1, b2) && !shared.some((p) => pointsEqual(p, a2)));
    return shared.length === 1 && !overlapsMore ? (shared[0] as Point) : null;
  }
  const qp = subtract(b1, a1);
  const t = cross(qp, s) / denominator;
  const u = cross(qp, r) / denominator;
  const tolerance = EPSILON / Math.max(norm(r), norm(s), EPSILON);
  if (t < -tolerance || t > 1 + tolerance || u < -tolerance || u > 1 + tolerance) return null;
  return add(a1, scale(r, t));
}

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

/**
 * Whether the polygon `inner` lies within `outer` (touching its walls allowed): every corner
 * inside or on a wall, no edge crossing a wall, and no part bulging out between corners.
 */
export function polygonWithin(inner: readonly Point[], outer: readonly Point[]): boolean {
  if (!inner.every((p) => containsPoint(outer, p))) return false;
  const m = inner.length;
  const n = outer.length;
  for (let i = 0; i < m; i += 1) {
    const a = inner[i] as Point;
    const b = inner[(i + 1) % m] as Point;
    for (let j = 0; j < n; j += 1) {
      const c = outer[j] as Point;
      const d = outer[(j + 1) % n] as Point;
      if (side(c, d, a) * side(c, d, b) < 0 && side(a, b, c) * side(a, b, d) < 0) return false;
    }
    // Both ends on walls can still cut across a notch (an L's inner corner): test the middle.
    const middle: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (!containsPoint(outer, middle)) return false;
  }
  return true;
}

// --- walls and openings ------------------------------------------------------------------

/** The point `along` cm from the wall's start, towards its end. */
export const pointAlongWall = (wall: Wall, along: number): Point =>
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

export function openingCentre(outline: readonly Point[], opening: Opening): Point | null {
  return openingSpan(outline, opening)?.centre ?? null;
}

/**
 * The square a door leaf sweeps as it opens: the leaf turns on its hinge through a quarter
 * circle of radius `width`, into the room for a door that swings in, out of it otherwise.
 * Corners: hinge, latch (the other edge of the opening), then the two corners `width` away
 * from the wall. Layouts keep this square clear.
 */
export function doorSwingSquare(outline: readonly Point[], door: Door): Point[] | null {
  const span = openingSpan(outline, door);
  if (!span) return null;
  const hinge = door.hinge === 'start' ? span.start : span.end;
  const latch = door.hinge === 'start' ? span.end : span.start;
  const towards = scale(span.wall.inwardNormal, door.swing === 'in' ? door.width : -door.width);
  return [hinge, latch, add(latch, towards), add(hinge, towards)];
}

/** The doors and windows on one wall, in order along it. */
export function openingsOnWall(
  plan: RoomPlan,
  wallIndex: number,
): { readonly kind: 'door' | 'window'; readonly index: number; readonly opening: Opening }[] {
  const doors = plan.doors.map((opening, index) => ({ kind: 'door' as const, index, opening }));
  const windows = plan.windows.map((opening, index) => ({
    kind: 'window' as const,
    index,
    opening,
  }));
  return [...doors, ...windows]
    .filter(({ opening }) => opening.wall === wallIndex)
    .sort((a, b) => a.opening.offset - b.opening.offset);
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
