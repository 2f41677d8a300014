import type { getDefaultStore } from 'jotai';
import type { OutboxEvent } from '../../lib/outbox.ts';
import { notify } from '../../ui/notify.tsx';
import { authNoticeAtom, secondStepDueAtom, secondStepNoticeAtom } from '../auth/index.ts';
import {
  AUTH_MESSAGES,
  SECURITY_MESSAGES,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  authErrorMessage,
  isAuthError,
  lostCredentialsMessage,
} from '../auth/index.ts';
import {
  isSignInRequired,
  notifyCheckoutFailed,
  notifySignInRequired,
  offerCheckout,
} from '../checkout/index.ts';
import { StaleCodeError } from './sendQueuedCall.ts';

type Store = ReturnType<typeof getDefaultStore>;

function urlOf(value: unknown): string | undefined {
  const url = typeof value === 'object' && value !== null ? (value as { url?: unknown }).url : '';
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/**
 * Tells the user how a queued call ended, with the same words as when it is made online. A
 * successful sign-in needs no navigation here: /auth follows the session to /dashboard.
 */
export function reportOutboxEvent(event: OutboxEvent, store: Store): void {
  const { row } = event;
  if (row.kind === 'checkout') {
    if (event.type === 'sent') {
      const url = urlOf(event.value);
      if (url) offerCheckout(url, row.planType);
      else notifyCheckoutFailed(new Error('create-checkout answered without a url'));
    } else if (event.type === 'failed') {
      if (isSignInRequired(event.error)) notifySignInRequired();
      else notifyCheckoutFailed(event.error);
    }
    return;
  }

  if (row.kind === 'second-step') {
    if (event.type === 'sent') {
      notify(SIGN_IN_SUCCESS);
      return;
    }
    let message: string;
    if (event.type === 'lost') message = SECURITY_MESSAGES.lostCode;
    else if (event.error instanceof StaleCodeError) message = SECURITY_MESSAGES.staleCode;
    else if (isAuthError(event.error)) message = authErrorMessage(event.error);
    else {
      console.error('The queued sign-in code failed', event.error);
      message = AUTH_MESSAGES.unexpected;
    }
    store.set(secondStepNoticeAtom, { id: row.id, message });
    notify({ title: "Sign-in didn't go through", description: message, variant: 'destructive' });
    return;
  }

  const signIn = row.kind === 'sign-in';
  if (event.type === 'sent') {
    // A password that opens a two-step account is not a sign-in yet: /auth asks for the code.
    if (signIn && store.get(secondStepDueAtom)) return;
    notify(signIn ? SIGN_IN_SUCCESS : SIGN_UP_SUCCESS);
    return;
  }
  const message =
    event.type === 'lost'
      ? lostCredentialsMessage(row.kind)
      : isAuthError(event.error)
        ? authErrorMessage(event.error)
        : AUTH_MESSAGES.unexpected;
  if (event.type === 'failed' && !isAuthError(event.error)) {
    console.error(`The queued ${row.kind} failed`, event.error);
  }
  store.set(authNoticeAtom, {
    id: row.id,
    tab: signIn ? 'signin' : 'signup',
    email: row.email,
    message,
  });
  notify({
    title: signIn ? "Sign-in didn't go through" : "Sign-up didn't go through",
    description: message,
    variant: 'destructive',
  });
}
