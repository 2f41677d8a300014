import type { AuthError } from '@supabase/supabase-js';
import { loadBackend } from './backendLoader.ts';

/**
 * The two password calls of spec 01 section 7, shared by the /auth page and the outbox's
 * replay. They resolve with supabase-js's error object, or null on success.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<AuthError | null> {
  const { supabase } = await loadBackend();
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return error;
}

export async function signUpWithPassword(
  email: string,
  password: string,
): Promise<AuthError | null> {
  const { supabase } = await loadBackend();
  const { error } = await supabase.auth.signUp({
    email,
    password,
    // The confirmation link brings the user back signed in (spec 01 section 7).
    options: { emailRedirectTo: `${window.location.origin}/dashboard` },
  });
  return error;
}

/**
 * After a password sign-in: true when supabase-js says the account has a second step to take
 * (getAuthenticatorAssuranceLevel: next level aal2 while the session is still at aal1).
 */
export async function secondStepRequired(): Promise<boolean> {
  const { supabase } = await loadBackend();
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/**
 * Proves a factor with a code from the authenticator app: a fresh challenge, then its
 * verification. On success supabase-js stores the aal2 session and reports
 * MFA_CHALLENGE_VERIFIED, which the session atom follows.
 */
export async function verifyFactorCode(factorId: string, code: string): Promise<AuthError | null> {
  const { supabase } = await loadBackend();
  const challenge = await supabase.auth.mfa.challenge({ factorId });
  if (challenge.error) return challenge.error;
  const { error } = await supabase.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code,
  });
  return error;
}
