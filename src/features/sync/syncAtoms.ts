import { atom } from 'jotai';
import type { SyncStatus, UnownedCounts } from '../../lib/syncRules.ts';

/** The sync of the signed-in account as the interface shows it; null when no one is signed in. */
export const syncStatusAtom = atom<SyncStatus | null>(null);

/** The one-time offer to keep what this device made while signed out in the account. */
export interface SyncOffer {
  userId: string;
  counts: UnownedCounts;
}

export const syncOfferAtom = atom<SyncOffer | null>(null);

export type SignOutChoice = 'sign-out' | 'stay';

/** Asked when changes could not be sent before signing out. */
export interface SignOutQuestion {
  unsent: number;
  answer: (choice: SignOutChoice) => void;
}

export const signOutQuestionAtom = atom<SignOutQuestion | null>(null);
