import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingCall } from '../../src/lib/outboxRules.ts';
import { onlineAtom } from '../../src/lib/connectivity.ts';
import { pendingCallsAtom } from '../../src/features/outbox/outboxAtoms.ts';
import { cancelPendingCall } from '../../src/features/outbox/outboxClient.ts';
import { PendingCalls } from '../../src/shell/PendingCalls.tsx';
import { TopBar } from '../../src/shell/TopBar.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';

vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  cancelPendingCall: vi.fn(() => Promise.resolve(true)),
}));

beforeEach(() => {
  vi.clearAllMocks();
});

const SIGN_IN: PendingCall = {
  id: 'call-1',
  kind: 'sign-in',
  email: 'a@b.com',
  createdAt: '2025-01-07T10:00:00.000Z',
  status: 'waiting',
  retrying: false,
};

const CHECKOUT: PendingCall = {
  id: 'call-2',
  kind: 'checkout',
  planType: 'premium',
  userId: 'user-1',
  createdAt: '2025-01-07T10:01:00.000Z',
  status: 'waiting',
  retrying: false,
};

describe('waiting calls in the shell', () => {
  it('shows nothing when no call is waiting', () => {
    renderWithApp(<TopBar />);
    expect(
      screen.queryByRole('button', { name: /waiting calls? to send/ }),
    ).not.toBeInTheDocument();
  });

  it('counts the waiting calls in the top bar', () => {
    const { store } = renderWithApp(<TopBar />);
    act(() => store.set(pendingCallsAtom, [SIGN_IN, CHECKOUT]));
    // The name starts with what the pill shows ("2 waiting") and says what is waiting.
    const pill = screen.getByRole('button', { name: '2 waiting calls to send' });
    expect(within(pill).getByText('waiting')).not.toHaveClass('visually-hidden');
    expect(within(pill).getByText('calls to send')).toHaveClass('visually-hidden');
    act(() => store.set(pendingCallsAtom, [CHECKOUT]));
    expect(screen.getByRole('button', { name: '1 waiting call to send' })).toBeInTheDocument();
  });

  it('lists them, each with Cancel', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<PendingCalls />);
    act(() => {
      store.set(onlineAtom, false);
      store.set(pendingCallsAtom, [SIGN_IN, { ...CHECKOUT, status: 'sending' }]);
    });
    await user.click(screen.getByRole('button', { name: '2 waiting calls to send' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Waiting to send' },
      // The dialog's code loads on first open, which takes a while on a busy machine.
      { timeout: 5000 },
    );
    expect(
      within(dialog).getByText('Sign in as a@b.com — waiting for connection'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Checkout: Premium monthly — sending now')).toBeInTheDocument();
    const [first, second] = within(dialog).getAllByRole('button', { name: 'Cancel' });
    if (!first || !second) throw new Error('expected two Cancel buttons');
    expect(first).toHaveAccessibleDescription('Sign in as a@b.com — waiting for connection');
    // A call already on its way cannot be taken back.
    expect(second).toBeDisabled();
    await user.click(first);
    expect(cancelPendingCall).toHaveBeenCalledWith('call-1');
  });

  it('says when a call is being retried after a server error', async () => {
    const user = userEvent.setup();
    const { store } = renderWithApp(<PendingCalls />);
    act(() =>
      store.set(pendingCallsAtom, [
        { ...CHECKOUT, planType: 'premium-yearly', retrying: true },
        { ...SIGN_IN, kind: 'sign-up' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: '2 waiting calls to send' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Checkout: Premium yearly — retrying shortly')).toBeVisible();
    expect(within(dialog).getByText('Sign up as a@b.com — waiting for connection')).toBeVisible();
  });
});
