// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  nextAutoplayIndex,
  shouldAutoplay,
  type AutoplayConditions,
} from '../../src/ui/carouselAutoplay.ts';

const idle: AutoplayConditions = {
  intervalMs: 5000,
  snapCount: 3,
  pausedByUser: false,
  hovered: false,
  focusWithin: false,
  reducedMotion: false,
  documentHidden: false,
  offScreen: false,
};

describe('shouldAutoplay', () => {
  it('runs when nobody is looking closely', () => {
    expect(shouldAutoplay(idle)).toBe(true);
  });

  it('needs a positive interval and something to move to', () => {
    expect(shouldAutoplay({ ...idle, intervalMs: undefined })).toBe(false);
    expect(shouldAutoplay({ ...idle, intervalMs: 0 })).toBe(false);
    expect(shouldAutoplay({ ...idle, snapCount: 1 })).toBe(false);
  });

  it.each([
    ['pausedByUser'],
    ['hovered'],
    ['focusWithin'],
    ['reducedMotion'],
    ['documentHidden'],
    ['offScreen'],
  ] as const)('stops when %s', (key) => {
    expect(shouldAutoplay({ ...idle, [key]: true })).toBe(false);
  });
});

describe('nextAutoplayIndex', () => {
  it('steps forward and wraps to the first', () => {
    expect(nextAutoplayIndex(0, 3)).toBe(1);
    expect(nextAutoplayIndex(2, 3)).toBe(0);
    expect(nextAutoplayIndex(0, 0)).toBe(0);
  });
});
