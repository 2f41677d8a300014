import { getDefaultStore } from 'jotai';
import { AUTH_STORAGE_KEY } from '../../lib/backendConfig.ts';
import { clearAccountCalls } from '../outbox/index.ts';
import { sessionAtom, userAtom } from './authAtoms.ts';
import { loadBackend } from './backendLoader.ts';

type Store = ReturnType<typeof getDefaultStore>;

export type SignOutScope = 'local' | 'global' | 'others';

export { applyAuthEvent, loadBackend, startAuthSession } from './backendLoader.ts';

/** What supabase-js keeps for a session, all of which a sign-out must remove. */
const SESSION_KEYS = [
  AUTH_STORAGE_KEY,
  `${AUTH_STORAGE_KEY}-code-verifier`,
  `${AUTH_STORAGE_KEY}-user`,
];

/**
 * Signs out with a scope (spec 01 section 7). supabase-js ignores 401/403/404 answers and then
 * clears the session itself; on any other failure (no network, a 5xx) it keeps the session,
 * so this clears it by hand: the user asked to be signed out on this device.
 *
 * Changes not yet synced are sent first; when some cannot be, the user chooses between
 * signing out anyway and staying signed in (then this resolves false). After signing out,
 * the account's queued calls and synced rows leave the device (the rows are in the account)
 * before the session does;
 * what the device made while signed out (and the newsletter, onboarding answers) stays.
 */
export async function signOut(
  scope: SignOutScope = 'local',
  store: Store = getDefaultStore(),
): Promise<boolean> {
  const userId = store.get(userAtom)?.id;
  // Loaded on demand: sync's code has no place in the first paint.
  const sync = scope !== 'others' && userId ? await import('../sync/index.ts') : null;
  if (sync && userId && !(await sync.settleBeforeSignOut(userId, store))) return false;
  if (scope !== 'others' && userId) {
    await clearAccountCalls(userId).catch((error: unknown) => {
      console.error('Could not clear the queued calls of the account', error);
    });
  }
  // Before the session goes: once the page shows "Signed out", a navigation may end it at any
  // moment, and a removal cut short would leave the account's rows on the device.
  if (sync && userId) await sync.removeAccountFromDevice(userId, store);
  let failed = false;
  try {
    const { supabase } = await loadBackend(store);
    const { error } = await supabase.auth.signOut({ scope });
    if (error) {
      failed = true;
      console.error('Sign-out did not reach the server', error);
    }
  } catch (error: unknown) {
    failed = true;
    console.error('Sign-out failed', error);
  }
  if (failed && scope !== 'others') {
    for (const key of SESSION_KEYS) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage can be unavailable (private modes); the in-memory state is cleared below.
      }
    }
    store.set(sessionAtom, null);
  }
  return true;
}
