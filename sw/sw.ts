import { clientsClaim } from 'workbox-core';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  SCAN_INBOX_PATH,
  SHARE_FILES_FIELD,
  SHARE_FILE_NAME_HEADER,
  SHARE_INBOX_CACHE,
  SHARE_INBOX_PATH,
  SHARE_TARGET_ACTION,
  isScanFile,
  scanShareProblemUrl,
  shareProblemUrl,
  sharedLandingUrl,
  sharedScanUrl,
} from '../src/lib/shareTarget.ts';
import { NOT_FOUND_HTML, prerenderedHtmlFor } from '../src/app/routeTable.ts';
import { NETWORK_MESSAGE_TYPE, type NetworkMessage } from '../src/lib/connectivityProbe.ts';
import { PRECACHE_ARCHIVE_PATH } from './precacheArchive.ts';
import { PRECACHE_BATCH_SIZE, fillPrecache } from './precacheFill.ts';

declare let self: ServiceWorkerGlobalScope;

/** Keeps shared files in the inbox under `path`, in the order shared, with their names. */
async function keepInInbox(files: readonly File[], path: string): Promise<void> {
  const inbox = await caches.open(SHARE_INBOX_CACHE);
  // Zero-padded so that sorting the keys gives back the order of the share.
  const batch = String(Date.now()).padStart(15, '0');
  await Promise.all(
    files.map((file, index) =>
      inbox.put(
        new URL(`${path}${batch}-${String(index).padStart(4, '0')}`, self.location.origin).href,
        new Response(file, {
          headers: {
            'Content-Type': file.type || 'application/octet-stream',
            [SHARE_FILE_NAME_HEADER]: encodeURIComponent(file.name),
          },
        }),
      ),
    ),
  );
}

/**
 * Files shared to the installed app (the manifest's share_target) arrive here as a multipart
 * POST. They wait in Cache Storage, which the worker reaches without the app's database code.
 * Photos go to the upload page, which takes them into the selection with the same checks as
 * picked photos; room scans (RoomPlan's JSON or USDZ) go to the plan editor, which imports them.
 */
async function receiveSharedFiles(request: Request): Promise<Response> {
  const landing = (path: string) =>
    Response.redirect(new URL(path, self.location.origin).href, 303);
  let scans: File[] = [];
  try {
    const files = (await request.formData())
      .getAll(SHARE_FILES_FIELD)
      .filter((entry): entry is File => typeof entry !== 'string');
    scans = files.filter((file) => isScanFile(file.name, file.type));
    const photos = files.filter((file) => !scans.includes(file));
    await keepInInbox(photos, SHARE_INBOX_PATH);
    await keepInInbox(scans, SCAN_INBOX_PATH);
    return landing(
      scans.length > 0 ? sharedScanUrl(scans.length) : sharedLandingUrl(photos.length),
    );
  } catch (error: unknown) {
    console.error('Could not receive the shared files', error);
    return landing(scans.length > 0 ? scanShareProblemUrl('failed') : shareProblemUrl('failed'));
  }
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  if (request.method !== 'POST') return;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && url.pathname === SHARE_TARGET_ACTION) {
    event.respondWith(receiveSharedFiles(request));
  }
});

/**
 * Whether the worker's own last network fetch got an answer. Open pages are told when that
 * changes: it is evidence for their connectivity state (src/lib/connectivityMonitor.ts), which
 * must not rest on `navigator.onLine` alone.
 */
let networkAnswered: boolean | undefined;

function noteNetwork(online: boolean): void {
  if (networkAnswered === online) return;
  networkAnswered = online;
  const message: NetworkMessage = { type: NETWORK_MESSAGE_TYPE, online };
  void self.clients
    .matchAll({ type: 'window' })
    .then((clients) => clients.forEach((client) => client.postMessage(message)));
}

/** The worker's own fetches (precaching, a page missing from the precache), watched. */
async function watchedFetch(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    noteNetwork(true);
    return response;
  } catch (error: unknown) {
    noteNetwork(false);
    throw error;
  }
}

const precache = new PrecacheController({
  plugins: [
    {
      // A precached file missing from the cache is fetched again: that fetch is evidence too.
      fetchDidSucceed: ({ response }) => {
        noteNetwork(true);
        return Promise.resolve(response);
      },
      fetchDidFail: () => {
        noteNetwork(false);
        return Promise.resolve();
      },
    },
  ],
});

// The build precaches every chunk, style, font and image, so no runtime caching is needed:
// after the first visit the whole app opens from the precache with no network.
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));

// Filled from one archive on a first install, then a batch at a time rather than Workbox's one
// file at a time (sw/precacheFill.ts, sw/precacheArchive.ts).
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    caches.open(precache.strategy.cacheName).then((cache) =>
      fillPrecache(precache, cache, () => noteNetwork(true), PRECACHE_BATCH_SIZE, {
        // Past the HTTP cache: a copy kept from another build would hold other files.
        fetch: () => fetch(PRECACHE_ARCHIVE_PATH, { cache: 'no-store' }),
        base: self.location.href,
      }),
    ),
  );
});
// Drops the files of an earlier build that this one no longer lists.
self.addEventListener('activate', (event: ExtendableEvent) => {
  void precache.activate(event);
});
cleanupOutdatedCaches();

// The first visit is controlled without a reload, so it already works offline. Updates are
// different: a new worker waits until the user accepts "Reload" (see the message below).
clientsClaim();

/**
 * A navigation gets its route's prerendered page from the precache, as the server would send it:
 * unknown paths get the 404 page with status 404, so the app's own not-found page shows offline.
 */
async function prerenderedPage({ request, url }: { request: Request; url: URL }) {
  const file = prerenderedHtmlFor(url.pathname);
  const page = (await precache.matchPrecache(file)) ?? (await precache.matchPrecache('index.html'));
  if (!page) return watchedFetch(request);
  if (file !== NOT_FOUND_HTML) return page;
  return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
}

// Backend and mailbox paths must reach the server untouched. So must the connectivity probe
// (CONNECTIVITY_PROBE_PATH), which is no navigation and never precached: no route answers it.
registerRoute(
  new NavigationRoute(prerenderedPage, {
    denylist: [
      /^\/auth\/v1\//,
      /^\/functions\/v1\//,
      /^\/rest\/v1\//,
      /^\/storage\/v1\//,
      /^\/_emulator(\/|$)/,
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
