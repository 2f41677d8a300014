import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { renderWithApp } from './renderWithApp.tsx';

/** The footer's code loads on its own, which takes a while on a busy machine. */
const FOOTER_LOADS = { timeout: 5000 };
describe('AppShell', () => {
  it('puts the skip link first, then the landmarks, with the page in main', async () => {
    renderWithApp(
      <AppShell stickyActions={false}>
        <h1>Page</h1>
      </AppShell>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.querySelector('a')).toBe(skip);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code loads after the page's.
    expect(await screen.findByRole('contentinfo', {}, FOOTER_LOADS)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quick actions')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Footer', () => {
  it('has the four columns, the tagline, the newsletter and the legal links', async () => {
    renderWithApp(
      <AppShell stickyActions={false}>
        <p>Page</p>
      </AppShell>,
    );
    const footer = await screen.findByRole('contentinfo', {}, FOOTER_LOADS);
    expect(within(footer).getByText('Scan. Design. Shop.')).toBeInTheDocument();
    const headings = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Product',
      'For Professionals',
      'Support',
      'Company',
      'Get design tips in your inbox',
    ]);
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Try the Scanner')).toBe('/try-scanner');
    expect(href('Reviews')).toBe('/reviews');
    expect(href('Hire a Designer')).toBe('/hire-designer');
    expect(href('Delivery Availability')).toBe('/delivery-availability');
    expect(href('See Aurevia in Action')).toBe('/see-aurevia-in-action');
    expect(href('Privacy')).toBe('/privacy-policy');
    expect(href('Terms')).toBe('/terms-of-service');
    expect(href('Cookies')).toBe('/cookie-policy');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Aurevia`)).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
