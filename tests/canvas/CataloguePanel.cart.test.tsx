import { render, screen, within } from '@testing-library/react';
import { findFurniture } from '../../src/content/catalogue.ts';
import { findProduct } from '../../src/content/products.ts';
import { CanvasBottomBar } from '../../src/features/canvas/CanvasBottomBar.tsx';
import { CartDialog } from '../../src/features/canvas/CartDialog.tsx';
import type { RoomCartItem } from '../../src/features/canvas/useRoomCart.ts';
import { stubCanvasLayout } from './layoutStubs.ts';

/** Cart rows of catalogue products, as the room cart joins them with findFurniture. */
function items(...ids: string[]): RoomCartItem[] {
  return ids.map((productId, order) => {
    const product = findFurniture(productId);
    if (!product) throw new Error(`No product ${productId}`);
    return {
      id: `row-${order}`,
      productId,
      x: 0.1,
      y: 0.1,
      order,
      addedAt: '2026-03-02T10:00:00.000Z',
      product,
    };
  });
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubCanvasLayout();
});
afterEach(() => restoreLayout());

describe('the cart of products from the whole catalogue', { timeout: 20_000 }, () => {
  it('shows each product with its name, brand, price and picture, and the total', () => {
    render(
      <CartDialog
        open
        onOpenChange={() => undefined}
        items={items('sage-cloud-sofa', 'oslo-compact-loveseat', 'round-wool-rug')}
        onRemove={() => undefined}
        onShop={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your Room Cart' });
    const rows = within(dialog).getAllByRole('listitem');
    const read = (row: HTMLElement) => ({
      name: row.querySelector('.cart-sheet__name')?.textContent,
      brand: row.querySelector('.cart-sheet__brand')?.textContent,
      price: row.querySelector('.cart-sheet__price')?.textContent,
      image: row.querySelector('img')?.getAttribute('src'),
    });
    expect(rows.map(read)).toEqual([
      {
        name: 'Sage Cloud Sofa',
        brand: 'Hearth & Loom',
        price: '$899',
        image: '/samples/product-sofa.svg',
      },
      {
        name: 'Oslo Compact Loveseat',
        brand: 'Kettu Living',
        price: '$349',
        image: '/samples/catalogue/oslo-compact-loveseat.svg',
      },
      {
        name: 'Round Wool Rug',
        brand: 'Atelier Lac',
        price: '$429',
        image: '/samples/catalogue/round-wool-rug.svg',
      },
    ]);
    // The spec's sofa looks as it always has: its own picture and description.
    expect(within(rows[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      findProduct('sage-cloud-sofa')?.image.alt,
    );
    expect(within(dialog).getByText('$1,677')).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Remove Round Wool Rug (item 3)' }),
    ).toBeVisible();
  });

  it('names the latest product and the total in the bottom bar', () => {
    render(
      <CanvasBottomBar
        items={items('walnut-oval-coffee-table', 'velluto-curved-sofa')}
        highlighted={false}
        onViewCart={() => undefined}
        onShop={() => undefined}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Room summary' });
    expect(within(bar).getByText('2 items')).toBeVisible();
    expect(within(bar).getByText('Velluto Curved Sofa')).toBeVisible();
    expect(within(bar).getByText('$3,339')).toBeVisible();
  });
});
