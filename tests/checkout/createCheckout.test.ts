// @vitest-environment node
import { supabase } from '../../src/lib/backend.ts';
import {
  CheckoutSignedOutError,
  createCheckout,
  ensureSignedInAs,
} from '../../src/features/checkout/createCheckout.ts';
import { fakeSession } from '../shell/renderWithApp.tsx';

vi.mock('../../src/lib/backend.ts', () => ({
  supabase: {
    functions: { invoke: vi.fn() },
    auth: { getSession: vi.fn(), onAuthStateChange: vi.fn() },
  },
}));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('createCheckout', () => {
  it('invokes create-checkout with the plan and the Idempotency-Key', async () => {
    vi.mocked(supabase.functions.invoke).mockResolvedValue({
      data: { url: 'https://pay.test/cs_1' },
      error: null,
      response: undefined,
    } as never);
    expect(await createCheckout('premium', 'key-1')).toEqual({ url: 'https://pay.test/cs_1' });
    expect(supabase.functions.invoke).toHaveBeenCalledWith('create-checkout', {
      body: { planType: 'premium' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });

  it('rejects with the error functions.invoke reports', async () => {
    const error = Object.assign(new Error('non-2xx'), { name: 'FunctionsHttpError' });
    vi.mocked(supabase.functions.invoke).mockResolvedValue({ data: null, error } as never);
    await expect(createCheckout('designer', 'key-2')).rejects.toBe(error);
  });

  it('rejects an answer without a url', async () => {
    vi.mocked(supabase.functions.invoke).mockResolvedValue({ data: {}, error: null } as never);
    await expect(createCheckout('designer', 'key-3')).rejects.toThrow('without a url');
  });
});

describe('ensureSignedInAs', () => {
  it('passes for the account that queued the checkout', async () => {
    vi.mocked(supabase.auth.getSession).mockResolvedValue({
      data: { session: fakeSession() },
      error: null,
    });
    await expect(ensureSignedInAs('user-1')).resolves.toBeUndefined();
  });

  it('refuses once that account has signed out', async () => {
    vi.mocked(supabase.auth.getSession).mockResolvedValue({
      data: { session: null },
      error: null,
    });
    await expect(ensureSignedInAs('user-1')).rejects.toBeInstanceOf(CheckoutSignedOutError);
  });

  it('passes on the error of a refresh that could not reach the server', async () => {
    const offline = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthRetryableFetchError',
      status: 0,
    });
    vi.mocked(supabase.auth.getSession).mockResolvedValue({
      data: { session: null },
      error: offline,
    } as never);
    await expect(ensureSignedInAs('user-1')).rejects.toBe(offline);
  });
});
