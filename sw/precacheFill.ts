/**
 * Fills the precache when the worker installs, in batches handed to `Cache.addAll`.
 *
 * Workbox's own install fetches and stores its list one file at a time, each through its
 * strategy's plugins: with this app's ~640 files a first visit on a desktop took 4 to 7 s to work
 * offline, and the browser spent 5 to 7 s of processor time. `Cache.addAll` fetches a batch side
 * by side and stores it in the browser's own code: about 2.2 s, and 2.9 s of processor time
 * (docs/offline.md). Batches stay small, so Chromium never runs out of request slots
 * (net::ERR_INSUFFICIENT_RESOURCES, which is why Workbox stopped fetching all at once); from 20
 * to 200 files a batch the time was the same.
 */

import { readArchive, type ArchivedBody } from './precacheArchive.ts';

/** Files fetched side by side in one `Cache.addAll`. */
export const PRECACHE_BATCH_SIZE = 20;

/**
 * Below this many missing files (an update that changed a few chunks), fetching them one by one
 * costs less than the whole archive.
 */
export const ARCHIVE_MIN_MISSING = 100;

/** Responses stored side by side from the archive. */
const ARCHIVE_PUT_BATCH = 50;

/** What the fill needs of Workbox's precache controller. */
export interface PrecacheList {
  /** Each file's URL and the key it is kept under (the URL with its revision when not hashed). */
  getURLsToCacheKeys(): Map<string, string>;
}

/**
 * The requests still missing from `cache`, in the list's order. A file named by its content's
 * hash is fetched as usual (the page may have it in the HTTP cache); a file with a revision is
 * fetched past the HTTP cache, under its key, whose revision also sets it apart from an older copy.
 */
export async function missingPrecacheRequests(
  list: PrecacheList,
  cache: Pick<Cache, 'keys'>,
): Promise<Request[]> {
  const kept = new Set((await cache.keys()).map((request) => request.url));
  const missing: Request[] = [];
  for (const [url, cacheKey] of list.getURLsToCacheKeys()) {
    if (kept.has(cacheKey)) continue;
    missing.push(
      new Request(cacheKey, {
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      }),
    );
  }
  return missing;
}

/**
 * Adds every missing file to `cache`, a batch at a time, and says after each batch that the
 * network answered. A batch that fails (the network went, a file did not answer 200) rejects and
 * so fails the install, as Workbox's would; `Cache.addAll` refuses both with the same TypeError,
 * so a failure says nothing of the network. The batches already kept stay, and the next install
 * fetches only what is still missing.
 */
export async function fillPrecache(
  list: PrecacheList,
  cache: Pick<Cache, 'keys' | 'addAll' | 'put'>,
  onAnswered: () => void = () => undefined,
  batchSize = PRECACHE_BATCH_SIZE,
  archive?: PrecacheArchiveSource,
): Promise<number> {
  const missing = await missingPrecacheRequests(list, cache);
  const rest = archive ? await fillFromArchive(missing, cache, archive, onAnswered) : missing;
  for (let start = 0; start < rest.length; start += batchSize) {
    await cache.addAll(rest.slice(start, start + batchSize));
    onAnswered();
  }
  return missing.length;
}

/** Where the archive comes from, and the URL its relative keys are resolved against (the worker's). */
export interface PrecacheArchiveSource {
  fetch(): Promise<Response>;
  base: string;
}

/**
 * Stores every missing file the archive holds (sw/precacheArchive.ts) and gives back the ones it
 * does not (the pages, or files of another build). An archive that cannot be fetched or read
 * leaves them all to be fetched one by one, which also tells whether the network is there.
 */
export async function fillFromArchive(
  missing: readonly Request[],
  cache: Pick<Cache, 'put'>,
  archive: PrecacheArchiveSource,
  onAnswered: () => void = () => undefined,
): Promise<Request[]> {
  if (missing.length < ARCHIVE_MIN_MISSING) return [...missing];
  let files: ReturnType<typeof readArchive>;
  try {
    const response = await archive.fetch();
    if (!response.ok) return [...missing];
    files = readArchive(await response.arrayBuffer(), archive.base);
  } catch {
    return [...missing];
  }
  onAnswered();
  const rest: Request[] = [];
  const found: Array<[Request, ArchivedBody]> = [];
  for (const request of missing) {
    const file = files.get(request.url);
    if (file) found.push([request, file]);
    else rest.push(request);
  }
  for (let start = 0; start < found.length; start += ARCHIVE_PUT_BATCH) {
    await Promise.all(
      found.slice(start, start + ARCHIVE_PUT_BATCH).map(([request, { type, body }]) =>
        cache.put(
          request,
          new Response(body, {
            headers: { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' },
          }),
        ),
      ),
    );
  }
  return rest;
}
