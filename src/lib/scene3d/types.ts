/**
 * The 3D model of a designed room as plain data, in the plan's centimetres: x and y as on the
 * plan (x right, y down the page), z up from the floor. The renderer maps it onto its own axes;
 * the unit tests read it without WebGL.
 */
import type { FurnitureKind, PlacementLayer } from '../catalogue/furniture.ts';

export type Vec3 = readonly [x: number, y: number, z: number];

/** A colour as `#RRGGBB`. */
export type Colour = string;

/** How a part's surface looks beyond its colour. */
export type Finish = 'matte' | 'fabric' | 'wood' | 'metal' | 'glass' | 'mirror' | 'glow';

interface PartBase {
  /** The centre of the part's bounding box. */
  readonly centre: Vec3;
  /** The part's bounding box: along x, along y, along z. */
  readonly size: Vec3;
  readonly colour: Colour;
  readonly finish: Finish;
}

export interface BoxPart extends PartBase {
  readonly shape: 'box';
}

/**
 * A cylinder or cone (elliptical when its size differs across), standing along `axis`.
 * `topScale` and `bottomScale` are each end's diameter over the size; the wider end is 1.
 */
export interface CylinderPart extends PartBase {
  readonly shape: 'cylinder';
  readonly axis: 'z' | 'y';
  readonly topScale: number;
  readonly bottomScale: number;
}

/** An ellipsoid filling its bounding box. */
export interface SpherePart extends PartBase {
  readonly shape: 'sphere';
}

export type Part = BoxPart | CylinderPart | SpherePart;

/**
 * One placed piece. Its parts are in the piece's own frame: the origin at the centre of its
 * footprint on its base, x along its width, y from its back (-) to its front (+), z up.
 */
export interface PieceModel {
  readonly id: string;
  readonly productId: string;
  readonly name: string;
  readonly kind: FurnitureKind;
  readonly layer: PlacementLayer;
  /** The footprint's centre on the plan. */
  readonly x: number;
  readonly y: number;
  /** Degrees, as on the plan: the front faces (-sin r, cos r). */
  readonly rotation: number;
  /** Height of the piece's base above the floor: a wall piece's hanging height, a lamp's table. */
  readonly elevation: number;
  /** The catalogue's width, depth and height. */
  readonly size: Vec3;
  readonly parts: readonly Part[];
  /** What holds the piece but is not the product: a pendant's cord up to the ceiling. */
  readonly fixings: readonly Part[];
  /** The wall a wall piece hangs on (its index in the outline), or null. */
  readonly wall: number | null;
}

/** A solid piece of wall: the wall's stretch `from`..`to` (cm from its start), `bottom`..`top` high. */
export interface WallPanel {
  readonly wall: number;
  readonly from: number;
  readonly to: number;
  readonly bottom: number;
  readonly top: number;
  /** The panel as a box on the plan: its centre, its size (along the wall, across, up) and angle. */
  readonly centre: Vec3;
  readonly size: Vec3;
  /** Degrees from the plan's x axis to the wall's direction. */
  readonly angle: number;
}

/** A door or window cut in a wall. */
export interface OpeningModel {
  readonly type: 'door' | 'window';
  /** The opening's index among the plan's doors or among its windows. */
  readonly index: number;
  readonly wall: number;
  readonly from: number;
  readonly to: number;
  readonly bottom: number;
  readonly top: number;
  /** The middle of the opening, in the wall's inner face. */
  readonly centre: Vec3;
  /** Degrees from the plan's x axis to the wall's direction. */
  readonly angle: number;
  /** Into the room, at right angles to the wall. */
  readonly inward: readonly [number, number];
}

/** Daylight through one window: from outside, aimed at the floor inside. */
export interface WindowLight {
  readonly window: number;
  readonly position: Vec3;
  readonly target: Vec3;
}

export interface RoomModel {
  readonly floor: readonly (readonly [number, number])[];
  readonly ceilingHeight: number;
  readonly wallThickness: number;
  readonly panels: readonly WallPanel[];
  readonly openings: readonly OpeningModel[];
  /** Door leaves, window glass and sills: boxes on the plan's axes, like the panels. */
  readonly fittings: readonly FittingModel[];
  readonly lights: readonly WindowLight[];
  readonly pieces: readonly PieceModel[];
  /** The plan's extent, to frame the cameras. */
  readonly bounds: {
    readonly minX: number;
    readonly minY: number;
    readonly maxX: number;
    readonly maxY: number;
  };
}

export interface FittingModel {
  readonly kind: 'glass' | 'sill' | 'door-leaf';
  /** The wall of its opening. */
  readonly wall: number;
  readonly centre: Vec3;
  readonly size: Vec3;
  readonly angle: number;
  readonly colour: Colour;
  readonly finish: Finish;
}
