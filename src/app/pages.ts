import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGE_LOADERS, loadNotFoundPage } from './pageLoaders.ts';

const pages = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(load)]),
);

export const NotFoundPage = lazy(loadNotFoundPage);

/** The lazily loaded page for a route-table path, or the 404 page. */
export function pageFor(path: string | undefined): LazyExoticComponent<ComponentType> {
  return (path !== undefined && pages.get(path)) || NotFoundPage;
}
