import type { FurnitureProduct } from '../catalogue/furniture.ts';
import type { PlacedPiece } from '../room/design.ts';
import type { LayoutItem, LockedPiece } from './types.ts';

/** The engine's item form of a product standing at (x, y), turned by `rotation` degrees. */
export function itemOf(
  product: FurnitureProduct,
  x: number,
  y: number,
  rotation: number,
): LayoutItem {
  return {
    productId: product.id,
    name: product.name,
    category: product.category,
    layer: product.layer,
    price: product.price,
    x,
    y,
    rotation,
    width: product.width,
    depth: product.depth,
    height: product.height,
    useDepth: product.useDepth,
  };
}

/** The brief's `locked` list: the pieces the user locked, where they stand. */
export function lockedPieces(pieces: readonly PlacedPiece[]): LockedPiece[] {
  return pieces
    .filter((piece) => piece.locked)
    .map(({ productId, x, y, rotation }) => ({ productId, x, y, rotation }));
}
