import type { SyncStatus } from '../../lib/syncRules.ts';
import { changesCount as changes } from './syncBadge.ts';

/** The words for the sync state, for the account card and the dialogs. */

export function syncStatusText(status: SyncStatus): string {
  switch (status.state) {
    case 'synced':
      return 'Synced: your rooms, scans and photos are in your account.';
    case 'syncing':
      return status.pending > 0 ? `Syncing ${changes(status.pending)}...` : 'Syncing...';
    case 'offline':
      return status.pending > 0
        ? `Waiting for a connection: ${changes(status.pending)} will sync when you're back online.`
        : "Waiting for a connection: you'll get changes from your other devices when you're back online.";
    case 'failed':
      return status.pending > 0
        ? `Sync failed: ${changes(status.pending)} not sent yet.`
        : 'Sync failed.';
  }
}

export const SIGN_OUT_UNSENT_COPY = {
  title: 'Sign out with unsent changes?',
  description: (unsent: number) =>
    `${changes(unsent)} made on this device could not be sent to your account (you may be offline). If you sign out now, ${unsent === 1 ? 'it is' : 'they are'} lost from this device.`,
  stay: 'Stay signed in',
  signOut: 'Sign out anyway',
} as const;

export const OFFER_COPY = {
  description: (total: number) =>
    total === 1
      ? 'You made this on this device while signed out. Keep it in your account to have it on your other devices too.'
      : 'You made these on this device while signed out. Keep them in your account to have them on your other devices too.',
  keep: 'Keep in my account',
  decline: 'Not now',
} as const;
