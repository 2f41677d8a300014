import { getDefaultStore } from 'jotai';
import { deviceDatabaseExists, whenIdle } from '../../lib/deviceDatabase.ts';
import type { Outbox } from '../../lib/outbox.ts';
import { SenderUnavailableError } from '../../lib/outboxErrors.ts';
import {
  OUTBOX_MARKER_KEY,
  outboxAtStart,
  readOutboxMarker,
  storageMarker,
  writeOutboxMarker,
} from '../../lib/outboxMarker.ts';
import type { SubscriptionPlan } from '../../lib/subscriptionTypes.ts';
import type { AuthCallKind, OutboxKind, PendingCall } from '../../lib/outboxRules.ts';
import { pendingCallsAtom } from './outboxAtoms.ts';
import type { OutboxHandler, OutboxHandlerLoader, OutboxHandlers } from './outboxHandlers.ts';

/**
 * The app's door to the outbox. Everything behind it (Dexie, the engine, the handlers that
 * send and report each kind of call) loads with `import()` on first use, so nothing here weighs
 * on the first paint. Whatever loads it also starts it: a queued call is sent when the
 * connection returns.
 */

/**
 * Who sends and reports each kind of call. The app registers the handlers of auth and checkout
 * (which depend on the outbox, never the other way); each loads on first use.
 */
const loaders = new Map<OutboxKind, OutboxHandlerLoader>();
const loaded = new Map<OutboxKind, Promise<OutboxHandler>>();

/** Makes `load` the handler of these kinds of call. */
export function registerOutboxHandler(
  kinds: readonly OutboxKind[],
  load: OutboxHandlerLoader,
): void {
  for (const kind of kinds) {
    loaders.set(kind, load);
    loaded.delete(kind);
  }
}

/**
 * The handler of a kind of call. Without one the call cannot be sent here: it rejects with an
 * error the outbox retries (the call stays queued). A handler that could not load (offline, its
 * file not cached) is loaded again next time.
 */
export function outboxHandlerFor(kind: OutboxKind): Promise<OutboxHandler> {
  const cached = loaded.get(kind);
  if (cached) return cached;
  const load = loaders.get(kind);
  if (!load) return Promise.reject(new SenderUnavailableError(kind));
  const loading = load().catch((error: unknown) => {
    loaded.delete(kind);
    throw error;
  });
  loaded.set(kind, loading);
  return loading;
}

const registered: OutboxHandlers = {
  handlerFor: outboxHandlerFor,
  kinds: () => [...loaders.keys()],
};

let runtime: Promise<Outbox> | undefined;

function loadRuntime(): Promise<Outbox> {
  runtime ??= import('./outboxRuntime.ts')
    .then((module) =>
      module.startOutboxRuntime({
        handlers: registered,
        publish: (calls) => getDefaultStore().set(pendingCallsAtom, calls),
        marker: storageMarker(() => localStorage),
      }),
    )
    .catch((error: unknown) => {
      // Asked for again later (the next call, the connection coming back).
      runtime = undefined;
      throw error;
    });
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

export interface OutboxBootOptions {
  /** Someone is signed in on this device (a stored session). */
  signedIn?: boolean;
  storage?: Storage | undefined;
  target?: Pick<Window, 'addEventListener'>;
  databaseExists?: () => Promise<boolean | null>;
}

/**
 * With no mark: whether the database exists. No database, so no calls: the mark says 0 from now
 * on, unless a call was queued meanwhile (its mark went up before its row was written).
 */
async function databaseMayHoldCalls(
  storage: Storage | undefined,
  databaseExists: () => Promise<boolean | null>,
): Promise<boolean> {
  if ((await databaseExists()) !== false) return true;
  const marker = readOutboxMarker(storage);
  if (marker === null) writeOutboxMarker(storage, 0);
  return (marker ?? 0) > 0;
}

/**
 * The start of a visit: the outbox (and Dexie) loads when calls wait, as the mark in
 * localStorage tells, when another tab queues one, and, for a signed-in visit, at idle time
 * whatever the mark says. Without a mark, a database left by an earlier version may hold
 * calls, so the outbox starts once if the database exists.
 */
export function bootOutbox({
  signedIn = false,
  storage = localStorage,
  target = window,
  databaseExists = deviceDatabaseExists,
}: OutboxBootOptions = {}): void {
  const decision = outboxAtStart(readOutboxMarker(storage), signedIn);
  if (decision === 'start') void startOutbox();
  else if (decision === 'check-queue') whenIdle(() => void startOutbox());
  else if (decision === 'check-database') {
    whenIdle(() => {
      databaseMayHoldCalls(storage, databaseExists).then(
        (mayHold) => {
          if (mayHold || signedIn) void startOutbox();
        },
        (error: unknown) => {
          console.error('Could not tell whether calls wait', error);
          void startOutbox();
        },
      );
    });
  }
  target.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== OUTBOX_MARKER_KEY || runtime) return;
    if ((readOutboxMarker(storage) ?? 0) > 0) void startOutbox();
  });
  // A start that failed (its file could not be fetched) is tried again with the connection.
  target.addEventListener('online', () => {
    if (runtime) return;
    if ((readOutboxMarker(storage) ?? 0) > 0 || signedIn) void startOutbox();
  });
}

export async function queueAuthCall(
  kind: AuthCallKind,
  email: string,
  password: string,
): Promise<void> {
  const outbox = await loadRuntime();
  await outbox.enqueueAuth(kind, email, password);
}

/** Queues a two-step sign-in code; the code stays in memory, never on disk. */
export async function queueSecondStep(
  factorId: string,
  userId: string,
  code: string,
): Promise<void> {
  const outbox = await loadRuntime();
  await outbox.enqueueSecondStep(factorId, userId, code);
}

export async function queueCheckout(
  planType: SubscriptionPlan,
  userId: string,
  id: string,
): Promise<void> {
  const outbox = await loadRuntime();
  await outbox.enqueueCheckout(planType, userId, id);
}

export async function cancelPendingCall(id: string): Promise<boolean> {
  const outbox = await loadRuntime();
  return outbox.cancel(id);
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
  const outbox = await loadRuntime();
  await outbox.clearAccount(userId);
}
