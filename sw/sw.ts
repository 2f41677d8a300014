import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare let self: ServiceWorkerGlobalScope;

// The build precaches every chunk, style, font and image, so no runtime caching is needed:
// after the first visit the whole app opens from the precache with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first visit is controlled without a reload, so it already works offline. Updates are
// different: a new worker waits until the user accepts "Reload" (see the message below).
clientsClaim();

// Every navigation in scope gets the app shell, unknown paths included, so the app's own
// 404 page renders offline. Backend and mailbox paths must reach the server untouched.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/auth\/v1\//, /^\/functions\/v1\//, /^\/rest\/v1\//, /^\/_emulator(\/|$)/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
