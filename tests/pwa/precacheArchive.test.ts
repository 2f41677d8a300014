// @vitest-environment node
import { packArchive, precacheKey, readArchive } from '../../sw/precacheArchive.ts';
import { ARCHIVE_MIN_MISSING, fillFromArchive, fillPrecache } from '../../sw/precacheFill.ts';

const ORIGIN = 'https://aurevia.test';
const BASE = `${ORIGIN}/sw.js`;
const text = (value: string) => new TextEncoder().encode(value);

/** A build's precache list of `count` files: its page, then scripts and revised samples. */
function buildOf(count: number) {
  const files = Array.from({ length: count }, (_, index) => {
    const url =
      index === 0 ? 'index.html' : index % 2 ? `assets/c${index}-ab12.js` : `samples/s${index}.svg`;
    const revision = url.endsWith('.js') ? null : `r${index}`;
    return { url, revision, key: precacheKey(url, revision), body: `file ${index}` };
  });
  const keys = new Map(files.map((file) => [`${ORIGIN}/${file.url}`, `${ORIGIN}/${file.key}`]));
  return { files, list: { getURLsToCacheKeys: () => keys } };
}

/** What the build packs: every file but the pages. */
function archiveOf(files: ReturnType<typeof buildOf>['files']) {
  return packArchive(
    files
      .filter((file) => !file.url.endsWith('.html'))
      .map((file) => ({ key: file.key, type: 'text/plain', bytes: text(file.body) })),
  );
}

function fakeCache() {
  const stored = new Map<string, Response>();
  const fetchedOneByOne: string[] = [];
  return {
    stored,
    fetchedOneByOne,
    keys: () => Promise.resolve([...stored.keys()].map((url) => new Request(url))),
    put: (request: RequestInfo | URL, response: Response) => {
      stored.set(new Request(request).url, response);
      return Promise.resolve();
    },
    addAll: (requests: Iterable<RequestInfo>) => {
      for (const request of requests) {
        const url = new Request(request).url;
        fetchedOneByOne.push(url);
        stored.set(url, new Response('fetched'));
      }
      return Promise.resolve();
    },
  };
}

const served = (bytes: Uint8Array<ArrayBuffer>) => ({
  fetch: () => Promise.resolve(new Response(bytes)),
  base: BASE,
});

describe('the precache archive', () => {
  it('gives back each file with its type under the key Workbox keeps it by', () => {
    const archive = packArchive([
      { key: precacheKey('samples/sofa.svg', 'r7'), type: 'image/svg+xml', bytes: text('<svg/>') },
      { key: 'assets/app-3f2a.js', type: 'text/javascript', bytes: text('export {}') },
    ]);
    const files = readArchive(archive.buffer as ArrayBuffer, BASE);
    expect([...files.keys()]).toEqual([
      `${ORIGIN}/samples/sofa.svg?__WB_REVISION__=r7`,
      `${ORIGIN}/assets/app-3f2a.js`,
    ]);
    const sofa = files.get(`${ORIGIN}/samples/sofa.svg?__WB_REVISION__=r7`);
    expect(sofa?.type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(sofa?.body)).toBe('<svg/>');
  });

  it('refuses an archive cut short', () => {
    const archive = packArchive([{ key: 'a.js', type: 'text/javascript', bytes: text('abc') }]);
    expect(() => readArchive(archive.slice(0, -1).buffer, BASE)).toThrow('cut short');
    expect(() => readArchive(new ArrayBuffer(2), BASE)).toThrow('cut short');
  });

  it('fills a first install from the archive, fetching only the pages one by one', async () => {
    const { files, list } = buildOf(ARCHIVE_MIN_MISSING + 20);
    const cache = fakeCache();
    const answers: number[] = [];
    await fillPrecache(list, cache, () => answers.push(1), 20, served(archiveOf(files)));
    expect(cache.fetchedOneByOne).toEqual([`${ORIGIN}/index.html?__WB_REVISION__=r0`]);
    expect(cache.stored.size).toBe(files.length);
    const sample = cache.stored.get(`${ORIGIN}/samples/s2.svg?__WB_REVISION__=r2`);
    expect(await sample?.text()).toBe('file 2');
    expect(sample?.headers.get('Content-Type')).toBe('text/plain');
    // The network answered for the archive, then for the batch of pages.
    expect(answers).toHaveLength(2);
  });

  it('leaves a file of another build, or one the archive lacks, to be fetched', async () => {
    const { files, list } = buildOf(ARCHIVE_MIN_MISSING + 20);
    const older = files.map((file) =>
      file.url === 'samples/s2.svg' ? { ...file, key: precacheKey(file.url, 'old') } : file,
    );
    const cache = fakeCache();
    await fillPrecache(list, cache, () => undefined, 20, served(archiveOf(older)));
    expect(cache.fetchedOneByOne.sort()).toEqual([
      `${ORIGIN}/index.html?__WB_REVISION__=r0`,
      `${ORIGIN}/samples/s2.svg?__WB_REVISION__=r2`,
    ]);
  });

  it('falls back to one by one when the archive fails, and skips it for a small update', async () => {
    const { files, list } = buildOf(ARCHIVE_MIN_MISSING + 20);
    const broken = fakeCache();
    await fillPrecache(list, broken, () => undefined, 20, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      base: BASE,
    });
    expect(broken.fetchedOneByOne).toHaveLength(files.length);

    const missing = files.slice(0, 3).map((file) => new Request(`${ORIGIN}/${file.key}`));
    let asked = false;
    const rest = await fillFromArchive(missing, fakeCache(), {
      fetch: () => {
        asked = true;
        return Promise.resolve(new Response(archiveOf(files)));
      },
      base: BASE,
    });
    expect(asked).toBe(false);
    expect(rest).toEqual(missing);
  });
});
