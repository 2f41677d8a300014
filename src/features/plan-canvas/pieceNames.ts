/**
 * What pieces are called on the plan: their product's name, numbered when the design holds
 * the product more than once ("Dining Chair Ana 2"), and the accessible name of a piece on
 * the plan ("Sofa Oslo, 210 by 90 cm, facing the window").
 */
import { findFurniture } from '../../content/catalogue.ts';
import { type FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { walls } from '../../lib/room/geometry.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { formatSize, type UnitSystem } from '../../lib/room/units.ts';

/** Each piece's name by its id; pieces of unknown products are left out. */
export function pieceLabels(pieces: readonly PlacedPiece[]): Map<string, string> {
  const totals = new Map<string, number>();
  for (const piece of pieces) totals.set(piece.productId, (totals.get(piece.productId) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const piece of pieces) {
    const product = findFurniture(piece.productId);
    if (!product) continue;
    const number = (seen.get(piece.productId) ?? 0) + 1;
    seen.set(piece.productId, number);
    labels.set(
      piece.id,
      (totals.get(piece.productId) ?? 0) > 1 ? `${product.name} ${number}` : product.name,
    );
  }
  return labels;
}

/** Where a ray from (x, y) along (dx, dy) first meets a wall: the wall and how far along it. */
function wallAhead(plan: RoomPlan, x: number, y: number, dx: number, dy: number) {
  let best: { wall: number; along: number; distance: number } | null = null;
  for (const wall of walls(plan.outline)) {
    const ex = wall.end[0] - wall.start[0];
    const ey = wall.end[1] - wall.start[1];
    const denominator = dx * ey - dy * ex;
    if (Math.abs(denominator) < 1e-9) continue;
    const wx = wall.start[0] - x;
    const wy = wall.start[1] - y;
    const distance = (wx * ey - wy * ex) / denominator;
    const t = (wx * dy - wy * dx) / denominator;
    if (distance <= 0 || t < 0 || t > 1) continue;
    if (!best || distance < best.distance) {
      best = { wall: wall.index, along: t * wall.length, distance };
    }
  }
  return best;
}

/** "the window", "the door" or "wall 3": what the piece's front looks at. */
export function facing(plan: RoomPlan, piece: PlacedPiece): string {
  const r = (piece.rotation * Math.PI) / 180;
  const hit = wallAhead(plan, piece.x, piece.y, -Math.sin(r), Math.cos(r));
  if (!hit) return 'into the room';
  const on = (opening: { wall: number; offset: number; width: number }) =>
    opening.wall === hit.wall &&
    hit.along >= opening.offset - 30 &&
    hit.along <= opening.offset + opening.width + 30;
  if (plan.windows.some(on)) return 'the window';
  if (plan.doors.some(on)) return 'the door';
  return `wall ${hit.wall + 1}`;
}

/** "Sofa Oslo, 210 by 90 cm, facing the window, locked", its size in the room's unit. */
export function pieceAccessibleName(
  plan: RoomPlan,
  piece: PlacedPiece,
  product: FurnitureProduct,
  label: string,
  system: UnitSystem,
): string {
  const parts = [
    label,
    formatSize(product.width, product.depth, system, { by: 'word', imperial: 'words' }),
    product.layer === 'rug' ? 'on the floor' : `facing ${facing(plan, piece)}`,
  ];
  if (piece.locked) parts.push('locked');
  return parts.join(', ');
}
