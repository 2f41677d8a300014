import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { type FurnitureProduct } from '../../src/lib/catalogue/furniture.ts';
import { PRODUCTS, PRODUCT_CATEGORIES } from '../../src/content/products.ts';
import { CataloguePanel } from '../../src/features/canvas/CataloguePanel.tsx';
import {
  DEFAULT_CATEGORY,
  PRICE_RANGE_DEFAULT,
  filterCatalogue,
  type CatalogueFilter,
} from '../../src/features/canvas/canvasRules.ts';
import { stubCanvasLayout } from './layoutStubs.ts';

const INITIAL: CatalogueFilter = {
  category: DEFAULT_CATEGORY,
  search: '',
  price: PRICE_RANGE_DEFAULT,
};

function Panel({ onPlace }: { onPlace: (product: FurnitureProduct) => void }) {
  const [filter, setFilter] = useState<CatalogueFilter>(INITIAL);
  return (
    <CataloguePanel
      filter={filter}
      onFilterChange={setFilter}
      onReset={() => setFilter(INITIAL)}
      placing={new Set()}
      onPlace={onPlace}
    />
  );
}

function renderPanel() {
  const onPlace = vi.fn<(product: FurnitureProduct) => void>();
  const user = userEvent.setup();
  render(<Panel onPlace={onPlace} />);
  return { user, onPlace };
}

const list = () => screen.getByRole('list', { name: /products$/ });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.product-row__name')?.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search furniture' });

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubCanvasLayout();
});
afterEach(() => restoreLayout());

// Role queries over a list of some 40 products are slow in jsdom on a busy machine.
describe('the catalogue over every product', { timeout: 20_000 }, () => {
  it('holds the 186 products, the six of the spec among them at their prices', () => {
    expect(CATALOGUE).toHaveLength(186);
    for (const product of PRODUCTS) {
      expect(CATALOGUE.find((entry) => entry.id === product.id)).toMatchObject({
        name: product.name,
        price: product.price,
        category: product.category,
        image: product.image,
      });
    }
  });

  it('filters over the whole catalogue by category, price and every word of the search', () => {
    const find = (filter: Partial<CatalogueFilter>) =>
      filterCatalogue(CATALOGUE, { ...INITIAL, price: [0, 5000], ...filter }).map(
        (product) => product.name,
      );
    // By kind, brand or name; whatever the case and accents.
    expect(find({ category: 'Tables', search: 'Coffee Table' })).toHaveLength(8);
    expect(find({ category: 'Lighting', search: 'table lamp' })).toEqual([
      'Ochre Ceramic Table Lamp',
      'Pleated Table Lamp',
      'Steel Dome Table Lamp',
    ]);
    expect(find({ category: 'Seating', search: 'boucle' })).toEqual([
      'Mossgrove Boucle Sofa',
      'Bouclé Club Chair',
    ]);
    expect(find({ category: 'Storage', search: 'alpenholz' })).toEqual(['Alpine Wardrobe']);
    expect(find({ category: 'Seating', search: 'leather sofa' })).toEqual(['Foundry Leather Sofa']);
    // The price range holds both its ends.
    const dear = filterCatalogue(CATALOGUE, { ...INITIAL, price: [1000, 5000] });
    expect(dear.length).toBeGreaterThan(0);
    expect(dear.every((product) => product.price >= 1000 && product.category === 'Seating')).toBe(
      true,
    );
    expect(find({ category: 'Beds', price: [699, 699] })).toEqual(['Channel-Tufted Double Bed']);
  });

  it('counts every category over the whole catalogue', () => {
    renderPanel();
    const grid = within(screen.getByRole('group', { name: 'Categories' }));
    let total = 0;
    for (const category of PRODUCT_CATEGORIES) {
      const count = CATALOGUE.filter((product) => product.category === category).length;
      expect(count).toBeGreaterThan(0);
      total += count;
      expect(
        grid.getByRole('button', { name: `${category} ${count} item${count === 1 ? '' : 's'}` }),
      ).toBeVisible();
    }
    expect(total).toBe(186);
    expect(grid.getByRole('button', { name: 'Seating 40 items' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists the category within the price range, with light pictures of a reserved size', () => {
    renderPanel();
    const shown = filterCatalogue(CATALOGUE, INITIAL);
    expect(shown.length).toBeGreaterThan(20);
    expect(names()).toEqual(shown.map((product) => product.name));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      `Seating${shown.length} matches`,
    );
    for (const image of list().querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
    // The spec's sofa keeps its studio picture; the others have the generator's.
    const rows = within(list()).getAllByRole('listitem');
    const sofa = rows[0]?.querySelector('img');
    expect(sofa).toHaveAttribute('src', '/samples/product-sofa.svg');
    expect(sofa?.getAttribute('alt')).toMatch(/sofa/);
    const other = rows[1]?.querySelector('img');
    expect(other?.getAttribute('src')).toMatch(/^\/samples\/catalogue\/[a-z0-9-]+\.svg$/);
    expect(other).toHaveAttribute('alt', '');
  });

  it('searches by brand, kind or name as the user types, and says when nothing matches', async () => {
    const { user } = renderPanel();
    await user.type(search(), 'kampong');
    expect(names()).toEqual(
      filterCatalogue(CATALOGUE, { ...INITIAL, search: 'kampong' }).map((product) => product.name),
    );
    expect(names()).toContain('Rattan Daybed Sofa');
    await user.clear(search());

    await user.click(screen.getByRole('button', { name: /^Rugs/ }));
    await user.type(search(), 'ROUND');
    expect(names()).toEqual(['Round Wool Rug']);
    await user.clear(search());
    await user.type(search(), 'sofa');
    expect(screen.getByText(/No furniture matches/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('button', { name: /^Seating/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(search()).toHaveValue('');
  });

  it('narrows the list with the price slider', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /^Lighting/ }));
    const all = names();
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => high.focus());
    // 1000 down to 100: only the lights of $100 or less stay.
    for (let step = 0; step < 18; step += 1) await user.keyboard('{ArrowLeft}');
    expect(high).toHaveAttribute('aria-valuenow', '100');
    const cheap = CATALOGUE.filter(
      (product) => product.category === 'Lighting' && product.price <= 100,
    ).map((product) => product.name);
    expect(cheap.length).toBeGreaterThan(0);
    expect(names()).toEqual(cheap);
    expect(all.length).toBeGreaterThan(cheap.length);
  });

  it('places any catalogue product', async () => {
    const { user, onPlace } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add to Room (Oslo Compact Loveseat)' }));
    expect(onPlace).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'oslo-compact-loveseat',
        name: 'Oslo Compact Loveseat',
        price: 349,
      }),
    );
  });
});
