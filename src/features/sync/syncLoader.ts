import type { getDefaultStore } from 'jotai';
import type * as Runtime from './syncRuntime.ts';

/**
 * Loads sync's runtime (Dexie, supabase-js, the engine) once someone is signed in. The one part
 * of sync in the first paint, so it stays this small.
 */

type Store = ReturnType<typeof getDefaultStore>;
export type SyncRuntime = typeof Runtime;

let runtime: Promise<SyncRuntime> | undefined;

export const loadSyncRuntime = (): Promise<SyncRuntime> => (runtime ??= import('./syncRuntime.ts'));

/** The runtime if it was loaded (someone signed in during this visit), else undefined. */
export const loadedSyncRuntime = (): Promise<SyncRuntime> | undefined => runtime;

/** Starts (or switches) the sync for the signed-in account; stops it when no one is. */
export function followAccount(userId: string | null, store: Store): void {
  if (userId) {
    loadSyncRuntime()
      .then((loaded) => loaded.startSyncFor(userId, store))
      .catch((error: unknown) => console.error('Could not start syncing', error));
  } else if (runtime) {
    void runtime.then((loaded) => loaded.stopSync(store));
  }
}
