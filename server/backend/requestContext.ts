import type { Context } from 'hono';
import type { BackendSettings } from './config.ts';

/**
 * The origin this request reached, taken from its Host header: links in e-mails and checkout
 * URLs point back here. Set SITE_URL when the server sits behind a proxy or another name.
 */
export function apiOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}

/** The app's URL: SITE_URL when set, else the origin this request reached. */
export function siteUrl(settings: BackendSettings, c: Context): string {
  return settings.siteUrl ?? apiOrigin(c);
}

/**
 * Where a link may send the browser afterwards: the requested URL when it is on the site's
 * origin, otherwise the site itself, so the API can never be used to bounce people elsewhere.
 */
export function safeRedirect(settings: BackendSettings, c: Context, requested: string): string {
  const site = siteUrl(settings, c);
  if (requested.trim() === '') return site;
  try {
    const target = new URL(requested);
    if (target.origin === new URL(site).origin) return target.href;
  } catch {
    // Not an absolute URL: fall back to the site.
  }
  return site;
}

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/**
 * The peer's address, for per-address rate limits. Forwarded-for headers are ignored: any
 * client can write them, which would let one client pose as many.
 */
export function clientAddress(c: Context): string {
  const env: unknown = c.env;
  const address =
    typeof env === 'object' && env !== null
      ? (env as NodeBindings).incoming?.socket?.remoteAddress
      : undefined;
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

const BEARER = /^\s*bearer\s+(\S+)\s*$/i;

export function bearerToken(c: Context): string | undefined {
  return BEARER.exec(c.req.header('authorization') ?? '')?.[1];
}
