/**
 * Standing a designed plan in the room it was made for, in AR: the rigid move (a turn about the
 * vertical and a shift, never a scale: true size) that takes the plan's centimetres to the AR
 * session's floor-based space, and each piece's pose there. Pure functions, no WebXR and no DOM.
 *
 * The axes are those of measuring (arMeasure.ts): AR is metres with y up, and the plan is the
 * floor seen from above, its x the AR x and its y (down the page) the AR z. That is a true top
 * view, not a mirror, so the plan only ever turns and shifts onto the floor.
 */
import type { Mark, MeasurementFrame } from './arMeasure.ts';
import type { Point, RoomPlan } from './plan.ts';

const CM_PER_M = 100;

/** Marks whose distance differs from wall 1 by more than this fraction are the wrong corners. */
export const MARK_LENGTH_TOLERANCE = 0.1;
/** Two marks closer than this (cm) cannot give a direction. */
const MIN_MARK_GAP_CM = 5;

/**
 * The plan on the AR floor: a plan point `p` (cm) lands at `turn(p) / 100 + (x, z)` (metres),
 * where `turn` turns the plan's (x, y) by `turn` radians as it turns the AR floor's (x, z).
 */
export interface PlanToXr {
  /** Radians, from the plan's x axis to where it lies on the AR floor (towards +z). */
  readonly turn: number;
  /** Where the plan's (0, 0) lands on the AR floor, metres. */
  readonly x: number;
  readonly z: number;
  /** The floor's height in the AR space, metres. */
  readonly floorY: number;
}

/** A point on the AR floor: metres. */
export interface FloorXZ {
  readonly x: number;
  readonly z: number;
}

/** A piece's pose in the AR space: the centre of its footprint at its base, and its turn. */
export interface XrPose {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /**
   * Radians about +y (counter-clockwise seen from above, as WebXR and three.js turn): the piece
   * model, built with its front along +z, turned by this faces where the plan says.
   */
  readonly yaw: number;
}

const rotate = ([u, v]: Point, angle: number): Point => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [u * c - v * s, u * s + v * c];
};

/** An angle in (-π, π]. */
export function wrapAngle(angle: number): number {
  const turned = angle - 2 * Math.PI * Math.floor((angle + Math.PI) / (2 * Math.PI));
  return turned === -Math.PI ? Math.PI : turned;
}

/** Where a plan point (cm) lands on the AR floor. */
export function planToXr(transform: PlanToXr, point: Point): FloorXZ {
  const [u, v] = rotate(point, transform.turn);
  return { x: transform.x + u / CM_PER_M, z: transform.z + v / CM_PER_M };
}

/** The plan point (cm) under a point of the AR floor: the exact inverse of `planToXr`. */
export function xrToPlan(transform: PlanToXr, point: FloorXZ): Point {
  return rotate(
    [(point.x - transform.x) * CM_PER_M, (point.z - transform.z) * CM_PER_M],
    -transform.turn,
  );
}

/**
 * The placement a measurement leaves: measuring made each plan point from a mark as
 * `turn(floor point, -frame.turn) - frame.origin`, so the plan goes back by the opposite move.
 */
export function planToXrFromMeasurement(frame: MeasurementFrame): PlanToXr {
  const [x, z] = rotate(frame.origin, frame.turn);
  return { turn: frame.turn, x: x / CM_PER_M, z: z / CM_PER_M, floorY: frame.floorY };
}

/** The two corners the person marks: where wall 1 starts and where it ends. */
export interface WallOne {
  readonly start: Point;
  readonly end: Point;
  readonly lengthCm: number;
}

export function wallOne(plan: Pick<RoomPlan, 'outline'>): WallOne | null {
  const [start, end] = plan.outline;
  if (!start || !end) return null;
  return { start, end, lengthCm: Math.hypot(end[0] - start[0], end[1] - start[1]) };
}

export type Alignment =
  | {
      readonly ok: true;
      readonly transform: PlanToXr;
      /** The marks' distance against wall 1's length, as a signed fraction (0.02: 2 % longer). */
      readonly lengthError: number;
    }
  | {
      readonly ok: false;
      /** `wrong-corners`: the marks are too far from wall 1's length; `too-close`: one spot. */
      readonly reason: 'wrong-corners' | 'too-close';
      readonly markedCm: number;
      readonly wallCm: number;
    };

/**
 * The plan's placement from two floor marks: `first` on the corner where wall 1 starts,
 * `second` where it ends. The turn lays wall 1 along the marks; the shift puts wall 1's middle
 * on the marks' middle, so a tape-measure's difference between the marks and the plan is split
 * between the two ends rather than all carried to the second. Refused when the marks' distance
 * differs from wall 1's length by more than 10 %: then they are not those two corners.
 */
export function alignToMarks(
  plan: Pick<RoomPlan, 'outline'>,
  first: Mark,
  second: Mark,
): Alignment {
  const wall = wallOne(plan);
  const dx = (second.x - first.x) * CM_PER_M;
  const dz = (second.z - first.z) * CM_PER_M;
  const markedCm = Math.hypot(dx, dz);
  const wallCm = wall?.lengthCm ?? 0;
  if (!wall || markedCm < MIN_MARK_GAP_CM || wallCm <= 0) {
    return { ok: false, reason: 'too-close', markedCm, wallCm };
  }
  const lengthError = (markedCm - wallCm) / wallCm;
  if (Math.abs(lengthError) > MARK_LENGTH_TOLERANCE) {
    return { ok: false, reason: 'wrong-corners', markedCm, wallCm };
  }
  const turn = wrapAngle(
    Math.atan2(dz, dx) - Math.atan2(wall.end[1] - wall.start[1], wall.end[0] - wall.start[0]),
  );
  const middle: Point = [(wall.start[0] + wall.end[0]) / 2, (wall.start[1] + wall.end[1]) / 2];
  const [u, v] = rotate(middle, turn);
  const transform: PlanToXr = {
    turn,
    x: (first.x + second.x) / 2 - u / CM_PER_M,
    z: (first.z + second.z) / 2 - v / CM_PER_M,
    // The floor is where both marks lie; their mean evens out a hit's wobble.
    floorY: (first.y + second.y) / 2,
  };
  return { ok: true, transform, lengthError };
}

/** What the plan says of a piece: its footprint's centre (cm), its turn (degrees) and lift. */
export interface PlanPose {
  readonly x: number;
  readonly y: number;
  /** Degrees; the front faces (-sin r, cos r) on the plan, as the layout engine writes it. */
  readonly rotation: number;
  /** The base's height above the floor, cm (a wall piece's hanging height); 0 by default. */
  readonly elevation?: number;
}

/**
 * A piece's pose in the AR space. On the plan a piece's own frame is turned by `rotation`; on
 * the floor by that plus the plan's turn. A turn by `a` of the floor's (x, z) is a turn by `-a`
 * about +y (three.js and WebXR turn z towards -x for a positive angle), hence the minus.
 */
export function pieceXrPose(transform: PlanToXr, piece: PlanPose): XrPose {
  const at = planToXr(transform, [piece.x, piece.y]);
  return {
    x: at.x,
    y: transform.floorY + (piece.elevation ?? 0) / CM_PER_M,
    z: at.z,
    yaw: wrapAngle(-(transform.turn + (piece.rotation * Math.PI) / 180)),
  };
}

/** The plan turn (degrees) that a piece turned by `yaw` in the AR space has: `pieceXrPose`'s inverse. */
export function planRotationOf(transform: PlanToXr, yaw: number): number {
  return (wrapAngle(-yaw - transform.turn) * 180) / Math.PI;
}
