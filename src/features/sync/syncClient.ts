import type { getDefaultStore } from 'jotai';
import { signOutQuestionAtom, type SignOutChoice } from './syncAtoms.ts';
import { loadSyncRuntime, loadedSyncRuntime } from './syncLoader.ts';

/**
 * The app's door to sync. Everything behind it (Dexie, supabase-js, the engine) loads with
 * `import()` once someone is signed in, so nothing here weighs on the first paint.
 */

type Store = ReturnType<typeof getDefaultStore>;

/** How long a sign-out waits for unsent changes to go out before asking. */
export const SIGN_OUT_FLUSH_MS = 5000;

export async function retrySync(): Promise<void> {
  const runtime = loadedSyncRuntime();
  if (runtime) await (await runtime).retrySync();
}

export async function answerSyncOffer(userId: string, keep: boolean, store: Store): Promise<void> {
  await (await loadSyncRuntime()).answerOffer(userId, keep, store);
}

/** Fetches a photo's bytes from the account; false while that cannot be done (offline ...). */
export async function fetchPhotoBytes(id: string): Promise<boolean> {
  const runtime = loadedSyncRuntime();
  return runtime ? (await runtime).ensurePhotoBytes(id) : false;
}

function ask(unsent: number, store: Store): Promise<boolean> {
  return new Promise((resolve) => {
    store.set(signOutQuestionAtom, {
      unsent,
      answer: (choice: SignOutChoice) => {
        store.set(signOutQuestionAtom, null);
        resolve(choice === 'sign-out');
      },
    });
  });
}

/**
 * Before signing out: pushes what waits (briefly); if some changes cannot be sent, asks
 * whether to sign out anyway. Resolves with whether the sign-out should go ahead.
 */
export async function settleBeforeSignOut(userId: string, store: Store): Promise<boolean> {
  const runtime = loadedSyncRuntime();
  if (!runtime) return true;
  try {
    const unsent = await (await runtime).flushBeforeSignOut(userId, SIGN_OUT_FLUSH_MS);
    return unsent === 0 ? true : await ask(unsent, store);
  } catch (error: unknown) {
    console.error('Could not send the changes before signing out', error);
    return ask(1, store);
  }
}

/** After signing out: the account's synced rows leave this device (they are in the account). */
export async function removeAccountFromDevice(userId: string, store: Store): Promise<void> {
  // Loaded here: the first paint carries this module, and only a sign-out needs it.
  (await import('../../lib/writeAhead.ts')).forgetAllWritesAhead();
  // Without IndexedDB the device keeps nothing of the account.
  if (typeof indexedDB === 'undefined') return;
  try {
    await (await loadSyncRuntime()).finishSignOut(userId, store);
  } catch (error: unknown) {
    console.error('Could not remove the account’s data from this device', error);
  }
}
