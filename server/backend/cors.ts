import type { Context, MiddlewareHandler } from 'hono';
import { API_VERSION_HEADER } from './authErrors.ts';

/** What supabase-js and functions.invoke send, plus the outbox's idempotency key. */
export const CORS_ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, idempotency-key';
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

function allowedOrigin(c: Context): string {
  return c.req.header('origin') ?? '*';
}

/**
 * Answers preflights and marks responses readable from any origin, as the hosted API does, so
 * an app served elsewhere can use this backend. No cookies are involved, so no credentials.
 * The API version header is exposed because supabase-js reads it to pick the error format.
 */
export function corsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const origin = allowedOrigin(c);
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
          'Access-Control-Max-Age': '86400',
          Vary: 'Origin',
        },
      });
    }
    await next();
    const headers = {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Expose-Headers': API_VERSION_HEADER,
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
