import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HireDesignerPage from '../../src/pages/HireDesignerPage.tsx';
import WorkWithDesignerPage from '../../src/pages/WorkWithDesignerPage.tsx';
import { db } from '../../src/lib/db.ts';
import { renderWithApp } from '../shell/renderWithApp.tsx';
import { stubLayoutObservers } from '../subscriptions/observers.ts';

beforeEach(async () => {
  stubLayoutObservers();
  window.history.replaceState(null, '', '/');
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Forms are typed into key by key; on a busy machine that takes more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

function renderHire(path = '/hire-designer') {
  const user = userEvent.setup();
  const view = renderWithApp(<HireDesignerPage />, { path });
  return { ...view, user };
}

const booking = () => screen.getByRole('region', { name: 'Book your designer' });
const consultation = () => screen.getByRole('region', { name: 'Start with a free consultation' });

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  const form = booking();
  await user.selectOptions(within(form).getByLabelText(/^Room type/), 'bedroom');
  await user.selectOptions(within(form).getByLabelText(/^Budget range/), '3000-5000');
  await user.selectOptions(within(form).getByLabelText(/^Timeline/), 'within-month');
  await user.selectOptions(within(form).getByLabelText(/^Preferred contact method/), 'email');
  await user.type(within(form).getByLabelText(/^Name/), 'Maya Chen');
  await user.type(within(form).getByLabelText(/^Email/), 'maya@example.com');
}

describe('/hire-designer and /work-with-designer', () => {
  it('is one page with each route’s own heading', () => {
    renderHire();
    expect(screen.getByRole('heading', { level: 1, name: 'Hire a Designer' })).toBeInTheDocument();
  });

  it('serves /work-with-designer too', () => {
    renderWithApp(<WorkWithDesignerPage />, { path: '/work-with-designer' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Work With a Designer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Work' })).toBeInTheDocument();
  });

  it('shows the sections of the spec', () => {
    renderHire();
    for (const name of [
      'Recent Work',
      'How It Works',
      'Choose Your Design Package',
      'Featured designers',
      'What our clients say',
      'Book your designer',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 3, name: /^Step \d:/ })).toHaveLength(4);
    const studio = screen.getByRole('region', { name: 'A studio homeowners recommend' });
    for (const stat of ['4.9', '310+', '500+', '98%']) {
      expect(within(studio).getByText(stat)).toBeInTheDocument();
    }
    expect(screen.getByRole('article', { name: 'Full Room Redesign' })).toHaveTextContent(
      'Most popular',
    );
    expect(screen.getByRole('region', { name: 'Client testimonials' })).toBeInTheDocument();
  });

  it('filters Recent Work by style', async () => {
    const { user } = renderHire();
    const filters = screen.getByRole('group', { name: 'Filter by style' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('9 projects')).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Coastal' }));
    expect(within(filters).getByRole('button', { name: 'Coastal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('2 Coastal projects')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seaside Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Loft Study' })).not.toBeInTheDocument();
  });

  it('says what the booking form is missing and focuses the first problem', async () => {
    const { user } = renderHire();
    await user.click(within(booking()).getByRole('button', { name: 'Book My Designer' }));
    const form = booking();
    expect(within(form).getByText('Please choose your room type.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose your budget range.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose your timeline.')).toBeInTheDocument();
    expect(
      within(form).getByText('Please choose your preferred contact method.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Please enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your email address.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Room type/)).toHaveFocus();
    expect(await db.requests.count()).toBe(0);
  });

  it('checks the email and phone formats', async () => {
    const { user } = renderHire();
    await fillBooking(user);
    const form = booking();
    await user.clear(within(form).getByLabelText(/^Email/));
    await user.type(within(form).getByLabelText(/^Email/), 'maya@example');
    await user.type(within(form).getByLabelText(/^Phone/), '123');
    await user.click(within(form).getByRole('button', { name: 'Book My Designer' }));
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveFocus();
  });

  it('confirms a booking and keeps one copy on the device, however often it is pressed', async () => {
    const { user } = renderHire();
    await fillBooking(user);
    const submit = within(booking()).getByRole('button', { name: 'Book My Designer' });
    await user.dblClick(submit);
    const sent = await within(booking()).findByRole('heading', { name: 'Booking request sent!' });
    // Focus moves to the confirmation once it has been drawn.
    await waitFor(() => expect(sent).toHaveFocus());
    const kept = await db.requests.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: 'booking',
      summary: 'Booking: Bedroom, $3,000 - $5,000, Package to suggest',
      fields: {
        package: '',
        roomType: 'bedroom',
        budget: '3000-5000',
        timeline: 'within-month',
        contactMethod: 'email',
        name: 'Maya Chen',
        email: 'maya@example.com',
        phone: '',
        description: '',
      },
    });
  });

  it('starts with the package a link names, and keeps the packages-page selection', async () => {
    window.history.replaceState(null, '', '/hire-designer#booking-form');
    // jsdom lays nothing out and has no scrolling of elements.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderHire('/hire-designer?package=complete&rooms=3&addons=paint');
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('booking-form'));
    const form = booking();
    expect(within(form).getByLabelText(/^Design package/)).toHaveValue('complete');
    expect(
      within(form).getByText(/Complete, 3 rooms, with Paint Consultation/),
    ).toBeInTheDocument();
    await fillBooking(user);
    await user.click(within(form).getByRole('button', { name: 'Book My Designer' }));
    await within(booking()).findByRole('heading', { name: 'Booking request sent!' });
    const [kept] = await db.requests.toArray();
    expect(kept?.fields.package).toBe('complete');
    expect(kept?.summary).toBe(
      'Booking: Bedroom, $3,000 - $5,000, Complete, 3 rooms, with Paint Consultation: $2,016.60 after the 20% multi-room discount',
    );
  });

  it('books a free consultation from the book-a-designer section', async () => {
    const { user } = renderHire();
    const section = consultation();
    expect(section).toHaveAttribute('id', 'book-a-designer');
    expect(within(section).getByRole('heading', { name: 'What you get' })).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { name: 'Your design partner' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Compare design packages' })).toHaveAttribute(
      'href',
      '/design-packages',
    );
    await user.click(within(section).getByRole('button', { name: 'Request Free Consultation' }));
    expect(within(section).getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Name/)).toHaveFocus();

    await user.type(within(section).getByLabelText(/^Name/), 'Sam Whitaker');
    await user.type(within(section).getByLabelText(/^Email/), 'sam@example.com');
    await user.type(within(section).getByLabelText(/^Phone/), '+1 555 010 2030');
    await user.selectOptions(within(section).getByLabelText(/^Room type/), 'home-office');
    await user.selectOptions(within(section).getByLabelText(/^Budget/), '3k-8k');
    await user.click(within(section).getByRole('button', { name: 'Request Free Consultation' }));
    expect(
      await within(consultation()).findByRole('heading', { name: 'Consultation requested!' }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await db.requests.count()).toBe(1));
    const [kept] = await db.requests.toArray();
    expect(kept).toMatchObject({
      kind: 'consultation',
      summary: 'Free consultation: Home office, $3k - $8k',
      fields: { name: 'Sam Whitaker', phone: '+1 555 010 2030', roomType: 'home-office' },
    });
  });
});
