// @vitest-environment node
import { fillPrecache, missingPrecacheRequests } from '../../sw/precacheFill.ts';

const ORIGIN = 'https://aurevia.test';

/** The precache list as Workbox keys it: hashed files by URL, others by URL and revision. */
function listOf(entries: ReadonlyArray<{ url: string; revision?: string }>) {
  const map = new Map<string, string>();
  for (const { url, revision } of entries) {
    const absolute = `${ORIGIN}/${url}`;
    map.set(absolute, revision ? `${absolute}?__WB_REVISION__=${revision}` : absolute);
  }
  return { getURLsToCacheKeys: () => map };
}

/** A cache that keeps what it is given, and can refuse the batch holding a given URL. */
function fakeCache(kept: string[] = [], refuse?: { url: string; error: Error }) {
  const urls = [...kept];
  const batches: Request[][] = [];
  const stored = new Map<string, Response>();
  return {
    urls,
    batches,
    keys: () => Promise.resolve(urls.map((url) => new Request(url))),
    addAll: (requests: Iterable<RequestInfo>) => {
      const batch = [...requests].map((request) => new Request(request));
      batches.push(batch);
      if (refuse && batch.some((request) => request.url === refuse.url)) {
        return Promise.reject(refuse.error);
      }
      urls.push(...batch.map((request) => request.url));
      return Promise.resolve();
    },
    put: (request: RequestInfo | URL, response: Response) => {
      const url = new Request(request).url;
      urls.push(url);
      stored.set(url, response);
      return Promise.resolve();
    },
    stored,
  };
}

const LIST = listOf([
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/app-3f2a.js' },
  { url: 'samples/sofa.svg', revision: 'r7' },
  { url: 'assets/app-9c1d.css' },
  { url: 'routes/pricing.html', revision: 'r2' },
]);

describe('filling the precache', () => {
  it('keeps every file under its key, a batch at a time, in the order of the list', async () => {
    const cache = fakeCache();
    const notes: boolean[] = [];
    const added = await fillPrecache(LIST, cache, () => notes.push(true), 2);
    expect(added).toBe(5);
    expect(cache.batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(cache.urls).toEqual([...LIST.getURLsToCacheKeys().values()]);
    expect(notes).toEqual([true, true, true]);
  });

  it('fetches a revised file past the HTTP cache, a hashed one as usual', async () => {
    const requests = await missingPrecacheRequests(LIST, fakeCache());
    const modes = Object.fromEntries(requests.map((request) => [request.url, request.cache]));
    expect(modes).toEqual({
      [`${ORIGIN}/index.html?__WB_REVISION__=r1`]: 'reload',
      [`${ORIGIN}/assets/app-3f2a.js`]: 'default',
      [`${ORIGIN}/samples/sofa.svg?__WB_REVISION__=r7`]: 'reload',
      [`${ORIGIN}/assets/app-9c1d.css`]: 'default',
      [`${ORIGIN}/routes/pricing.html?__WB_REVISION__=r2`]: 'reload',
    });
    expect(requests.every((request) => request.credentials === 'same-origin')).toBe(true);
  });

  it('fetches only what an earlier install or an older build has not kept', async () => {
    const cache = fakeCache([
      `${ORIGIN}/assets/app-3f2a.js`,
      // The same page at an older revision is not this build's copy.
      `${ORIGIN}/routes/pricing.html?__WB_REVISION__=r1`,
      `${ORIGIN}/samples/sofa.svg?__WB_REVISION__=r7`,
    ]);
    await fillPrecache(LIST, cache);
    expect(cache.batches.flat().map((request) => request.url)).toEqual([
      `${ORIGIN}/index.html?__WB_REVISION__=r1`,
      `${ORIGIN}/assets/app-9c1d.css`,
      `${ORIGIN}/routes/pricing.html?__WB_REVISION__=r2`,
    ]);
  });

  it('fails the install when a batch fails, keeping the batches done for the next try', async () => {
    const cache = fakeCache([], {
      url: `${ORIGIN}/samples/sofa.svg?__WB_REVISION__=r7`,
      error: new TypeError("Failed to execute 'addAll' on 'Cache': Request failed"),
    });
    const answers: number[] = [];
    await expect(
      fillPrecache(LIST, cache, () => answers.push(cache.urls.length), 2),
    ).rejects.toThrow('Request failed');
    // Said once, for the batch that was kept; the failed one says nothing of the network.
    expect(answers).toEqual([2]);
    expect(cache.urls).toHaveLength(2);

    const retry = fakeCache(cache.urls);
    await fillPrecache(LIST, retry, () => undefined, 2);
    expect(retry.batches.flat()).toHaveLength(3);
    expect(retry.urls).toHaveLength(5);
  });
});
