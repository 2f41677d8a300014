import { at, group, poly } from './svg.mjs';

// One-point perspective: the back wall is the rectangle (BL, BT)-(BR, BB); the floor runs
// from its foot to the bottom edge of the picture, the side walls to its sides.
export const W = 800;
export const H = 600;
export const BL = 120;
export const BR = 680;
export const BT = 75;
export const BB = 495;

/** Where something standing on the floor at depth t (0 back wall, 1 picture edge) sits. */
export const floorAt = (t) => ({ y: BB + (H - BB) * t, s: 1 + ((W - (BR - BL)) / (BR - BL)) * t });
/** Furniture is drawn in back-wall units, then enlarged a little so rooms feel furnished. */
const FURNITURE_SCALE = 1.22;
/** Screen x of a point x (in back-wall units) at depth t. */
export const xAt = (x, t) => W / 2 + (x - W / 2) * floorAt(t).s;

/** A point on a side wall: u from the picture edge (0) to the back corner (1), v from top (0). */
export function wallPoint(side, u, v) {
  const x = side === 'left' ? BL * u : W - (W - BR) * u;
  const top = BT * u;
  const bottom = H - (H - BB) * u;
  return [x, top + (bottom - top) * v];
}
export const wallQuad = (side, u1, u2, v1, v2) =>
  poly([
    wallPoint(side, u1, v1),
    wallPoint(side, u2, v1),
    wallPoint(side, u2, v2),
    wallPoint(side, u1, v2),
  ]);

/** Stands a drawing (origin at its foot) on the floor at x, depth t, scaled for the distance. */
export function placeOnFloor(x, t, drawing) {
  const { y, s } = floorAt(t);
  return group(at(xAt(x, t), y, s * FURNITURE_SCALE), drawing);
}
