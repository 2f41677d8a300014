import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { apiErrorResponse, isApiPath } from './apiPaths.ts';
import { registerConnectivityProbe } from './connectivityProbe.ts';
import { createFallback } from './fallback.ts';
import {
  applyHeaders,
  inlineScriptHashes,
  securityHeaders,
  securityHeadersMiddleware,
} from './securityHeaders.ts';
import { loadRoutePreloads } from './routePreloads.ts';
import { registerShareTarget } from './shareTarget.ts';
import { loadStaticFiles } from './staticFiles.ts';

/** Adds routes (e.g. the auth API) to the app; they take precedence over files and the shell. */
export type RouteRegistrar = (app: Hono) => void;

export interface AppOptions {
  /** The Vite build output; read into memory once, here. */
  distDir: string;
  /** Extra origins the page may fetch from (connect-src), such as a hosted Supabase project. */
  connectSrc?: readonly string[];
  /** Called in order after the security headers are installed and before any fallback. */
  routes?: readonly RouteRegistrar[];
}

export class MissingBuildError extends Error {
  constructor(readonly distDir: string) {
    super(`No build found in ${distDir}: index.html is missing.`);
    this.name = 'MissingBuildError';
  }
}

/**
 * Builds the HTTP app. Static files, the SPA shell and the API 404 live in the not-found handler,
 * so any route registered on the returned app, now through `routes` or later with app.get/app.route,
 * is matched first. Do not replace the app's notFound handler, or the site stops being served.
 */
export function createApp(options: AppOptions): Hono {
  const connectSrc = options.connectSrc ?? [];
  const files = loadStaticFiles(options.distDir);
  const shell = files.get('/index.html');
  if (!shell) throw new MissingBuildError(options.distDir);

  const scriptHashes = inlineScriptHashes(
    readFileSync(join(options.distDir, 'index.html'), 'utf8'),
  );
  const app = new Hono();
  app.use('*', securityHeadersMiddleware(connectSrc, scriptHashes));
  registerShareTarget(app);
  registerConnectivityProbe(app);
  for (const register of options.routes ?? []) register(app);
  app.notFound(createFallback(files, shell, loadRoutePreloads(options.distDir)));

  const headers = securityHeaders(connectSrc, scriptHashes);
  app.onError((error, c) => {
    console.error(error);
    const response = isApiPath(new URL(c.req.url).pathname)
      ? apiErrorResponse(500, 'unexpected_failure', 'Internal server error')
      : new Response('Internal Server Error\n', {
          status: 500,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        });
    // Errors can escape the middleware chain, so the headers are added here as well.
    applyHeaders(response.headers, headers);
    return response;
  });
  return app;
}
