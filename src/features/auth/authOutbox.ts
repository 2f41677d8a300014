import type { getDefaultStore } from 'jotai';
import type { OutboxEvent } from '../../lib/outbox.ts';
import { isCodeFresh, type OutboxRow } from '../../lib/outboxRules.ts';
import { notify } from '../../ui/notify.tsx';
import type { OutboxHandler } from '../outbox/index.ts';
// Through the feature's index rather than its files: the chunk that loads this then shares
// supabase-js's loader with the rest of the feature, instead of splitting it out of the first
// paint into a chunk of its own.
import {
  AUTH_MESSAGES,
  SECURITY_MESSAGES,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  authErrorMessage,
  authNoticeAtom,
  isAuthError,
  lostCredentialsMessage,
  secondStepDueAtom,
  secondStepNoticeAtom,
  signInWithPassword,
  signUpWithPassword,
  verifyFactorCode,
} from './index.ts';

type Store = ReturnType<typeof getDefaultStore>;

/** A queued two-step code that waited too long for the connection to still be accepted. */
export class StaleCodeError extends Error {
  override name = 'StaleCodeError';
  constructor() {
    super('The queued sign-in code is too old to send');
  }
}

/**
 * Sends a queued sign-in, sign-up or two-step code with the secret this tab kept in memory.
 * Rejects with the error supabase-js gave, so the outbox can judge it.
 */
export async function sendQueuedAuthCall(
  row: OutboxRow,
  secret: string | undefined,
  now: () => number = Date.now,
): Promise<unknown> {
  if (row.kind === 'checkout') throw new Error('A checkout is not an auth call');
  if (secret === undefined) throw new Error('The secret of this call is not in memory');
  if (row.kind === 'second-step') {
    if (!isCodeFresh(row.createdAt, now())) throw new StaleCodeError();
    const error = await verifyFactorCode(row.factorId, secret);
    if (error) throw error;
    return null;
  }
  const send = row.kind === 'sign-in' ? signInWithPassword : signUpWithPassword;
  const error = await send(row.email, secret);
  if (error) throw error;
  return null;
}

/**
 * Tells the user how a queued sign-in, sign-up or code ended, with the same words as when it is
 * made online. A successful sign-in needs no navigation here: /auth follows the session to
 * /dashboard.
 */
export function reportQueuedAuthCall(event: OutboxEvent, store: Store): void {
  const { row } = event;
  if (row.kind === 'checkout') return;

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

/** What the outbox does with queued sign-ins, sign-ups and two-step codes. */
export const authOutboxHandler: OutboxHandler = {
  send: (row, secret) => sendQueuedAuthCall(row, secret),
  report: reportQueuedAuthCall,
};
