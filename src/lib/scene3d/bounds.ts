/**
 * Bounding boxes of the model, for framing the cameras, drawing the selection and checking
 * that a piece fills its catalogue size.
 */
import { toPlan } from './pieces.ts';
import type { Part, PieceModel, Vec3 } from './types.ts';

export interface Box3 {
  readonly min: Vec3;
  readonly max: Vec3;
}

/** The box around some parts, in their own frame; null for no parts. */
export function partsBounds(parts: readonly Part[]): Box3 | null {
  if (parts.length === 0) return null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    for (let axis = 0; axis < 3; axis += 1) {
      const half = (part.size[axis] as number) / 2;
      const centre = part.centre[axis] as number;
      min[axis] = Math.min(min[axis] as number, centre - half);
      max[axis] = Math.max(max[axis] as number, centre + half);
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}

/** The box around a piece on the plan's axes: its turned footprint, from its base up. */
export function pieceBoundsOnPlan(piece: PieceModel): Box3 | null {
  const local = partsBounds(piece.parts);
  if (!local) return null;
  const corners = [
    [local.min[0], local.min[1]],
    [local.max[0], local.min[1]],
    [local.min[0], local.max[1]],
    [local.max[0], local.max[1]],
  ].map(([lx, ly]) => toPlan(lx as number, ly as number, piece.x, piece.y, piece.rotation));
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  return {
    min: [Math.min(...xs), Math.min(...ys), piece.elevation + local.min[2]],
    max: [Math.max(...xs), Math.max(...ys), piece.elevation + local.max[2]],
  };
}
