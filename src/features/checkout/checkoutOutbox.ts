import type { OutboxEvent } from '../../lib/outbox.ts';
import type { OutboxRow } from '../../lib/outboxRules.ts';
import type { OutboxHandler } from '../outbox/index.ts';
import {
  isSignInRequired,
  notifyCheckoutFailed,
  notifySignInRequired,
  offerCheckout,
} from './checkoutNotices.tsx';
import { createCheckout, ensureSignedInAs } from './createCheckout.ts';

/**
 * Sends a queued checkout on behalf of the account that queued it, under its row id as the
 * Idempotency-Key, so a resend after a closed tab yields the same checkout session.
 */
export async function sendQueuedCheckout(row: OutboxRow): Promise<unknown> {
  if (row.kind !== 'checkout') throw new Error('Only a checkout is sent here');
  await ensureSignedInAs(row.userId);
  return createCheckout(row.planType, row.id);
}

function urlOf(value: unknown): string | undefined {
  const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : '';
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/**
 * Tells the user how a queued checkout ended. It comes back without the tap that would let a
 * new tab open, so the checkout is offered in a toast whose button opens it.
 */
export function reportQueuedCheckout(event: OutboxEvent): void {
  const { row } = event;
  if (row.kind !== 'checkout') return;
  if (event.type === 'sent') {
    const url = urlOf(event.value);
    if (url) offerCheckout(url, row.planType);
    else notifyCheckoutFailed(new Error('create-checkout answered without a url'));
  } else if (event.type === 'failed') {
    if (isSignInRequired(event.error)) notifySignInRequired();
    else notifyCheckoutFailed(event.error);
  }
}

/** What the outbox does with queued checkouts. */
export const checkoutOutboxHandler: OutboxHandler = {
  send: (row) => sendQueuedCheckout(row),
  report: (event) => reportQueuedCheckout(event),
};
