import { useAtomValue } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';
import { authLoadingAtom, sessionAtom, userAtom } from './authAtoms.ts';
import { signOut } from './authSession.ts';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the session has been read. */
  loading: boolean;
  signOut: () => Promise<void>;
}

/** The auth context of spec 01 section 3, for pages and the shell. */
export function useAuth(): AuthContextValue {
  const user = useAtomValue(userAtom);
  const session = useAtomValue(sessionAtom);
  const loading = useAtomValue(authLoadingAtom);
  return { user, session, loading, signOut };
}
