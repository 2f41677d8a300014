import type { Session } from '@supabase/supabase-js';

/**
 * Reads the session supabase-js keeps in localStorage without loading supabase-js, so the
 * top bar can show the signed-in state on first paint. supabase-js confirms it moments later.
 */
export function readStoredSession(storage: Storage | undefined, key: string): Session | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionLike(parsed)) return null;
    return parsed;
  } catch {
    return null;
  }
}

function isSessionLike(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const user = candidate.user as Record<string, unknown> | undefined;
  return (
    typeof candidate.access_token === 'string' &&
    typeof candidate.refresh_token === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.id === 'string'
  );
}
