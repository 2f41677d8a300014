import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from '../../src/shell/TopBar.tsx';
import { fakeSession, renderWithApp } from './renderWithApp.tsx';
import type { AppContext } from './renderWithApp.tsx';

async function openMenu(context: AppContext = {}) {
  const user = userEvent.setup();
  const view = renderWithApp(<TopBar />, context);
  const button = screen.getByRole('button', { name: 'Open menu' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { ...view, user, button, dialog };
}

describe('SlideMenu', () => {
  it('opens as a dialog with the groups of the spec', async () => {
    const { dialog, button } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    const headings = within(dialog).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Start Here',
      'Core Experience',
      'Professional Tools',
      'Support & Company',
    ]);
    const scan = within(dialog).getByRole('link', { name: /Scan a Room/ });
    expect(scan).toHaveAttribute('href', '/try-scanner');
    expect(scan).toHaveTextContent('Free, No Card Needed');
    expect(within(dialog).getByRole('link', { name: 'Upload a Room Photo' })).toHaveAttribute(
      'href',
      '/upload-photos',
    );
    expect(within(dialog).getByRole('link', { name: 'Start Your Design' })).toHaveAttribute(
      'href',
      '/start-room',
    );
    expect(within(dialog).getByRole('link', { name: 'Room Inspiration' })).toHaveAttribute(
      'href',
      '/browse-rooms',
    );
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('offers Sign In / Sign Up to anonymous users', async () => {
    const { dialog } = await openMenu();
    expect(within(dialog).getByRole('link', { name: 'Sign In / Sign Up' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(dialog).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('offers My Account, Dashboard and Sign Out to signed-in users', async () => {
    const { dialog } = await openMenu({ session: fakeSession() });
    expect(within(dialog).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('link', { name: 'Sign In / Sign Up' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the collapsible groups shut until their button is pressed', async () => {
    const { dialog, user } = await openMenu();
    const toggle = within(dialog).getByRole('button', { name: 'Professional Tools' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Partner With Us' })).not.toBeInTheDocument();
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/partners',
    );
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const support = within(dialog).getByRole('button', { name: 'Support & Company' });
    expect(support).toHaveAttribute('aria-expanded', 'false');
    await user.click(support);
    for (const [name, href] of [
      ['Help', '/help-center'],
      ['Contact', '/contact-us'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Privacy', '/privacy-policy'],
      ['Terms', '/terms-of-service'],
    ] as const) {
      expect(within(dialog).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('marks the current page and opens the group that holds it', async () => {
    const { dialog } = await openMenu({ path: '/pricing' });
    expect(within(dialog).getByRole('button', { name: 'Support & Company' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(dialog).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('link', { name: 'Help' })).not.toHaveAttribute('aria-current');
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, button } = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes and navigates when a link is chosen', async () => {
    const { user, dialog, location } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: 'How It Works' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/how-it-works');
  });
});
