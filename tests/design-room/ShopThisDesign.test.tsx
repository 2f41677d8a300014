import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlacedPiece } from '../../src/lib/room/design.ts';

const notify = vi.fn();
vi.mock('../../src/ui/notify.tsx', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const { ShopThisDesign } = await import('../../src/features/design-room/index.ts');

const piece = (id: string, productId: string): PlacedPiece => ({
  id,
  productId,
  x: 0,
  y: 0,
  rotation: 0,
  locked: false,
});

const PIECES = [
  piece('a', 'harbour-three-seat-sofa'),
  piece('b', 'walnut-oval-coffee-table'),
  piece('c', 'walnut-oval-coffee-table'),
];

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
}

/** userEvent puts in a clipboard of its own; `writeText` replaces it after. */
async function openShop(writeText?: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  if (writeText) stubClipboard(writeText);
  render(<ShopThisDesign pieces={PIECES} />);
  await user.click(screen.getByRole('button', { name: 'Shop this design' }));
  const dialog = await screen.findByRole('dialog', { name: 'Shop this design' });
  return { user, dialog };
}

describe('ShopThisDesign', () => {
  it('is disabled with nothing to shop', () => {
    render(<ShopThisDesign pieces={[]} />);
    expect(screen.getByRole('button', { name: 'Shop this design' })).toBeDisabled();
  });

  it('lists the pieces by brand with quantities, totals and partner links', async () => {
    const { dialog } = await openShop();
    const nordhaven = within(dialog).getByRole('region', { name: 'Nordhaven' });
    expect(nordhaven).toHaveTextContent('Walnut Oval Coffee Table');
    expect(nordhaven).toHaveTextContent('2 × $449');
    expect(nordhaven).toHaveTextContent('$898');
    expect(nordhaven).toHaveTextContent('Nordhaven subtotal$898');
    const link = within(nordhaven).getByRole('link', { name: /Shop Nordhaven/ });
    expect(link).toHaveAttribute('href', 'https://nordhaven.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('region', { name: 'Fjeld Studio' })).toHaveTextContent(
      '$1,290',
    );
    expect(dialog).toHaveTextContent('Total$2,188');
  });

  it('copies the list as text and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user, dialog } = await openShop(writeText);
    await user.click(within(dialog).getByRole('button', { name: 'Copy as text' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('- 2 x Walnut Oval Coffee Table'),
    );
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Copied' }));
  });

  it('shows the text to copy by hand when the clipboard refuses', async () => {
    const { user, dialog } = await openShop(() => Promise.reject(new Error('denied')));
    await user.click(within(dialog).getByRole('button', { name: 'Copy as text' }));
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Could not copy', variant: 'destructive' }),
    );
    const text = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Shopping list as text',
    });
    expect(text.value).toContain('Total: $2,188 (3 pieces)');
  });
});
