/**
 * The before/after wipe of the transformations showcase (spec 02 section 4): the divider moves
 * from 10 to 90, one step every tick, and starts again at 10; the stage it has reached reads
 * Scan under 30, Design from 30 to 69 and Shop from 70.
 */
import {
  WIPE_DESIGN_FROM,
  WIPE_MAX,
  WIPE_MIN,
  WIPE_SHOP_FROM,
  WIPE_STEP,
} from '../../lib/timing.ts';

export type WipeStage = 'scan' | 'design' | 'shop';

/** The next position: one step on, and back to the start after the end. */
export function nextWipePosition(position: number): number {
  const next = position + WIPE_STEP;
  return next > WIPE_MAX ? WIPE_MIN : next;
}

export function wipeStage(position: number): WipeStage {
  if (position < WIPE_DESIGN_FROM) return 'scan';
  if (position < WIPE_SHOP_FROM) return 'design';
  return 'shop';
}

export const WIPE_START = WIPE_MIN;
