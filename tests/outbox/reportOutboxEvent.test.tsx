import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { toast } from 'react-hot-toast';
import { authNoticeAtom } from '../../src/features/auth/authAtoms.ts';
import { authOutboxHandler } from '../../src/features/auth/authOutbox.ts';
import { checkoutOutboxHandler } from '../../src/features/checkout/checkoutOutbox.ts';
import type { OutboxEvent } from '../../src/lib/outbox.ts';
import type { AuthOutboxRow, CheckoutOutboxRow } from '../../src/lib/outboxRules.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { notify } from '../../src/ui/notify.tsx';

vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

beforeEach(() => {
  vi.clearAllMocks();
});

/** As the outbox runtime does: each kind of call is reported by the feature that made it. */
function reportOutboxEvent(event: OutboxEvent, store: ReturnType<typeof createStore>): void {
  const handler = event.row.kind === 'checkout' ? checkoutOutboxHandler : authOutboxHandler;
  handler.report(event, store);
}

afterEach(() => {
  act(() => toast.remove());
});

const SIGN_IN: AuthOutboxRow = {
  id: 'call-1',
  kind: 'sign-in',
  email: 'maya@example.com',
  createdAt: '2025-01-07T10:00:00.000Z',
  status: 'sending',
};

const CHECKOUT: CheckoutOutboxRow = {
  id: 'call-2',
  kind: 'checkout',
  planType: 'premium',
  userId: 'user-1',
  createdAt: '2025-01-07T10:00:00.000Z',
  status: 'sending',
};

describe('how a queued call ends, as the user hears it', () => {
  it('welcomes a replayed sign-in like a direct one', () => {
    reportOutboxEvent({ type: 'sent', row: SIGN_IN, value: null }, createStore());
    expect(notify).toHaveBeenCalledWith({
      title: 'Welcome back!',
      description: "You've successfully signed in to your account.",
    });
  });

  it('confirms a replayed sign-up', () => {
    reportOutboxEvent(
      { type: 'sent', row: { ...SIGN_IN, kind: 'sign-up' }, value: null },
      createStore(),
    );
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account created!' }));
  });

  it('maps a refused sign-in through the catalogue, for the banner and a toast', () => {
    const store = createStore();
    const error = Object.assign(new Error('Invalid login credentials'), {
      name: 'AuthApiError',
      status: 400,
      __isAuthError: true,
    });
    reportOutboxEvent({ type: 'failed', row: SIGN_IN, error }, store);
    const message = 'Invalid email or password. Please check your credentials and try again.';
    expect(store.get(authNoticeAtom)).toEqual({
      id: 'call-1',
      tab: 'signin',
      email: 'maya@example.com',
      message,
    });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: message, variant: 'destructive' }),
    );
  });

  it('says a sign-up was lost with the closed app, and asks again', () => {
    const store = createStore();
    reportOutboxEvent({ type: 'lost', row: { ...SIGN_IN, kind: 'sign-up' } }, store);
    const message =
      "Your sign-up didn't go through because the app was closed while offline. Please sign up again.";
    expect(store.get(authNoticeAtom)).toMatchObject({ tab: 'signup', message });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: message }));
  });

  it('offers "Open checkout" for a replayed checkout, and opens it on click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<AppToaster />);
    act(() =>
      reportOutboxEvent(
        { type: 'sent', row: CHECKOUT, value: { url: 'https://pay.test/cs_1' } },
        createStore(),
      ),
    );
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText('Your checkout is ready')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open checkout' }));
    expect(open).toHaveBeenCalledWith('https://pay.test/cs_1', '_blank');
  });

  it('keeps the "Open checkout" toast until it is dismissed', async () => {
    vi.useFakeTimers();
    try {
      render(<AppToaster />);
      act(() =>
        reportOutboxEvent(
          { type: 'sent', row: CHECKOUT, value: { url: 'https://pay.test/cs_2' } },
          createStore(),
        ),
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(120_000);
      });
      expect(screen.getByRole('button', { name: 'Open checkout' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a user who signed out to sign in; other refusals get the Error toast', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unauthorised = Object.assign(new Error('x'), {
      name: 'FunctionsHttpError',
      context: new Response('{}', { status: 401 }),
    });
    reportOutboxEvent({ type: 'failed', row: CHECKOUT, error: unauthorised }, createStore());
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Authentication Required',
      description: 'Please sign in to subscribe to a plan.',
      variant: 'destructive',
    });
    const invalid = Object.assign(new Error('x'), {
      name: 'FunctionsHttpError',
      context: new Response('{}', { status: 400 }),
    });
    reportOutboxEvent({ type: 'failed', row: CHECKOUT, error: invalid }, createStore());
    expect(notify).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'Failed to start checkout. Please try again.',
      variant: 'destructive',
    });
  });
});
