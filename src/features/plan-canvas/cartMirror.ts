/**
 * With a room plan open, the room cart is the design's pieces: one cart row per piece, with
 * the piece's id, its product, and its place as fractions of the plan's bounding box (so the
 * blank canvas and everything that reads the cart see the same room). Pure.
 */
import type { CartItemRecord } from '../../lib/deviceRecords.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { boundingBox } from '../../lib/room/geometry.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';

const fraction = (value: number, min: number, size: number) =>
  size > 0 ? Math.round(((value - min) / size) * 10_000) / 10_000 : 0.5;

export interface CartChanges {
  /** Rows to write: new, or changed since the cart last mirrored the pieces. */
  readonly put: CartItemRecord[];
  /** Ids of rows that mirror no piece any more. */
  readonly remove: string[];
}

/** What to write so that `rows` mirror `pieces` (rows keep their time of adding). */
export function mirrorChanges(
  plan: RoomPlan,
  pieces: readonly PlacedPiece[],
  rows: readonly CartItemRecord[],
  now: Date,
): CartChanges {
  const box = boundingBox(plan.outline);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wanted = new Set(pieces.map((piece) => piece.id));
  const put: CartItemRecord[] = [];
  pieces.forEach((piece, order) => {
    const row = byId.get(piece.id);
    const next = {
      productId: piece.productId,
      x: fraction(piece.x, box.minX, box.width),
      y: fraction(piece.y, box.minY, box.height),
      order,
    };
    if (
      row &&
      row.productId === next.productId &&
      row.x === next.x &&
      row.y === next.y &&
      row.order === next.order
    ) {
      return;
    }
    put.push({ ...(row ?? {}), id: piece.id, ...next, addedAt: row?.addedAt ?? now.toISOString() });
  });
  const remove = rows.filter((row) => !wanted.has(row.id)).map((row) => row.id);
  return { put, remove };
}

/** A saved room's items as pieces on its plan (the inverse of the cart's fractions). */
export function piecesFromFractions(
  plan: RoomPlan,
  items: ReadonlyArray<{ productId: string; x: number; y: number; rotation?: unknown }>,
  makeId: () => string,
): PlacedPiece[] {
  const box = boundingBox(plan.outline);
  return items.map((item) => ({
    id: makeId(),
    productId: item.productId,
    x: Math.round(box.minX + item.x * box.width),
    y: Math.round(box.minY + item.y * box.height),
    rotation: typeof item.rotation === 'number' ? item.rotation : 0,
    locked: false,
  }));
}
