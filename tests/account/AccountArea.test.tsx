import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { vi } from 'vitest';
import type { Session } from '@supabase/supabase-js';
import { db } from '../../src/lib/db.ts';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import { AccountArea } from '../../src/features/account/AccountArea.tsx';
import { sessionAtom } from '../../src/features/auth/authAtoms.ts';
import { PROFILE_MESSAGES } from '../../src/features/auth/index.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { fakeSession, renderWithApp } from '../shell/renderWithApp.tsx';

// IndexedDB round trips in jsdom can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const backend = vi.hoisted(() => ({
  getSession: vi.fn(),
  updateUser: vi.fn(),
}));

vi.mock('../../src/lib/backend.ts', () => ({
  supabase: {
    auth: {
      getSession: backend.getSession,
      updateUser: backend.updateUser,
      onAuthStateChange: () => undefined,
    },
  },
}));

class QuietObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  vi.stubGlobal('ResizeObserver', QuietObserver);
  backend.getSession.mockReset();
  backend.updateUser.mockReset();
});

afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

function renderAccount(session: Session | null) {
  return renderWithApp(
    <>
      <AccountArea title="My Account" />
      <AppToaster />
    </>,
    { path: '/account', session },
  );
}

const header = () => screen.getByText('Premium Member').closest('section') as HTMLElement;

describe('the account header', { timeout: 20_000 }, () => {
  it('shows the full name, its initial and the membership', () => {
    renderAccount(fakeSession('maya@example.com', { full_name: 'Maya Lin' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    expect(within(header()).getByText('Maya Lin')).toBeVisible();
    expect(within(header()).getByText('M')).toBeVisible();
    expect(within(header()).getByText('Member since Jan 2024')).toBeVisible();
    expect(within(header()).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });

  it("falls back to the e-mail's first part, then to 'User'", () => {
    const { unmount } = renderAccount(fakeSession('jo.park@example.com'));
    expect(within(header()).getByText('jo.park')).toBeVisible();
    unmount();
    renderAccount(null);
    expect(within(header()).getByText('User')).toBeVisible();
    expect(within(header()).getByText('U')).toBeVisible();
  });
});

describe('the tabs', { timeout: 20_000 }, () => {
  it('open on the overview: active designs with progress, 3 messages, 2 orders', () => {
    renderAccount(null);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Overview',
      'My Designs',
      'Orders',
      'Messages',
      'Account',
      'Sign-in and security',
      'Support',
    ]);
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    const bars = within(overview).getAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAttribute('aria-valuenow', '65');
    expect(within(overview).getAllByRole('link', { name: /^Continue/ })).toHaveLength(2);
    expect(
      within(overview).getByRole('link', { name: 'Continue, Japandi Living Room' }),
    ).toHaveAttribute('href', '/design-dashboard');
    const messages = within(overview).getByRole('heading', { name: 'Recent Messages' })
      .parentElement?.nextElementSibling as HTMLElement;
    expect(within(messages).getAllByRole('listitem')).toHaveLength(3);
    for (const role of ['Design Consultant', 'Support Team', 'Interior Designer']) {
      expect(within(messages).getByText(role)).toBeVisible();
    }
    const orders = within(overview).getByRole('heading', { name: 'Recent Orders' }).parentElement
      ?.nextElementSibling as HTMLElement;
    expect(
      within(orders)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ORD-481', 'ORD-476']);
    expect(within(orders).getByText('in transit')).toBeVisible();
    expect(within(orders).getByText('delivered')).toBeVisible();
    expect(within(orders).getByRole('button', { name: 'Track Package' })).toBeVisible();
    expect(within(orders).getByRole('link', { name: 'Leave Review' })).toHaveAttribute(
      'href',
      '/reviews',
    );
  });

  it('show every design with Continue or Edit, every order and every message', async () => {
    const user = userEvent.setup();
    renderAccount(null);
    await user.click(screen.getByRole('tab', { name: 'My Designs' }));
    const designs = screen.getByRole('tabpanel', { name: 'My Designs' });
    expect(within(designs).getAllByText('in progress')).toHaveLength(2);
    expect(within(designs).getByText('completed')).toBeVisible();
    expect(within(designs).getByText('saved')).toBeVisible();
    expect(within(designs).getAllByRole('link', { name: /^Edit/ })).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    const orders = screen.getByRole('tabpanel', { name: 'Orders' });
    expect(within(orders).getAllByRole('link', { name: 'Leave Review' })).toHaveLength(2);
    await user.click(within(orders).getByRole('button', { name: 'Track Package' }));
    const tracking = screen.getByRole('dialog', { name: 'Track ORD-481' });
    expect(within(tracking).getByText('On its way').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(within(tracking).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const messages = screen.getByRole('tabpanel', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(4);
    expect(within(messages).getByText('2 unread')).toBeVisible();
  });

  it('Edit Profile opens the Account tab on the Full Name field', async () => {
    const user = userEvent.setup();
    renderAccount(fakeSession('maya@example.com', { full_name: 'Maya Lin' }));
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const panel = screen.getByRole('tabpanel', { name: 'Account' });
    await waitFor(() => expect(within(panel).getByLabelText('Full Name')).toHaveFocus());
    expect(within(panel).getByLabelText('Full Name')).toHaveValue('Maya Lin');
    expect(within(panel).getByLabelText('Email')).toBeDisabled();
    expect(within(panel).getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(within(panel).getByText('Premium Plan')).toBeVisible();
    for (const name of ['Download Invoices', 'Billing History']) {
      expect(within(panel).getByRole('button', { name })).toBeVisible();
    }
    expect(within(panel).getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });
});

describe('the profile form', { timeout: 20_000 }, () => {
  it('saves the name and phone, and the header shows the new name at once', async () => {
    const user = userEvent.setup();
    const session = fakeSession('maya@example.com', { full_name: 'Maya' });
    const { store } = renderAccount(session);
    backend.getSession.mockResolvedValue({ data: { session } });
    backend.updateUser.mockImplementation(
      (attributes: { data: { full_name: string }; phone?: string }) => {
        // supabase-js reports USER_UPDATED with the new user; the auth atoms take it.
        store.set(sessionAtom, {
          ...session,
          user: { ...session.user, user_metadata: attributes.data, phone: attributes.phone },
        });
        return Promise.resolve({ data: {}, error: null });
      },
    );
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Maya Okafor');
    await user.type(screen.getByLabelText('Phone Number'), '+15550100');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_MESSAGES.saved.title)).toBeInTheDocument();
    expect(backend.updateUser).toHaveBeenCalledWith({
      data: { full_name: 'Maya Okafor' },
      phone: '+15550100',
    });
    expect(within(header()).getByText('Maya Okafor')).toBeVisible();
  });

  it('says it cannot send offline, and keeps what was typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAccount(fakeSession('maya@example.com', { full_name: 'Maya' }));
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.type(screen.getByLabelText('Full Name'), ' Okafor');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.offline);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Maya Okafor');
    expect(backend.updateUser).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in, keeping what was typed', async () => {
    const user = userEvent.setup();
    backend.getSession.mockResolvedValue({ data: { session: null } });
    renderAccount(null);
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.type(screen.getByLabelText('Full Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.signedOut);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Sam');
  });

  it("shows the backend's message when the change is refused", async () => {
    const user = userEvent.setup();
    const session = fakeSession();
    backend.getSession.mockResolvedValue({ data: { session } });
    backend.updateUser.mockResolvedValue({
      data: {},
      error: { name: 'AuthApiError', status: 422, message: 'Invalid phone number format' },
    });
    renderAccount(session);
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await user.type(screen.getByLabelText('Phone Number'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number format');
  });
});

describe('data on this device', { timeout: 20_000 }, () => {
  it('counts what is kept and clears it after confirming, leaving the account signed in', async () => {
    const user = userEvent.setup();
    const now = new Date().toISOString();
    await db.rooms.add({ id: 'r1', name: 'Den', items: [], savedAt: now });
    await db.cart.add({
      id: 'c1',
      productId: 'sage-cloud-sofa',
      x: 0,
      y: 0,
      order: 0,
      addedAt: now,
    });
    await db.scans.add({ id: 's1', name: 'Living room', completedAt: now });
    await db.roomPlans.add({
      id: 'plan-1',
      name: 'Living room',
      plan: newRectanglePlan(500, 400),
      scanId: 's1',
      createdAt: now,
      updatedAt: now,
    });
    const { store } = renderAccount(fakeSession('maya@example.com', { full_name: 'Maya' }));
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    const card = screen.getByRole('heading', { name: 'Data on this device' }).closest('section');
    const count = (label: string) =>
      within(card as HTMLElement).getByText(label).nextElementSibling?.textContent;
    await waitFor(() => expect(count('Saved rooms')).toBe('1'));
    expect(count('Room cart items')).toBe('1');
    expect(count('Completed scans')).toBe('1');
    expect(count('Room plans')).toBe('1');
    expect(count('Onboarding answers')).toBe('None');

    await user.click(screen.getByRole('button', { name: 'Clear data on this device' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear data on this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Data' }));
    await waitFor(() => expect(count('Saved rooms')).toBe('0'));
    expect(count('Room cart items')).toBe('0');
    expect(count('Room plans')).toBe('0');
    expect(await db.rooms.count()).toBe(0);
    expect(await db.roomPlans.count()).toBe(0);
    expect(store.get(sessionAtom)).not.toBeNull();
    expect(within(header()).getByText('Maya')).toBeVisible();
  });
});

describe('the support tab', { timeout: 20_000 }, () => {
  it('offers the four ways to get help and lists the requests sent from this device', async () => {
    const user = userEvent.setup();
    await db.requests.bulkAdd([
      {
        id: 'q1',
        kind: 'contact',
        summary: 'Contact: delivery question',
        fields: {},
        createdAt: '2026-03-01T09:00:00.000Z',
        sentOffline: false,
      },
      {
        id: 'q2',
        kind: 'booking',
        summary: 'Booking: Living room, $1,000-$3,000',
        fields: {},
        createdAt: '2026-03-02T09:00:00.000Z',
        sentOffline: true,
      },
    ]);
    renderAccount(null);
    await user.click(screen.getByRole('tab', { name: 'Support' }));
    const panel = screen.getByRole('tabpanel', { name: 'Support' });
    for (const title of ['Live Chat', 'Help Center', 'Schedule Call', 'Schedule Consultation']) {
      expect(within(panel).getByRole('heading', { name: title })).toBeVisible();
    }
    const summaries = await within(panel).findAllByText(/^(Contact|Booking):/);
    expect(summaries.map((item) => item.textContent)).toEqual([
      'Booking: Living room, $1,000-$3,000',
      'Contact: delivery question',
    ]);
    expect(within(panel).getByText(/saved while offline/)).toBeVisible();
  });
});
