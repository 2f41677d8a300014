// @vitest-environment node
import { importSharedPhotos } from '../../src/features/upload/importSharedPhotos.ts';
import {
  SHARE_FILE_NAME_HEADER,
  SHARE_INBOX_CACHE,
  SHARE_INBOX_PATH,
  SHARE_MESSAGES,
  readShareStatus,
  readSharedCount,
  shareProblemUrl,
  sharedLandingUrl,
} from '../../src/lib/shareTarget.ts';

/** Just enough of Cache Storage for the inbox: what the worker puts, the page takes. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (url: string, response: Response) => void store.set(url, response),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (request: Request) => store.get(request.url)?.clone(),
      delete: async (request: Request) => store.delete(request.url),
    };
  };
  return { open, stores };
}

const origin = 'https://aurevia.test';
let storage: ReturnType<typeof memoryCaches>;

beforeEach(() => {
  storage = memoryCaches();
  vi.stubGlobal('caches', storage);
});

afterEach(() => vi.unstubAllGlobals());

async function share(index: string, name: string, bytes: number[], type: string) {
  const inbox = await storage.open(SHARE_INBOX_CACHE);
  await inbox.put(
    `${origin}${SHARE_INBOX_PATH}000001700000000-${index}`,
    new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': type, [SHARE_FILE_NAME_HEADER]: encodeURIComponent(name) },
    }),
  );
}

describe('importSharedPhotos', () => {
  it('hands the shared files to the selection in order, then empties the inbox', async () => {
    await share('0001', 'Kitchen 2.png', [2], 'image/png');
    await share('0000', 'Café 1.jpg', [1], 'image/jpeg');
    const add = vi.fn(async (files: readonly File[]) => ({
      added: files.length,
      turnedAway: [],
    }));

    expect(await importSharedPhotos(add)).toBe(2);
    const files = add.mock.calls[0]?.[0] ?? [];
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['Café 1.jpg', 'image/jpeg', 1],
      ['Kitchen 2.png', 'image/png', 1],
    ]);
    expect(storage.stores.get(SHARE_INBOX_CACHE)?.size).toBe(0);
  });

  it('does nothing with an empty inbox, and takes a file only once when called twice', async () => {
    const add = vi.fn(async (files: readonly File[]) => ({ added: files.length, turnedAway: [] }));
    expect(await importSharedPhotos(add)).toBe(0);
    expect(add).not.toHaveBeenCalled();

    await share('0000', 'room.png', [1], 'image/png');
    const [first, second] = await Promise.all([importSharedPhotos(add), importSharedPhotos(add)]);
    expect([first, second]).toEqual([1, 1]);
    expect(add).toHaveBeenCalledTimes(1);
  });
});

describe('the share target contract', () => {
  it('lands on the upload page with the count, or a reason', () => {
    expect(sharedLandingUrl(2)).toBe('/upload-photos?shared=2');
    expect(shareProblemUrl('unavailable')).toBe('/upload-photos?share=unavailable');
    expect(readSharedCount('?shared=2')).toBe(2);
    expect(readSharedCount('shared=x')).toBeNull();
    expect(readSharedCount('')).toBeNull();
    expect(readShareStatus('?share=unavailable')).toBe('unavailable');
    expect(readShareStatus('?share=whatever')).toBeNull();
    expect(SHARE_MESSAGES.unavailable).toBe(
      'Sharing needs the installed app to be opened once first. Please pick the photos here.',
    );
  });
});
