// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FADE_START,
  goNext,
  goPrevious,
  goTo,
  isFading,
  settle,
  wrapIndex,
} from '../../src/features/testimonials/fadeCarousel.ts';

describe('the fading carousel', () => {
  it('fades from the slide shown to the next and settles there', () => {
    const moving = goNext(FADE_START, 3);
    expect(moving).toEqual({ index: 1, fadingFrom: 0 });
    expect(isFading(moving)).toBe(true);
    expect(settle(moving)).toEqual({ index: 1, fadingFrom: null });
  });

  it('wraps around both ways', () => {
    expect(goPrevious(FADE_START, 3).index).toBe(2);
    expect(goNext({ index: 2, fadingFrom: null }, 3).index).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it('ignores every move while a fade runs', () => {
    const moving = goNext(FADE_START, 3);
    expect(goNext(moving, 3)).toBe(moving);
    expect(goPrevious(moving, 3)).toBe(moving);
    expect(goTo(moving, 2, 3)).toBe(moving);
  });

  it('does nothing when asked for the slide it shows, or with one slide', () => {
    expect(goTo(FADE_START, 0, 3)).toBe(FADE_START);
    expect(goNext(FADE_START, 1)).toBe(FADE_START);
  });
});
