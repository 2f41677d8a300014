// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Door, RoomPlan, RoomWindow } from '../../src/lib/room/plan.ts';
import { lShapeOutline, rectangleOutline } from '../../src/lib/room/presets.ts';
import {
  isValidRoomPlan,
  issuesFor,
  parseRoomPlan,
  readRoomPlan,
  validateRoomPlan,
  type PlanIssue,
} from '../../src/lib/room/validation.ts';

const DOOR: Door = { wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' };
const WINDOW: RoomWindow = { wall: 2, offset: 100, width: 120, sill: 90 };

/** 420 x 360 with a door on the top wall and a window on the bottom one. */
const ROOM: RoomPlan = {
  unit: 'cm',
  outline: rectangleOutline(420, 360),
  height: 250,
  doors: [DOOR],
  windows: [WINDOW],
};

const messages = (plan: RoomPlan, units: 'metric' | 'imperial' = 'metric') =>
  validateRoomPlan(plan, { units }).map((issue) => issue.message);
const codes = (plan: RoomPlan) => validateRoomPlan(plan).map((issue) => issue.code);

describe('a plan that keeps every rule', () => {
  it('has no issues', () => {
    expect(validateRoomPlan(ROOM)).toEqual([]);
    expect(isValidRoomPlan(ROOM)).toBe(true);
    expect(isValidRoomPlan({ ...ROOM, outline: lShapeOutline(600, 500, 250, 200) })).toBe(true);
  });
});

describe('the outline', () => {
  it('needs three corners', () => {
    const plan = { ...ROOM, outline: [[0, 0] as const, [400, 0] as const], doors: [], windows: [] };
    expect(messages(plan)).toEqual(['A room needs at least 3 corners; this one has 2.']);
  });

  it('names a wall whose corners are in the same place', () => {
    const plan: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [420, 0],
        [420, 0],
        [420, 360],
        [0, 360],
      ],
      doors: [],
      windows: [],
    };
    expect(messages(plan)).toEqual([
      'Wall 2 has no length: its two corners are in the same place.',
    ]);
  });

  it('names corners that meet again further round', () => {
    const plan: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [200, 0],
        [200, 200],
        [400, 200],
        [400, 400],
        [200, 400],
        [200, 200],
        [0, 200],
      ],
      doors: [],
      windows: [],
    };
    expect(messages(plan)).toContain('Corners 3 and 7 are in the same place.');
  });

  it('names walls that cross', () => {
    const plan: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [400, 300],
        [400, 0],
        [0, 300],
      ],
      doors: [],
      windows: [],
    };
    expect(messages(plan)).toEqual(['Walls 1 and 3 cross each other.']);
    const [issue] = validateRoomPlan(plan);
    expect(issue?.walls).toEqual([0, 2]);
  });

  it('refuses corners in one line', () => {
    const plan: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [200, 0],
        [400, 0],
      ],
      doors: [],
      windows: [],
    };
    expect(messages(plan)).toEqual(['The corners lie in one line, so the walls enclose no floor.']);
  });

  it('names a wall under 5 cm or over 30 m', () => {
    const short: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [420, 0],
        [420, 4],
        [0, 4],
      ],
      doors: [],
      windows: [],
    };
    expect(messages(short)).toEqual([
      'Wall 2 is shorter than 5 cm.',
      'Wall 4 is shorter than 5 cm.',
    ]);
    expect(messages(short, 'imperial')).toContain(`Wall 2 is shorter than 2".`);
    const long: RoomPlan = { ...ROOM, outline: rectangleOutline(3100, 300) };
    expect(messages(long)).toEqual([
      'Wall 1 is longer than 3000 cm.',
      'Wall 3 is longer than 3000 cm.',
    ]);
    // The limits themselves are allowed.
    expect(isValidRoomPlan({ ...ROOM, outline: rectangleOutline(3000, 300) })).toBe(true);
    expect(isValidRoomPlan({ ...ROOM, outline: rectangleOutline(420, 5), windows: [] })).toBe(true);
  });

  it('keeps the short jogs of a real room: a 16 cm niche and a 21 cm pillar', () => {
    const jogs: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [420, 0],
        [420, 200],
        [404, 200],
        [404, 221],
        [420, 221],
        [420, 360],
        [0, 360],
      ],
      doors: [],
      windows: [],
    };
    expect(messages(jogs)).toEqual([]);
  });
});

describe('the ceiling', () => {
  it('must be between 200 and 600 cm', () => {
    expect(messages({ ...ROOM, height: 199 })).toEqual(['The ceiling is lower than 200 cm.']);
    expect(messages({ ...ROOM, height: 601 })).toEqual(['The ceiling is higher than 600 cm.']);
    expect(isValidRoomPlan({ ...ROOM, height: 200 })).toBe(true);
    expect(isValidRoomPlan({ ...ROOM, height: 600 })).toBe(true);
  });
});

describe('doors and windows', () => {
  it('refuses one wider than its wall, naming the wall', () => {
    const plan: RoomPlan = {
      ...ROOM,
      outline: rectangleOutline(420, 70),
      doors: [{ wall: 1, offset: 0, width: 80, swing: 'in', hinge: 'start' }],
      windows: [],
    };
    expect(messages(plan)).toEqual(['Door 1 (80 cm) is wider than wall 2 (70 cm).']);
    expect(validateRoomPlan(plan)[0]).toMatchObject({
      code: 'opening-too-wide',
      subject: { kind: 'door', index: 0 },
      walls: [1],
    });
  });

  it('refuses one that runs past the end of its wall or starts before it', () => {
    expect(messages({ ...ROOM, doors: [{ ...DOOR, offset: 350 }] })).toEqual([
      'Door 1 runs past the end of wall 1.',
    ]);
    expect(
      messages({ ...ROOM, windows: [{ wall: 1, offset: 300, width: 120, sill: 90 }] }),
    ).toEqual(['Window 1 runs past the end of wall 2.']);
    expect(messages({ ...ROOM, doors: [{ ...DOOR, offset: -5 }] })).toEqual([
      'Door 1 starts before the start of wall 1.',
    ]);
    // Flush with the wall's end is fine.
    expect(isValidRoomPlan({ ...ROOM, doors: [{ ...DOOR, offset: 340 }] })).toBe(true);
  });

  it('refuses one on a wall the room does not have', () => {
    expect(messages({ ...ROOM, windows: [{ wall: 4, offset: 0, width: 100, sill: 90 }] })).toEqual([
      'Window 1 is on wall 5, but the room has walls 1 to 4.',
    ]);
  });

  it('refuses one with no width', () => {
    expect(codes({ ...ROOM, doors: [{ ...DOOR, width: 0 }] })).toEqual(['opening-no-width']);
  });

  it('refuses openings that overlap on a wall, and allows ones that touch', () => {
    const overlapping: RoomPlan = {
      ...ROOM,
      windows: [{ wall: 0, offset: 100, width: 120, sill: 90 }],
    };
    expect(messages(overlapping)).toEqual(['Door 1 and window 1 overlap on wall 1.']);
    const twoWindows: RoomPlan = {
      ...ROOM,
      windows: [
        { wall: 2, offset: 0, width: 120, sill: 90 },
        { wall: 2, offset: 100, width: 120, sill: 90 },
      ],
    };
    expect(messages(twoWindows)).toEqual(['Window 1 and window 2 overlap on wall 3.']);
    const touching: RoomPlan = {
      ...ROOM,
      windows: [{ wall: 0, offset: 120, width: 120, sill: 90 }],
    };
    expect(isValidRoomPlan(touching)).toBe(true);
  });

  it('refuses a window sill that leaves no window under the ceiling', () => {
    expect(messages({ ...ROOM, windows: [{ ...WINDOW, sill: 230 }] })).toEqual([
      "Window 1's sill is too high: it must be at least 30 cm below the ceiling.",
    ]);
    expect(messages({ ...ROOM, windows: [{ ...WINDOW, sill: 260 }] })).toHaveLength(1);
    expect(messages({ ...ROOM, windows: [{ ...WINDOW, sill: -1 }] })).toEqual([
      "Window 1's sill is below the floor.",
    ]);
    expect(isValidRoomPlan({ ...ROOM, windows: [{ ...WINDOW, sill: 0 }] })).toBe(true);
    expect(isValidRoomPlan({ ...ROOM, windows: [{ ...WINDOW, sill: 220 }] })).toBe(true);
  });
});

describe('issuesFor', () => {
  it('picks the issues to show beside one field', () => {
    const plan: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [400, 300],
        [400, 0],
        [0, 300],
      ],
      height: 150,
      doors: [{ wall: 9, offset: 0, width: 80, swing: 'in', hinge: 'start' }],
      windows: [],
    };
    const issues = validateRoomPlan(plan);
    const text = (list: readonly PlanIssue[]) => list.map((issue) => issue.message);
    expect(text(issuesFor(issues, { kind: 'wall', index: 0 }))).toEqual([
      'Walls 1 and 3 cross each other.',
    ]);
    expect(text(issuesFor(issues, { kind: 'wall', index: 2 }))).toEqual([
      'Walls 1 and 3 cross each other.',
    ]);
    expect(issuesFor(issues, { kind: 'wall', index: 1 })).toEqual([]);
    expect(text(issuesFor(issues, { kind: 'height' }))).toEqual([
      'The ceiling is lower than 200 cm.',
    ]);
    expect(text(issuesFor(issues, { kind: 'door', index: 0 }))).toEqual([
      'Door 1 is on wall 10, but the room has walls 1 to 4.',
    ]);
  });
});

describe('parseRoomPlan', () => {
  const json = JSON.parse(JSON.stringify(ROOM)) as unknown;

  it('returns a plan in the JSON form it was given, from an object or from text', () => {
    expect(parseRoomPlan(json)).toEqual({ ok: true, plan: ROOM });
    expect(parseRoomPlan(JSON.stringify(ROOM))).toEqual({ ok: true, plan: ROOM });
  });

  it('names every field that is wrong, by its path', () => {
    const bad = {
      unit: 'in',
      outline: [
        [0, 0],
        [100, 'a'],
        [100, 100, 3],
        [0, 100],
      ],
      height: -1,
      doors: [{ wall: 1.5, offset: -1, width: 0, swing: 'sideways', widht: 80 }, 'door'],
      windows: [{ wall: 0, offset: 0, width: 100 }],
      colour: 'red',
    };
    const result = parseRoomPlan(bad);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      'The plan has an unknown field "colour".',
      'unit must be "cm": plans are in centimetres.',
      'outline[1] must be a pair of numbers [x, y].',
      'outline[2] must be a pair of numbers [x, y].',
      'height must be a number greater than 0.',
      'doors[0] has an unknown field "widht".',
      'doors[0].wall must be a whole number of 0 or more.',
      'doors[0].offset must be a number of 0 or more.',
      'doors[0].width must be a number greater than 0.',
      'doors[0].swing must be "in" or "out".',
      'doors[0].hinge is missing.',
      'doors[1] must be an object.',
      'windows[0].sill is missing.',
    ]);
  });

  it('refuses what is not a plan at all', () => {
    expect(parseRoomPlan(null)).toEqual({
      ok: false,
      errors: ['A room plan must be a JSON object.'],
    });
    expect(parseRoomPlan([])).toEqual({
      ok: false,
      errors: ['A room plan must be a JSON object.'],
    });
    const text = parseRoomPlan('{"unit": "cm",');
    expect(text.ok ? '' : text.errors[0]).toMatch(/^The plan is not valid JSON: /);
    expect(parseRoomPlan({})).toEqual({
      ok: false,
      errors: [
        'unit is missing.',
        'outline is missing.',
        'height is missing.',
        'doors is missing.',
        'windows is missing.',
      ],
    });
    expect(
      parseRoomPlan({
        ...ROOM,
        outline: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toEqual({
      ok: false,
      errors: ['outline must have at least 3 corners.'],
    });
    expect(parseRoomPlan({ ...ROOM, height: Number.NaN }).ok).toBe(false);
    expect(parseRoomPlan({ ...ROOM, doors: {} })).toEqual({
      ok: false,
      errors: ['doors must be a list.'],
    });
  });

  it('leaves the room rules to readRoomPlan, which applies both', () => {
    const tooWide = { ...ROOM, doors: [{ ...DOOR, width: 500 }] };
    expect(parseRoomPlan(tooWide).ok).toBe(true);
    expect(readRoomPlan(tooWide)).toEqual({
      ok: false,
      errors: ['Door 1 (500 cm) is wider than wall 1 (420 cm).'],
    });
    expect(readRoomPlan(json)).toEqual({ ok: true, plan: ROOM });
    expect(readRoomPlan({ unit: 'cm' }).ok).toBe(false);
  });
});
