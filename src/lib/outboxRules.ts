import type { SubscriptionPlan } from './subscriptionTypes.ts';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from './timing.ts';

/**
 * The outbox's data and its pure rules. Free of Dexie and supabase-js so that pages can use
 * them without loading either; the engine that acts on them is `outbox.ts`.
 */

export type OutboxStatus = 'waiting' | 'sending';
export type AuthCallKind = 'sign-in' | 'sign-up';
export type OutboxKind = AuthCallKind | 'second-step' | 'checkout';

/** A queued sign-in or sign-up as stored on disk. The password is never part of it. */
export interface AuthOutboxRow {
  id: string;
  kind: AuthCallKind;
  email: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  status: OutboxStatus;
}

/** A queued checkout. `id` is also the Idempotency-Key the server deduplicates on. */
export interface CheckoutOutboxRow {
  id: string;
  kind: 'checkout';
  planType: SubscriptionPlan;
  /** The account that asked; the call is only ever sent on its behalf. */
  userId: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  status: OutboxStatus;
}

/**
 * A queued two-step sign-in code, for the account signed in with its password. The code itself
 * is never part of it: like a password it stays in the memory of the tab that queued it.
 */
export interface SecondStepOutboxRow {
  id: string;
  kind: 'second-step';
  factorId: string;
  userId: string;
  /** ISO 8601 timestamp: also when the code was typed, which decides whether it is still fresh. */
  createdAt: string;
  status: OutboxStatus;
}

export type OutboxRow = AuthOutboxRow | SecondStepOutboxRow | CheckoutOutboxRow;

/** Rows whose call needs a secret (a password, a code) that only memory holds. */
export type SecretOutboxRow = AuthOutboxRow | SecondStepOutboxRow;

/** A row as the interface shows it, with whether its last attempt met a server error. */
export type PendingCall = OutboxRow & { retrying: boolean };

export function isAuthRow(row: OutboxRow): row is AuthOutboxRow {
  return row.kind === 'sign-in' || row.kind === 'sign-up';
}

export function holdsSecret(row: OutboxRow): row is SecretOutboxRow {
  return row.kind !== 'checkout';
}

/**
 * An authenticator code is valid for its 30 s window and, at most, the one after it. A code
 * that waited longer than this for the connection is not sent: the user is asked for a fresh
 * one instead of reading "wrong code" about a code that was right when typed.
 */
export const SECOND_STEP_CODE_FRESH_MS = 60_000;

export function isCodeFresh(createdAt: string, now: number): boolean {
  const typedAt = Date.parse(createdAt);
  return Number.isFinite(typedAt) && now - typedAt <= SECOND_STEP_CODE_FRESH_MS;
}

/**
 * What a failed attempt means. `offline`: the request never got an answer (wait for the
 * network); `retry`: the server failed (5xx), try again later; `fail`: the server said no
 * (4xx) or something unexpected happened, so retrying cannot help.
 */
export type FailureClass = 'retry' | 'fail' | 'offline';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** The HTTP status a supabase-js error carries, if any (functions errors keep it on the Response). */
export function httpStatusOf(error: unknown): number | undefined {
  const fromContext = field(field(error, 'context'), 'status');
  if (typeof fromContext === 'number') return fromContext;
  const own = field(error, 'status');
  return typeof own === 'number' ? own : undefined;
}

const FETCH_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * Classified by name rather than by class so that supabase-js need not be loaded to do it.
 * auth-js reports "no answer" as AuthRetryableFetchError with status 0 and a 502/503/504 with
 * that status; functions-js throws FunctionsFetchError when the request could not be sent,
 * FunctionsRelayError when the platform could not reach the function, and FunctionsHttpError
 * (with the Response in `context`) for any non-2xx answer. SenderUnavailableError
 * (outboxErrors.ts) is a call this page cannot send yet: it waits like a server error.
 */
export function classifyFailure(error: unknown): FailureClass {
  const name = field(error, 'name');
  const status = httpStatusOf(error);
  switch (name) {
    case 'AuthRetryableFetchError':
      return status === undefined || status === 0 ? 'offline' : 'retry';
    case 'FunctionsFetchError':
      return 'offline';
    case 'FunctionsRelayError':
    case 'SenderUnavailableError':
      return 'retry';
    default:
      break;
  }
  if (name === 'TypeError' && FETCH_FAILURE.test(String(field(error, 'message')))) {
    return 'offline';
  }
  if (status === undefined) return 'fail';
  if (status === 0) return 'offline';
  return status >= 500 ? 'retry' : 'fail';
}

/** The wait before attempt number `attempts + 1`, after `attempts` failures (1 s, 2 s, 4 s ... 60 s). */
export function nextAttemptDelay(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_BASE_MS * 2 ** exponent);
}

export interface RetrySchedule {
  /** Failed attempts so far. */
  attempts: number;
  /** Epoch milliseconds before which the call is not tried again (unless forced). */
  nextAttemptAt: number;
  reason: 'retry' | 'offline';
}

export type AttemptOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type Transition =
  | { type: 'sent'; value: unknown }
  | { type: 'failed'; error: unknown }
  | { type: 'retry'; schedule: RetrySchedule };

/** Where one attempt leaves a queued call. */
export function afterAttempt(
  previous: RetrySchedule | undefined,
  outcome: AttemptOutcome,
  now: number,
): Transition {
  if (outcome.ok) return { type: 'sent', value: outcome.value };
  const verdict = classifyFailure(outcome.error);
  if (verdict === 'fail') return { type: 'failed', error: outcome.error };
  const attempts = (previous?.attempts ?? 0) + 1;
  return {
    type: 'retry',
    schedule: { attempts, nextAttemptAt: now + nextAttemptDelay(attempts), reason: verdict },
  };
}

/** Oldest first, so calls go out in the order they were made. */
export function byCreation(a: OutboxRow, b: OutboxRow): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
