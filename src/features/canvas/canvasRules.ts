/**
 * The design canvas's rules (spec 02 sections 4, 5 and 9): the catalogue filter, the cart
 * total, the placed-items summary, and where items sit on the canvas. Plain functions.
 */
import type { Product, ProductCategory } from '../../content/products.ts';
import { formatPrice } from '../../lib/format.ts';

/** The price slider: 0 to 5000 in steps of 50, 0 to 1000 at first (spec 02 sections 5 and 9). */
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 5000;
export const PRICE_SLIDER_STEP = 50;
export const PRICE_RANGE_DEFAULT: PriceRange = [0, 1000];

/** The category the catalogue opens on. */
export const DEFAULT_CATEGORY: ProductCategory = 'Seating';

/** The canvas names at most three placed items; the rest are counted as "+N more". */
export const CANVAS_NAMED_ITEMS_MAX = 3;
/** Names longer than this are cut at a word and end with an ellipsis in the summary. */
export const CANVAS_NAME_MAX_CHARS = 18;

/** Arrow keys move an item by 2 % of the canvas; with Shift, by 10 %. */
export const KEY_MOVE_STEP = 0.02;
export const KEY_MOVE_STEP_LARGE = 0.1;

export type PriceRange = readonly [number, number];

export interface CatalogueFilter {
  category: ProductCategory;
  search: string;
  price: PriceRange;
}

/** What the filter reads of a product: the sample list's and the full catalogue's both fit. */
export interface FilterableProduct {
  readonly name: string;
  readonly brand: string;
  readonly category: ProductCategory;
  readonly price: number;
  /** The kind of piece ("coffee-table"), found by its words ("coffee table"). */
  readonly kind?: string;
}

/** Lower case without accents, so "boucle" finds "Bouclé". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

/** The words a search looks through: the name, the brand and the kind of piece. */
function searchText(product: FilterableProduct): string {
  return folded(`${product.name} ${product.brand} ${(product.kind ?? '').replace(/-/g, ' ')}`);
}

/**
 * Products of the category priced within the range whose name, brand or kind holds every
 * word of the search text, whatever its case and accents.
 */
export function filterCatalogue<T extends FilterableProduct>(
  products: readonly T[],
  { category, search, price: [low, high] }: CatalogueFilter,
): T[] {
  const needles = folded(search).split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (product.category !== category || product.price < low || product.price > high) {
      return false;
    }
    if (needles.length === 0) return true;
    const text = searchText(product);
    return needles.every((needle) => text.includes(needle));
  });
}

/** How many products each category holds, for the category grid. */
export function countByCategory(
  products: readonly Pick<FilterableProduct, 'category'>[],
  categories: readonly ProductCategory[],
): Record<ProductCategory, number> {
  const counts = Object.fromEntries(categories.map((category) => [category, 0])) as Record<
    ProductCategory,
    number
  >;
  for (const product of products) counts[product.category] = (counts[product.category] ?? 0) + 1;
  return counts;
}

export function cartTotal(items: ReadonlyArray<{ product: Pick<Product, 'price'> }>): number {
  return items.reduce((sum, item) => sum + item.product.price, 0);
}

/** The cart total as the bottom bar shows it, with thousands separators ("$1,348"). */
export function formatCartTotal(items: ReadonlyArray<{ product: Pick<Product, 'price'> }>): string {
  return formatPrice(cartTotal(items), 'USD');
}

export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** A name cut at the last whole word that fits, with an ellipsis ("Walnut Oval Coffee…"). */
export function shortenName(name: string, maxChars: number = CANVAS_NAME_MAX_CHARS): string {
  if (name.length <= maxChars) return name;
  const words = name.split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > maxChars) break;
    short = next;
  }
  return `${short || name.slice(0, maxChars)}…`;
}

/** Up to three shortened names, then "+N more" for the rest. */
export function placedNamesSummary(
  names: readonly string[],
  max: number = CANVAS_NAMED_ITEMS_MAX,
): string {
  const shown = names
    .slice(0, max)
    .map((name) => shortenName(name))
    .join(', ');
  const rest = names.length - max;
  return rest > 0 ? `${shown} +${rest} more` : shown;
}

export interface Position {
  x: number;
  y: number;
}

/** The item's size as fractions of the canvas. */
export interface ItemSize {
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/**
 * Keeps an item inside the canvas: its top-left corner, in fractions of the canvas, lies
 * within 0 and 1 minus the item's size, so the whole item stays visible at any screen size.
 */
export function clampPosition({ x, y }: Position, size: ItemSize): Position {
  return {
    x: clamp(Number.isFinite(x) ? x : 0, 0, 1 - size.width),
    y: clamp(Number.isFinite(y) ? y : 0, 0, 1 - size.height),
  };
}

/** The move an arrow key asks for (Shift for a bigger step), or null for any other key. */
export function keyboardMove(key: string, shiftKey: boolean): Position | null {
  const step = shiftKey ? KEY_MOVE_STEP_LARGE : KEY_MOVE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
    default:
      return null;
  }
}

export function isRemoveKey(key: string): boolean {
  return key === 'Delete' || key === 'Backspace';
}

/** The size assumed for an item before the canvas has been measured (about 96 px of 400). */
export const NOMINAL_ITEM_SIZE: ItemSize = { width: 0.24, height: 0.3 };

/** Offsets from the centre that new items take in turn, so they do not hide each other. */
const STAGGER: readonly Position[] = [
  { x: 0, y: 0 },
  { x: -0.22, y: -0.16 },
  { x: 0.22, y: -0.16 },
  { x: -0.22, y: 0.18 },
  { x: 0.22, y: 0.18 },
  { x: 0, y: -0.26 },
  { x: 0, y: 0.26 },
  { x: -0.34, y: 0 },
  { x: 0.34, y: 0 },
];

/** Where the n-th placed item lands: around the centre, a little further on each round. */
export function defaultPosition(index: number, size: ItemSize = NOMINAL_ITEM_SIZE): Position {
  const slot = STAGGER[index % STAGGER.length] ?? { x: 0, y: 0 };
  const round = Math.floor(index / STAGGER.length);
  const nudge = (round % 4) * 0.03;
  return clampPosition(
    {
      x: 0.5 - size.width / 2 + slot.x + nudge,
      y: 0.5 - size.height / 2 + slot.y + nudge,
    },
    size,
  );
}

/**
 * After a move, the item keeps the place this tab gave it for this long, whatever the stored
 * cart reports meanwhile: older saves can report back after newer moves (quick key presses).
 */
export const PENDING_MOVE_GRACE_MS = 1500;
