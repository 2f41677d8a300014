/**
 * The Web Share Target contract, in one place for the manifest (build/web-manifest.ts), the
 * service worker (sw/sw.ts), the server (server/shareTarget.ts) and the upload page. Plain
 * constants: every one of those may import it.
 */

/** Where the installed app receives shared photos (POST, multipart/form-data). */
export const SHARE_TARGET_ACTION = '/upload-photos/share';
/** The form field that carries the shared files. */
export const SHARE_FILES_FIELD = 'photos';
/** The page the share lands on. */
export const SHARE_LANDING_PATH = '/upload-photos';

/** The query the landing page reads: `shared=N` from the worker, `share=...` otherwise. */
export const SHARED_COUNT_PARAM = 'shared';
export const SHARE_STATUS_PARAM = 'share';
export type ShareStatus = 'unavailable' | 'failed';

/** Cache Storage holds shared files between the worker's answer and the page picking them up. */
export const SHARE_INBOX_CACHE = 'aurevia-share-inbox';
export const SHARE_INBOX_PATH = '/__share-inbox/';
/** The shared file's own name, URI-encoded, on its cached response. */
export const SHARE_FILE_NAME_HEADER = 'X-Shared-File-Name';

export function sharedLandingUrl(count: number): string {
  return `${SHARE_LANDING_PATH}?${SHARED_COUNT_PARAM}=${count}`;
}

export function shareProblemUrl(status: ShareStatus): string {
  return `${SHARE_LANDING_PATH}?${SHARE_STATUS_PARAM}=${status}`;
}

/** What the landing page tells the user when the share did not reach the worker. */
export const SHARE_MESSAGES: Readonly<Record<ShareStatus, string>> = {
  unavailable:
    'Sharing needs the installed app to be opened once first. Please pick the photos here.',
  failed: "We couldn't receive the shared photos. Please pick them here.",
};

export function readShareStatus(search: string): ShareStatus | null {
  const value = new URLSearchParams(search).get(SHARE_STATUS_PARAM);
  return value === 'unavailable' || value === 'failed' ? value : null;
}

/** The number of photos the worker says it received, or null when the page was not shared to. */
export function readSharedCount(search: string): number | null {
  const raw = new URLSearchParams(search).get(SHARED_COUNT_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

// --- Room scans -------------------------------------------------------------------------------
// The same share target takes the room scans an iPhone or iPad exports (Apple RoomPlan's JSON
// or USDZ); the worker sends them to the plan editor instead of the upload page.

/** What the manifest accepts besides photos: RoomPlan's JSON and USDZ exports. */
export const SCAN_FILE_ACCEPT = [
  '.json',
  '.usdz',
  'application/json',
  'model/vnd.usdz+zip',
  'model/vnd.pixar.usd',
] as const;

/** The page scans land on, and its query: `scan-share=N` from the worker, or a status. */
export const SCAN_LANDING_PATH = '/measure-room';
export const SCAN_SHARE_PARAM = 'scan-share';
/** Where shared scans wait in `SHARE_INBOX_CACHE`, apart from photos. */
export const SCAN_INBOX_PATH = '/__scan-inbox/';

/** A room scan by its name or type; everything else shared is a photo. */
export function isScanFile(name: string, type: string): boolean {
  return (
    /\.(json|usdz)$/i.test(name) ||
    type === 'application/json' ||
    type === 'model/vnd.usdz+zip' ||
    type === 'model/vnd.pixar.usd'
  );
}

export function sharedScanUrl(count: number): string {
  return `${SCAN_LANDING_PATH}?${SCAN_SHARE_PARAM}=${count}`;
}

export function scanShareProblemUrl(status: ShareStatus): string {
  return `${SCAN_LANDING_PATH}?${SCAN_SHARE_PARAM}=${status}`;
}

/** What the plan editor says when a shared scan did not reach the worker. */
export const SCAN_SHARE_MESSAGES: Readonly<Record<ShareStatus, string>> = {
  unavailable:
    'Sharing needs the installed app to be opened once first. Please choose the scan here.',
  failed: "We couldn't receive the shared scan. Please choose it here.",
};

/** The number of scans the worker received, a problem, or null when nothing was shared. */
export function readScanShare(search: string): number | ShareStatus | null {
  const raw = new URLSearchParams(search).get(SCAN_SHARE_PARAM);
  if (raw === 'unavailable' || raw === 'failed') return raw;
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}
