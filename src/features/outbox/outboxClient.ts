import { getDefaultStore } from 'jotai';
import type { PlanType } from '../../lib/planTypes.ts';
import type { AuthCallKind, PendingCall } from '../../lib/outboxRules.ts';
import { pendingCallsAtom } from './outboxAtoms.ts';

/**
 * The app's door to the outbox. Everything behind it (Dexie, supabase-js, the engine) loads
 * with `import()` on first use, so nothing here weighs on the first paint.
 */
const loadRuntime = () => import('./outboxRuntime.ts');

let starting: Promise<void> | undefined;

/** Sends what earlier visits left queued, and from now on whenever the connection returns. */
export function startOutbox(): Promise<void> {
  starting ??= loadRuntime()
    .then((runtime) => runtime.startOutboxRuntime())
    .catch((error: unknown) => {
      console.error('Could not start the queue of waiting calls', error);
    });
  return starting;
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
