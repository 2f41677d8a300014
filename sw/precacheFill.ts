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

/** Files fetched side by side in one `Cache.addAll`. */
export const PRECACHE_BATCH_SIZE = 20;

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
  cache: Pick<Cache, 'keys' | 'addAll'>,
  onAnswered: () => void = () => undefined,
  batchSize = PRECACHE_BATCH_SIZE,
): Promise<number> {
  const missing = await missingPrecacheRequests(list, cache);
  for (let start = 0; start < missing.length; start += batchSize) {
    await cache.addAll(missing.slice(start, start + batchSize));
    onAnswered();
  }
  return missing.length;
}
