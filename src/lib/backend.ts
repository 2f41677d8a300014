import { createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, SUPABASE_ANON_KEY, SUPABASE_URL } from './backendConfig.ts';
import { watchedFetch } from './connectivityMonitor.ts';

/** The one supabase-js client. This module is only ever loaded with import(). */
export const supabase = createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
  // Every call's answer, or lack of one, is evidence for the app's connectivity state.
  global: { fetch: watchedFetch() },
});
