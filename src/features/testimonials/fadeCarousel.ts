/**
 * The state of a fading carousel (the home testimonials: spec 01 section 4). Moving starts a
 * fade from the slide shown to the target; until the fade has settled, every further move is
 * ignored, so quick presses never stack transitions.
 */
export interface FadeState {
  /** The slide shown, or being faded in. */
  index: number;
  /** The slide fading out, while a fade runs; null when the carousel is still. */
  fadingFrom: number | null;
}

export const FADE_START: FadeState = { index: 0, fadingFrom: null };

export const isFading = (state: FadeState): boolean => state.fadingFrom !== null;

/** Wraps any position into 0..count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count < 1) return 0;
  return ((index % count) + count) % count;
}

/** Starts a fade to `target` (wrapped); ignored while a fade runs or when already there. */
export function goTo(state: FadeState, target: number, count: number): FadeState {
  if (isFading(state) || count < 2) return state;
  const index = wrapIndex(target, count);
  if (index === state.index) return state;
  return { index, fadingFrom: state.index };
}

export const goNext = (state: FadeState, count: number): FadeState =>
  goTo(state, state.index + 1, count);
export const goPrevious = (state: FadeState, count: number): FadeState =>
  goTo(state, state.index - 1, count);

/** The fade has run its course: navigation opens again. */
export function settle(state: FadeState): FadeState {
  return isFading(state) ? { index: state.index, fadingFrom: null } : state;
}
