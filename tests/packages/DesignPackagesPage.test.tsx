import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DesignPackagesPage from '../../src/pages/DesignPackagesPage.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';
import { stubLayoutObservers } from '../subscriptions/observers.ts';

beforeEach(() => {
  stubLayoutObservers();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const user = userEvent.setup();
  renderWithApp(<DesignPackagesPage />, { path: '/design-packages' });
  return user;
}

const summary = () => screen.getByRole('complementary', { name: 'Your package' });
const total = () => within(summary()).getByText('Total').nextElementSibling?.textContent;
const bookLink = () => within(summary()).getByRole('link', { name: /^Book / });
/** A package's radio whatever it reads: "Choose Essentials", or "Selected (Essentials)". */
const packageRadio = (name: string) =>
  screen.getByRole('radio', { name: new RegExp(`^(Choose ${name}|Selected \\(${name}\\))$`) });

describe('/design-packages', () => {
  it('shows the guarantee, the free consultation and three packages, Complete highlighted', () => {
    renderPage();
    expect(screen.getByText(/30-day satisfaction guarantee/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/hire-designer#book-a-designer',
    );
    const group = screen.getByRole('radiogroup', { name: 'Design packages' });
    // Each name begins with the button's words; the selected one adds its package unseen.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Choose Essentials', 'Selected (Complete)', 'Choose White-Glove']);
    expect(screen.getByRole('radio', { name: 'Selected (Complete)' })).toBeChecked();
    expect(within(group).getByText('(Complete)')).toHaveClass('visually-hidden');
    expect(packageRadio('Complete')).toHaveAccessibleDescription(/\$799/);
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('$1,499')).toBeInTheDocument();
    expect(screen.getByText('$1,899')).toBeInTheDocument();
    expect(screen.getByText('90-day guarantee')).toBeInTheDocument();
    expect(total()).toBe('$799');
  });

  it('selects a package on click: its button reads Selected and the total follows', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: 'Choose Essentials' }));
    expect(screen.getByRole('radio', { name: 'Selected (Essentials)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Choose Complete' })).not.toBeChecked();
    expect(total()).toBe('$399');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Essentials selected, 1 room. Total $399.',
    );
    expect(bookLink()).toHaveAttribute('href', '/hire-designer?package=essentials#booking-form');
  });

  it('moves the selection with the arrow keys', async () => {
    const user = renderPage();
    await user.tab();
    while (document.activeElement?.getAttribute('role') !== 'radio') await user.tab();
    expect(packageRadio('Complete')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(packageRadio('White-Glove')).toHaveFocus());
    expect(packageRadio('White-Glove')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(packageRadio('Essentials')).toBeChecked();
    await waitFor(() => expect(packageRadio('Essentials')).toHaveFocus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(packageRadio('White-Glove')).toHaveFocus());
    expect(packageRadio('White-Glove')).toBeChecked();
    expect(total()).toBe('$1,499');
  });

  it('adds add-ons and takes 20% off the design fee from 3 rooms', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('checkbox', { name: /Paint Consultation/ }));
    await user.click(screen.getByRole('checkbox', { name: /Delivery Coordination/ }));
    expect(total()).toBe('$1,197');
    expect(screen.getByText('Add 2 more rooms to save 20%.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More rooms' }));
    await user.click(screen.getByRole('button', { name: 'More rooms' }));
    expect(screen.getByRole('spinbutton', { name: 'Number of rooms' })).toHaveValue(3);
    expect(screen.getByText('Discount applied')).toBeInTheDocument();
    expect(within(summary()).getByText('Complete × 3 rooms')).toBeInTheDocument();
    expect(within(summary()).getByText('-$479.40')).toBeInTheDocument();
    expect(total()).toBe('$2,315.60');
    expect(bookLink()).toHaveAttribute(
      'href',
      '/hire-designer?package=complete&rooms=3&addons=paint%2Cdelivery#booking-form',
    );

    await user.click(screen.getByRole('button', { name: 'Fewer rooms' }));
    expect(within(summary()).queryByText(/Multi-Room Discount/)).not.toBeInTheDocument();
    expect(total()).toBe('$1,996');
  });

  it('ends with testimonials, a single collapsible FAQ and the way to hire a designer', async () => {
    const user = renderPage();
    expect(screen.getByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'How many revisions do I get?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'How does the free consultation work?' }));
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'How does the free consultation work?' }));
    expect(
      screen.getByRole('button', { name: 'How does the free consultation work?' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Hire a Designer: Complete' })).toHaveAttribute(
      'href',
      '/hire-designer?package=complete#booking-form',
    );
  });
});
