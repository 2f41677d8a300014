/**
 * The numbers behind the plan on the canvas: how the plan in centimetres fits the space on
 * screen, SVG paths through points, and the arc a door's leaf sweeps. Pure.
 */
import { boundingBox, openingSpan } from '../../lib/room/geometry.ts';
import type { Door, Point, RoomPlan } from '../../lib/room/plan.ts';

export interface StageView {
  readonly viewBox: string;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** Centimetres per CSS pixel: multiply a size in pixels by this to draw it on the plan. */
  readonly cmPerPixel: number;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/** Fits the outline into `maxWidth` x `maxHeight` pixels with `margin` pixels all round. */
export function fitStage(
  outline: readonly Point[],
  maxWidth: number,
  maxHeight: number,
  margin: number,
): StageView {
  const box = boundingBox(outline);
  const width = Math.max(box.width, 1);
  const height = Math.max(box.height, 1);
  const pixelsPerCm = Math.max(
    Math.min((maxWidth - 2 * margin) / width, (maxHeight - 2 * margin) / height),
    0.01,
  );
  const pad = margin / pixelsPerCm;
  const view = [box.minX - pad, box.minY - pad, width + 2 * pad, height + 2 * pad];
  return {
    viewBox: view.map(round).join(' '),
    pixelWidth: Math.round((view[2] as number) * pixelsPerCm),
    pixelHeight: Math.round((view[3] as number) * pixelsPerCm),
    cmPerPixel: 1 / pixelsPerCm,
  };
}

/** SVG path data through the points, closed with Z when asked. */
export function pathThrough(points: readonly Point[], close = false): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const line = rest.map(([x, y]) => `L${round(x)} ${round(y)}`).join(' ');
  return `M${round(first[0])} ${round(first[1])} ${line}${close ? ' Z' : ''}`.trim();
}

export interface DoorDrawing {
  readonly start: Point;
  readonly end: Point;
  readonly hinge: Point;
  readonly leafEnd: Point;
  readonly arc: Point[];
}

/** A door's opening in its wall, its leaf wide open, and the quarter circle it sweeps. */
export function doorDrawing(plan: RoomPlan, door: Door): DoorDrawing | null {
  const span = openingSpan(plan.outline, door);
  if (!span) return null;
  const hinge = door.hinge === 'start' ? span.start : span.end;
  const latch = door.hinge === 'start' ? span.end : span.start;
  const side = door.swing === 'in' ? 1 : -1;
  const across: Point = [
    span.wall.inwardNormal[0] * side * door.width,
    span.wall.inwardNormal[1] * side * door.width,
  ];
  const along: Point = [latch[0] - hinge[0], latch[1] - hinge[1]];
  const steps = 12;
  const arc = Array.from({ length: steps + 1 }, (_, step): Point => {
    const angle = (step / steps) * (Math.PI / 2);
    return [
      hinge[0] + along[0] * Math.cos(angle) + across[0] * Math.sin(angle),
      hinge[1] + along[1] * Math.cos(angle) + across[1] * Math.sin(angle),
    ];
  });
  return {
    start: span.start,
    end: span.end,
    hinge,
    leafEnd: [hinge[0] + across[0], hinge[1] + across[1]],
    arc,
  };
}
