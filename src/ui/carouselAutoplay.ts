/** What decides whether a carousel may turn its slides by itself right now. */
export interface AutoplayConditions {
  /** The autoplay interval in ms; absent or not positive means no autoplay at all. */
  intervalMs: number | undefined;
  /** How many positions there are to move between. */
  snapCount: number;
  /** The user paused it with the pause button. */
  pausedByUser: boolean;
  hovered: boolean;
  focusWithin: boolean;
  reducedMotion: boolean;
  documentHidden: boolean;
  /** No part of the carousel is on screen. */
  offScreen: boolean;
}

/**
 * Autoplay runs only while nobody is reading or using the carousel: never under the pointer,
 * never with focus inside, never for people who asked for less motion, never in a hidden tab,
 * never off screen (turning slides nobody sees only spends the phone's battery; the wait starts
 * when the carousel comes into view).
 */
export function shouldAutoplay(conditions: AutoplayConditions): boolean {
  const { intervalMs, snapCount } = conditions;
  if (intervalMs === undefined || !(intervalMs > 0) || snapCount < 2) return false;
  return !(
    conditions.pausedByUser ||
    conditions.hovered ||
    conditions.focusWithin ||
    conditions.reducedMotion ||
    conditions.documentHidden ||
    conditions.offScreen
  );
}

/** The position autoplay moves to: the next one, and back to the first after the last. */
export function nextAutoplayIndex(current: number, snapCount: number): number {
  if (snapCount < 1) return 0;
  return (current + 1) % snapCount;
}
