/**
 * THE route table (spec 01 section 2): which paths exist and which page module serves each.
 * The routes' copy lives in content/routes.ts so pages can read their own heading.
 */
import { ROUTES, type RouteInfo } from '../content/routes.ts';

export { ROUTES, type RouteInfo };

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** Trailing slashes are forgiven ("/about/" is "/about"); letter case is not. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function findRoute(pathname: string): RouteInfo | undefined {
  return byPath.get(normalisePath(pathname));
}

export function isKnownRoute(pathname: string): boolean {
  return byPath.has(normalisePath(pathname));
}

/** Each route's page lives in src/pages/<Name>Page.tsx, named after its path ('/' is Home). */
export function pageModuleName(path: string): string {
  if (path === '/') return 'HomePage';
  const words = path.slice(1).split('-');
  return `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Page`;
}
