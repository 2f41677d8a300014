/**
 * Building blocks of the parametric pieces: boxes, cylinders and ellipsoids given by the two
 * opposite corners of their bounding box, in the piece's own frame.
 */
import type { BoxPart, Colour, CylinderPart, Finish, SpherePart, Vec3 } from './types.ts';

type Corner = readonly [number, number, number];

const centreOf = (min: Corner, max: Corner): Vec3 => [
  (min[0] + max[0]) / 2,
  (min[1] + max[1]) / 2,
  (min[2] + max[2]) / 2,
];
const sizeOf = (min: Corner, max: Corner): Vec3 => [
  Math.abs(max[0] - min[0]),
  Math.abs(max[1] - min[1]),
  Math.abs(max[2] - min[2]),
];

export function box(min: Corner, max: Corner, colour: Colour, finish: Finish): BoxPart {
  return { shape: 'box', centre: centreOf(min, max), size: sizeOf(min, max), colour, finish };
}

export interface CylinderOptions {
  /** Diameter at the top (or the front, along y) over the size; 1 unless tapered. */
  readonly top?: number;
  readonly bottom?: number;
  readonly axis?: 'z' | 'y';
}

export function cylinder(
  min: Corner,
  max: Corner,
  colour: Colour,
  finish: Finish,
  { top = 1, bottom = 1, axis = 'z' }: CylinderOptions = {},
): CylinderPart {
  // The wider end fills the bounding box, so the box is the part's true extent.
  const widest = Math.max(top, bottom) || 1;
  return {
    shape: 'cylinder',
    centre: centreOf(min, max),
    size: sizeOf(min, max),
    colour,
    finish,
    axis,
    topScale: top / widest,
    bottomScale: bottom / widest,
  };
}

export function sphere(min: Corner, max: Corner, colour: Colour, finish: Finish): SpherePart {
  return { shape: 'sphere', centre: centreOf(min, max), size: sizeOf(min, max), colour, finish };
}

/** A round part of diameter `diameter` standing on the floor plan's centre, from z0 to z1. */
export function column(
  diameter: number,
  z0: number,
  z1: number,
  colour: Colour,
  finish: Finish,
  options?: CylinderOptions,
): CylinderPart {
  const r = diameter / 2;
  return cylinder([-r, -r, z0], [r, r, z1], colour, finish, options);
}

/** Four square legs `size` thick, inset from the corners of a w x d footprint. */
export function legs(
  w: number,
  d: number,
  z0: number,
  z1: number,
  size: number,
  inset: number,
  colour: Colour,
  finish: Finish,
): BoxPart[] {
  const x = w / 2 - inset - size / 2;
  const y = d / 2 - inset - size / 2;
  const s = size / 2;
  return [
    [-x, -y],
    [x, -y],
    [-x, y],
    [x, y],
  ].map(([cx, cy]) =>
    box(
      [(cx as number) - s, (cy as number) - s, z0],
      [(cx as number) + s, (cy as number) + s, z1],
      colour,
      finish,
    ),
  );
}

export const clamp = (value: number, low: number, high: number): number =>
  Math.max(low, Math.min(high, value));
