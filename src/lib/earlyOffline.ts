/**
 * index.html's inline script answers "is the network out?" before the app has loaded: offline
 * when the browser says so, or, for a page the service worker served from its precache, when a
 * HEAD request to the own origin gets no answer. It then marks the document (`data-offline`),
 * draws the offline notice outside #root, and asks again with back-off (and on `online`) until
 * the app takes over. The app's connectivity state starts from that answer, its own notice
 * replaces the early one, and its monitor adopts a request of the script's still under way.
 */

export const EARLY_OFFLINE_NOTICE_ID = 'offline-early';
const OFFLINE_MARK = 'data-offline';

interface EarlyCheck {
  /** Whether the script still decides; the app's monitor turns it off as it takes over. */
  on: boolean;
  /** The script's request to the own origin while one is under way: true when it got an answer. */
  probe?: Promise<boolean>;
  /** Redraws the early notice: offline, or "Back online" for a moment. */
  show?: (online: boolean) => void;
}

declare global {
  interface Window {
    __aureviaEarly?: EarlyCheck;
  }
}

/** Whether the inline script finds the network out now. */
export function startedOffline(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(OFFLINE_MARK);
}

/** The app's own notice shows the state: the early notice and its mark go. */
export function retireEarlyOfflineNotice(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute(OFFLINE_MARK);
  document.getElementById(EARLY_OFFLINE_NOTICE_ID)?.remove();
}
