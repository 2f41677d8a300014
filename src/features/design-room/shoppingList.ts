/** The pieces of a design as a shopping list: by brand, with quantities and totals. */
import { brandUrl } from '../../content/brands.ts';
import { findFurniture } from '../../content/catalogue.ts';
import { formatPrice } from '../../lib/format.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';

export interface ShoppingLine {
  readonly productId: string;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
}

export interface BrandGroup {
  readonly brand: string;
  /** The partner's shop, when the brand is one of the list. */
  readonly url: string | undefined;
  readonly lines: readonly ShoppingLine[];
  readonly quantity: number;
  readonly subtotal: number;
}

export interface ShoppingList {
  readonly groups: readonly BrandGroup[];
  readonly quantity: number;
  readonly total: number;
}

/**
 * Groups pieces by brand (brands A to Z, each brand's products in the order first placed); the
 * same product placed twice is one line of quantity 2. Pieces of unknown products are left out.
 */
export function shoppingList(pieces: readonly PlacedPiece[]): ShoppingList {
  const byBrand = new Map<string, Map<string, ShoppingLine>>();
  for (const piece of pieces) {
    const product = findFurniture(piece.productId);
    if (!product) continue;
    const lines = byBrand.get(product.brand) ?? new Map<string, ShoppingLine>();
    byBrand.set(product.brand, lines);
    const line = lines.get(product.id);
    const quantity = (line?.quantity ?? 0) + 1;
    lines.set(product.id, {
      productId: product.id,
      name: product.name,
      quantity,
      unitPrice: product.price,
      lineTotal: product.price * quantity,
    });
  }
  const groups = [...byBrand.entries()]
    .map(([brand, lines]): BrandGroup => {
      const list = [...lines.values()];
      return {
        brand,
        url: brandUrl(brand),
        lines: list,
        quantity: list.reduce((sum, line) => sum + line.quantity, 0),
        subtotal: list.reduce((sum, line) => sum + line.lineTotal, 0),
      };
    })
    .sort((a, b) => a.brand.localeCompare(b.brand, 'en'));
  return {
    groups,
    quantity: groups.reduce((sum, group) => sum + group.quantity, 0),
    total: groups.reduce((sum, group) => sum + group.subtotal, 0),
  };
}

/** The list as plain text, to paste into a note or a message. */
export function shoppingListText(list: ShoppingList): string {
  const lines = ['My Aurevia design: shopping list', ''];
  for (const group of list.groups) {
    lines.push(group.url ? `${group.brand} (${group.url})` : group.brand);
    for (const line of group.lines) {
      const each = line.quantity > 1 ? ` (${formatPrice(line.unitPrice)} each)` : '';
      lines.push(`- ${line.quantity} x ${line.name}: ${formatPrice(line.lineTotal)}${each}`);
    }
    lines.push(`  Subtotal: ${formatPrice(group.subtotal)}`, '');
  }
  const pieces = `${list.quantity} ${list.quantity === 1 ? 'piece' : 'pieces'}`;
  lines.push(`Total: ${formatPrice(list.total)} (${pieces})`);
  return lines.join('\n');
}
