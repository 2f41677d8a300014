/**
 * The pieces a design keeps (a product id and a pose) read against the catalogue, in the
 * engine's item form (with the product's size, price and layer), so the canvas's warnings and
 * its free-spot search judge them with the layout checker.
 */
import { findFurniture } from '../../content/catalogue.ts';
import { itemOf } from '../layout/pieces.ts';
import type { LayoutItem } from '../layout/types.ts';
import type { PlacedPiece } from '../room/design.ts';

/** The engine's item form of placed pieces; a piece whose product is unknown is left out. */
export function piecesToItems(pieces: readonly PlacedPiece[]): LayoutItem[] {
  const items: LayoutItem[] = [];
  for (const piece of pieces) {
    const product = findFurniture(piece.productId);
    if (!product) continue;
    items.push(itemOf(product, piece.x, piece.y, piece.rotation));
  }
  return items;
}
