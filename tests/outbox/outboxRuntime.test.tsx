import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { toast } from 'react-hot-toast';
import { db } from '../../src/lib/db.ts';
import type { OutboxRow } from '../../src/lib/outboxRules.ts';
import { authNoticeAtom } from '../../src/features/auth/authAtoms.ts';
import { createCheckout, ensureSignedInAs } from '../../src/features/checkout/createCheckout.ts';
import { pendingCallsAtom } from '../../src/features/outbox/outboxAtoms.ts';
import { queueCheckout, startOutbox } from '../../src/features/outbox/outboxClient.ts';
import { OUTBOX_MARKER_KEY } from '../../src/features/outbox/outboxMarker.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { registerQueuedCallHandlers } from '../../src/app/bootServices.ts';

vi.mock('../../src/features/checkout/createCheckout.ts', () => ({
  createCheckout: vi.fn(() => Promise.resolve({ url: 'https://pay.test/cs_1' })),
  ensureSignedInAs: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../src/features/auth/authCalls.ts', () => ({
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
}));

// As at the start of a visit: auth and checkout tell the outbox how to send their calls.
beforeAll(() => {
  registerQueuedCallHandlers();
});

afterEach(() => {
  act(() => toast.remove());
});

describe('the outbox at launch', () => {
  it('sends what the last visit queued, and explains the sign-in it could not keep', async () => {
    await db.delete({ disableAutoOpen: false });
    const leftOver: OutboxRow[] = [
      {
        id: 'checkout-1',
        kind: 'checkout',
        planType: 'designer',
        userId: 'user-1',
        createdAt: '2025-01-07T10:00:00.000Z',
        status: 'waiting',
      },
      {
        id: 'sign-in-1',
        kind: 'sign-in',
        email: 'maya@example.com',
        createdAt: '2025-01-07T10:01:00.000Z',
        status: 'waiting',
      },
    ];
    await db.outbox.bulkPut(leftOver);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AppToaster />);

    await act(async () => {
      await startOutbox();
    });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open checkout' })).toBeInTheDocument(),
    );
    expect(ensureSignedInAs).toHaveBeenCalledWith('user-1');
    expect(createCheckout).toHaveBeenCalledTimes(1);
    expect(createCheckout).toHaveBeenCalledWith('designer', 'checkout-1');
    expect(open).not.toHaveBeenCalled();

    const store = getDefaultStore();
    await waitFor(() =>
      expect(store.get(authNoticeAtom)).toMatchObject({
        email: 'maya@example.com',
        message:
          "Your sign-in didn't go through because the app was closed while offline. Please sign in again.",
      }),
    );
    expect(screen.getByText("Sign-in didn't go through")).toBeInTheDocument();
    await waitFor(() => expect(store.get(pendingCallsAtom)).toEqual([]));
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the mark the next visit reads', () => {
  it('holds the count of waiting calls, and 0 once they are sent', async () => {
    await act(async () => {
      await startOutbox();
    });
    let answer: (value: { url: string }) => void = () => undefined;
    vi.mocked(createCheckout).mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    render(<AppToaster />);
    await act(async () => {
      await queueCheckout('designer', 'user-1', 'checkout-2');
    });
    await waitFor(() => expect(localStorage.getItem(OUTBOX_MARKER_KEY)).toBe('1'));
    await waitFor(() => expect(createCheckout).toHaveBeenCalledWith('designer', 'checkout-2'));
    act(() => answer({ url: 'https://pay.test/cs_2' }));
    await waitFor(() => expect(localStorage.getItem(OUTBOX_MARKER_KEY)).toBe('0'));
    expect(await db.outbox.count()).toBe(0);
  });
});
