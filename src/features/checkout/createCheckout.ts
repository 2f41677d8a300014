import type { SubscriptionPlan } from '../../lib/subscriptionTypes.ts';
import { loadBackend } from '../auth/index.ts';

/** The checkout belongs to an account that is no longer the one signed in on this device. */
export class CheckoutSignedOutError extends Error {
  constructor() {
    super('No signed-in user for this checkout');
    this.name = 'CheckoutSignedOutError';
  }
}

/**
 * Creates a checkout session (spec 02 section 7). The Idempotency-Key makes a resend of the
 * same press return the same session instead of a second one. A non-2xx answer rejects with
 * supabase-js's FunctionsHttpError (the Response is in `error.context`); no answer at all
 * rejects with FunctionsFetchError.
 */
export async function createCheckout(
  planType: SubscriptionPlan,
  idempotencyKey: string,
): Promise<{ url: string }> {
  const { supabase } = await loadBackend();
  const { data, error } = await supabase.functions.invoke<unknown>('create-checkout', {
    body: { planType },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (error) throw error;
  const url: unknown =
    typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || url === '') {
    throw new Error('create-checkout answered without a url');
  }
  return { url };
}

/**
 * Before a queued checkout goes out: the account that queued it must still be signed in. A
 * session that cannot be refreshed for want of a network rejects with supabase-js's
 * retryable error, so the call waits rather than ends.
 */
export async function ensureSignedInAs(userId: string): Promise<void> {
  const { supabase } = await loadBackend();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  if (data.session?.user.id !== userId) throw new CheckoutSignedOutError();
}
