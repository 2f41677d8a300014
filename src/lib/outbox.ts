import type { EntityTable } from 'dexie';
import { coalescedRunner, type CoalescedRunOptions } from './coalescedRun.ts';
import { isOnline as connectivityIsOnline, onConnectionReturn } from './connectivityMonitor.ts';
import { browserLocks, withLock } from './outboxLocks.ts';
import type { OutboxMarker } from './outboxMarker.ts';
import type { SubscriptionPlan } from './subscriptionTypes.ts';
import {
  afterAttempt,
  byCreation,
  holdsSecret,
  isAuthRow,
  type AttemptOutcome,
  type AuthCallKind,
  type AuthOutboxRow,
  type CheckoutOutboxRow,
  type OutboxRow,
  type PendingCall,
  type RetrySchedule,
  type SecondStepOutboxRow,
  type SecretOutboxRow,
} from './outboxRules.ts';

export { afterAttempt, classifyFailure, nextAttemptDelay } from './outboxRules.ts';

/**
 * The outbox: sign-in, sign-up, two-step code and checkout calls made while offline, kept in IndexedDB and
 * sent once the connection returns (offline-and-pwa.md, promises 3 and 4).
 *
 * - One tab sends at a time: every flush runs under the `aurevia-outbox` Web Lock (an in-page
 *   mutex where the browser has no Web Locks).
 * - Exactly once: a row is marked `sending` inside a transaction before its call goes out and
 *   deleted only after the call has an answer; a checkout's row id is its Idempotency-Key, so
 *   a resend after a crash yields the same checkout session.
 * - Passwords and two-step codes stay in this module's memory. The tab holding them also holds a Web Lock named
 *   after the row, so another tab can tell "held elsewhere" from "lost when the app closed".
 * - The mark the next visit reads (outboxMarker.ts) never says fewer calls than the table holds:
 *   it is raised before every row is written and recounted from the table, both under the
 *   `aurevia-outbox-marker` lock, so a tab closed at any moment leaves a mark that looks.
 *
 * This module is only ever loaded with `import()`.
 */

export const OUTBOX_LOCK_NAME = 'aurevia-outbox';
/** Held while a row is written (with the mark raised first) and while the mark is recounted. */
export const OUTBOX_MARKER_LOCK_NAME = 'aurevia-outbox-marker';
const CREDENTIALS_LOCK_PREFIX = 'aurevia-outbox-credentials:';

export type OutboxEvent =
  | { type: 'sent'; row: OutboxRow; value: unknown }
  | { type: 'failed'; row: OutboxRow; error: unknown }
  /** A queued sign-in/sign-up/code whose secret went with the app that was closed. */
  | { type: 'lost'; row: SecretOutboxRow };

export interface OutboxDeps {
  table: EntityTable<OutboxRow, 'id'>;
  /**
   * Sends one call with its secret (the password or code, for the rows that have one);
   * resolves with its result, rejects with the error supabase-js gave.
   */
  send: (row: OutboxRow, secret: string | undefined) => Promise<unknown>;
  /** Tells the user how a call ended. */
  report: (event: OutboxEvent) => void;
  /** Receives the list of waiting calls after every change. */
  publish?: (calls: readonly PendingCall[]) => void;
  /** The mark the start of the next visit reads; kept at or above the number of rows. */
  marker?: OutboxMarker;
  /** Defaults to `navigator.locks`; `null` forces the in-page mutex. */
  locks?: LockManager | null;
  /**
   * The app's connectivity state (connectivityMonitor.ts), never `navigator.onLine` alone: a page
   * that wrongly believes it is online tries, meets a network failure, keeps the call and waits.
   */
  isOnline?: () => boolean;
  /**
   * Runs the listener whenever the connection comes back by evidence (a probe or a call got an
   * answer, the worker's fetches work again), not only on `online`. Returns an unsubscribe.
   */
  onReconnect?: (listener: () => void) => () => void;
  now?: () => number;
  newId?: () => string;
}

export interface OutboxEnvironment {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
}

export interface Outbox {
  /** Queues a sign-in or sign-up; it replaces any auth call still waiting. */
  enqueueAuth(kind: AuthCallKind, email: string, password: string): Promise<AuthOutboxRow>;
  /** Queues a two-step sign-in code; it replaces any sign-in call or code still waiting. */
  enqueueSecondStep(factorId: string, userId: string, code: string): Promise<SecondStepOutboxRow>;
  /** Queues a checkout under `id`; it replaces the account's checkout still waiting. */
  enqueueCheckout(
    planType: SubscriptionPlan,
    userId: string,
    id: string,
  ): Promise<CheckoutOutboxRow>;
  /** Removes a waiting call. False when it is already being sent, or gone. */
  cancel(id: string): Promise<boolean>;
  /** Removes every queued call of an account (on an explicit sign-out). */
  clearAccount(userId: string): Promise<void>;
  /** Sends what is due; `force` ignores the backoff (the connection just came back). */
  flush(options?: { force?: boolean }): Promise<void>;
  /** Re-reads the table and publishes the list (another tab may have changed it). */
  refresh(): Promise<void>;
  /**
   * Flushes now, on `online`, whenever the connection comes back by evidence and on becoming
   * visible. Returns a function that stops it.
   */
  start(environment?: OutboxEnvironment): () => void;
  /** Stops timers and listeners and lets go of held credentials. */
  dispose(): void;
}

/** Runs `task` while no other flush (in any tab, where Web Locks exist) is running. */
export function withOutboxLock<T>(
  locks: LockManager | null | undefined,
  task: () => Promise<T>,
): Promise<T> {
  return withLock(locks, OUTBOX_LOCK_NAME, task);
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { table, send, report, marker } = deps;
  const locks = deps.locks === undefined ? browserLocks() : deps.locks;
  const isOnline = deps.isOnline ?? connectivityIsOnline;
  const onReconnect = deps.onReconnect ?? onConnectionReturn;
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? (() => crypto.randomUUID());

  const passwords = new Map<string, string>();
  const releases = new Map<string, () => void>();
  const schedules = new Map<string, RetrySchedule>();
  /** Ids whose password is in memory but whose row is not written yet. */
  const enqueuing = new Set<string>();

  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function forget(id: string): void {
    passwords.delete(id);
    schedules.delete(id);
    releases.get(id)?.();
    releases.delete(id);
  }

  /** Holds a lock for as long as this tab keeps the row's password. */
  async function holdCredentials(id: string): Promise<void> {
    if (!locks) return;
    await new Promise<void>((granted) => {
      void locks.request(CREDENTIALS_LOCK_PREFIX + id, () => {
        granted();
        return new Promise<void>((release) => releases.set(id, release));
      });
    });
  }

  async function credentialsHeldElsewhere(id: string): Promise<boolean> {
    if (!locks) return false;
    return locks.request(
      CREDENTIALS_LOCK_PREFIX + id,
      { ifAvailable: true },
      (lock) => lock === null,
    );
  }

  /**
   * Sets the mark to what the table holds. The count is read under the lock that every write
   * takes after raising the mark, so a row written meanwhile (in any tab) has either been
   * counted or raises the mark after this: the mark never ends below the table.
   */
  async function recount(): Promise<void> {
    if (!marker) return;
    await withLock(locks, OUTBOX_MARKER_LOCK_NAME, async () => {
      marker.write(await table.count());
    });
  }

  async function refresh(): Promise<void> {
    if (deps.publish) {
      const rows = (await table.toArray()).sort(byCreation);
      deps.publish(
        rows.map((row) => ({ ...row, retrying: schedules.get(row.id)?.reason === 'retry' })),
      );
    }
    await recount();
  }

  function transaction<T>(work: () => Promise<T>): Promise<T> {
    return table.db.transaction('rw', table, work);
  }

  /**
   * A transaction that adds a row. The mark goes up first: a tab closed right after the row is
   * on disk (before any recount) still leaves a mark that makes the next visit look.
   */
  function addingTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (!marker) return transaction(work);
    return withLock(locks, OUTBOX_MARKER_LOCK_NAME, () => {
      marker.raise();
      return transaction(work);
    });
  }

  /** Marks a waiting row as sending, atomically, so it can neither be cancelled nor sent twice. */
  function claim(id: string): Promise<OutboxRow | undefined> {
    return transaction(async () => {
      const row = await table.get(id);
      if (!row || row.status !== 'waiting') return undefined;
      await table.update(id, { status: 'sending' });
      return row;
    });
  }

  async function settle(row: OutboxRow, outcome: AttemptOutcome): Promise<'continue' | 'stop'> {
    const transition = afterAttempt(schedules.get(row.id), outcome, now());
    if (transition.type === 'retry') {
      schedules.set(row.id, transition.schedule);
      await table.update(row.id, { status: 'waiting' });
      await refresh();
      // No answer at all means the next calls would not get one either.
      return transition.schedule.reason === 'offline' ? 'stop' : 'continue';
    }
    // A row removed while its call was out (sign-out) is not reported back to anyone.
    const stillQueued = (await table.get(row.id)) !== undefined;
    await table.delete(row.id);
    forget(row.id);
    await refresh();
    if (!stillQueued) return 'continue';
    report(
      transition.type === 'sent'
        ? { type: 'sent', row, value: transition.value }
        : { type: 'failed', row, error: transition.error },
    );
    return 'continue';
  }

  async function runOnce(force: boolean): Promise<void> {
    const rows = (await table.toArray()).sort(byCreation);
    const present = new Set(rows.map((row) => row.id));
    for (const id of new Set([...passwords.keys(), ...schedules.keys()])) {
      if (!present.has(id) && !enqueuing.has(id)) forget(id);
    }

    for (const found of rows) {
      if (disposed) return;
      let row = found;
      if (row.status === 'sending') {
        // This tab holds the lock, so whoever marked it sending is gone mid-call.
        await table.update(row.id, { status: 'waiting' });
        row = { ...row, status: 'waiting' };
      }
      if (holdsSecret(row) && !passwords.has(row.id) && !enqueuing.has(row.id)) {
        if (await credentialsHeldElsewhere(row.id)) continue;
        await table.delete(row.id);
        await refresh();
        report({ type: 'lost', row });
        continue;
      }
      if (!isOnline()) continue;
      const schedule = schedules.get(row.id);
      if (!force && schedule && schedule.nextAttemptAt > now()) continue;

      const claimed = await claim(row.id);
      if (!claimed) continue;
      await refresh();
      let outcome: AttemptOutcome;
      try {
        outcome = { ok: true, value: await send(claimed, passwords.get(claimed.id)) };
      } catch (error: unknown) {
        outcome = { ok: false, error };
      }
      if ((await settle(claimed, outcome)) === 'stop') return;
    }
  }

  function armTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (disposed || !isOnline() || schedules.size === 0) return;
    const due = Math.min(...[...schedules.values()].map((schedule) => schedule.nextAttemptAt));
    timer = setTimeout(
      () => {
        timer = undefined;
        void flush();
      },
      Math.max(0, due - now()),
    );
  }

  const runner = coalescedRunner((forced) => withOutboxLock(locks, () => runOnce(forced)), {
    stopped: () => disposed,
    onError: (error) => console.error('Queued calls could not be sent', error),
    afterRun: () => armTimer(),
  });

  function flush(options: CoalescedRunOptions = {}): Promise<void> {
    return runner.run(options);
  }

  /** Writes a row whose secret stays in memory; it replaces every secret row still waiting. */
  async function enqueueWithSecret<T extends SecretOutboxRow>(row: T, secret: string): Promise<T> {
    enqueuing.add(row.id);
    passwords.set(row.id, secret);
    try {
      await holdCredentials(row.id);
      const replaced = await addingTransaction(async () => {
        const stale = await table
          .filter((other) => holdsSecret(other) && other.status === 'waiting')
          .primaryKeys();
        await table.bulkDelete(stale);
        await table.add(row);
        return stale;
      });
      replaced.forEach(forget);
    } catch (error: unknown) {
      forget(row.id);
      throw error;
    } finally {
      enqueuing.delete(row.id);
    }
    await refresh();
    void flush();
    return row;
  }

  function enqueueAuth(
    kind: AuthCallKind,
    email: string,
    password: string,
  ): Promise<AuthOutboxRow> {
    const row: AuthOutboxRow = {
      id: newId(),
      kind,
      email,
      createdAt: new Date(now()).toISOString(),
      status: 'waiting',
    };
    return enqueueWithSecret(row, password);
  }

  function enqueueSecondStep(
    factorId: string,
    userId: string,
    code: string,
  ): Promise<SecondStepOutboxRow> {
    const row: SecondStepOutboxRow = {
      id: newId(),
      kind: 'second-step',
      factorId,
      userId,
      createdAt: new Date(now()).toISOString(),
      status: 'waiting',
    };
    return enqueueWithSecret(row, code);
  }

  async function enqueueCheckout(
    planType: SubscriptionPlan,
    userId: string,
    id: string,
  ): Promise<CheckoutOutboxRow> {
    const row: CheckoutOutboxRow = {
      id,
      kind: 'checkout',
      planType,
      userId,
      createdAt: new Date(now()).toISOString(),
      status: 'waiting',
    };
    const replaced = await addingTransaction(async () => {
      const stale = await table
        .filter(
          (other) =>
            other.kind === 'checkout' &&
            other.userId === userId &&
            other.status === 'waiting' &&
            other.id !== id,
        )
        .primaryKeys();
      await table.bulkDelete(stale);
      await table.put(row);
      return stale;
    });
    replaced.forEach(forget);
    await refresh();
    void flush();
    return row;
  }

  async function cancel(id: string): Promise<boolean> {
    const removed = await transaction(async () => {
      const row = await table.get(id);
      if (!row || row.status !== 'waiting') return false;
      await table.delete(id);
      return true;
    });
    if (removed) forget(id);
    await refresh();
    return removed;
  }

  async function clearAccount(userId: string): Promise<void> {
    const ids = await transaction(async () => {
      const owned = await table
        .filter((row) => !isAuthRow(row) && row.userId === userId)
        .primaryKeys();
      await table.bulkDelete(owned);
      return owned;
    });
    ids.forEach(forget);
    await refresh();
  }

  const listeners: (() => void)[] = [];

  function start(environment: OutboxEnvironment = { window, document }): () => void {
    const onOnline = () => void flush({ force: true });
    const onVisibility = () => {
      if (environment.document.visibilityState === 'visible') void flush({ force: true });
    };
    environment.window.addEventListener('online', onOnline);
    environment.document.addEventListener('visibilitychange', onVisibility);
    const stopReconnect = onReconnect(onOnline);
    const stop = () => {
      environment.window.removeEventListener('online', onOnline);
      environment.document.removeEventListener('visibilitychange', onVisibility);
      stopReconnect();
    };
    listeners.push(stop);
    void refresh();
    void flush();
    return stop;
  }

  function dispose(): void {
    disposed = true;
    if (timer !== undefined) clearTimeout(timer);
    listeners.splice(0).forEach((stop) => stop());
    [...releases.keys()].forEach(forget);
    passwords.clear();
  }

  return {
    enqueueAuth,
    enqueueSecondStep,
    enqueueCheckout,
    cancel,
    clearAccount,
    flush,
    refresh,
    start,
    dispose,
  };
}
