// What other features, and the shell, may use of sync.
export { syncStatusAtom, signOutQuestionAtom, syncOfferAtom } from './syncAtoms.ts';
export {
  fetchPhotoBytes,
  removeAccountFromDevice,
  retrySync,
  settleBeforeSignOut,
} from './syncClient.ts';
export { SyncRunner } from './SyncRunner.tsx';
export { SyncStatusLine } from './SyncStatusLine.tsx';
export { syncStatusText } from './syncText.ts';
export { waitingChangesName } from './syncBadge.ts';
