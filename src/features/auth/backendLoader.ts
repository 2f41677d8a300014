import { getDefaultStore } from 'jotai';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type * as BackendModule from '../../lib/backend.ts';
import { AUTH_STORAGE_KEY } from '../../lib/backendConfig.ts';
import { authLoadingAtom, sessionAtom } from './authAtoms.ts';
import { readStoredSession } from './storedSession.ts';

type Store = ReturnType<typeof getDefaultStore>;
type Backend = typeof BackendModule;

/** The session supabase-js keeps in localStorage, read without loading supabase-js. */
export function storedSession(): Session | null {
  return readStoredSession(
    typeof localStorage === 'undefined' ? undefined : localStorage,
    AUTH_STORAGE_KEY,
  );
}

/**
 * Applies one auth event to the atoms. Pure with respect to supabase-js so it can be tested.
 * Every event carries the session as supabase-js now sees it; SIGNED_OUT carries null.
 *
 * supabase-js reports INITIAL_SESSION with no session when an expired token could not be
 * refreshed for want of a network, yet keeps the session stored to refresh it later. Only
 * SIGNED_OUT (which it sends when a refresh can never succeed) ends the session here.
 */
export function applyAuthEvent(
  store: Store,
  event: AuthChangeEvent,
  session: Session | null,
  readStored: () => Session | null = storedSession,
): void {
  if (event === 'SIGNED_OUT') store.set(sessionAtom, null);
  else store.set(sessionAtom, session ?? (event === 'INITIAL_SESSION' ? readStored() : null));
  store.set(authLoadingAtom, false);
}

let loading: Promise<Backend> | undefined;

/**
 * The one way to supabase-js. Whatever loads it first (the start of a visit with a session, or
 * a sign-in, checkout or security call) also sets the atoms to follow it, so they see a
 * sign-in made by that call. The callback never awaits a supabase call (that deadlocks
 * supabase-js's auth lock). A failed load (offline, the file not cached) is tried again next time.
 */
export function loadBackend(store: Store = getDefaultStore()): Promise<Backend> {
  loading ??= import('../../lib/backend.ts').then(
    (backend) => {
      backend.supabase.auth.onAuthStateChange((event, session) =>
        applyAuthEvent(store, event, session),
      );
      return backend;
    },
    (error: unknown) => {
      loading = undefined;
      // Nothing will report the session now: the stored one (if any) is what there is.
      store.set(authLoadingAtom, false);
      throw error;
    },
  );
  return loading;
}

/** Whether supabase-js has been asked for during this visit. */
export function backendRequested(): boolean {
  return loading !== undefined;
}

/** Loads supabase-js and keeps the atoms in step with it (see loadBackend). */
export function startAuthSession(store: Store = getDefaultStore()): Promise<void> {
  return loadBackend(store).then(
    () => undefined,
    (error: unknown) => {
      console.error('Could not load the account service', error);
    },
  );
}
