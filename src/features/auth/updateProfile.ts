import type { User } from '@supabase/supabase-js';
import { loadBackend } from './backendLoader.ts';
import { isOnlineForPress } from '../../lib/connectivityMonitor.ts';

export interface ProfileChanges {
  fullName: string;
  phone: string;
}

export type ProfileUpdateResult =
  | { status: 'saved' }
  | { status: 'offline' }
  | { status: 'signed-out' }
  | { status: 'failed'; message: string };

/** What the profile form says for each outcome. */
export const PROFILE_MESSAGES = {
  saved: { title: 'Profile updated', description: 'Your changes have been saved.' },
  offline:
    "You're offline, so your changes can't be sent now. They stay here: press Save Changes again when you're back online.",
  signedOut: 'Sign in to save your profile. What you typed stays here.',
  failed: 'Your changes could not be saved. Please try again.',
} as const;

/** supabase-js reports a request that got no answer with status 0 (AuthRetryableFetchError). */
function isNetworkFailure(error: { name?: string; status?: number }): boolean {
  return error.status === 0 || error.name === 'AuthRetryableFetchError';
}

/** The user fields to send: the name always, the phone only when it changed. */
export function profileUpdate(
  current: Pick<User, 'phone'> | null,
  { fullName, phone }: ProfileChanges,
): { data: { full_name: string }; phone?: string } {
  const trimmedPhone = phone.trim();
  const update: { data: { full_name: string }; phone?: string } = {
    data: { full_name: fullName.trim() },
  };
  if (trimmedPhone !== '' && trimmedPhone !== (current?.phone ?? '')) update.phone = trimmedPhone;
  return update;
}

/**
 * Saves the signed-in user's name and phone (`updateUser`). supabase-js then reports
 * USER_UPDATED, which refreshes the session atom, so every header shows the new name at once.
 */
export async function updateProfile(
  changes: ProfileChanges,
  online?: boolean,
): Promise<ProfileUpdateResult> {
  if (!(online ?? (await isOnlineForPress()))) return { status: 'offline' };
  try {
    const { supabase } = await loadBackend();
    const {
      data: { session },
    } = await supabase.auth.getSession();
    if (!session) return { status: 'signed-out' };
    const { error } = await supabase.auth.updateUser(profileUpdate(session.user, changes));
    if (!error) return { status: 'saved' };
    if (isNetworkFailure(error)) return { status: 'offline' };
    return { status: 'failed', message: error.message || PROFILE_MESSAGES.failed };
  } catch (error: unknown) {
    console.error('Could not save the profile', error);
    return { status: 'failed', message: PROFILE_MESSAGES.failed };
  }
}
