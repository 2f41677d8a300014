import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PricingPage from '../../src/pages/PricingPage.tsx';
import ForProfessionalsPage from '../../src/pages/ForProfessionalsPage.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';
import { stubLayoutObservers } from './observers.ts';

beforeEach(() => {
  stubLayoutObservers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('article', { name });

describe('/pricing', () => {
  it('opens on the homeowners plans, billed annually, with the computed saving', () => {
    renderWithApp(<PricingPage />, { path: '/pricing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For Homeowners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const annual = screen.getByRole('radio', { name: /^Annual/ });
    expect(annual).toBeChecked();
    expect(annual).toHaveTextContent('Save 20%');
    expect(within(card('Starter')).getByText('Free')).toBeInTheDocument();
    expect(within(card('Enthusiast')).getByText('$23')).toBeInTheDocument();
    expect(within(card('Enthusiast')).getByText('Billed annually ($276/year)')).toBeInTheDocument();
    expect(within(card('Starter')).getByRole('link', { name: 'Start Free' })).toHaveAttribute(
      'href',
      '/try-scanner',
    );
    expect(
      within(card('Enthusiast')).getByRole('link', { name: 'Get Enthusiast' }),
    ).toHaveAttribute('href', '/auth');
  });

  it('shows monthly prices when switched to Monthly', async () => {
    const user = userEvent.setup();
    renderWithApp(<PricingPage />, { path: '/pricing' });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(card('Enthusiast')).getByText('$29')).toBeInTheDocument();
    expect(within(card('Enthusiast')).getByText('Billed monthly')).toBeInTheDocument();
  });

  it('shows Pro and Enterprise to professionals', async () => {
    const user = userEvent.setup();
    renderWithApp(<PricingPage />, { path: '/pricing' });
    await user.click(screen.getByRole('tab', { name: 'For Professionals' }));
    expect(within(card('Pro')).getByText('$79')).toBeInTheDocument();
    expect(within(card('Pro')).getByRole('link', { name: 'Get Pro' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(card('Enterprise')).getByText('Custom')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.queryByRole('article', { name: 'Starter' })).not.toBeInTheDocument();
  });

  it("opens every plan side by side with 'Compare All Plans'", async () => {
    const user = userEvent.setup();
    renderWithApp(<PricingPage />, { path: '/pricing' });
    const compare = screen.getByRole('button', { name: 'Compare All Plans' });
    expect(compare).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(compare);
    expect(screen.getByRole('button', { name: 'Hide Comparison' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = screen.getByRole('table', { name: 'All plans, billed annually' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Feature', 'Starter', 'Enthusiast', 'Pro', 'Enterprise']);
    const commercial = within(table).getByRole('row', { name: /Commercial use/ });
    expect(within(commercial).getAllByText('Included')).toHaveLength(2);
    expect(within(commercial).getAllByText('Not included')).toHaveLength(2);
  });

  it('has the add-ons, the FAQs and the closing links', async () => {
    const user = userEvent.setup();
    renderWithApp(<PricingPage />, { path: '/pricing' });
    expect(screen.getByText('from $199')).toBeInTheDocument();
    expect(screen.getByText('a session')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Can I use my designs commercially?' }));
    expect(screen.getByText(/Pro and Enterprise plans/)).toBeVisible();
    expect(screen.getByText(/Starter and Enthusiast are for personal use only/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Do you offer a student discount?' }));
    expect(screen.getByText(/50% discount/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scan My Room Free' })).toHaveAttribute(
      'href',
      '/try-scanner',
    );
    expect(screen.getByRole('link', { name: 'Talk to Sales' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

describe('/for-professionals', () => {
  it('bills monthly first, in pounds, and yearly with the saving in months', async () => {
    const user = userEvent.setup();
    renderWithApp(<ForProfessionalsPage />, { path: '/for-professionals' });
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Annual/ })).toHaveTextContent('Save 2 months');
    expect(within(card('Free')).getByText('£0')).toBeInTheDocument();
    expect(within(card('Pro Solo')).getByText('£29')).toBeInTheDocument();
    expect(within(card('Pro Solo')).getByText('7-day free trial')).toBeInTheDocument();
    expect(within(card('Pro Team')).getByText('£89')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByText('Custom')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Annual/ }));
    expect(within(card('Pro Solo')).getByText('£290')).toBeInTheDocument();
    expect(within(card('Pro Solo')).getByText('/year')).toBeInTheDocument();
    expect(within(card('Pro Team')).getByText('£890')).toBeInTheDocument();
  });

  it('compares the old way with the new, lists the features and answers questions', async () => {
    const user = userEvent.setup();
    renderWithApp(<ForProfessionalsPage />, { path: '/for-professionals' });
    expect(screen.getByRole('heading', { name: 'The old way' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Aurevia way' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'White-Label Exports' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'How do team seats work?' }));
    expect(screen.getByText(/£15\/month per user/, { selector: 'p' })).toBeVisible();
  });
});
