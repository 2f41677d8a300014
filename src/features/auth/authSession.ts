import { getDefaultStore } from 'jotai';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { authLoadingAtom, sessionAtom } from './authAtoms.ts';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Applies one auth event to the atoms. Pure with respect to supabase-js so it can be tested.
 * Every event carries the session as supabase-js now sees it; SIGNED_OUT carries null.
 */
export function applyAuthEvent(
  store: Store,
  event: AuthChangeEvent,
  session: Session | null,
): void {
  store.set(sessionAtom, event === 'SIGNED_OUT' ? null : session);
  store.set(authLoadingAtom, false);
}

let started: Promise<void> | undefined;

/**
 * Loads supabase-js after first paint and keeps the atoms in step with it. The callback
 * never awaits a supabase call (that deadlocks supabase-js's auth lock).
 */
export function startAuthSession(store: Store = getDefaultStore()): Promise<void> {
  started ??= import('../../lib/backend.ts')
    .then(({ supabase }) => {
      supabase.auth.onAuthStateChange((event, session) => applyAuthEvent(store, event, session));
    })
    .catch((error: unknown) => {
      console.error('Could not load the account service', error);
      store.set(authLoadingAtom, false);
    });
  return started;
}

export async function signOut(): Promise<void> {
  const { supabase } = await import('../../lib/backend.ts');
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (error) console.error('Sign-out failed', error);
}
