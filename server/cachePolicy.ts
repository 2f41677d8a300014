/** Vite fingerprints everything under /assets/, so a URL there never changes meaning. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The shell, the service worker and the manifest decide which build a visitor runs; a stale copy
 * would pin people to an old release, so the browser must always go back to the server.
 */
export const CACHE_NEVER = 'no-cache, no-store, must-revalidate';

/** Unhashed public files (icons, samples, robots.txt) may change between releases. */
export const CACHE_SHORT = 'public, max-age=3600';

const NEVER_CACHED = new Set([
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
  // The precache archive (sw/precacheArchive.ts) holds the build's files.
  '/precache.archive',
]);
const WORKBOX_CHUNK = /^\/workbox-[^/]+\.js$/;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return CACHE_IMMUTABLE;
  // Every page names the build's hashed files, so no page may outlive its build.
  if (NEVER_CACHED.has(urlPath) || urlPath.endsWith('.html') || WORKBOX_CHUNK.test(urlPath)) {
    return CACHE_NEVER;
  }
  return CACHE_SHORT;
}
