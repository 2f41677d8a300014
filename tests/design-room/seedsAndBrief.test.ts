// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBudget } from '../../src/features/design-room/briefForm.ts';
import { nextSeeds, planKey, seedsForRound } from '../../src/features/design-room/seeds.ts';
import { LIVING_ROOM } from './fixtures.ts';

describe('seeds', () => {
  it('gives three different seeds a round, new ones each round', () => {
    expect(seedsForRound(0)).toEqual([1, 2, 3]);
    expect(seedsForRound(1)).toEqual([4, 5, 6]);
    expect(new Set([...seedsForRound(0), ...seedsForRound(1), ...seedsForRound(2)]).size).toBe(9);
  });

  it('counts rounds per plan', () => {
    const other = { ...LIVING_ROOM, outline: [...LIVING_ROOM.outline.slice(0, 3), [0, 400]] };
    const first = nextSeeds(LIVING_ROOM);
    expect(nextSeeds(LIVING_ROOM)).toEqual(first.map((seed) => seed + 3));
    expect(nextSeeds(other as typeof LIVING_ROOM)).toEqual([1, 2, 3]);
  });

  it('keys a plan by its shape', () => {
    expect(planKey(LIVING_ROOM)).toBe(planKey(structuredClone(LIVING_ROOM)));
    expect(planKey(LIVING_ROOM)).not.toBe(planKey({ ...LIVING_ROOM, windows: [] }));
  });
});

describe('readBudget', () => {
  it('reads whole dollars as typed', () => {
    expect(readBudget('3000')).toEqual({ budget: 3000 });
    expect(readBudget(' $3,000 ')).toEqual({ budget: 3000 });
    expect(readBudget('2500.75')).toEqual({ budget: 2500 });
  });

  it('says what is wrong with a budget it cannot use', () => {
    expect(readBudget('').error).toBe('Enter a budget in dollars, for example 3000.');
    expect(readBudget('lots').error).toBe(
      'Enter the budget as a number of dollars, for example 3000.',
    );
    expect(readBudget('-500').error).toBe(
      'Enter the budget as a number of dollars, for example 3000.',
    );
    expect(readBudget('99').error).toBe('The budget must be at least $100.');
    expect(readBudget('5000000').error).toBe('The budget can be at most $1,000,000.');
  });
});
