import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { toast } from 'react-hot-toast';
import { sessionAtom } from '../../src/features/auth/authAtoms.ts';
import { createCheckout } from '../../src/features/checkout/createCheckout.ts';
import { startCheckout } from '../../src/features/checkout/startCheckout.ts';
import { cancelPendingCalls, queueCheckout } from '../../src/features/outbox/outboxClient.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { notify } from '../../src/ui/notify.tsx';
import { fakeSession } from '../shell/renderWithApp.tsx';

vi.mock('../../src/features/checkout/createCheckout.ts', () => ({ createCheckout: vi.fn() }));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  queueCheckout: vi.fn(() => Promise.resolve()),
  cancelPendingCalls: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

const URL_ = 'http://localhost/_emulator/checkout/cs_1';

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  act(() => toast.remove());
});

function signedInStore() {
  const store = createStore();
  store.set(sessionAtom, fakeSession());
  return store;
}

const online = () => true;

describe('startCheckout', () => {
  it('asks a signed-out user to sign in, and makes no call', async () => {
    expect(await startCheckout('premium', { store: createStore(), isOnline: online })).toBe(
      'signed-out',
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please sign in to subscribe to a plan.',
      variant: 'destructive',
    });
    expect(createCheckout).not.toHaveBeenCalled();
    expect(queueCheckout).not.toHaveBeenCalled();
  });

  it('opens the checkout url in a new tab, keyed by a fresh id', async () => {
    const tab = { opener: {} } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    vi.mocked(createCheckout).mockResolvedValue({ url: URL_ });
    expect(
      await startCheckout('premium-yearly', { store: signedInStore(), isOnline: online }),
    ).toBe('opened');
    const [planType, key] = vi.mocked(createCheckout).mock.calls[0] ?? [];
    expect(planType).toBe('premium-yearly');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(open).toHaveBeenCalledWith(URL_, '_blank');
    expect(tab.opener).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('offers an "Open checkout" button when the browser blocks the new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.mocked(createCheckout).mockResolvedValue({ url: URL_ });
    const user = userEvent.setup();
    render(<AppToaster />);
    let result: unknown;
    await act(async () => {
      result = await startCheckout('designer', { store: signedInStore(), isOnline: online });
    });
    expect(result).toBe('offered');
    expect(await screen.findByText('Designer+: finish paying in a new tab.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open checkout' }));
    expect(open).toHaveBeenLastCalledWith(URL_, '_blank');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('shows the Error toast and logs when the checkout fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError',
      context: new Response('{}', { status: 500 }),
    });
    vi.mocked(createCheckout).mockRejectedValue(failure);
    expect(await startCheckout('premium', { store: signedInStore(), isOnline: online })).toBe(
      'failed',
    );
    expect(notify).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to start checkout. Please try again.',
      variant: 'destructive',
    });
    expect(log).toHaveBeenCalledWith('Checkout failed', failure);
  });

  it('asks to sign in again when the server refuses the user (401)', async () => {
    vi.mocked(createCheckout).mockRejectedValue(
      Object.assign(new Error('x'), {
        name: 'FunctionsHttpError',
        context: new Response('{}', { status: 401 }),
      }),
    );
    expect(await startCheckout('premium', { store: signedInStore(), isOnline: online })).toBe(
      'signed-out',
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Authentication Required' }),
    );
  });

  it('queues the checkout while offline, without calling', async () => {
    expect(await startCheckout('premium', { store: signedInStore(), isOnline: () => false })).toBe(
      'queued',
    );
    expect(createCheckout).not.toHaveBeenCalled();
    expect(queueCheckout).toHaveBeenCalledWith('premium', 'user-1', expect.any(String));
  });

  it('queues under the same id a call that got no answer, so it is never created twice', async () => {
    vi.mocked(createCheckout).mockRejectedValue(
      Object.assign(new Error('Failed to send a request to the Edge Function'), {
        name: 'FunctionsFetchError',
      }),
    );
    expect(await startCheckout('designer', { store: signedInStore(), isOnline: online })).toBe(
      'queued',
    );
    const key = vi.mocked(createCheckout).mock.calls[0]?.[1];
    expect(queueCheckout).toHaveBeenCalledWith('designer', 'user-1', key);
    expect(notify).not.toHaveBeenCalled();
  });

  it("replaces the account's checkout still waiting", async () => {
    vi.mocked(createCheckout).mockResolvedValue({ url: URL_ });
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await startCheckout('premium', { store: signedInStore(), isOnline: online });
    const matches = vi.mocked(cancelPendingCalls).mock.calls[0]?.[0];
    expect(matches?.({ kind: 'checkout', userId: 'user-1' } as never)).toBe(true);
    expect(matches?.({ kind: 'checkout', userId: 'user-2' } as never)).toBe(false);
    expect(matches?.({ kind: 'sign-in' } as never)).toBe(false);
  });
});
