import { useBrowserStore } from '../../lib/useBrowserValue.ts';
import {
  LOADING_SUBSCRIPTION,
  readSubscription,
  subscribeToSubscription,
} from './newsletterStore.ts';
import type { SubscriptionState } from './newsletterStore.ts';

/**
 * This device's newsletter subscription, live across every box and tab. The prerendered page
 * and its hydration show it loading; what the device holds follows right after.
 */
export function useNewsletterSubscription(): SubscriptionState {
  return useBrowserStore(subscribeToSubscription, readSubscription, LOADING_SUBSCRIPTION);
}
