import type { RoomPlan } from '../../src/lib/room/plan.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';

/** A 4.2 x 3.6 m living room with one door and one window (the layout CLI's fixture). */
export const LIVING_ROOM: RoomPlan = EXAMPLE_PLAN;

/** Ids for pieces, in order, so tests can name what they expect. */
export function counter(prefix = 'new'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function defined<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value, got none.');
  return value;
}
