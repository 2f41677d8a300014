// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  area,
  boundingBox,
  centroid,
  closestPointOnSegment,
  containsPoint,
  crossingWalls,
  distanceToSegment,
  openingSpan,
  orientation,
  perimeter,
  pointPlacement,
  segmentDistanceXY,
  segmentsCross,
  segmentsIntersect,
  segmentsMeetXY,
  signedArea,
  toSquareMetres,
  wallAt,
  wallLengths,
  walls,
  withPlanWinding,
  withWinding,
} from '../../src/lib/room/geometry.ts';
import { doorHinge } from '../../src/lib/room/openings.ts';
import type { Point, RoomPlan } from '../../src/lib/room/plan.ts';
import { defined } from './defined.ts';

/** 420 x 360 cm, clockwise on screen (y down). */
const RECT: Point[] = [
  [0, 0],
  [420, 0],
  [420, 360],
  [0, 360],
];

/** An L: 600 x 500 with a 300 x 250 notch out of the bottom-right corner. */
const L_SHAPE: Point[] = [
  [0, 0],
  [600, 0],
  [600, 250],
  [300, 250],
  [300, 500],
  [0, 500],
];

/** An irregular pentagon whose area is worked out by hand below. */
const IRREGULAR: Point[] = [
  [0, 0],
  [400, 0],
  [500, 300],
  [200, 450],
  [-50, 250],
];

const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 6);

describe('area', () => {
  it('is width times depth for rectangles, either way round', () => {
    expect(area(RECT)).toBe(151_200);
    expect(area([...RECT].reverse())).toBe(151_200);
    expect(toSquareMetres(area(RECT))).toBeCloseTo(15.12, 10);
    expect(
      area([
        [10, 10],
        [360, 10],
        [360, 310],
        [10, 310],
      ]),
    ).toBe(105_000);
  });

  it('subtracts the notch of an L-shape', () => {
    expect(area(L_SHAPE)).toBe(600 * 500 - 300 * 250);
  });

  it('matches a hand-worked shoelace sum for an irregular outline', () => {
    // (0*0 - 400*0) + (400*300 - 500*0) + (500*450 - 200*300) + (200*250 - -50*450)
    //   + (-50*0 - 0*250) = 0 + 120000 + 165000 + 72500 + 0 = 357500; half is 178750.
    expect(area(IRREGULAR)).toBe(178_750);
  });

  it('is zero for fewer than three corners or corners in a line', () => {
    expect(area([])).toBe(0);
    expect(
      area([
        [0, 0],
        [100, 0],
      ]),
    ).toBe(0);
    expect(
      area([
        [0, 0],
        [100, 0],
        [200, 0],
      ]),
    ).toBe(0);
  });
});

describe('winding', () => {
  it('names the winding as seen on screen, y pointing down', () => {
    expect(signedArea(RECT)).toBeGreaterThan(0);
    expect(orientation(RECT)).toBe('clockwise');
    expect(orientation([...RECT].reverse())).toBe('counterclockwise');
    expect(
      orientation([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
    ).toBeNull();
  });

  it('reverses an outline keeping its first corner', () => {
    const reversed = withWinding(RECT, 'counterclockwise');
    expect(reversed).toEqual([
      [0, 0],
      [0, 360],
      [420, 360],
      [420, 0],
    ]);
    expect(withWinding(RECT, 'clockwise')).toEqual(RECT);
  });

  it('moves doors and windows with their walls when a plan is reversed', () => {
    const plan: RoomPlan = {
      unit: 'cm',
      outline: withWinding(RECT, 'counterclockwise'),
      height: 250,
      // Wall 0 runs down the left side (0,0) -> (0,360).
      doors: [{ wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' }],
      // Wall 3 runs along the top, right to left (420,0) -> (0,0).
      windows: [{ wall: 3, offset: 100, width: 120, sill: 90 }],
    };
    const normalised = withPlanWinding(plan);
    expect(orientation(normalised.outline)).toBe('clockwise');
    expect(normalised.outline).toEqual(RECT);
    // The left wall is now wall 3, running up from (0,360) to (0,0).
    expect(normalised.doors).toEqual([
      { wall: 3, offset: 240, width: 80, swing: 'in', hinge: 'end' },
    ]);
    expect(normalised.windows).toEqual([{ wall: 0, offset: 200, width: 120, sill: 90 }]);
    // The door's edges and its hinge corner are the same points in the room.
    const before = defined(openingSpan(plan.outline, defined(plan.doors[0])));
    const after = defined(openingSpan(normalised.outline, defined(normalised.doors[0])));
    expect(after.start).toEqual(before.end);
    expect(after.end).toEqual(before.start);
    expect(doorHinge(normalised.outline, defined(normalised.doors[0]))).toEqual(
      doorHinge(plan.outline, defined(plan.doors[0])),
    );
    expect(openingSpan(normalised.outline, defined(normalised.windows[0]))?.centre).toEqual(
      openingSpan(plan.outline, defined(plan.windows[0]))?.centre,
    );
    expect(withPlanWinding(normalised)).toBe(normalised);
  });
});

describe('walls', () => {
  it('lists lengths in outline order, the last wall closing the loop', () => {
    expect(wallLengths(RECT)).toEqual([420, 360, 420, 360]);
    expect(wallLengths(L_SHAPE)).toEqual([600, 250, 300, 250, 300, 500]);
    const lengths = wallLengths(IRREGULAR);
    close(defined(lengths[1]), Math.hypot(100, 300));
    close(defined(lengths[4]), Math.hypot(50, 250));
    expect(perimeter(RECT)).toBe(1560);
    expect(perimeter(L_SHAPE)).toBe(2200);
  });

  it('gives each wall its ends, unit direction and a normal pointing into the room', () => {
    for (const outline of [RECT, [...RECT].reverse(), L_SHAPE, IRREGULAR]) {
      for (const wall of walls(outline)) {
        close(Math.hypot(...wall.direction), 1);
        close(Math.hypot(...wall.inwardNormal), 1);
        close(
          wall.direction[0] * wall.inwardNormal[0] + wall.direction[1] * wall.inwardNormal[1],
          0,
        );
        const middle: Point = [
          (wall.start[0] + wall.end[0]) / 2 + wall.inwardNormal[0],
          (wall.start[1] + wall.end[1]) / 2 + wall.inwardNormal[1],
        ];
        expect(pointPlacement(middle, outline)).toBe('inside');
      }
    }
    const top = defined(wallAt(RECT, 0));
    expect(top).toMatchObject({ start: [0, 0], end: [420, 0], length: 420, direction: [1, 0] });
    expect(top.inwardNormal[0]).toBeCloseTo(0);
    expect(top.inwardNormal[1]).toBe(1);
    expect(wallAt(RECT, 4)).toBeNull();
    expect(wallAt(RECT, -1)).toBeNull();
    expect(wallAt(RECT, 1.5)).toBeNull();
  });

  it('never returns NaN for a zero-length wall', () => {
    const wall = defined(
      walls([
        [0, 0],
        [0, 0],
        [100, 100],
      ])[0],
    );
    expect(wall.length).toBe(0);
    expect(wall.direction).toEqual([0, 0]);
  });
});

describe('point in polygon', () => {
  it('tells inside from outside in a rectangle', () => {
    expect(pointPlacement([210, 180], RECT)).toBe('inside');
    expect(pointPlacement([500, 180], RECT)).toBe('outside');
    expect(pointPlacement([-1, -1], RECT)).toBe('outside');
  });

  it('puts the notch of an L outside', () => {
    expect(pointPlacement([450, 400], L_SHAPE)).toBe('outside');
    expect(pointPlacement([450, 100], L_SHAPE)).toBe('inside');
    expect(pointPlacement([100, 400], L_SHAPE)).toBe('inside');
  });

  it('reports points on walls and corners as boundary, counted as inside unless asked', () => {
    expect(pointPlacement([420, 100], RECT)).toBe('boundary');
    expect(pointPlacement([0, 0], RECT)).toBe('boundary');
    expect(pointPlacement([300, 250], L_SHAPE)).toBe('boundary');
    expect(containsPoint(RECT, [420, 100])).toBe(true);
    expect(containsPoint(RECT, [420, 100], { boundary: false })).toBe(false);
    expect(pointPlacement([421, 100], RECT, 2)).toBe('boundary');
  });

  it('is not fooled by a ray through a corner', () => {
    // The ray to the right from (100, 250) passes exactly through the L's corner (600, 250).
    expect(pointPlacement([100, 250], L_SHAPE)).toBe('inside');
    expect(pointPlacement([200, 300], IRREGULAR)).toBe('inside');
    expect(pointPlacement([-50, 100], IRREGULAR)).toBe('outside');
  });
});

describe('segments', () => {
  it('finds crossings, touches and overlaps', () => {
    expect(segmentsIntersect([0, 0], [10, 10], [0, 10], [10, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [10, 0], [10, 0], [20, 5])).toBe(true);
    expect(segmentsIntersect([0, 0], [10, 0], [5, 0], [20, 0])).toBe(true);
    expect(segmentsIntersect([0, 0], [10, 0], [11, 0], [20, 0])).toBe(false);
    expect(segmentsIntersect([0, 0], [10, 0], [0, 1], [10, 1])).toBe(false);
    expect(segmentsIntersect([0, 0], [10, 10], [6, 5], [20, 5])).toBe(false);
  });

  it('tells a crossing from a touch, within a tolerance', () => {
    expect(segmentsCross([0, 0], [10, 10], [0, 10], [10, 0])).toBe(true);
    expect(segmentsCross([0, 0], [10, 0], [10, 0], [20, 5])).toBe(false);
    expect(segmentsCross([0, 0], [10, 0], [5, 0], [5, 5])).toBe(false);
    expect(segmentsCross([0, 0], [10, 0], [5, -1e-7], [5, 5])).toBe(true);
    expect(segmentsCross([0, 0], [10, 0], [5, -1e-7], [5, 5], 1e-5)).toBe(false);
    expect(segmentsMeetXY(0, 0, 10, 0, 5, 1e-7, 5, 5)).toBe(true);
    expect(segmentsMeetXY(0, 0, 10, 0, 5, 1e-7, 5, 5, 1e-9)).toBe(false);
  });

  it('measures the distance from a point to a segment', () => {
    expect(segmentDistanceXY(13, 4, 0, 0, 10, 0)).toBe(5);
    expect(distanceToSegment([5, 5], [0, 0], [10, 0])).toBe(5);
    expect(distanceToSegment([13, 4], [0, 0], [10, 0])).toBe(5);
    expect(distanceToSegment([-3, -4], [0, 0], [10, 0])).toBe(5);
    expect(distanceToSegment([3, 4], [0, 0], [0, 0])).toBe(5);
    expect(closestPointOnSegment([4, 7], [0, 0], [10, 0])).toEqual({
      point: [4, 0],
      t: 0.4,
      distance: 7,
    });
  });

  it('finds walls that cross, and spares neighbours meeting at a corner', () => {
    expect(crossingWalls(RECT)).toEqual([]);
    expect(crossingWalls(L_SHAPE)).toEqual([]);
    const bowTie: Point[] = [
      [0, 0],
      [400, 300],
      [400, 0],
      [0, 300],
    ];
    expect(crossingWalls(bowTie)).toEqual([[0, 2]]);
    const foldsBack: Point[] = [
      [0, 0],
      [400, 0],
      [200, 0],
      [200, 300],
    ];
    expect(crossingWalls(foldsBack)).toContainEqual([0, 1]);
  });
});

describe('bounding box and centre', () => {
  it('spans the outline', () => {
    expect(boundingBox(L_SHAPE)).toEqual({
      minX: 0,
      minY: 0,
      maxX: 600,
      maxY: 500,
      width: 600,
      height: 500,
    });
    expect(boundingBox(IRREGULAR)).toMatchObject({ minX: -50, maxX: 500, width: 550 });
    expect(boundingBox([])).toMatchObject({ width: 0, height: 0 });
    expect(centroid(RECT)).toEqual([210, 180]);
    expect(centroid([...RECT].reverse())).toEqual([210, 180]);
  });
});

describe('openings', () => {
  const plan: RoomPlan = {
    unit: 'cm',
    outline: RECT,
    height: 250,
    doors: [{ wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' }],
    windows: [
      { wall: 2, offset: 100, width: 120, sill: 90 },
      { wall: 0, offset: 200, width: 100, sill: 90 },
    ],
  };

  it('places an opening on its wall from the wall start', () => {
    expect(openingSpan(RECT, defined(plan.doors[0]))).toMatchObject({
      start: [40, 0],
      end: [120, 0],
      centre: [80, 0],
    });
    // Wall 2 runs right to left along the bottom, from (420, 360).
    expect(openingSpan(RECT, defined(plan.windows[0]))).toMatchObject({
      start: [320, 360],
      end: [200, 360],
      centre: [260, 360],
    });
    expect(openingSpan(RECT, { wall: 9, offset: 0, width: 10, sill: 0 })).toBeNull();
  });
});
