import { useSyncExternalStore } from 'react';
import { readSubscription, subscribeToSubscription } from './newsletterStore.ts';
import type { SubscriptionState } from './newsletterStore.ts';

/** This device's newsletter subscription, live across every box and tab. */
export function useNewsletterSubscription(): SubscriptionState {
  return useSyncExternalStore(subscribeToSubscription, readSubscription, readSubscription);
}
