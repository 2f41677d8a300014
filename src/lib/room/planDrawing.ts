/**
 * The numbers behind every drawing of a room plan (the editor's, the canvas's, the
 * thumbnails'): how a plan in centimetres fits a box on screen, SVG path data, a door's leaf
 * and swing, a window's marks, where each wall's label goes, and the floor grid. Pure, no DOM,
 * so the drawing's layout is tested without a browser and every view draws a room the same way.
 */
import {
  add,
  boundingBox,
  scale,
  subtract,
  type OpeningSpan,
  type Vector,
  type Wall,
} from './geometry.ts';
import { doorSwing, doorSwingArcPoints } from './openings.ts';
import type { Door, Point } from './plan.ts';
import { CM_PER_FOOT, type UnitSystem } from './units.ts';

/** A rectangle of the plan, in centimetres: what an SVG viewBox shows. */
export interface ViewBox {
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
}

export interface PlanFit {
  /** The viewBox attribute; `box` is the same rectangle in numbers. */
  readonly viewBox: string;
  readonly box: ViewBox;
  /** The drawing's size on screen, in CSS pixels. */
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** Centimetres per CSS pixel: multiply a size in pixels by this to draw it on the plan. */
  readonly cmPerPixel: number;
}

/** Hundredths of a centimetre: finer than any screen shows, and short attributes. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A viewBox attribute ("minX minY width height") read back, or null when it is not one. */
export function parseViewBox(text: string): ViewBox | null {
  const numbers = text
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [minX, minY, width, height] = numbers;
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return null;
  if (minX === undefined || minY === undefined || width === undefined || height === undefined) {
    return null;
  }
  return width > 0 && height > 0 ? { minX, minY, width, height } : null;
}

/** The viewBox attribute for a box: "minX minY width height". */
export const viewBoxAttr = (box: ViewBox): string =>
  [box.minX, box.minY, box.width, box.height].map(round2).join(' ');

/**
 * Fits the points into `maxWidth` x `maxHeight` CSS pixels with a margin in pixels at the
 * sides (`marginX`) and at the top and bottom (`marginY`), keeping the plan's proportions:
 * the margins are room for the wall labels, which keep their size in pixels at any scale.
 */
export function fitPlan(
  points: readonly Point[],
  maxWidth: number,
  maxHeight: number,
  marginX: number,
  marginY: number = marginX,
): PlanFit {
  const box = boundingBox(points);
  const width = Math.max(box.width, 1);
  const height = Math.max(box.height, 1);
  const pixelsPerCm = Math.max(
    Math.min((maxWidth - 2 * marginX) / width, (maxHeight - 2 * marginY) / height),
    0.01,
  );
  const cmPerPixel = 1 / pixelsPerCm;
  const view: ViewBox = {
    minX: box.minX - marginX * cmPerPixel,
    minY: box.minY - marginY * cmPerPixel,
    width: width + 2 * marginX * cmPerPixel,
    height: height + 2 * marginY * cmPerPixel,
  };
  return {
    viewBox: viewBoxAttr(view),
    box: view,
    pixelWidth: Math.round(view.width * pixelsPerCm),
    pixelHeight: Math.round(view.height * pixelsPerCm),
    cmPerPixel,
  };
}

/**
 * Centimetres per pixel when `box` is shown in `pixelWidth` x `pixelHeight` pixels, as SVG's
 * default `xMidYMid meet` shows it: the tighter of the two directions sets the scale. For a
 * viewBox set from outside (a zoomed or panned workspace) labels and strokes keep their size.
 */
export function cmPerPixelFor(box: ViewBox, pixelWidth: number, pixelHeight: number): number {
  if (pixelWidth <= 0 || pixelHeight <= 0) return 1;
  return Math.max(box.width / pixelWidth, box.height / pixelHeight);
}

/** SVG path data through the points ("M x y L x y ..."), closed with Z when asked. */
export function pathData(points: readonly Point[], close = false): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const line = rest.map(([x, y]) => `L${round2(x)} ${round2(y)}`).join(' ');
  return `M${round2(first[0])} ${round2(first[1])} ${line}${close ? ' Z' : ''}`.trim();
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

/** What a door looks like on a plan: the gap in its wall, its leaf wide open, and its swing. */
export interface DoorMarks {
  /** The gap in the wall, edge to edge. */
  readonly gap: readonly [Point, Point];
  /** The open leaf, from the hinge to its free end. */
  readonly leaf: readonly [Point, Point];
  /** The quarter circle the leaf's end sweeps, from the latch to the open leaf. */
  readonly swing: string;
}

/** A door's marks, or null when its wall does not exist. The swing comes from openings.ts. */
export function doorMarks(outline: readonly Point[], door: Door): DoorMarks | null {
  const swing = doorSwing(outline, door);
  if (!swing) return null;
  return {
    gap: [swing.hinge, swing.latch],
    leaf: [swing.hinge, swing.leafEnd],
    swing: pathData(doorSwingArcPoints(swing)),
  };
}

/** What a window looks like on a plan: a frame across the wall's thickness and its glass. */
export interface WindowMarks {
  readonly frame: Point[];
  readonly glass: readonly [Point, Point];
}

/** A window's frame, `thickness` cm deep and centred on its wall, and the glass line along it. */
export function windowMarks(span: OpeningSpan, thickness: number): WindowMarks {
  return {
    frame: bandAlong(span.start, span.end, span.wall.inwardNormal, thickness),
    glass: [span.start, span.end],
  };
}

/** A wall's label: where its centre goes, outside the room, and the angle that reads along it. */
export interface WallLabelSpot {
  readonly wall: Wall;
  readonly text: string;
  readonly at: Point;
  /** Degrees, turned so the text never reads upside down. */
  readonly angle: number;
}

/** A label's size in CSS pixels, for spacing: about 6.9 px a character plus its padding. */
export const labelWidthPx = (text: string, padding: number): number => text.length * 6.9 + padding;

export interface LabelLayout {
  /** How far outside the wall the label's centre stands, in pixels. */
  readonly out: number;
  /** The label's height and the padding round its text, in pixels. */
  readonly height: number;
  readonly padding: number;
}

/**
 * Each wall's label, just outside the wall's middle; a label that would cover one already
 * placed (short walls round an L's notch) moves along the wall, then further out, until it is
 * clear. `cmPerPixel` turns the pixel sizes into the plan's centimetres.
 */
export function wallLabelSpots(
  wallList: readonly Wall[],
  texts: readonly string[],
  cmPerPixel: number,
  layout: LabelLayout,
): WallLabelSpot[] {
  const u = cmPerPixel;
  const placed: { at: Point; width: number }[] = [];
  const height = layout.height * u;
  const overlaps = (at: Point, width: number) =>
    placed.some(
      (other) =>
        Math.abs(other.at[0] - at[0]) < (other.width + width) / 2 + 2 * u &&
        Math.abs(other.at[1] - at[1]) < height + 2 * u,
    );
  return wallList.map((wall, index) => {
    const text = texts[index] ?? '';
    const width = labelWidthPx(text, layout.padding) * u;
    const middle: Point = [(wall.start[0] + wall.end[0]) / 2, (wall.start[1] + wall.end[1]) / 2];
    const spot = (out: number, along: number): Point => [
      middle[0] - wall.inwardNormal[0] * out * u + wall.direction[0] * along * u,
      middle[1] - wall.inwardNormal[1] * out * u + wall.direction[1] * along * u,
    ];
    const step = layout.height + 4;
    const candidates = [0, 1].flatMap((ring) =>
      [0, step, -step].map((along) => spot(layout.out + ring * step, along)),
    );
    const at = candidates.find((candidate) => !overlaps(candidate, width)) ?? spot(layout.out, 0);
    placed.push({ at, width });
    let angle = (Math.atan2(wall.direction[1], wall.direction[0]) * 180) / Math.PI;
    if (angle > 90.5) angle -= 180;
    else if (angle < -89.5) angle += 180;
    return { wall, text, at, angle: round2(angle) };
  });
}

/** The floor grid's spacing: 50 cm in metric, 2 ft in imperial (a tile of 24 inches). */
export const floorGridStep = (system: UnitSystem): number =>
  system === 'metric' ? 50 : CM_PER_FOOT * 2;

/** One cell of the floor grid, for an SVG pattern `step` cm square: its top and left edges. */
export const gridCellPath = (step: number): string => `M${round2(step)} 0 L0 0 0 ${round2(step)}`;

/** Where the next drawn corner snaps: the nearest grid point inside the drawing area. */
export function snapToGrid(point: Point, step: number, width: number, height: number): Point {
  const snap = (value: number, max: number) =>
    Math.min(Math.max(Math.round(value / step) * step, 0), Math.floor(max / step) * step);
  return [round2(snap(point[0], width)), round2(snap(point[1], height))];
}
