import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_TRANSFORMATIONS } from '../../src/content/transformations.ts';

const addProductsToRoomCart = vi.fn(async (ids: readonly string[]) =>
  ids.map((productId, order) => ({ id: `${order}`, productId, x: 0, y: 0, order, addedAt: '' })),
);

vi.mock('../../src/features/canvas/index.ts', () => ({
  addProductsToRoomCart: (ids: readonly string[]) => addProductsToRoomCart(ids),
}));

const { FeaturedTransformations } =
  await import('../../src/features/showcase/FeaturedTransformations.tsx');

beforeEach(() => {
  addProductsToRoomCart.mockClear();
});

describe('the featured transformations of /see-aurevia-in-action', () => {
  it('opens a card as a dialog with the scan, the design and the details', async () => {
    const user = userEvent.setup();
    const location = memoryLocation({ path: '/see-aurevia-in-action', record: true });
    render(
      <Router hook={location.hook}>
        <FeaturedTransformations />
      </Router>,
    );
    const cards = screen.getAllByRole('button', { name: /Designed by/ });
    expect(cards).toHaveLength(4);
    const first = ACTION_TRANSFORMATIONS[0];
    if (!first) throw new Error('No transformations');
    await user.click(cards[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Room Scan')).toBeInTheDocument();
    expect(within(dialog).getByText('Finished Design')).toBeInTheDocument();
    expect(within(dialog).getByText(first.budget)).toBeInTheDocument();
    expect(within(dialog).getByText(first.designedBy)).toBeInTheDocument();
    expect(within(dialog).getByText('2 weeks')).toBeInTheDocument();
    expect(within(dialog).getByText(`“${first.quote}”`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Shop This Look' }));
    expect(addProductsToRoomCart).toHaveBeenCalledWith(first.productIds);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/design-dashboard'));
  });

  it('uses the four showcase budgets', () => {
    expect(ACTION_TRANSFORMATIONS.map((entry) => entry.budget)).toEqual([
      '$8,500',
      '$18,500',
      '$9,800',
      '$22,500',
    ]);
  });
});
