/*
 * Kept apart from earlyOffline.ts, which the first paint loads: only the monitor, which loads
 * later, takes over index.html's early check and answers its notice.
 */
import { retireEarlyOfflineNotice, startedOffline } from './earlyOffline.ts';

const earlyCheck = () => (typeof window === 'undefined' ? undefined : window.__aureviaEarly);

/** The monitor takes over: index.html's script stops asking, and hands over a request under way. */
export function takeOverEarlyCheck(): Promise<boolean> | undefined {
  const early = earlyCheck();
  if (!early) return undefined;
  early.on = false;
  const { probe } = early;
  delete early.probe;
  return probe;
}

/**
 * The app's monitor finds the network working: an early notice saying offline turns to "Back
 * online" for a moment, as the app's own would.
 */
export function earlyNoticeBackOnline(): void {
  if (!startedOffline()) return;
  const early = earlyCheck();
  if (early?.show) early.show(true);
  else retireEarlyOfflineNotice();
}
