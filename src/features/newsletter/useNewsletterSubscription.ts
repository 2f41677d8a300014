import { useSyncExternalStore } from 'react';
import {
  LOADING_SUBSCRIPTION,
  readSubscription,
  subscribeToSubscription,
} from './newsletterStore.ts';
import type { SubscriptionState } from './newsletterStore.ts';

const serverSubscription = (): SubscriptionState => LOADING_SUBSCRIPTION;

/**
 * This device's newsletter subscription, live across every box and tab. The prerendered page
 * and its hydration show it loading; what the device holds follows right after.
 */
export function useNewsletterSubscription(): SubscriptionState {
  return useSyncExternalStore(subscribeToSubscription, readSubscription, serverSubscription);
}
