/**
 * The product a cart row names, from the whole furniture catalogue: the canvas's six sample
 * products with their studio pictures, every other product with its own illustration, so a
 * design's pieces all show in the cart with their names, prices and pictures.
 */
import { findFurniture } from '../../content/catalogue.ts';
import type { Product } from '../../content/products.ts';

export function cartProduct(productId: string): Product | undefined {
  return findFurniture(productId);
}
