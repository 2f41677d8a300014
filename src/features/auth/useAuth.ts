import { useAtomValue, useStore } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';
import { authLoadingAtom, sessionAtom, userAtom } from './authAtoms.ts';
import { signOut, type SignOutScope } from './authSession.ts';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the session has been read. */
  loading: boolean;
  /** Resolves false when the user chose to stay signed in (unsent changes would be lost). */
  signOut: (scope?: SignOutScope) => Promise<boolean>;
}

/** The auth context of spec 01 section 3, for pages and the shell. */
export function useAuth(): AuthContextValue {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const session = useAtomValue(sessionAtom);
  const loading = useAtomValue(authLoadingAtom);
  return { user, session, loading, signOut: (scope) => signOut(scope, store) };
}
