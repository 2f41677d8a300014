/**
 * The numbers behind the plan drawing: how a plan in centimetres fits the space on screen, and
 * where labels, door leaves and hit areas go. Pure, so the drawing's layout is tested here.
 */
import {
  add,
  boundingBox,
  scale,
  subtract,
  type OpeningSpan,
  type Vector,
} from '../../lib/room/geometry.ts';
import type { Door, Point } from '../../lib/room/plan.ts';

export interface PlanView {
  /** The SVG viewBox, in centimetres. */
  readonly viewBox: string;
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
  /** The drawing's size on screen, in CSS pixels. */
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** Centimetres per CSS pixel: multiply a size in pixels by this to draw it in the plan. */
  readonly cmPerPixel: number;
}

/**
 * Fits the points into `maxWidth` x `maxHeight` pixels with a margin in pixels at the sides
 * and at the top and bottom (room for the dimension labels), keeping the plan's proportions.
 */
export function fitView(
  points: readonly Point[],
  maxWidth: number,
  maxHeight: number,
  margin: number,
  marginY: number = margin,
): PlanView {
  const box = boundingBox(points);
  const width = Math.max(box.width, 1);
  const height = Math.max(box.height, 1);
  const pixelsPerCm = Math.max(
    Math.min((maxWidth - 2 * margin) / width, (maxHeight - 2 * marginY) / height),
    0.01,
  );
  const cmPerPixel = 1 / pixelsPerCm;
  const padX = margin * cmPerPixel;
  const padY = marginY * cmPerPixel;
  const view = {
    minX: box.minX - padX,
    minY: box.minY - padY,
    width: width + 2 * padX,
    height: height + 2 * padY,
  };
  return {
    ...view,
    viewBox: [view.minX, view.minY, view.width, view.height].map(round).join(' '),
    pixelWidth: Math.round(view.width * pixelsPerCm),
    pixelHeight: Math.round(view.height * pixelsPerCm),
    cmPerPixel,
  };
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** SVG path data through the points ("M x y L x y ..."), closed with Z when asked. */
export function pathData(points: readonly Point[], close = false): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const line = rest.map(([x, y]) => `L${round(x)} ${round(y)}`).join(' ');
  return `M${round(first[0])} ${round(first[1])} ${line}${close ? ' Z' : ''}`.trim();
}

/** Where a door's leaf turns (its hinge), its leaf's open end, and the arc it sweeps. */
export function doorLeaf(
  span: OpeningSpan,
  door: Door,
): { hinge: Point; leafEnd: Point; arc: Point[] } {
  const hinge = door.hinge === 'start' ? span.start : span.end;
  const latch = door.hinge === 'start' ? span.end : span.start;
  const side = door.swing === 'in' ? 1 : -1;
  const across: Vector = scale(span.wall.inwardNormal, side * door.width);
  const along = subtract(latch, hinge);
  const steps = 12;
  const arc = Array.from({ length: steps + 1 }, (_, step) => {
    const angle = (step / steps) * (Math.PI / 2);
    return add(hinge, add(scale(along, Math.cos(angle)), scale(across, Math.sin(angle))));
  });
  return { hinge, leafEnd: add(hinge, across), arc };
}

/**
 * A band along the segment from `a` to `b`, `thickness` wide and centred on it, lengthened to
 * at least `minLength` so a short opening still has a target a finger can hit.
 */
export function bandAlong(
  a: Point,
  b: Point,
  normal: Vector,
  thickness: number,
  minLength = 0,
): Point[] {
  const along = subtract(b, a);
  const length = Math.hypot(along[0], along[1]);
  const grow = Math.max(0, (minLength - length) / 2);
  const unit: Vector = length > 0 ? [along[0] / length, along[1] / length] : [0, 0];
  const start = add(a, scale(unit, -grow));
  const end = add(b, scale(unit, grow));
  const half = scale(normal, thickness / 2);
  return [add(start, half), add(end, half), subtract(end, half), subtract(start, half)].map(
    ([x, y]): Point => [x, y],
  );
}

/** Where the next drawn corner snaps: the nearest grid point inside the drawing area. */
export function snapToGrid(point: Point, step: number, width: number, height: number): Point {
  const snap = (value: number, max: number) =>
    Math.min(Math.max(Math.round(value / step) * step, 0), Math.floor(max / step) * step);
  return [round(snap(point[0], width)), round(snap(point[1], height))];
}
