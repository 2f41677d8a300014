// @vitest-environment node
import {
  CLOSE_SNAP_CM,
  closesOutline,
  cornerAngles,
  crossingOfClosingWall,
  crossingOfNewestWall,
  facesUp,
  floorLevel,
  floorPoint,
  placeOpening,
  planFrame,
  planFromMeasurement,
  squareCorners,
  type Mark,
} from '../../src/lib/room/arMeasure.ts';
import { area, wallLengths } from '../../src/lib/room/geometry.ts';
import type { Point } from '../../src/lib/room/plan.ts';
import { validateRoomPlan } from '../../src/lib/room/validation.ts';

const mark = (x: number, z: number, y = 0): Mark => ({ x, y, z });

describe('marks on the floor', () => {
  it('are a top view in centimetres: x stays x, z runs down the page', () => {
    expect(floorPoint(mark(1.5, -2.25, 0.04))).toEqual([150, -225]);
  });

  it('find the floor from the middle height of the corners, so one stray mark cannot move it', () => {
    expect(floorLevel([mark(0, 0, 0.04), mark(1, 0, 0.05), mark(1, 1, 0.55)])).toBeCloseTo(0.05);
    expect(floorLevel([mark(0, 0, 0.02), mark(1, 0, 0.04)])).toBeCloseTo(0.03);
  });

  it('count as floor only on a surface facing up', () => {
    expect(facesUp(1)).toBe(true);
    expect(facesUp(0.95)).toBe(true);
    expect(facesUp(0.2)).toBe(false);
  });
});

describe('closing the outline', () => {
  const three: Point[] = [
    [0, 0],
    [400, 0],
    [400, 300],
  ];

  it(`snaps to the first corner within ${CLOSE_SNAP_CM} cm once three corners are marked`, () => {
    expect(closesOutline(three, [10, 10])).toBe(true);
    expect(closesOutline(three, [0, 16])).toBe(false);
    expect(closesOutline(three.slice(0, 2), [0, 1])).toBe(false);
  });
});

describe('a self-crossing outline', () => {
  it('names the newest wall and the wall it crosses', () => {
    const corners: Point[] = [
      [0, 0],
      [400, 0],
      [400, 300],
      [200, -100],
    ];
    // Wall 3 (corners 3 to 4) crosses wall 1.
    expect(crossingOfNewestWall(corners)).toEqual({ wall: 2, crosses: 0 });
    expect(crossingOfNewestWall(corners.slice(0, 3))).toBeNull();
  });

  it('finds the closing wall crossing an earlier one', () => {
    const bowTie: Point[] = [
      [0, 0],
      [400, 0],
      [0, 300],
      [400, 300],
    ];
    expect(crossingOfNewestWall(bowTie)).toBeNull();
    expect(crossingOfClosingWall(bowTie)).toEqual({ wall: 3, crosses: 1 });
    expect(
      crossingOfClosingWall([
        [0, 0],
        [400, 0],
        [400, 300],
        [0, 300],
      ]),
    ).toBeNull();
  });
});

describe('squaring the corners', () => {
  it('measures the angle inside the room at each corner, reflex corners above 180', () => {
    const lShape: Point[] = [
      [0, 0],
      [600, 0],
      [600, 250],
      [250, 250],
      [250, 500],
      [0, 500],
    ];
    expect(cornerAngles(lShape).map(Math.round)).toEqual([90, 90, 90, 270, 90, 90]);
    // The same room the other way round has the same angles.
    expect(cornerAngles([...lShape].reverse()).map(Math.round)).toEqual([90, 90, 270, 90, 90, 90]);
  });

  it('makes a nearly square room square, saying how far the farthest corner moves', () => {
    const marked: Point[] = [
      [0, 0],
      [401, 3],
      [399, 302],
      [-2, 299],
    ];
    const squared = squareCorners(marked);
    expect(squared).not.toBeNull();
    expect(cornerAngles(squared?.outline ?? [])).toEqual([90, 90, 90, 90]);
    expect(squared?.farthestMoveCm).toBeGreaterThan(0);
    expect(squared?.farthestMoveCm).toBeLessThan(4);
    expect(area(squared?.outline ?? [])).toBeCloseTo(area(marked), -3);
  });

  it('moves a corner set 6 cm out of line about half of that', () => {
    const squared = squareCorners([
      [0, 0],
      [400, 0],
      [400, 300],
      [-6, 300],
    ]);
    expect(wallLengths(squared?.outline ?? []).map(Math.round)).toEqual([403, 300, 403, 300]);
    expect(squared?.farthestMoveCm).toBeCloseTo(3, 0);
  });

  it('keeps a room with a corner off square by more than 4 degrees as measured', () => {
    expect(
      squareCorners([
        [0, 0],
        [400, 0],
        [430, 300],
        [0, 300],
      ]),
    ).toBeNull();
    // Three corners can never all be right angles.
    expect(
      squareCorners([
        [0, 0],
        [400, 0],
        [0, 300],
      ]),
    ).toBeNull();
  });

  it('squares an L-shaped room, reflex corner included', () => {
    const squared = squareCorners([
      [0, 0],
      [600, 2],
      [601, 250],
      [250, 249],
      [251, 500],
      [-1, 501],
    ]);
    expect(cornerAngles(squared?.outline ?? []).map(Math.round)).toEqual([90, 90, 90, 270, 90, 90]);
  });
});

describe('the plan frame', () => {
  it('runs clockwise with the top-left of the room at (0, 0)', () => {
    const { outline, origin } = planFrame([
      [-100, -50],
      [-100, 250],
      [300, 250],
      [300, -50],
    ]);
    expect(origin).toEqual([-100, -50]);
    expect(outline).toEqual([
      [0, 0],
      [400, 0],
      [400, 300],
      [0, 300],
    ]);
  });
});

describe('openings from their two marked edges', () => {
  const room: Point[] = [
    [0, 0],
    [400, 0],
    [400, 300],
    [0, 300],
  ];

  it('land on the nearest wall, from the nearer edge, in either order', () => {
    expect(placeOpening(room, [402, 180], [398, 90])).toEqual({
      wall: 1,
      offset: 90,
      width: 90,
      offWallCm: 2,
    });
  });

  it('stay within their wall', () => {
    expect(placeOpening(room, [-20, 3], [120, 1])).toMatchObject({
      wall: 0,
      offset: 0,
      width: 120,
    });
  });
});

describe('a measured room', () => {
  // A 4 x 3 m room marked from a phone, the floor 4 cm above the session's floor.
  const corners = [mark(-1, -1, 0.04), mark(3, -1, 0.04), mark(3, 2, 0.04), mark(-1, 2, 0.04)];

  it('is an ordinary plan: walls, ceiling, a door and a window with its sill', () => {
    const plan = planFromMeasurement({
      corners,
      heightCm: 262.4,
      openings: [
        { kind: 'door', first: mark(0.2, -1, 1), second: mark(1.1, -1, 1.2) },
        { kind: 'window', first: mark(3, 0, 1.94), second: mark(3, 1.2, 0.94) },
      ],
    });
    expect(validateRoomPlan(plan)).toEqual([]);
    expect(wallLengths(plan.outline)).toEqual([400, 300, 400, 300]);
    expect(plan.height).toBe(262.4);
    expect(plan.doors).toEqual([{ wall: 0, offset: 120, width: 90, swing: 'in', hinge: 'start' }]);
    expect(plan.windows).toEqual([{ wall: 1, offset: 100, width: 120, sill: 90 }]);
  });

  it('uses the squared corners when the person accepted them, openings turned with them', () => {
    const skewed = [mark(0, 0), mark(4, 0.1), mark(3.9, 3.1), mark(-0.1, 3)];
    const squared = squareCorners(skewed.map(floorPoint)) ?? undefined;
    expect(squared).toBeDefined();
    const plan = planFromMeasurement({
      corners: skewed,
      squared,
      heightCm: 250,
      openings: [{ kind: 'door', first: mark(1, 0.025), second: mark(2, 0.05) }],
    });
    expect(cornerAngles(plan.outline)).toEqual([90, 90, 90, 90]);
    expect(validateRoomPlan(plan)).toEqual([]);
    expect(plan.doors[0]).toMatchObject({ wall: 0 });
    expect(plan.doors[0]?.width).toBeCloseTo(100, 0);
  });
});
