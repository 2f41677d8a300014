/**
 * Where a door's leaf turns and what it sweeps, in centimetres on the plan (x right, y down
 * the page). The plan drawing, the layout engine and the 3D view all read a door from here,
 * so a door drawn on the plan, kept clear by a layout and stood open in 3D is the same door.
 * The layout checker keeps its own copy on purpose (see docs/room-and-layout.md).
 */
import { add, openingSpan, scale, subtract, type Vector } from './geometry.ts';
import type { Door, Point } from './plan.ts';

/** A door's leaf and the quarter circle it sweeps, from closed (along the wall) to open. */
export interface DoorSwingArc {
  /** The edge of the opening the leaf turns on. */
  readonly hinge: Point;
  /** The other edge of the opening, where the closed leaf rests. */
  readonly latch: Point;
  /** The leaf's free end when it stands fully open, at right angles to the wall. */
  readonly leafEnd: Point;
  /** The leaf's length: the door's width. */
  readonly radius: number;
  /** Unit vector at right angles to the wall, towards the side the leaf opens into. */
  readonly towards: Vector;
  /** The closed leaf's direction from the hinge, in radians (atan2 on the plan's axes). */
  readonly closedAngle: number;
  /** The open leaf's direction from the hinge, in radians (atan2 on the plan's axes). */
  readonly openAngle: number;
}

/** The offset along its wall, from the wall's start, of the edge a door turns on. */
export const hingeOffset = (door: Door): number =>
  door.hinge === 'start' ? door.offset : door.offset + door.width;

/** A door's two edges in the plan, the one it turns on first, and its wall's inward normal. */
function doorEdges(
  outline: readonly Point[],
  door: Door,
): { readonly hinge: Point; readonly latch: Point; readonly inward: Vector } | null {
  const span = openingSpan(outline, door);
  if (!span) return null;
  const [hinge, latch] = door.hinge === 'start' ? [span.start, span.end] : [span.end, span.start];
  return { hinge, latch, inward: span.wall.inwardNormal };
}

/** The edge of the opening a door's leaf turns on, or null when its wall does not exist. */
export const doorHinge = (outline: readonly Point[], door: Door): Point | null =>
  doorEdges(outline, door)?.hinge ?? null;

/** The edge of the opening the closed leaf rests against, or null without its wall. */
export const doorLatch = (outline: readonly Point[], door: Door): Point | null =>
  doorEdges(outline, door)?.latch ?? null;

/**
 * The leaf and its swing: it turns on its hinge through a quarter circle of radius `width`,
 * into the room for a door that swings in, out of it otherwise. Null when its wall does not
 * exist.
 */
export function doorSwing(outline: readonly Point[], door: Door): DoorSwingArc | null {
  const edges = doorEdges(outline, door);
  if (!edges) return null;
  const { hinge, latch } = edges;
  const towards = scale(edges.inward, door.swing === 'in' ? 1 : -1);
  const leafEnd = add(hinge, scale(towards, door.width));
  const closed = subtract(latch, hinge);
  const open = subtract(leafEnd, hinge);
  return {
    hinge,
    latch,
    leafEnd,
    radius: door.width,
    towards,
    closedAngle: Math.atan2(closed[1], closed[0]),
    openAngle: Math.atan2(open[1], open[0]),
  };
}

/** Points on the swept quarter circle, from the closed leaf's end (the latch) to the open one. */
export function doorSwingArcPoints(swing: DoorSwingArc, steps = 12): Point[] {
  const along = subtract(swing.latch, swing.hinge);
  const across = scale(swing.towards, swing.radius);
  return Array.from({ length: steps + 1 }, (_, step) => {
    const angle = (step / steps) * (Math.PI / 2);
    return add(swing.hinge, add(scale(along, Math.cos(angle)), scale(across, Math.sin(angle))));
  });
}

/**
 * The square around a door's swing: hinge, latch, then the two corners `width` away from the
 * wall on the side the leaf opens into. Layouts keep this square clear.
 */
export function doorSwingSquare(outline: readonly Point[], door: Door): Point[] | null {
  const swing = doorSwing(outline, door);
  if (!swing) return null;
  const away = scale(swing.towards, swing.radius);
  return [swing.hinge, swing.latch, add(swing.latch, away), add(swing.hinge, away)];
}
