/**
 * What the importer keeps of a room scan, whatever file it came from: RoomPlan's surfaces as
 * boxes placed in the scan's world, which is y-up and in metres. A RoomPlan `CapturedRoom` JSON
 * holds exactly this; a USDZ export gives the same once each prim's box is measured.
 */

export type SurfaceKind = 'wall' | 'door' | 'window' | 'opening' | 'floor';

/** A 4 x 4 matrix as 16 numbers, column by column (simd and three.js order). */
export type ColumnMajor = readonly number[];

/** A curved wall's arc in the wall's own x-z plane (RoomPlan's `CapturedRoom.Surface.Curve`). */
export interface SurfaceCurve {
  readonly center: readonly [x: number, z: number];
  readonly radius: number;
  /** Radians, measured from the wall's local +x towards its local +z. */
  readonly startAngle: number;
  readonly endAngle: number;
}

export interface Surface {
  readonly kind: SurfaceKind;
  /** The scan's identifier, when the file gives one. */
  readonly id?: string;
  /** The wall a door, window or opening sits in, when the file says. */
  readonly parentId?: string;
  readonly story: number;
  /** Width (along local x), height (local y) and depth (local z), metres. */
  readonly dimensions: readonly [number, number, number];
  /** Places the box's centre and turns its axes into the scan's world. */
  readonly transform: ColumnMajor;
  readonly curve?: SurfaceCurve;
}

/** One room of a scan: a story of a `CapturedRoom`, or one room of a `CapturedStructure`. */
export interface ScannedRoom {
  readonly label: string;
  readonly surfaces: readonly Surface[];
  /** Things the scan found that the plan does not keep (furniture, appliances...). */
  readonly objectCount: number;
}

export type Vec3 = readonly [number, number, number];

/** A point given in a surface's local frame, in the scan's world. */
export function transformPoint(m: ColumnMajor, [x, y, z]: Vec3): Vec3 {
  const at = (i: number) => m[i] ?? 0;
  return [
    at(0) * x + at(4) * y + at(8) * z + at(12),
    at(1) * x + at(5) * y + at(9) * z + at(13),
    at(2) * x + at(6) * y + at(10) * z + at(14),
  ];
}

export const translationOf = (m: ColumnMajor): Vec3 => transformPoint(m, [0, 0, 0]);
