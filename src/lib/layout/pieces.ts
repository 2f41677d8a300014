import { findFurniture } from '../../content/catalogue.ts';
import type { PlacedPiece } from '../room/design.ts';
import type { LayoutItem, LockedPiece } from './types.ts';

/**
 * Between the pieces a design keeps (product, pose, lock) and the engine's item form (with the
 * product's size, price and layer), so the app, the checker and the 3D view read one shape.
 */

/** The engine's item form of placed pieces; a piece whose product is unknown is left out. */
export function piecesToItems(pieces: readonly PlacedPiece[]): LayoutItem[] {
  const items: LayoutItem[] = [];
  for (const piece of pieces) {
    const product = findFurniture(piece.productId);
    if (!product) continue;
    items.push({
      productId: product.id,
      name: product.name,
      category: product.category,
      layer: product.layer,
      price: product.price,
      x: piece.x,
      y: piece.y,
      rotation: piece.rotation,
      width: product.width,
      depth: product.depth,
      height: product.height,
      useDepth: product.useDepth,
    });
  }
  return items;
}

/** The brief's `locked` list: the pieces the user locked, where they stand. */
export function lockedPieces(pieces: readonly PlacedPiece[]): LockedPiece[] {
  return pieces
    .filter((piece) => piece.locked)
    .map(({ productId, x, y, rotation }) => ({ productId, x, y, rotation }));
}
