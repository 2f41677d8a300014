import { lazy, type ComponentType } from 'react';
import { firstModules } from '../lib/firstModules.ts';
import type { PageLoader, PageModule } from './pageLoaders.ts';

const NOT_FOUND = '*';
let loaders = new Map<string, PageLoader>();
const pages = new Map<string, ComponentType>();

/**
 * Gives the router the pages' loaders: the entry (main.tsx) does, before the first render, and so
 * does prerender.tsx. This module is in the shell chunk, which every page's chunk imports by
 * name; a loader names its page's file, so loaders kept here would rename the shell with any
 * page, and every file of the app with it, at each deploy (an installed app would fetch it all).
 */
export function installPageLoaders(
  byPath: Readonly<Record<string, PageLoader>>,
  notFound: PageLoader,
): void {
  loaders = new Map([...Object.entries(byPath), [NOT_FOUND, notFound]]);
  pages.clear();
  for (const [path, load] of loaders) pages.set(path, lazy(load));
}

const keyFor = (path: string | undefined) =>
  path !== undefined && pages.has(path) ? path : NOT_FOUND;

function notInstalled(): never {
  throw new Error('The page loaders are not installed (installPageLoaders)');
}

function pageAt(key: string): ComponentType {
  return pages.get(key) ?? notInstalled();
}

/**
 * The page for a route-table path, or the 404 page: lazily loaded, the same component for a
 * path every time (so its state is kept), unless preloadPage already has its module.
 */
export function pageFor(path: string | undefined): ComponentType {
  return pageAt(keyFor(path));
}

/**
 * Loads the first page's module before the app hydrates, so its markup hydrates with its code
 * at hand: a tap that lands before hydration ends hydrates that part at once and is handled,
 * where a page still loading would drop it. Call it before the first render only.
 */
export async function preloadPage(path: string | undefined): Promise<void> {
  const key = keyFor(path);
  const first = firstModules();
  const module =
    first && first.route === (key === NOT_FOUND ? null : key)
      ? ((await import(/* @vite-ignore */ first.page)) as PageModule)
      : await (loaders.get(key) ?? notInstalled)();
  pages.set(key, module.default);
}
