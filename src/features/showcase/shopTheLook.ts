import { findProduct } from '../../content/products.ts';
import { addProductsToRoomCart } from '../canvas/index.ts';

/** The look's products that the catalogue still sells, in the look's order. */
export function lookProducts(productIds: readonly string[]): string[] {
  return productIds.filter((id) => findProduct(id) !== undefined);
}

/** Puts a look's products in the room cart; resolves with how many were added. */
export async function shopTheLook(productIds: readonly string[]): Promise<number> {
  const added = await addProductsToRoomCart(lookProducts(productIds));
  return added.length;
}
