import type { AuthError } from '@supabase/supabase-js';

/**
 * The two password calls of spec 01 section 7, shared by the /auth page and the outbox's
 * replay. They resolve with supabase-js's error object, or null on success.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<AuthError | null> {
  const { supabase } = await import('../../lib/backend.ts');
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return error;
}

export async function signUpWithPassword(
  email: string,
  password: string,
): Promise<AuthError | null> {
  const { supabase } = await import('../../lib/backend.ts');
  const { error } = await supabase.auth.signUp({
    email,
    password,
    // The confirmation link brings the user back signed in (spec 01 section 7).
    options: { emailRedirectTo: `${window.location.origin}/dashboard` },
  });
  return error;
}
