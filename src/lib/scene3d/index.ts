/**
 * The 3D model of a designed room as plain data (no three.js, no DOM): the floor, walls cut
 * around their doors and windows, daylight through the windows, and every placed piece as
 * parametric parts of its true size. src/features/room-3d draws it.
 */
import type { PlacedPiece } from '../room/design.ts';
import { boundingBox } from '../room/geometry.ts';
import type { RoomPlan } from '../room/plan.ts';
import { buildPieces } from './pieces.ts';
import type { RoomModel } from './types.ts';
import {
  WALL_THICKNESS,
  buildFittings,
  buildOpenings,
  buildWallPanels,
  buildWindowLights,
} from './walls.ts';

export type * from './types.ts';
export { partsBounds, pieceBoundsOnPlan, type Box3 } from './bounds.ts';
export { frontOf, toPieceFrame, toPlan } from './pieces.ts';
export { doorHead, windowHead, WALL_THICKNESS } from './walls.ts';

export function buildRoomModel(plan: RoomPlan, pieces: readonly PlacedPiece[]): RoomModel {
  const openings = buildOpenings(plan);
  const box = boundingBox(plan.outline);
  return {
    floor: plan.outline.map(([x, y]) => [x, y] as const),
    ceilingHeight: plan.height,
    wallThickness: WALL_THICKNESS,
    panels: buildWallPanels(plan, openings),
    openings,
    fittings: buildFittings(plan, openings),
    lights: buildWindowLights(openings),
    pieces: buildPieces(plan, pieces),
    bounds: { minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY },
  };
}
