import type { Context, MiddlewareHandler } from 'hono';
import { API_VERSION_HEADER } from './authErrors.ts';

/** What supabase-js and functions.invoke send, plus the outbox's idempotency key. */
export const CORS_ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, idempotency-key';
/**
 * What supabase-js adds for the data API (Prefer, Range, the schema profiles) and for storage
 * (x-upsert, cache-control, x-metadata).
 */
export const DATA_CORS_ALLOWED_HEADERS = `${CORS_ALLOWED_HEADERS}, ${[
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'x-metadata',
].join(', ')}`;
const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/**
 * The API version picks auth's error format; Content-Range carries the data API's counts;
 * X-Total-Count and Link carry the admin user list's total and next page, as hosted sends them.
 */
const CORS_EXPOSED_HEADERS = `${API_VERSION_HEADER}, Content-Range, X-Total-Count, Link`;

function allowedOrigin(c: Context): string {
  return c.req.header('origin') ?? '*';
}

/**
 * Answers preflights and marks responses readable from any origin, as the hosted API does, so
 * an app served elsewhere can use this backend. No cookies are involved, so no credentials.
 */
export function corsMiddleware(allowedHeaders = CORS_ALLOWED_HEADERS): MiddlewareHandler {
  return async (c, next) => {
    const origin = allowedOrigin(c);
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
          'Access-Control-Allow-Headers': allowedHeaders,
          'Access-Control-Max-Age': '86400',
          Vary: 'Origin',
        },
      });
    }
    await next();
    const headers = {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS,
      Vary: 'Origin',
    };
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
      c.res = undefined;
      c.res = copy;
    }
  };
}
