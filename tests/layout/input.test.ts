// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLayoutInput } from '../../src/lib/layout/input.ts';

const ROOM = {
  unit: 'cm',
  outline: [
    [0, 0],
    [400, 0],
    [400, 300],
    [0, 300],
  ],
  height: 260,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'start' }],
  windows: [],
};
const BRIEF = { roomType: 'home-office', style: 'Modern', budget: 2000, seed: 4, locked: [] };

const errorOf = (input: unknown): string => {
  const parsed = parseLayoutInput(typeof input === 'string' ? input : JSON.stringify(input));
  return parsed.ok ? 'ok' : parsed.error;
};

describe('the layout input', () => {
  it('reads a plan and a brief, with the seed and the locked pieces optional', () => {
    const parsed = parseLayoutInput(JSON.stringify({ room: ROOM, brief: BRIEF }));
    expect(parsed).toEqual({ ok: true, plan: ROOM, brief: BRIEF });
    const { seed: _seed, locked: _locked, ...bare } = BRIEF;
    const minimal = parseLayoutInput(JSON.stringify({ room: ROOM, brief: bare }));
    expect(minimal.ok && minimal.brief).toEqual({ ...bare, seed: 0, locked: [] });
  });

  it('says in one line what is wrong', () => {
    expect(errorOf('not json')).toMatch(/^The input is not valid JSON/);
    expect(errorOf('   ')).toMatch(/^The input is empty/);
    expect(errorOf([1, 2])).toBe('The input must be a JSON object with "room" and "brief".');
    expect(errorOf({ brief: BRIEF })).toBe('room is missing.');
    expect(errorOf({ room: ROOM })).toBe('brief is missing.');
    expect(errorOf({ room: { ...ROOM, unit: 'in' }, brief: BRIEF })).toBe(
      'room: unit must be "cm": plans are in centimetres.',
    );
    expect(errorOf({ room: { ...ROOM, height: 100 }, brief: BRIEF })).toMatch(
      /^room: The ceiling is lower than/,
    );
    expect(errorOf({ room: ROOM, brief: { ...BRIEF, roomType: 'garage' } })).toBe(
      'brief.roomType must be one of "living-room", "bedroom", "dining-room", "home-office".',
    );
    expect(errorOf({ room: ROOM, brief: { ...BRIEF, style: undefined } })).toBe(
      'brief.style is missing.',
    );
    expect(errorOf({ room: ROOM, brief: { ...BRIEF, budget: -1 } })).toBe(
      'brief.budget must be a number of US dollars, 0 or more.',
    );
    expect(errorOf({ room: ROOM, brief: { ...BRIEF, budget: '2000' } })).toBe(
      'brief.budget must be a number of US dollars, 0 or more.',
    );
    expect(errorOf({ room: ROOM, brief: { ...BRIEF, seed: 'seven' } })).toBe(
      'brief.seed must be a number.',
    );
    expect(errorOf({ room: ROOM, brief: { ...BRIEF, locked: [{ productId: 'x', x: 1 }] } })).toBe(
      'brief.locked[0].y must be a number.',
    );
    for (const input of ['not json', { room: { outline: 'no' }, brief: BRIEF }]) {
      expect(errorOf(input)).not.toMatch(/\n/);
    }
  });
});
