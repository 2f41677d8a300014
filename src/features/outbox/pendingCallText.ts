import type { PendingCall } from '../../lib/outboxRules.ts';
import { SUBSCRIPTION_LABELS } from '../../lib/subscriptionTypes.ts';

/** "Sign in as a@b.com", "Checkout: Premium monthly" ... */
export function pendingCallTitle(call: PendingCall): string {
  switch (call.kind) {
    case 'sign-in':
      return `Sign in as ${call.email}`;
    case 'sign-up':
      return `Sign up as ${call.email}`;
    case 'second-step':
      return 'Two-step sign-in code';
    case 'checkout':
      return `Checkout: ${SUBSCRIPTION_LABELS[call.planType]}`;
  }
}

export function pendingCallState(call: PendingCall): string {
  if (call.status === 'sending') return 'sending now';
  return call.retrying ? 'retrying shortly' : 'waiting for connection';
}
