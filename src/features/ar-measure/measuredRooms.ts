import type { MeasurementFrame } from '../../lib/room/arMeasure.ts';
import type { Point, RoomPlan } from '../../lib/room/plan.ts';

/**
 * Rooms measured with AR during this visit, by plan id: how their marks map onto the plan, so
 * "See it in your room" can stand the design in the same AR space without marking corners.
 * Memory only: a reload forgets it, as the phone forgets its map of the room.
 */
const measured = new Map<
  string,
  { readonly outline: readonly Point[]; readonly frame: MeasurementFrame }
>();

/** Corners the editor moved by less than this (cm) are the measured ones. */
const SAME_CORNER_CM = 0.5;

export function rememberMeasuredRoom(
  planId: string,
  plan: RoomPlan,
  frame: MeasurementFrame,
): void {
  measured.set(planId, { outline: plan.outline.map(([x, y]): Point => [x, y]), frame });
}

/**
 * The measured frame of a plan, while its outline is the one measured: a plan whose corners
 * were edited since no longer matches the marks, so its corners are marked again.
 */
export function measuredFrameOf(planId: string, plan: RoomPlan): MeasurementFrame | null {
  const kept = measured.get(planId);
  if (!kept || kept.outline.length !== plan.outline.length) return null;
  const same = kept.outline.every((corner, i) => {
    const now = plan.outline[i];
    return now !== undefined && Math.hypot(now[0] - corner[0], now[1] - corner[1]) < SAME_CORNER_CM;
  });
  return same ? kept.frame : null;
}

/** Forgets every measured room (tests). */
export function forgetMeasuredRooms(): void {
  measured.clear();
}
