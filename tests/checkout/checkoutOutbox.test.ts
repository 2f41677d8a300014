// @vitest-environment node
import { sendQueuedCheckout } from '../../src/features/checkout/checkoutOutbox.ts';
import { createCheckout, ensureSignedInAs } from '../../src/features/checkout/createCheckout.ts';
import type { CheckoutOutboxRow } from '../../src/lib/outboxRules.ts';

vi.mock('../../src/features/checkout/createCheckout.ts', () => ({
  createCheckout: vi.fn(() => Promise.resolve({ url: 'https://pay.test/cs_1' })),
  ensureSignedInAs: vi.fn(() => Promise.resolve()),
}));

const ROW: CheckoutOutboxRow = {
  id: 'checkout-1',
  kind: 'checkout',
  planType: 'premium-yearly',
  userId: 'user-1',
  createdAt: '2025-01-07T10:00:00.000Z',
  status: 'sending',
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('a queued checkout, sent', () => {
  it('goes out for the account that queued it, with its row id as the Idempotency-Key', async () => {
    await expect(sendQueuedCheckout(ROW)).resolves.toEqual({ url: 'https://pay.test/cs_1' });
    expect(ensureSignedInAs).toHaveBeenCalledWith('user-1');
    expect(createCheckout).toHaveBeenCalledWith('premium-yearly', 'checkout-1');
  });

  it('is not sent when another account is signed in now', async () => {
    vi.mocked(ensureSignedInAs).mockRejectedValueOnce(
      Object.assign(new Error('No signed-in user for this checkout'), {
        name: 'CheckoutSignedOutError',
      }),
    );
    await expect(sendQueuedCheckout(ROW)).rejects.toThrow('No signed-in user');
    expect(createCheckout).not.toHaveBeenCalled();
  });
});
