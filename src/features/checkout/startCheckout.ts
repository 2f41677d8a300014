import { getDefaultStore } from 'jotai';
import { classifyFailure } from '../../lib/outboxRules.ts';
import { userAtom } from '../auth/index.ts';
import { cancelPendingCalls, queueCheckout } from '../outbox/index.ts';
import {
  isSignInRequired,
  notifyCheckoutFailed,
  notifySignInRequired,
  openCheckout,
} from './checkoutNotices.tsx';
import { createCheckout } from './createCheckout.ts';
import type { SubscriptionPlan } from '../../lib/subscriptionTypes.ts';
import { isOnline as appIsOnline } from '../../lib/connectivityMonitor.ts';

type Store = ReturnType<typeof getDefaultStore>;

/** How a press of a plan's checkout button ended. */
export type CheckoutResult = 'opened' | 'offered' | 'queued' | 'signed-out' | 'failed';

export interface CheckoutOptions {
  store?: Store;
  isOnline?: () => boolean;
}

/**
 * Starts a checkout for a plan (spec 02 sections 6-8): signed-in users only; the session's
 * url opens in a new tab. With no connection the call is queued under the id it would have
 * been sent with, so a request that did reach the server is not repeated as a second session.
 */
export async function startCheckout(
  planType: SubscriptionPlan,
  { store = getDefaultStore(), isOnline = appIsOnline }: CheckoutOptions = {},
): Promise<CheckoutResult> {
  const user = store.get(userAtom);
  if (!user) {
    notifySignInRequired();
    return 'signed-out';
  }
  const id = crypto.randomUUID();
  try {
    // The latest press replaces a checkout still waiting for the connection.
    await cancelPendingCalls((call) => call.kind === 'checkout' && call.userId === user.id, store);
    if (!isOnline()) {
      await queueCheckout(planType, user.id, id);
      return 'queued';
    }
    const { url } = await createCheckout(planType, id);
    return openCheckout(url, planType) ? 'opened' : 'offered';
  } catch (error: unknown) {
    if (classifyFailure(error) === 'offline') {
      try {
        await queueCheckout(planType, user.id, id);
        return 'queued';
      } catch (queueError: unknown) {
        notifyCheckoutFailed(queueError);
        return 'failed';
      }
    }
    if (isSignInRequired(error)) {
      notifySignInRequired();
      return 'signed-out';
    }
    notifyCheckoutFailed(error);
    return 'failed';
  }
}
