import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, normalisePath, pageModuleName } from '../src/app/routeTable.ts';

/** The part of Vite's build manifest (`.vite/manifest.json`) this module reads. */
export interface BuildManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Readonly<Record<string, BuildManifestChunk>>;

function staticClosure(
  manifest: BuildManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * `Link` header values that let the browser fetch a route's styles and its lead image as soon
 * as the response starts. Scripts are left out on purpose: the prerendered page starts them
 * after its first paint, so they do not compete with it. The entry's own styles are in the page.
 */
export function routePreloadHeaders(manifest: BuildManifest): Map<string, string> {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const alreadyLoaded = new Set<string>();
  for (const key of entryKeys) staticClosure(manifest, key, alreadyLoaded);

  const headers = new Map<string, string>();
  for (const route of ROUTES) {
    const pageKey = `src/pages/${pageModuleName(route.path)}.tsx`;
    if (!manifest[pageKey]) continue;
    const links: string[] = [];
    for (const key of staticClosure(manifest, pageKey)) {
      if (alreadyLoaded.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      for (const css of chunk.css ?? [])
        links.push(`</${css}>; rel=preload; as=style; crossorigin`);
    }
    if (route.leadImage)
      links.push(`<${route.leadImage}>; rel=preload; as=image; fetchpriority=high`);
    headers.set(route.path, links.join(', '));
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
