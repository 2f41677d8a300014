import { lazy, type ComponentType } from 'react';
import { firstModules } from '../lib/firstModules.ts';
import { PAGE_LOADERS, loadNotFoundPage, type PageModule } from './pageLoaders.ts';

const NOT_FOUND = '*';
const loaders = new Map(Object.entries(PAGE_LOADERS));

const pages = new Map<string, ComponentType>(
  [...loaders].map(([path, load]) => [path, lazy(load)]),
);
pages.set(NOT_FOUND, lazy(loadNotFoundPage));

const keyFor = (path: string | undefined) =>
  path !== undefined && pages.has(path) ? path : NOT_FOUND;

/**
 * The page for a route-table path, or the 404 page: lazily loaded, the same component for a
 * path every time (so its state is kept), unless preloadPage already has its module.
 */
export function pageFor(path: string | undefined): ComponentType {
  return pages.get(keyFor(path)) as ComponentType;
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
      : await (loaders.get(key) ?? loadNotFoundPage)();
  pages.set(key, module.default);
}
