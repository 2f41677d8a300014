import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, normalisePath, pageModuleName } from '../src/app/routeTable.ts';
import { ROUTE_LEAD_IMAGES } from '../src/content/routeLeadImages.ts';

/** The part of Vite's build manifest (`.vite/manifest.json`) this module reads. */
export interface BuildManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Readonly<Record<string, BuildManifestChunk>>;

/**
 * `Link` header values that let the browser fetch a route's lead image as soon as the response
 * starts. Nothing else: the page the server sends carries its styles, and starts its scripts
 * after its first paint, so that they do not compete with it.
 */
export function routePreloadHeaders(manifest: BuildManifest): Map<string, string> {
  const headers = new Map<string, string>();
  for (const route of ROUTES) {
    const pageKey = `src/pages/${pageModuleName(route.path)}.tsx`;
    const leadImage = ROUTE_LEAD_IMAGES[route.path];
    if (!manifest[pageKey] || !leadImage) continue;
    headers.set(route.path, `<${leadImage}>; rel=preload; as=image; fetchpriority=high`);
  }
  return headers;
}

/** Reads the build's manifest; a build without one simply gets no hints. */
export function loadRoutePreloads(distDir: string): Map<string, string> {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return new Map();
  return routePreloadHeaders(JSON.parse(readFileSync(path, 'utf8')) as BuildManifest);
}

export function preloadHeaderFor(preloads: Map<string, string>, pathname: string): string {
  return preloads.get(normalisePath(pathname)) ?? '';
}
