import type { NotFoundHandler } from 'hono';
import { inlinedHtmlFor, isKnownRoute, prerenderedHtmlFor } from '../src/app/routeTable.ts';
import { apiNotFound, isApiPath } from './apiPaths.ts';
import { fileResponse } from './fileResponse.ts';
import { preloadHeaderFor } from './routePreloads.ts';
import type { StaticFile, StaticFileMap } from './staticFiles.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Decodes each segment on its own. A segment that decodes to a separator, a dot segment or a NUL
 * was crafted to look like a different path, so it names no file and no route.
 */
function decodePathname(pathname: string): string | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (/[/\\\0]/.test(segment) || segment === '.' || segment === '..') return undefined;
    segments.push(segment);
  }
  return segments.join('/');
}

function methodNotAllowed(): Response {
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Everything no registered route answered: API misses, built files, then the page. Each route
 * gets its prerendered HTML; paths the client router does not know get the prerendered 404 page
 * with status 404, so crawlers and monitors see the truth while people get the app's own page.
 * A build without prerendered pages falls back to the shell.
 */
export function createFallback(
  files: StaticFileMap,
  shell: StaticFile,
  preloads: Map<string, string> = new Map(),
): NotFoundHandler {
  return (c) => {
    const request = c.req.raw;
    const rawPathname = new URL(request.url).pathname;
    const pathname = decodePathname(rawPathname);
    if (isApiPath(rawPathname) || (pathname !== undefined && isApiPath(pathname))) {
      return apiNotFound();
    }
    if (!READ_METHODS.has(request.method)) return methodNotAllowed();

    const file = pathname === undefined ? undefined : files.get(pathname);
    if (file) return fileResponse(file, request);
    const known = pathname !== undefined && isKnownRoute(pathname);
    const html = prerenderedHtmlFor(known ? pathname : '/no-such-page');
    const page = files.get(`/${inlinedHtmlFor(html)}`) ?? files.get(`/${html}`) ?? shell;
    const response = fileResponse(page, request, known ? 200 : 404);
    const hints = known ? preloadHeaderFor(preloads, pathname) : '';
    if (hints) response.headers.set('Link', hints);
    return response;
  };
}
