import type { RoomPlan } from '../../lib/room/plan.ts';

/** How many alternatives one "Design" gives. */
export const OPTION_COUNT = 3;

/**
 * The seeds of a round of designing: round 0 gives 1, 2, 3, round 1 gives 4, 5, 6 ... so each
 * "Design again" on a plan brings new alternatives, and the first round is the same every time.
 */
export function seedsForRound(round: number, count = OPTION_COUNT): number[] {
  const start = Math.max(0, Math.floor(round)) * count;
  return Array.from({ length: count }, (_, index) => start + index + 1);
}

/** A short key for a plan's shape, so rounds are counted per room (FNV-1a over its JSON). */
export function planKey(plan: RoomPlan): string {
  const text = JSON.stringify([plan.outline, plan.doors, plan.windows]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Rounds already designed, by plan, for this visit. Kept in memory only: after a reload the
 * first alternatives come back, which is what a person who reloads expects to see.
 */
const rounds = new Map<string, number>();

/** The seeds for the next round on this plan, counting the round as used. */
export function nextSeeds(plan: RoomPlan): number[] {
  const key = planKey(plan);
  const round = rounds.get(key) ?? 0;
  rounds.set(key, round + 1);
  return seedsForRound(round);
}
