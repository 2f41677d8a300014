/**
 * The page's side of the share target: the service worker leaves shared files in Cache
 * Storage (it cannot comfortably open the app's database), and the upload page takes them
 * from there into the selection with the same checks as picked files.
 */
import {
  SHARE_FILE_NAME_HEADER,
  SHARE_INBOX_CACHE,
  SHARE_INBOX_PATH,
} from '../../lib/shareTarget.ts';

export interface SharedFile {
  file: File;
  /** Removes it from the inbox once it has been handled (kept or turned away). */
  done: () => Promise<void>;
}

function fileNameOf(response: Response, fallback: string): string {
  const raw = response.headers.get(SHARE_FILE_NAME_HEADER);
  if (!raw) return fallback;
  try {
    return decodeURIComponent(raw);
  } catch {
    return fallback;
  }
}

/** Files waiting in the inbox, oldest first; none when the browser has no Cache Storage. */
export async function takeSharedFiles(): Promise<SharedFile[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(SHARE_INBOX_CACHE);
  const requests = (await cache.keys()).filter((request) =>
    new URL(request.url).pathname.startsWith(SHARE_INBOX_PATH),
  );
  // Keys are "<time>-<index>", padded by the worker, so their order is the order shared.
  requests.sort((a, b) => a.url.localeCompare(b.url));
  const files: SharedFile[] = [];
  for (const [position, request] of requests.entries()) {
    const response = await cache.match(request);
    if (!response) continue;
    const blob = await response.blob();
    const name = fileNameOf(response, `Shared photo ${position + 1}`);
    files.push({
      file: new File([blob], name, { type: blob.type }),
      done: async () => {
        await cache.delete(request);
      },
    });
  }
  return files;
}
