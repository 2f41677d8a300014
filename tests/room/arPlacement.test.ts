// @vitest-environment node
import { Group, Vector3 } from 'three';
import {
  floorPoint,
  measurementFrame,
  planFromMeasurement,
  squareCorners,
  type Mark,
} from '../../src/lib/room/arMeasure.ts';
import {
  MARK_LENGTH_TOLERANCE,
  alignToMarks,
  pieceXrPose,
  planRotationOf,
  planToXr,
  planToXrFromMeasurement,
  wallOne,
  wrapAngle,
  xrToPlan,
  type PlanToXr,
} from '../../src/lib/room/arPlacement.ts';
import type { Point } from '../../src/lib/room/plan.ts';

const mark = (x: number, z: number, y = 0): Mark => ({ x, y, z });
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** A 4.2 x 3.6 m room turned by 30° and standing away from the AR space's origin. */
const TURN = Math.PI / 6;
const roomMarks = (
  [
    [0, 0],
    [4.2, 0],
    [4.2, 3.6],
    [0, 3.6],
  ] as const
).map(([u, v]) =>
  mark(
    1.3 + u * Math.cos(TURN) - v * Math.sin(TURN),
    -2.1 + u * Math.sin(TURN) + v * Math.cos(TURN),
    0.02,
  ),
);

/** The mark nearest a point of the AR floor, and how far it is, in cm. */
function nearestMark(marks: readonly Mark[], x: number, z: number): number {
  return Math.min(...marks.map((m) => Math.hypot(m.x - x, m.z - z) * 100));
}

describe('a room measured with AR goes back where it was measured', () => {
  it('kept as measured: every plan corner lands on the mark it came from', () => {
    const measurement = { corners: roomMarks, heightCm: 250, openings: [] };
    const plan = planFromMeasurement(measurement);
    const transform = planToXrFromMeasurement(measurementFrame(measurement));
    expect(transform.floorY).toBeCloseTo(0.02);
    for (const corner of plan.outline) {
      const at = planToXr(transform, corner);
      // The plan keeps corners to the millimetre.
      expect(nearestMark(roomMarks, at.x, at.z)).toBeLessThan(0.1);
    }
  });

  it('squared: the squared corners land on the squared marks, turned back by the squaring', () => {
    // Each corner nudged by up to 2 cm: the squaring turns the room to the plan's axes.
    const skewed = roomMarks.map((m, i) => mark(m.x + (i % 2) * 0.02, m.z - (i === 2 ? 0.015 : 0)));
    const squared = squareCorners(skewed.map(floorPoint)) ?? undefined;
    expect(squared).toBeDefined();
    const measurement = { corners: skewed, squared, heightCm: 250, openings: [] };
    const plan = planFromMeasurement(measurement);
    const transform = planToXrFromMeasurement(measurementFrame(measurement));
    // The plan lies square to the page, so its turn onto the floor is the room's 30°.
    expect(Math.abs(wrapAngle(transform.turn - TURN) % (Math.PI / 2))).toBeLessThan(0.01);
    for (const corner of plan.outline) {
      const at = planToXr(transform, corner);
      expect(nearestMark(skewed, at.x, at.z)).toBeLessThan(2.5);
    }
  });

  it('xrToPlan undoes planToXr', () => {
    const transform: PlanToXr = { turn: 2.5, x: -1.2, z: 3.4, floorY: 0 };
    const [x, y] = xrToPlan(transform, planToXr(transform, [123.4, -56.7]));
    expect(x).toBeCloseTo(123.4, 9);
    expect(y).toBeCloseTo(-56.7, 9);
  });
});

describe('lining the plan up with two marked corners', () => {
  const plan = {
    outline: [
      [0, 0],
      [420, 0],
      [420, 360],
      [0, 360],
    ] as Point[],
  };
  const truth: PlanToXr = { turn: -2.2, x: 0.7, z: -1.4, floorY: -0.01 };
  const at = (p: Point, y = -0.01): Mark => {
    const floor = planToXr(truth, p);
    return mark(floor.x, floor.z, y);
  };

  it('wall 1 runs from the first corner of the outline to the second', () => {
    expect(wallOne(plan)).toEqual({ start: [0, 0], end: [420, 0], lengthCm: 420 });
    expect(wallOne({ outline: [[0, 0]] })).toBeNull();
  });

  it('finds the turn and the shift from exact marks', () => {
    const result = alignToMarks(plan, at([0, 0]), at([420, 0]));
    if (!result.ok) throw new Error('refused');
    expect(result.transform.turn).toBeCloseTo(truth.turn, 9);
    expect(result.transform.x).toBeCloseTo(truth.x, 9);
    expect(result.transform.z).toBeCloseTo(truth.z, 9);
    expect(result.transform.floorY).toBeCloseTo(-0.01, 9);
    expect(result.lengthError).toBeCloseTo(0, 9);
  });

  it('splits a short measurement between both ends, at true scale', () => {
    // The marks 4 cm short of wall 1, both 2 cm in from their corners.
    const result = alignToMarks(plan, at([2, 0]), at([418, 0]));
    if (!result.ok) throw new Error('refused');
    const start = planToXr(result.transform, [0, 0]);
    const end = planToXr(result.transform, [420, 0]);
    const startTrue = planToXr(truth, [0, 0]);
    const endTrue = planToXr(truth, [420, 0]);
    expect(Math.hypot(start.x - startTrue.x, start.z - startTrue.z) * 100).toBeCloseTo(0, 6);
    expect(Math.hypot(end.x - endTrue.x, end.z - endTrue.z) * 100).toBeCloseTo(0, 6);
    expect(result.lengthError).toBeCloseTo(-4 / 420, 9);
  });

  it('refuses marks whose distance differs from wall 1 by more than 10 %', () => {
    // Corner 1 and corner 3: the room's diagonal, 553 cm against a wall of 420.
    expect(alignToMarks(plan, at([0, 0]), at([420, 360]))).toMatchObject({
      ok: false,
      reason: 'wrong-corners',
      wallCm: 420,
    });
    // Corner 2 and corner 3: wall 2, 360 cm, 14 % short.
    expect(alignToMarks(plan, at([420, 0]), at([420, 360]))).toMatchObject({
      ok: false,
      reason: 'wrong-corners',
    });
    const justOver = 420 * (1 + MARK_LENGTH_TOLERANCE) + 0.5;
    expect(alignToMarks(plan, at([0, 0]), at([justOver, 0])).ok).toBe(false);
    const justUnder = 420 * (1 - MARK_LENGTH_TOLERANCE) + 0.5;
    expect(alignToMarks(plan, at([0, 0]), at([justUnder, 0])).ok).toBe(true);
  });

  it('refuses two marks on one spot, which give no direction', () => {
    expect(alignToMarks(plan, at([0, 0]), at([1, 0]))).toMatchObject({
      ok: false,
      reason: 'too-close',
    });
  });

  it('marked the other way round, the plan turns half a turn: the marks say which end is which', () => {
    const result = alignToMarks(plan, at([420, 0]), at([0, 0]));
    if (!result.ok) throw new Error('refused');
    expect(Math.abs(wrapAngle(result.transform.turn - truth.turn))).toBeCloseTo(Math.PI, 9);
  });
});

describe("a piece's pose in the AR space", () => {
  const transform: PlanToXr = { turn: 0.9, x: 2, z: -1, floorY: 0.03 };

  it('stands the footprint centre where the plan puts it, lifted by its elevation', () => {
    const pose = pieceXrPose(transform, { x: 200, y: 150, rotation: 0, elevation: 125 });
    const floor = planToXr(transform, [200, 150]);
    expect(pose.x).toBeCloseTo(floor.x, 12);
    expect(pose.z).toBeCloseTo(floor.z, 12);
    expect(pose.y).toBeCloseTo(1.28, 12);
  });

  // The handedness, checked with three.js itself: a piece model has its front along +z and its
  // width along +x (plan y to scene z), as the 3D view builds it.
  for (const rotation of [0, 37, 90, 180, 270, -135]) {
    it(`turned ${rotation}°: three.js puts its front and its side where the plan does`, () => {
      const piece = { x: 120, y: 80, rotation };
      const pose = pieceXrPose(transform, piece);
      const group = new Group();
      group.position.set(pose.x, pose.y, pose.z);
      group.rotation.y = pose.yaw;
      group.updateMatrixWorld();
      const r = (rotation * Math.PI) / 180;
      // The plan's front, (-sin r, cos r), 50 cm out; its side, (cos r, sin r), 30 cm out.
      const front = planToXr(transform, [piece.x - 50 * Math.sin(r), piece.y + 50 * Math.cos(r)]);
      const side = planToXr(transform, [piece.x + 30 * Math.cos(r), piece.y + 30 * Math.sin(r)]);
      const frontSeen = new Vector3(0, 0, 0.5).applyMatrix4(group.matrixWorld);
      const sideSeen = new Vector3(0.3, 0, 0).applyMatrix4(group.matrixWorld);
      expect(frontSeen.x).toBeCloseTo(front.x, 9);
      expect(frontSeen.z).toBeCloseTo(front.z, 9);
      expect(sideSeen.x).toBeCloseTo(side.x, 9);
      expect(sideSeen.z).toBeCloseTo(side.z, 9);
      expect(
        wrapAngle(((planRotationOf(transform, pose.yaw) - rotation) * Math.PI) / 180),
      ).toBeCloseTo(0, 9);
    });
  }

  it('wraps angles into (-180°, 180°]', () => {
    expect(degrees(wrapAngle(Math.PI * 3))).toBeCloseTo(180, 9);
    expect(degrees(wrapAngle(-Math.PI))).toBeCloseTo(180, 9);
    expect(degrees(wrapAngle((-190 * Math.PI) / 180))).toBeCloseTo(170, 9);
  });
});
