import { atom } from 'jotai';
import type { Session, User } from '@supabase/supabase-js';

/**
 * The current session. Null on the server and on the first render in the browser (the two
 * must match); the start of the visit (authBoot.ts) then sets the stored one, and
 * supabase-js, once loaded, whatever it reports.
 */
export const sessionAtom = atom<Session | null>(null);

/**
 * True until the session is known (spec 01 section 3): at once when the visit needs no
 * supabase-js (no stored session, nothing from a mail link), else when supabase-js has read it.
 */
export const authLoadingAtom = atom<boolean>(true);

/** The `aal` claim of an access token, read without verifying it (the server does that). */
export function assuranceLevelOf(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/** A password sign-in that still owes its second step: the factor to prove and who for. */
export interface SecondStepDue {
  factorId: string;
  userId: string;
  email: string;
}

/**
 * The rule of supabase-js's getAuthenticatorAssuranceLevel, from the session alone (so it also
 * holds offline and on first paint): the user has a verified authenticator-app factor but the
 * session is not yet at aal2.
 */
export function secondStepDueFor(session: Session | null): SecondStepDue | null {
  if (!session) return null;
  const factor = session.user.factors?.find(
    (candidate) => candidate.status === 'verified' && candidate.factor_type === 'totp',
  );
  if (!factor || assuranceLevelOf(session.access_token) === 'aal2') return null;
  return { factorId: factor.id, userId: session.user.id, email: session.user.email ?? '' };
}

export const secondStepDueAtom = atom<SecondStepDue | null>((get) =>
  secondStepDueFor(get(sessionAtom)),
);

/**
 * The signed-in user. A session that still owes its second step is not one: until the code
 * is in, every page treats the visitor as signed out and /auth asks for the code.
 */
export const userAtom = atom<User | null>((get) =>
  get(secondStepDueAtom) ? null : (get(sessionAtom)?.user ?? null),
);

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

/** How a queued two-step code ended when it could not be accepted; /auth shows it once. */
export interface SecondStepNotice {
  id: string;
  message: string;
}

export const secondStepNoticeAtom = atom<SecondStepNotice | null>(null);
