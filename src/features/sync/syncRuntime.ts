import type { getDefaultStore } from 'jotai';
import { db, liveQuery } from '../../lib/db.ts';
import { createSyncEngine, type SyncEngine } from '../../lib/sync/engine.ts';
import {
  adoptUnowned,
  countUnowned,
  recordOfferAnswer,
  removeAccountData,
  wasOffered,
} from '../../lib/sync/ownership.ts';
import { isOnline } from '../../lib/connectivityMonitor.ts';
import { createSupabaseRemote } from '../../lib/sync/supabaseRemote.ts';
import { unownedTotal } from '../../lib/syncRules.ts';
import { syncOfferAtom, syncStatusAtom } from './syncAtoms.ts';

/**
 * The running sync of the signed-in account. Loaded with `import()` only once someone is
 * signed in, so Dexie, supabase-js and the engine never weigh on a signed-out visit.
 */

type Store = ReturnType<typeof getDefaultStore>;

interface Running {
  userId: string;
  engine: SyncEngine;
  /** Resolves once a run under way has ended. */
  stop: () => Promise<void>;
}

let running: Running | null = null;

/** Starts syncing for the account (once), and offers it the device's signed-out data. */
export function startSyncFor(userId: string, store: Store): void {
  if (running?.userId === userId) return;
  void stopSync(store);
  const engine = createSyncEngine({
    db,
    remote: createSupabaseRemote(),
    userId,
    publish: (status) => store.set(syncStatusAtom, status),
  });
  // Every local change to the account's rows (in any tab) shows at once and is pushed soon.
  const watch = liveQuery(() => engine.pendingCount()).subscribe({
    next: (pending) => {
      const previous = store.get(syncStatusAtom);
      if (previous && previous.pending !== pending) {
        const state =
          pending > 0 && previous.state === 'synced'
            ? isOnline()
              ? 'syncing'
              : 'offline'
            : previous.state;
        store.set(syncStatusAtom, { state, pending });
      }
      if (pending > 0) engine.noteLocalChange();
    },
    error: (error: unknown) => console.error('Could not watch the changes to sync', error),
  });
  const stopEvents = engine.start();
  running = {
    userId,
    engine,
    stop: () => {
      watch.unsubscribe();
      stopEvents();
      return engine.dispose();
    },
  };
  void offerUnowned(userId, store);
}

export function stopSync(store: Store): Promise<void> {
  const stopped = running?.stop() ?? Promise.resolve();
  running = null;
  store.set(syncStatusAtom, null);
  store.set(syncOfferAtom, null);
  return stopped;
}

async function offerUnowned(userId: string, store: Store): Promise<void> {
  try {
    if (await wasOffered(db, userId)) return;
    const counts = await countUnowned(db);
    if (unownedTotal(counts) === 0) return;
    if (running?.userId === userId) store.set(syncOfferAtom, { userId, counts });
  } catch (error: unknown) {
    console.error('Could not look for data made while signed out', error);
  }
}

/**
 * The answer to the offer: keep makes the rows the account's and pushes them. The offer closes
 * once the answer is stored, so a page left or reloaded at once does not ask again.
 */
export async function answerOffer(userId: string, keep: boolean, store: Store): Promise<void> {
  try {
    if (keep) await adoptUnowned(db, userId);
    else await recordOfferAnswer(db, userId, 'declined');
  } finally {
    store.set(syncOfferAtom, null);
  }
  if (keep && running?.userId === userId) await running.engine.sync({ force: true });
}

export async function retrySync(): Promise<void> {
  await running?.engine.sync({ force: true });
}

/** Sends what waits before a sign-out; resolves with the number of changes still unsent. */
export async function flushBeforeSignOut(userId: string, timeoutMs: number): Promise<number> {
  if (running?.userId !== userId) return 0;
  return running.engine.flush(timeoutMs);
}

/** After sign-out: the engine stops and the account's rows leave the device. */
export async function finishSignOut(userId: string, store: Store): Promise<void> {
  if (running?.userId === userId) await stopSync(store);
  await removeAccountData(db, userId);
}

/** Fetches a photo's bytes from the account when this device lacks them. */
export async function ensurePhotoBytes(id: string): Promise<boolean> {
  return running ? running.engine.ensurePhotoBytes(id) : false;
}
