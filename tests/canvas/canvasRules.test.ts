// @vitest-environment node
import { PRODUCTS, PRODUCT_CATEGORIES, type Product } from '../../src/content/products.ts';
import {
  CANVAS_NAMED_ITEMS_MAX,
  DEFAULT_CATEGORY,
  KEY_MOVE_STEP,
  KEY_MOVE_STEP_LARGE,
  NOMINAL_ITEM_SIZE,
  PRICE_RANGE_DEFAULT,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  cartTotal,
  clampPosition,
  countByCategory,
  defaultPosition,
  filterCatalogue,
  formatCartTotal,
  isRemoveKey,
  itemCountLabel,
  keyboardMove,
  placedNamesSummary,
  shortenName,
} from '../../src/features/canvas/canvasRules.ts';

const product = (overrides: Partial<Product>): Product => ({
  ...(PRODUCTS[0] as Product),
  ...overrides,
});

describe('the catalogue filter', () => {
  const catalogue = [
    product({ id: 'a', name: 'Sage Cloud Sofa', price: 899, category: 'Seating' }),
    product({ id: 'b', name: 'Velvet Armchair', price: 1000, category: 'Seating' }),
    product({ id: 'c', name: 'Cloud Bench', price: 0, category: 'Seating' }),
    product({ id: 'd', name: 'Oak Table', price: 449, category: 'Tables' }),
    product({ id: 'e', name: 'Grand Sofa', price: 1050, category: 'Seating' }),
  ];
  const ids = (list: readonly Product[]) => list.map((item) => item.id);

  it('keeps the slider of the spec: 0 to 5000, step 50, Seating and 0 to 1000 at first', () => {
    expect([PRICE_SLIDER_MIN, PRICE_SLIDER_MAX, PRICE_SLIDER_STEP]).toEqual([0, 5000, 50]);
    expect(PRICE_RANGE_DEFAULT).toEqual([0, 1000]);
    expect(DEFAULT_CATEGORY).toBe('Seating');
  });

  it('shows only the selected category', () => {
    expect(
      ids(filterCatalogue(catalogue, { category: 'Tables', search: '', price: [0, 5000] })),
    ).toEqual(['d']);
  });

  it('matches names that contain the search text, whatever its case', () => {
    const filter = { category: 'Seating', price: [0, 5000] } as const;
    expect(ids(filterCatalogue(catalogue, { ...filter, search: 'CLOUD' }))).toEqual(['a', 'c']);
    expect(ids(filterCatalogue(catalogue, { ...filter, search: '  sofa ' }))).toEqual(['a', 'e']);
    expect(ids(filterCatalogue(catalogue, { ...filter, search: 'lamp' }))).toEqual([]);
  });

  it('includes both price bounds', () => {
    const filter = { category: 'Seating', search: '' } as const;
    expect(ids(filterCatalogue(catalogue, { ...filter, price: [0, 1000] }))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(filterCatalogue(catalogue, { ...filter, price: [899, 899] }))).toEqual(['a']);
    expect(ids(filterCatalogue(catalogue, { ...filter, price: [900, 1000] }))).toEqual(['b']);
    expect(ids(filterCatalogue(catalogue, { ...filter, price: [1000, 5000] }))).toEqual(['b', 'e']);
  });

  it('shows the sofa of the sample catalogue by default', () => {
    const shown = filterCatalogue(PRODUCTS, {
      category: DEFAULT_CATEGORY,
      search: '',
      price: PRICE_RANGE_DEFAULT,
    });
    expect(shown.map((item) => item.name)).toEqual(['Sage Cloud Sofa']);
  });

  it('counts the products of each of the ten categories', () => {
    const counts = countByCategory(PRODUCTS, PRODUCT_CATEGORIES);
    expect(Object.keys(counts)).toHaveLength(10);
    expect(counts.Seating).toBe(1);
    expect(counts.Decor).toBe(0);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(6);
  });
});

describe('the cart total', () => {
  const items = (...prices: number[]) => prices.map((price) => ({ product: { price } }));

  it('adds the prices, duplicates included', () => {
    expect(cartTotal(items())).toBe(0);
    expect(cartTotal(items(899, 449, 899))).toBe(2247);
  });

  it('shows thousands separators', () => {
    expect(formatCartTotal(items(899, 449))).toBe('$1,348');
    expect(formatCartTotal(items())).toBe('$0');
    expect(formatCartTotal(items(159))).toBe('$159');
    expect(formatCartTotal(items(899, 899, 899, 699, 549, 449, 199, 159, 5000))).toBe('$9,752');
  });

  it('names the count', () => {
    expect(itemCountLabel(0)).toBe('0 items');
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(4)).toBe('4 items');
  });
});

describe('the placed-items summary', () => {
  it('shortens long names at a whole word', () => {
    expect(shortenName('Sage Cloud Sofa')).toBe('Sage Cloud Sofa');
    expect(shortenName('Walnut Oval Coffee Table')).toBe('Walnut Oval Coffee…');
    expect(shortenName('Ochre Ceramic Table Lamp')).toBe('Ochre Ceramic…');
    expect(shortenName('Supercalifragilisticexpialidocious')).toBe('Supercalifragilist…');
  });

  it('names up to three items, then "+N more"', () => {
    expect(CANVAS_NAMED_ITEMS_MAX).toBe(3);
    expect(placedNamesSummary([])).toBe('');
    expect(placedNamesSummary(['Sage Cloud Sofa'])).toBe('Sage Cloud Sofa');
    expect(placedNamesSummary(['A', 'B', 'C'])).toBe('A, B, C');
    expect(placedNamesSummary(['A', 'B', 'C', 'D'])).toBe('A, B, C +1 more');
    expect(placedNamesSummary(['Sage Cloud Sofa', 'Sage Cloud Sofa', 'B', 'C', 'D'])).toBe(
      'Sage Cloud Sofa, Sage Cloud Sofa, B +2 more',
    );
  });
});

describe('positions on the canvas', () => {
  const size = { width: 0.2, height: 0.25 };

  it('keeps the whole item inside the canvas', () => {
    expect(clampPosition({ x: 0.5, y: 0.5 }, size)).toEqual({ x: 0.5, y: 0.5 });
    expect(clampPosition({ x: -0.3, y: -1 }, size)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 0.95, y: 0.9 }, size)).toEqual({ x: 0.8, y: 0.75 });
    expect(clampPosition({ x: 0.8, y: 0.75 }, size)).toEqual({ x: 0.8, y: 0.75 });
  });

  it('pins an item larger than the canvas to the top left, and mends bad numbers', () => {
    expect(clampPosition({ x: 0.4, y: 0.4 }, { width: 1.5, height: 1.2 })).toEqual({
      x: 0,
      y: 0,
    });
    expect(clampPosition({ x: Number.NaN, y: Number.POSITIVE_INFINITY }, size)).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('moves by a step per arrow key, a bigger one with Shift', () => {
    expect(keyboardMove('ArrowRight', false)).toEqual({ x: KEY_MOVE_STEP, y: 0 });
    expect(keyboardMove('ArrowLeft', false)).toEqual({ x: -KEY_MOVE_STEP, y: 0 });
    expect(keyboardMove('ArrowUp', true)).toEqual({ x: 0, y: -KEY_MOVE_STEP_LARGE });
    expect(keyboardMove('ArrowDown', true)).toEqual({ x: 0, y: KEY_MOVE_STEP_LARGE });
    expect(KEY_MOVE_STEP_LARGE).toBeGreaterThan(KEY_MOVE_STEP);
    expect(keyboardMove('Enter', false)).toBeNull();
  });

  it('removes with Delete or Backspace', () => {
    expect(isRemoveKey('Delete')).toBe(true);
    expect(isRemoveKey('Backspace')).toBe(true);
    expect(isRemoveKey('d')).toBe(false);
  });

  it('places new items around the centre, each a little apart, always inside', () => {
    const first = defaultPosition(0);
    expect(first.x + NOMINAL_ITEM_SIZE.width / 2).toBeCloseTo(0.5);
    expect(first.y + NOMINAL_ITEM_SIZE.height / 2).toBeCloseTo(0.5);
    const spots = Array.from({ length: 30 }, (_, index) => defaultPosition(index));
    for (const spot of spots) expect(clampPosition(spot, NOMINAL_ITEM_SIZE)).toEqual(spot);
    const firstNine = new Set(spots.slice(0, 9).map((spot) => `${spot.x}:${spot.y}`));
    expect(firstNine.size).toBe(9);
  });
});
