import { atom } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../lib/backendConfig.ts';
import { readStoredSession } from './storedSession.ts';

function storedSession(): Session | null {
  return readStoredSession(
    typeof localStorage === 'undefined' ? undefined : localStorage,
    AUTH_STORAGE_KEY,
  );
}

/** The current session: first the stored one, then whatever supabase-js reports. */
export const sessionAtom = atom<Session | null>(storedSession());

/** True until supabase-js has read the session (spec 01 section 3). */
export const authLoadingAtom = atom<boolean>(true);

export const userAtom = atom<User | null>((get) => get(sessionAtom)?.user ?? null);

/**
 * A message for the /auth banner from outside the page: a queued sign-in or sign-up that
 * failed or was lost while the app was closed. The page shows it once, with the e-mail filled.
 */
export interface AuthNotice {
  id: string;
  tab: 'signin' | 'signup';
  email: string;
  message: string;
}

export const authNoticeAtom = atom<AuthNotice | null>(null);
