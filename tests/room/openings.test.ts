// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  doorHinge,
  doorLatch,
  doorSwing,
  doorSwingArcPoints,
  doorSwingSquare,
  hingeOffset,
} from '../../src/lib/room/openings.ts';
import type { Door, Point } from '../../src/lib/room/plan.ts';
import { defined } from './defined.ts';

/** 420 x 360 cm, clockwise on screen (y down). */
const RECT: Point[] = [
  [0, 0],
  [420, 0],
  [420, 360],
  [0, 360],
];

/** On the top wall, 40 to 120 cm from its start, opening into the room. */
const DOOR: Door = { wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' };

describe('door hinge and latch', () => {
  it('turns on the edge its hinge side names', () => {
    expect(doorHinge(RECT, DOOR)).toEqual([40, 0]);
    expect(doorLatch(RECT, DOOR)).toEqual([120, 0]);
    expect(doorHinge(RECT, { ...DOOR, hinge: 'end' })).toEqual([120, 0]);
    expect(doorLatch(RECT, { ...DOOR, hinge: 'end' })).toEqual([40, 0]);
    expect(hingeOffset(DOOR)).toBe(40);
    expect(hingeOffset({ ...DOOR, hinge: 'end' })).toBe(120);
  });

  it('has no hinge on a wall the plan does not have', () => {
    expect(doorHinge(RECT, { ...DOOR, wall: 7 })).toBeNull();
    expect(doorLatch(RECT, { ...DOOR, wall: 7 })).toBeNull();
    expect(doorSwing(RECT, { ...DOOR, wall: 7 })).toBeNull();
    expect(doorSwingSquare(RECT, { ...DOOR, wall: 7 })).toBeNull();
  });
});

describe('door swing', () => {
  it('opens into the room through a quarter circle as wide as the door', () => {
    const swing = defined(doorSwing(RECT, DOOR));
    expect(swing.radius).toBe(80);
    expect(swing.towards[0]).toBeCloseTo(0, 9);
    expect(swing.towards[1]).toBe(1);
    expect(swing.leafEnd).toEqual([40, 80]);
    expect(swing.closedAngle).toBeCloseTo(0, 9);
    expect(swing.openAngle).toBeCloseTo(Math.PI / 2, 9);
  });

  it('opens out of the room when it swings out', () => {
    const swing = defined(doorSwing(RECT, { ...DOOR, swing: 'out', hinge: 'end' }));
    expect(swing.hinge).toEqual([120, 0]);
    expect(swing.leafEnd).toEqual([120, -80]);
    expect(swing.closedAngle).toBeCloseTo(Math.PI, 9);
    expect(swing.openAngle).toBeCloseTo(-Math.PI / 2, 9);
  });

  it('draws the arc from the latch to the open leaf, every point a leaf away from the hinge', () => {
    const swing = defined(doorSwing(RECT, DOOR));
    const arc = doorSwingArcPoints(swing, 6);
    expect(arc).toHaveLength(7);
    expect(defined(arc[0])[0]).toBeCloseTo(120, 9);
    expect(defined(arc[0])[1]).toBeCloseTo(0, 9);
    expect(defined(arc[6])[0]).toBeCloseTo(40, 9);
    expect(defined(arc[6])[1]).toBeCloseTo(80, 9);
    for (const [x, y] of arc) expect(Math.hypot(x - 40, y)).toBeCloseTo(80, 9);
  });

  it('keeps clear the square the leaf sweeps, on the side it opens into', () => {
    expect(doorSwingSquare(RECT, DOOR)).toEqual([
      [40, 0],
      [120, 0],
      [120, 80],
      [40, 80],
    ]);
    const outwards = defined(doorSwingSquare(RECT, { ...DOOR, swing: 'out', hinge: 'end' }));
    expect(outwards[0]).toEqual([120, 0]);
    expect(defined(outwards[2])[1]).toBe(-80);
  });
});
