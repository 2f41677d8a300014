/**
 * Where the backend lives. Kept apart from backend.ts so the shell can read the stored
 * session without loading supabase-js (quality.md: it must not be in the entry chunk).
 */
export const SUPABASE_URL: string =
  (import.meta.env.VITE_SUPABASE_URL as string | undefined) ||
  (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** The embedded backend accepts any anon key; a hosted project sets its own. */
export const SUPABASE_ANON_KEY: string =
  (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || 'aurevia-local-anon-key';

/** One fixed key, so the shell can find the session without knowing supabase-js's naming. */
export const AUTH_STORAGE_KEY = 'aurevia-auth-token';
