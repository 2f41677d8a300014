import type { ComponentType } from 'react';
import { ROUTES, pageModuleName } from './routeTable.ts';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

// One lazily loaded chunk per page module; the route table says which module serves a path.
// Imported by the entry (main.tsx) and by prerender.tsx only, never by the shell (why: pages.ts,
// installPageLoaders).
const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');

/** The loader of each route of the route table (routeTable.ts), keyed by path. */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = Object.fromEntries(
  ROUTES.flatMap((route) => {
    const load = pageModules[`../pages/${pageModuleName(route.path)}.tsx`];
    return load ? [[route.path, load]] : [];
  }),
);

export const loadNotFoundPage = (): Promise<PageModule> => import('../pages/NotFoundPage.tsx');
