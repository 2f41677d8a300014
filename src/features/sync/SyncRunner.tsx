import { Suspense, lazy, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { signOutQuestionAtom, syncOfferAtom } from './syncAtoms.ts';
import { followAccount } from './syncLoader.ts';

// The dialogs (and Radix) load only when there is something to ask.
const SyncDialogs = lazy(() => import('./SyncDialogs.tsx'));

/** Keeps the sync in step with who is signed in, and asks what sync needs to ask. */
export function SyncRunner({ userId }: { userId: string | null }) {
  const store = useStore();
  const offer = useAtomValue(syncOfferAtom);
  const question = useAtomValue(signOutQuestionAtom);

  useEffect(() => followAccount(userId, store), [userId, store]);

  return offer || question ? (
    <Suspense fallback={null}>
      <SyncDialogs />
    </Suspense>
  ) : null;
}
