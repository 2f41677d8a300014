import { getDefaultStore } from 'jotai';
import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../lib/backendConfig.ts';
import { authLoadingAtom, sessionAtom } from './authAtoms.ts';
import { backendRequested, loadBackend, storedSession } from './backendLoader.ts';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Whether the address carries what supabase-js reads from a link (its detectSessionInUrl): a
 * session or a refusal in the fragment (the e-mailed links end on `#access_token=...` or
 * `#error=...&error_description=...`), or a `?code=` of the PKCE flow.
 */
export function urlCarriesAuthResult(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const fragment = new URLSearchParams(url.hash.slice(1));
  const query = url.searchParams;
  return (
    [fragment, query].some(
      (params) => params.has('access_token') || params.has('error_description'),
    ) || query.has('code')
  );
}

/**
 * Whether this visit needs supabase-js at its start: someone is signed in (their token may need
 * a refresh, and the session must be confirmed), or a mail link brought a sign-in or its
 * refusal. A visitor who is only reading does not; an action loads it when it needs it.
 */
export function needsBackendAtStart(stored: Session | null, href: string): boolean {
  return stored !== null || urlCarriesAuthResult(href);
}

/**
 * Right after the first render: shows the stored session at once (without supabase-js), then
 * either loads supabase-js or, when the visit does not need it, ends the loading state now.
 * Another tab's sign-in (it writes the session key) loads it here too. Run once a visit.
 * Returns whether the visit began with a stored session.
 */
export function bootAuth(
  store: Store = getDefaultStore(),
  target: Pick<Window, 'addEventListener' | 'location'> = window,
): boolean {
  const stored = storedSession();
  if (!backendRequested()) store.set(sessionAtom, stored);
  if (backendRequested() || needsBackendAtStart(stored, target.location.href)) {
    void loadBackend(store).catch((error: unknown) => {
      console.error('Could not load the account service', error);
    });
  } else {
    store.set(authLoadingAtom, false);
  }
  target.addEventListener('storage', (event: StorageEvent) => {
    // Once loaded, supabase-js follows the other tabs itself.
    if (backendRequested() || (event.key !== AUTH_STORAGE_KEY && event.key !== null)) return;
    const session = storedSession();
    store.set(sessionAtom, session);
    if (session) {
      void loadBackend(store).catch((error: unknown) => {
        console.error('Could not load the account service', error);
      });
    }
  });
  return stored !== null;
}
