import { getDefaultStore } from 'jotai';
import { deviceDatabaseExists, whenIdle } from '../../lib/deviceDatabase.ts';
import type { PlanType } from '../../lib/planTypes.ts';
import type { AuthCallKind, PendingCall } from '../../lib/outboxRules.ts';
import { pendingCallsAtom } from './outboxAtoms.ts';
import {
  OUTBOX_MARKER_KEY,
  outboxAtStart,
  readOutboxMarker,
  writeOutboxMarker,
} from './outboxMarker.ts';
import type * as RuntimeModule from './outboxRuntime.ts';

/**
 * The app's door to the outbox. Everything behind it (Dexie, supabase-js, the engine) loads
 * with `import()` on first use, so nothing here weighs on the first paint. Whatever loads it
 * also starts it: a queued call is sent when the connection returns.
 */
type Runtime = typeof RuntimeModule;

let runtime: Promise<Runtime> | undefined;

function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./outboxRuntime.ts').then(
    (loaded) => {
      loaded.startOutboxRuntime();
      return loaded;
    },
    (error: unknown) => {
      runtime = undefined;
      throw error;
    },
  );
  return runtime;
}

/** Sends what earlier visits left queued, and from now on whenever the connection returns. */
export function startOutbox(): Promise<void> {
  return loadRuntime().then(
    () => undefined,
    (error: unknown) => {
      console.error('Could not start the queue of waiting calls', error);
    },
  );
}

/**
 * The start of a visit: the outbox (and Dexie) loads only when calls wait, as the mark in
 * localStorage tells, or when another tab queues one. Without a mark, a database left by an
 * earlier version may hold calls, so the outbox starts once if the database exists.
 */
export function bootOutbox(
  storage: Storage | undefined = localStorage,
  target: Pick<Window, 'addEventListener'> = window,
  databaseExists: () => Promise<boolean | null> = deviceDatabaseExists,
): void {
  const decision = outboxAtStart(readOutboxMarker(storage));
  if (decision === 'start') void startOutbox();
  else if (decision === 'check-database') {
    whenIdle(() => {
      void databaseExists().then((exists) => {
        if (exists !== false) void startOutbox();
        // No database, so no calls: say so, unless a call was queued meanwhile.
        else if (readOutboxMarker(storage) === null) writeOutboxMarker(storage, 0);
      });
    });
  }
  target.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== OUTBOX_MARKER_KEY || runtime) return;
    if ((readOutboxMarker(storage) ?? 0) > 0) void startOutbox();
  });
}

export async function queueAuthCall(
  kind: AuthCallKind,
  email: string,
  password: string,
): Promise<void> {
  const { getOutbox } = await loadRuntime();
  await getOutbox().enqueueAuth(kind, email, password);
}

/** Queues a two-step sign-in code; the code stays in memory, never on disk. */
export async function queueSecondStep(
  factorId: string,
  userId: string,
  code: string,
): Promise<void> {
  const { getOutbox } = await loadRuntime();
  await getOutbox().enqueueSecondStep(factorId, userId, code);
}

export async function queueCheckout(planType: PlanType, userId: string, id: string): Promise<void> {
  const { getOutbox } = await loadRuntime();
  await getOutbox().enqueueCheckout(planType, userId, id);
}

export async function cancelPendingCall(id: string): Promise<boolean> {
  const { getOutbox } = await loadRuntime();
  return getOutbox().cancel(id);
}

/** Cancels the waiting calls that match, without loading anything when there are none. */
export async function cancelPendingCalls(
  matches: (call: PendingCall) => boolean,
  store = getDefaultStore(),
): Promise<void> {
  const ids = store
    .get(pendingCallsAtom)
    .filter((call) => call.status === 'waiting' && matches(call))
    .map((call) => call.id);
  for (const id of ids) await cancelPendingCall(id);
}

/** On an explicit sign-out: the account's queued calls go; the device's own data stays. */
export async function clearAccountCalls(userId: string): Promise<void> {
  const { getOutbox } = await loadRuntime();
  await getOutbox().clearAccount(userId);
}
