import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** A CSP source is a single token; anything with whitespace, ';' or ',' would inject directives. */
const SAFE_SOURCE = /^[^\s;,'"]+$/;

/**
 * The CSP sources of the inline scripts of a page: index.html's gate check, which must run before
 * the first paint. Every prerendered page carries the same script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // Scripts with a src, and data blocks such as type="application/json", need no hash.
  const inline =
    /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;
  for (const match of html.matchAll(inline)) {
    const body = match[1] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Scripts come only from our own origin, plus the inline scripts named by hash; no eval, so
 * injected markup cannot run code. Inline styles stay allowed because the animation library
 * sets style attributes.
 */
export function contentSecurityPolicy(
  connectSrc: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  for (const source of connectSrc) {
    if (!SAFE_SOURCE.test(source)) throw new Error(`Invalid connect-src origin: ${source}`);
  }
  const connect = ["'self'", ...new Set(connectSrc)].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(
  connectSrc: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectSrc, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The scanner needs the camera and delivery checks may use location; nothing else is used.
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    // Keeps the opener link for OAuth sign-in popups while isolating us from other windows.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

export function applyHeaders(target: Headers, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) target.set(name, value);
}

/** Runs around every route, including the fallback, so no response leaves without the headers. */
export function securityHeadersMiddleware(
  connectSrc: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): MiddlewareHandler {
  const headers = securityHeaders(connectSrc, scriptHashes);
  return async (c, next) => {
    await next();
    try {
      applyHeaders(c.res.headers, headers);
    } catch {
      // A response passed through from fetch() has immutable headers; copy it to add ours.
      const copy = new Response(c.res.body, c.res);
      applyHeaders(copy.headers, headers);
      // Clearing first stops Hono from merging the old headers back over the new ones.
      c.res = undefined;
      c.res = copy;
    }
  };
}
