/**
 * The benchmark's yardstick: the simplest layout that keeps the hard rules. The same products
 * the engine chose, each pushed against the first free stretch of wall (walls in order, from
 * each wall's start), with no thought for how the pieces relate. The engine's design cost is
 * measured against this one's.
 */
import type { FurnitureProduct } from '../catalogue/furniture.ts';
import type { RoomPlan } from '../room/plan.ts';
import { poseOnWall } from './candidates.ts';
import { ClearanceGrid } from './clearance.ts';
import { modelRoom } from './room.ts';
import { fitsAmong, fitsRoom, makePiece, pathTarget, type Piece } from './scene.ts';
import type { LayoutItem } from './types.ts';

/** Slots along each wall, this far apart (cm). */
const STEP = 10;

export interface BaselineLayout {
  readonly items: readonly Piece[];
  /** The engine's pieces that found no free wall spot. */
  readonly missing: number;
}

export function baselineLayout(
  plan: RoomPlan,
  items: readonly LayoutItem[],
  catalogue: readonly FurnitureProduct[],
): BaselineLayout {
  const room = modelRoom(plan);
  const grid = new ClearanceGrid(room);
  const placed: Piece[] = [];
  let missing = 0;
  const pathsClear = (pieces: readonly Piece[]): boolean => {
    const standing = pieces.filter((piece) => piece.product.layer === 'floor');
    const targets = standing.flatMap((piece) => {
      const target = pathTarget(piece);
      return target ? [target] : [];
    });
    const report = grid.check(
      standing.map((piece) => piece.box),
      targets,
    );
    return report.doorsJoined && report.unreachable.length === 0;
  };
  items.forEach((item, index) => {
    const product = catalogue.find((candidate) => candidate.id === item.productId);
    if (!product) return;
    for (const wall of room.walls) {
      const half = product.width / 2 + 2;
      for (let along = half; along <= wall.length - half; along += STEP) {
        const slot = poseOnWall(wall, along, product.depth);
        const piece = makePiece(
          { product, pose: slot.pose, need: product.kind, wall: slot.wall, along: slot.along },
          index + 1,
        );
        if (!fitsRoom(room, piece) || !fitsAmong(piece, placed)) continue;
        if (!pathsClear([...placed, piece])) continue;
        placed.push(piece);
        return;
      }
    }
    missing += 1;
  });
  return { items: placed, missing };
}
