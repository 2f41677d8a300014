/**
 * The plan editor's side of the share target: the service worker leaves shared room scans in
 * Cache Storage under their own path, apart from shared photos, and the editor takes them.
 */
import {
  SCAN_INBOX_PATH,
  SHARE_FILE_NAME_HEADER,
  SHARE_INBOX_CACHE,
} from '../../lib/shareTarget.ts';

function fileNameOf(response: Response): string {
  const raw = response.headers.get(SHARE_FILE_NAME_HEADER);
  try {
    return raw ? decodeURIComponent(raw) : 'Shared scan';
  } catch {
    return 'Shared scan';
  }
}

/**
 * The scans waiting in the inbox, oldest first, each taken out of it: a scan is imported once,
 * and one that cannot be read is not offered again.
 */
export async function takeSharedScans(): Promise<File[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(SHARE_INBOX_CACHE);
  const requests = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith(SCAN_INBOX_PATH),
  );
  requests.sort((a, b) => a.url.localeCompare(b.url));
  const files: File[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    await cache.delete(request);
    if (!response) continue;
    const blob = await response.blob();
    files.push(new File([blob], fileNameOf(response), { type: blob.type }));
  }
  return files;
}
