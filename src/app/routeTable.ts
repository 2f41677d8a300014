/**
 * THE route table (spec 01 section 2): which paths exist and which page module serves each.
 * The routes' copy lives in content/routes.ts so pages can read their own heading.
 */
import { NOT_FOUND_PATH, ROUTES, type RouteInfo } from '../content/routes.ts';

export { NOT_FOUND_PATH, ROUTES, type RouteInfo };

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

/** The build's page for the 404 route (any path the table does not know). */
export const NOT_FOUND_HTML = 'routes/404.html';

/**
 * The prerendered HTML file of a path, relative to the build folder: the home page is
 * index.html, other routes routes/<path>.html, and any other path gets the 404 page.
 */
export function prerenderedHtmlFor(pathname: string): string {
  const route = findRoute(pathname);
  if (!route) return NOT_FOUND_HTML;
  return route.path === '/' ? 'index.html' : `routes${route.path}.html`;
}

/**
 * The same page with its styles written in, which the server sends to the network (a first
 * visit then paints after one request); the service worker keeps the lighter prerenderedHtmlFor
 * file, whose style sheets it holds anyway.
 */
export function inlinedHtmlFor(file: string): string {
  return file.replace(/\.html$/, '.inline.html');
}
