/**
 * The engine's oriented rectangles: a piece's footprint, the zone in front of it, a door's
 * keep-out. Separation uses the separating-axis theorem, which is exact for rectangles and
 * cheap enough to run thousands of times per layout.
 */
import { segmentsMeetXY } from '../room/geometry.ts';
import type { Point } from '../room/plan.ts';

export interface Pose {
  readonly x: number;
  readonly y: number;
  /** Degrees; the front faces (-sin r, cos r). */
  readonly rotation: number;
}

/** A rectangle: centre, half extents, its width axis u and its front axis v (unit vectors). */
export interface Box {
  readonly cx: number;
  readonly cy: number;
  readonly hw: number;
  readonly hd: number;
  readonly ux: number;
  readonly uy: number;
  readonly vx: number;
  readonly vy: number;
}

const RADIANS = Math.PI / 180;

/** Angles a whole number of quarter turns (after rounding) get exact sines, so walls at right angles stay exact. */
function sinCos(rotation: number): [number, number] {
  const quarter = rotation / 90;
  if (Math.abs(quarter - Math.round(quarter)) < 1e-9) {
    const k = ((Math.round(quarter) % 4) + 4) % 4;
    return [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ][k] as [number, number];
  }
  return [Math.sin(rotation * RADIANS), Math.cos(rotation * RADIANS)];
}

export function boxOf(pose: Pose, width: number, depth: number): Box {
  const [s, c] = sinCos(pose.rotation);
  return { cx: pose.x, cy: pose.y, hw: width / 2, hd: depth / 2, ux: c, uy: s, vx: -s, vy: c };
}

/** The rotation (degrees, in [0, 360)) whose front faces the direction (dx, dy). */
export function rotationFacing(dx: number, dy: number): number {
  const degrees = Math.atan2(-dx, dy) / RADIANS;
  const rounded = Math.round(degrees * 1e9) / 1e9;
  return ((rounded % 360) + 360) % 360;
}

/** A point given in the box's own frame (along its width, towards its front). */
export function localToWorld(box: Box, along: number, forward: number): [number, number] {
  return [box.cx + box.ux * along + box.vx * forward, box.cy + box.uy * along + box.vy * forward];
}

export function corners(box: Box): Point[] {
  const { cx, cy, hw, hd, ux, uy, vx, vy } = box;
  return [
    [cx - ux * hw - vx * hd, cy - uy * hw - vy * hd],
    [cx + ux * hw - vx * hd, cy + uy * hw - vy * hd],
    [cx + ux * hw + vx * hd, cy + uy * hw + vy * hd],
    [cx - ux * hw + vx * hd, cy - uy * hw + vy * hd],
  ];
}

/**
 * The zone in front of the box, `depth` deep and as wide as the box (optionally wider on each
 * side by `side`).
 */
export function frontZone(box: Box, depth: number, side = 0): Box {
  return {
    ...box,
    cx: box.cx + box.vx * (box.hd + depth / 2),
    cy: box.cy + box.vy * (box.hd + depth / 2),
    hw: box.hw + side,
    hd: depth / 2,
  };
}

/** Half the length of the box's shadow on the unit axis (ax, ay). */
function radiusOn(box: Box, ax: number, ay: number): number {
  return (
    box.hw * Math.abs(box.ux * ax + box.uy * ay) + box.hd * Math.abs(box.vx * ax + box.vy * ay)
  );
}

function gapOn(a: Box, b: Box, dx: number, dy: number, ax: number, ay: number): number {
  return Math.abs(dx * ax + dy * ay) - radiusOn(a, ax, ay) - radiusOn(b, ax, ay);
}

/**
 * The widest gap between the two boxes' shadows over the four candidate axes: > 0 means
 * apart by at least that much, <= 0 means they overlap (by that much along the best axis).
 */
export function separation(a: Box, b: Box): number {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  return Math.max(
    gapOn(a, b, dx, dy, a.ux, a.uy),
    gapOn(a, b, dx, dy, a.vx, a.vy),
    gapOn(a, b, dx, dy, b.ux, b.uy),
    gapOn(a, b, dx, dy, b.vx, b.vy),
  );
}

/** A room outline as flat arrays, for containment tests that run thousands of times. */
export interface Outline {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
}

export function toOutline(points: readonly Point[]): Outline {
  return {
    xs: Float64Array.from(points, (p) => p[0]),
    ys: Float64Array.from(points, (p) => p[1]),
  };
}

/** Ray casting; points on a wall may fall either way, so callers keep a margin. */
export function pointInside(outline: Outline, x: number, y: number): boolean {
  const { xs, ys } = outline;
  const n = xs.length;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const yi = ys[i] as number;
    const yj = ys[j] as number;
    if (yi > y !== yj > y) {
      const xi = xs[i] as number;
      const xj = xs[j] as number;
      if (x < xi + ((y - yi) / (yj - yi)) * (xj - xi)) inside = !inside;
    }
  }
  return inside;
}

/** An edge's end closer than this (cm) to a wall touches it: far below any margin the engine keeps. */
const TOUCH = 1e-9;

/**
 * Whether the box grown by `margin` lies inside the outline: one corner inside and no edge of
 * the box meeting a wall (so the whole box is inside, however the outline turns).
 */
export function boxInside(outline: Outline, box: Box, margin = 0): boolean {
  const hw = box.hw + margin;
  const hd = box.hd + margin;
  const ax = box.ux * hw;
  const ay = box.uy * hw;
  const bx = box.vx * hd;
  const by = box.vy * hd;
  const px0 = box.cx - ax - bx;
  const py0 = box.cy - ay - by;
  const px1 = box.cx + ax - bx;
  const py1 = box.cy + ay - by;
  const px2 = box.cx + ax + bx;
  const py2 = box.cy + ay + by;
  const px3 = box.cx - ax + bx;
  const py3 = box.cy - ay + by;
  if (!pointInside(outline, px0, py0)) return false;
  const { xs, ys } = outline;
  const n = xs.length;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const cx = xs[j] as number;
    const cy = ys[j] as number;
    const dx = xs[i] as number;
    const dy = ys[i] as number;
    if (
      segmentsMeetXY(px0, py0, px1, py1, cx, cy, dx, dy, TOUCH) ||
      segmentsMeetXY(px1, py1, px2, py2, cx, cy, dx, dy, TOUCH) ||
      segmentsMeetXY(px2, py2, px3, py3, cx, cy, dx, dy, TOUCH) ||
      segmentsMeetXY(px3, py3, px0, py0, cx, cy, dx, dy, TOUCH)
    ) {
      return false;
    }
  }
  return true;
}

/** Distance from a point to the box (0 inside). */
export function distanceToBox(px: number, py: number, box: Box): number {
  const dx = px - box.cx;
  const dy = py - box.cy;
  const along = Math.abs(dx * box.ux + dy * box.uy) - box.hw;
  const forward = Math.abs(dx * box.vx + dy * box.vy) - box.hd;
  const ex = along > 0 ? along : 0;
  const ey = forward > 0 ? forward : 0;
  return Math.sqrt(ex * ex + ey * ey);
}

/** Axis-aligned bounds of the box. */
export function boxBounds(box: Box): { minX: number; minY: number; maxX: number; maxY: number } {
  const rx = box.hw * Math.abs(box.ux) + box.hd * Math.abs(box.vx);
  const ry = box.hw * Math.abs(box.uy) + box.hd * Math.abs(box.vy);
  return { minX: box.cx - rx, minY: box.cy - ry, maxX: box.cx + rx, maxY: box.cy + ry };
}
