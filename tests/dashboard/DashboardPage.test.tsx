import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { vi } from 'vitest';
import { db } from '../../src/lib/db.ts';
import DashboardPage from '../../src/pages/DashboardPage.tsx';
import { readCartItems } from '../../src/features/canvas/roomCart.ts';
import { fakeSession, renderWithApp } from '../shell/renderWithApp.tsx';

// IndexedDB round trips in jsdom can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

class QuietObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  vi.stubGlobal('ResizeObserver', QuietObserver);
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('the dashboard', { timeout: 20_000 }, () => {
  it('welcomes a signed-in user by name and says which account it is', () => {
    renderWithApp(<DashboardPage />, {
      path: '/dashboard',
      session: fakeSession('maya@example.com', { full_name: 'Maya Lin' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome back, Maya Lin')).toBeVisible();
    expect(screen.getByText('maya@example.com')).toBeVisible();
  });

  it('invites an anonymous visitor to sign in', () => {
    renderWithApp(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByText('Welcome to Aurevia')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to see your rooms' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('links its shortcuts, designs and promotional cards somewhere sensible', () => {
    renderWithApp(<DashboardPage />, { path: '/dashboard' });
    const shortcuts = screen.getByRole('heading', { name: 'Quick start' }).parentElement;
    const hrefs = within(shortcuts as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/try-scanner', '/upload-photos', '/design-dashboard', '/browse-rooms']);
    for (const status of ['Complete', 'In Progress', 'Draft']) {
      expect(screen.getByText(status)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Book a Designer' })).toHaveAttribute(
      'href',
      '/hire-designer#book-a-designer',
    );
    expect(screen.getByRole('link', { name: 'Explore Pro Tools' })).toHaveAttribute(
      'href',
      '/for-professionals',
    );
  });

  it("shows this device's room cart, completed scans and saved rooms", async () => {
    const now = '2026-03-02T10:00:00.000Z';
    await db.cart.bulkAdd([
      { id: 'c1', productId: 'sage-cloud-sofa', x: 0.1, y: 0.1, order: 0, addedAt: now },
      { id: 'c2', productId: 'walnut-oval-coffee-table', x: 0.3, y: 0.1, order: 1, addedAt: now },
    ]);
    await db.scans.add({ id: 's1', name: 'Sunny living room', completedAt: now });
    await db.rooms.add({
      id: 'r1',
      name: 'Guest Bedroom',
      items: [{ productId: 'channel-tufted-bed', x: 0.2, y: 0.2 }],
      savedAt: now,
    });
    renderWithApp(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('2 items · $1,348')).toBeVisible();
    expect(await screen.findByText('Sunny living room')).toBeVisible();
    expect(
      await screen.findByText('Guest Bedroom', { selector: '.saved-room__name' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open Guest Bedroom' })).toHaveTextContent(/^Open/);
  });

  it('reopens a saved room on the canvas, after confirming over a full cart', async () => {
    const user = userEvent.setup();
    const now = new Date().toISOString();
    await db.cart.add({
      id: 'c1',
      productId: 'sage-cloud-sofa',
      x: 0.1,
      y: 0.1,
      order: 0,
      addedAt: now,
    });
    await db.rooms.add({
      id: 'r1',
      name: 'Guest Bedroom',
      items: [{ productId: 'channel-tufted-bed', x: 0.2, y: 0.3 }],
      savedAt: now,
    });
    const { location } = renderWithApp(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('1 item · $899');
    await user.click(await screen.findByRole('button', { name: 'Open Guest Bedroom' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your current room?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace and Open' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/design-dashboard'));
    expect(await readCartItems()).toMatchObject([
      { productId: 'channel-tufted-bed', x: 0.2, y: 0.3 },
    ]);
  });
});
