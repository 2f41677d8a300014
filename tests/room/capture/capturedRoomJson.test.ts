// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { area } from '../../../src/lib/room/geometry.ts';
import type { Point, RoomPlan } from '../../../src/lib/room/plan.ts';
import { importScan, type ImportedRoom } from '../../../src/lib/room/capture/importScan.ts';
import { SCAN_MESSAGES } from '../../../src/lib/room/capture/scanErrors.ts';
import { capturedRoom, encode, TURNED_POSE, type FixtureOptions } from './scanFixtures.ts';
import { expectSameRoom } from './sameRoom.ts';

const RECTANGLE: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 360],
    [0, 360],
  ],
  height: 250,
  doors: [],
  windows: [],
};

const L_SHAPE: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [520, 0],
    [520, 240],
    [300, 240],
    [300, 410],
    [0, 410],
  ],
  height: 262.5,
  doors: [{ wall: 4, offset: 60, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 0, offset: 150, width: 140, sill: 95 }],
};

/** Doors, windows and a doorway, two of them on one wall, a window low as a French window. */
const OPENINGS_ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [480, 0],
    [480, 390],
    [0, 390],
  ],
  height: 244,
  doors: [
    { wall: 3, offset: 30, width: 82, swing: 'in', hinge: 'start' },
    { wall: 1, offset: 250, width: 110, swing: 'in', hinge: 'start' },
  ],
  windows: [
    { wall: 0, offset: 60, width: 120, sill: 90 },
    { wall: 0, offset: 280, width: 150, sill: 30 },
    { wall: 2, offset: 175, width: 90, sill: 105.5 },
  ],
};

async function roomsOf(json: unknown): Promise<readonly ImportedRoom[]> {
  const result = await importScan(encode(json));
  if (!result.ok) throw new Error(result.message);
  expect(result.format).toBe('roomplan-json');
  return result.rooms;
}

async function onlyPlan(plan: RoomPlan, options?: FixtureOptions): Promise<RoomPlan> {
  const rooms = await roomsOf(capturedRoom(plan, options));
  expect(rooms).toHaveLength(1);
  expect(rooms[0]?.issues).toEqual([]);
  return (rooms[0] as ImportedRoom).plan;
}

async function messageFor(bytes: Uint8Array): Promise<string> {
  const result = await importScan(bytes);
  if (result.ok) throw new Error('The file was imported');
  return result.message;
}

describe('importing a RoomPlan CapturedRoom JSON', () => {
  it('reads metres, y up and column-major transforms, written out by hand', async () => {
    // A 4 x 3 m room, walls 2.5 m high with their bottoms on the floor at y = 0; each wall's
    // local x runs along it. Read row by row, the translations would all be 0.
    const wall = (transform: number[]) => ({
      category: { wall: {} },
      confidence: { high: {} },
      identifier: `W${transform.join()}`,
      parentIdentifier: null,
      story: 0,
      dimensions: [transform[0] === 0 ? 3 : 4, 2.5, 0],
      transform,
      polygonCorners: [],
      completedEdges: [],
      curve: null,
    });
    const rooms = await roomsOf({
      walls: [
        wall([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2, 1.25, 0, 1]),
        wall([0, 0, 1, 0, 0, 1, 0, 0, -1, 0, 0, 0, 4, 1.25, 1.5, 1]),
        wall([-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 2, 1.25, 3, 1]),
        wall([0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1.25, 1.5, 1]),
      ],
      doors: [],
      windows: [],
      openings: [],
      floors: [],
      objects: [],
    });
    expect(rooms.map((room) => room.plan)).toEqual([
      {
        unit: 'cm',
        outline: [
          [0, 0],
          [400, 0],
          [400, 300],
          [0, 300],
        ],
        height: 250,
        doors: [],
        windows: [],
      },
    ]);
  });

  it('gives a rectangle back as the plan it was scanned from', async () => {
    expect(await onlyPlan(RECTANGLE)).toEqual(RECTANGLE);
  });

  it('finds the same rectangle in a turned, moved scan with walls out of order and short', async () => {
    const plan = await onlyPlan(RECTANGLE, { pose: TURNED_POSE, scramble: true, shortBy: 4 });
    expectSameRoom(plan, RECTANGLE);
    // Laid square to the page, from 0, 0, walls clockwise on screen.
    expect(plan).toEqual(RECTANGLE);
  });

  it('reads an L-shaped room with its door and window', async () => {
    expectSameRoom(await onlyPlan(L_SHAPE, { pose: TURNED_POSE }), L_SHAPE);
    expectSameRoom(await onlyPlan(L_SHAPE, { pose: TURNED_POSE, scramble: true }), L_SHAPE);
  });

  it('puts doors, windows and a doorway on their walls with offset, width and sill', async () => {
    const plan = await onlyPlan(OPENINGS_ROOM, { pose: TURNED_POSE, openings: [1] });
    expectSameRoom(plan, OPENINGS_ROOM);
  });

  it('puts openings without a parent wall on the nearest wall', async () => {
    const plan = await onlyPlan(OPENINGS_ROOM, { pose: TURNED_POSE, noParents: true });
    expectSameRoom(plan, OPENINGS_ROOM);
  });

  it('counts the furniture it leaves out', async () => {
    const rooms = await roomsOf(capturedRoom(RECTANGLE, { objects: 3, section: 'livingRoom' }));
    expect(rooms[0]?.ignoredObjects).toBe(3);
    expect(rooms[0]?.label).toBe('Living room');
  });

  it('returns each story of a scan as a room of its own', async () => {
    const ground = capturedRoom(L_SHAPE, { story: 0, pose: TURNED_POSE });
    const upstairs = capturedRoom(RECTANGLE, {
      story: 1,
      pose: { ...TURNED_POSE, floorY: TURNED_POSE.floorY + 2.9 },
    });
    const merged = {
      ...ground,
      walls: [...ground.walls, ...upstairs.walls],
      windows: [...ground.windows, ...upstairs.windows],
      doors: [...ground.doors, ...upstairs.doors],
      floors: [...ground.floors, ...upstairs.floors],
    };
    const rooms = await roomsOf(merged);
    expect(rooms.map((room) => room.label)).toEqual([
      'Scanned room, story 0',
      'Scanned room, story 1',
    ]);
    expectSameRoom(rooms[0]?.plan as RoomPlan, L_SHAPE);
    expectSameRoom(rooms[1]?.plan as RoomPlan, RECTANGLE);
  });

  it('returns every room of a CapturedStructure', async () => {
    const rooms = await roomsOf({
      identifier: 'S',
      rooms: [
        capturedRoom(OPENINGS_ROOM, { story: 0, section: 'kitchen' }),
        capturedRoom(RECTANGLE, { story: 1, pose: { ...TURNED_POSE, floorY: 1.5 } }),
      ],
      walls: [],
    });
    expect(rooms.map((room) => room.label)).toEqual([
      'Kitchen, Room 1, story 0',
      'Room 2, story 1',
    ]);
    expectSameRoom(rooms[0]?.plan as RoomPlan, OPENINGS_ROOM);
    expectSameRoom(rooms[1]?.plan as RoomPlan, RECTANGLE);
  });

  it('draws a curved wall as short straight walls along its arc', async () => {
    // A 4 x 3 m room whose right wall is a half circle bulging out 1.5 m.
    const json = capturedRoom({
      ...RECTANGLE,
      outline: [
        [0, 0],
        [400, 0],
        [400, 300],
        [0, 300],
      ],
    });
    json.walls[1] = {
      ...json.walls[1],
      dimensions: [3, 2.5, 0],
      transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 4, 1.25, 1.5, 1],
      curve: {
        center: [0, 0],
        radius: 1.5,
        startAngle: { value: -90, unit: { symbol: '°' } },
        endAngle: { value: 90, unit: { symbol: '°' } },
      },
    } as unknown as (typeof json.walls)[number];
    const [room] = await roomsOf(json);
    const plan = (room as ImportedRoom).plan;
    // 180 degrees in 15 degree steps: 12 walls, and the three straight ones.
    expect(plan.outline).toHaveLength(3 + 12);
    const onArc = plan.outline.filter(([x]) => x > 400.5);
    expect(onArc).toHaveLength(11);
    for (const [x, y] of onArc) {
      expect(Math.abs(Math.hypot(x - 400, y - 150) - 150)).toBeLessThanOrEqual(0.5);
    }
    const halfDisc = 0.5 * 150 * 150 * 12 * Math.sin(Math.PI / 12);
    expect(Math.abs(area(plan.outline as Point[]) - (400 * 300 + halfDisc))).toBeLessThan(100);
    expect(room?.issues).toEqual([]);
  });
});

describe('a file that is not a RoomPlan scan', () => {
  it('says so for text that is not JSON', async () => {
    expect(await messageFor(new TextEncoder().encode('walls: four'))).toBe(SCAN_MESSAGES.notAScan);
    expect(await messageFor(new TextEncoder().encode('{ "walls": [ '))).toBe(
      SCAN_MESSAGES.notAScan,
    );
  });

  it('says so for the JSON of another app, our own room plan included', async () => {
    expect(await messageFor(encode({ name: 'Kitchen', rooms: [{ width: 4 }] }))).toBe(
      SCAN_MESSAGES.otherJson,
    );
    expect(await messageFor(encode(RECTANGLE))).toBe(SCAN_MESSAGES.otherJson);
    expect(await messageFor(encode([1, 2, 3]))).toBe(SCAN_MESSAGES.otherJson);
  });

  it('says there are no walls', async () => {
    const json = capturedRoom(RECTANGLE);
    expect(await messageFor(encode({ ...json, walls: [] }))).toBe(SCAN_MESSAGES.noWalls);
  });

  it('names the wall whose numbers are not numbers', async () => {
    const json = capturedRoom(RECTANGLE);
    const text = JSON.stringify(json).replace(/"dimensions":\[4\.2,/, '"dimensions":[NaN,');
    expect(text).toContain('NaN');
    expect(await messageFor(new TextEncoder().encode(text))).toBe(
      'Wall 1 in the scan has a size or position that is not a number.',
    );
    const third = structuredClone(json);
    (third.walls[2] as { transform: unknown[] }).transform[12] = 'NaN';
    expect(await messageFor(encode(third))).toBe(
      'Wall 3 in the scan has a size or position that is not a number.',
    );
  });

  it('says which walls cross when the walls do not make a room', async () => {
    const json = capturedRoom({
      ...RECTANGLE,
      outline: [
        [0, 0],
        [400, 300],
        [400, 0],
        [0, 300],
      ],
    });
    expect(await messageFor(encode(json))).toMatch(
      /^The scan's walls do not form one room: Walls \d and \d cross each other\.$/,
    );
  });
});
