// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXACT_TURN, normaliseRotation } from '../../src/lib/room/rotation.ts';

describe('normaliseRotation', () => {
  it('turns any angle into [0, 360)', () => {
    expect(normaliseRotation(0)).toBe(0);
    expect(normaliseRotation(360)).toBe(0);
    expect(normaliseRotation(-90)).toBe(270);
    expect(normaliseRotation(765)).toBe(45);
  });

  it('keeps a tenth of a degree, and a turn that rounds up to 360 is 0', () => {
    expect(normaliseRotation(12.345)).toBe(12.3);
    expect(normaliseRotation(359.96)).toBe(0);
    expect(normaliseRotation(-0.04)).toBe(0);
  });

  it('keeps every bit when asked, for the layout engine', () => {
    expect(normaliseRotation(12.345, EXACT_TURN)).toBeCloseTo(12.345, 9);
    expect(normaliseRotation(-90.25, EXACT_TURN)).toBe(269.75);
  });

  it('reads NaN and infinities as no turn', () => {
    expect(normaliseRotation(Number.NaN)).toBe(0);
    expect(normaliseRotation(Infinity)).toBe(0);
    expect(normaliseRotation(-Infinity, EXACT_TURN)).toBe(0);
  });
});
