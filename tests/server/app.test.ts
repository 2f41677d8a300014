// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, MissingBuildError } from '../../server/app.ts';
import { createHash } from 'node:crypto';
import {
  APP_SCRIPT,
  INLINE_SCRIPT,
  NOT_FOUND_MARKER,
  PAGE_MARKER,
  createFixtureDist,
  SECRET_MARKER,
  SHELL_MARKER,
  type FixtureDist,
} from './fixtureDist.ts';

const NEVER_CACHE = 'no-cache, no-store, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let fixture: FixtureDist;
let app: Hono;

beforeAll(() => {
  fixture = createFixtureDist();
  app = createApp({ distDir: fixture.distDir, connectSrc: ['https://demo.supabase.co'] });
});

afterAll(() => fixture.remove());

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(path, { headers }));
}

function cspDirective(response: Response, name: string): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return directive ?? '';
}

describe('SPA routes', () => {
  it('serves a known route its prerendered page with 200, or the shell when it has none', async () => {
    for (const [path, marker] of [
      ['/', SHELL_MARKER],
      ['/how-it-works', PAGE_MARKER],
      ['/design-dashboard', SHELL_MARKER],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text(), path).toContain(marker);
    }
  });

  it('forgives a trailing slash', async () => {
    const response = await get('/how-it-works/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(PAGE_MARKER);
  });

  it('answers unknown paths with 404 and the prerendered not-found page', async () => {
    for (const path of ['/no-such-page', '/launch-design', '/About', '/about/team']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain(NOT_FOUND_MARKER);
    }
  });

  it('never lets a page be cached', async () => {
    for (const path of ['/', '/index.html', '/no-such-page', '/how-it-works', '/routes/404.html']) {
      const response = await get(path);
      expect(response.headers.get('cache-control'), path).toBe(NEVER_CACHE);
    }
  });

  it('does not answer a 404 with 304', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/', { 'If-None-Match': etag })).status).toBe(304);
    const missing = await get('/no-such-page', { 'If-None-Match': etag });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(NOT_FOUND_MARKER);
  });

  it('rejects other methods on pages with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await app.request('/contact-us', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const onFile = await app.request(APP_SCRIPT, { method: 'POST' });
    expect(onFile.status).toBe(405);
  });
});

describe('hashed assets', () => {
  it('are immutable and typed', async () => {
    const response = await get(APP_SCRIPT);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('export function component0()');
  });

  it('are sent with brotli when accepted', async () => {
    const plain = await (await get(APP_SCRIPT)).text();
    const response = await get(APP_SCRIPT, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(plain.length);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plain);
  });

  it('are sent with gzip when brotli is not accepted', async () => {
    const plain = await (await get(APP_SCRIPT)).text();
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'gzip;q=1.0, br;q=0.5']) {
      const response = await get(APP_SCRIPT, { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
    }
  });

  it('answer If-None-Match with 304 and no body', async () => {
    const first = await get(APP_SCRIPT, { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(APP_SCRIPT, { 'Accept-Encoding': 'br', 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await again.text()).toBe('');
  });

  it('give each encoding its own strong ETag, all accepted for revalidation', async () => {
    const identity = (await get(APP_SCRIPT)).headers.get('etag') ?? '';
    const brotli = (await get(APP_SCRIPT, { 'Accept-Encoding': 'br' })).headers.get('etag') ?? '';
    expect(identity).not.toBe(brotli);
    const revalidated = await get(APP_SCRIPT, {
      'Accept-Encoding': 'gzip',
      'If-None-Match': `"other", W/${identity}`,
    });
    expect(revalidated.status).toBe(304);
    expect((await get(APP_SCRIPT, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('serve fonts uncompressed with their type', async () => {
    const response = await get('/assets/inter-latin-wght-normal-0a1b2c.woff2', {
      'Accept-Encoding': 'br, gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });
});

describe('service worker and other files', () => {
  it('never caches the worker, its runtime or the manifest', async () => {
    for (const path of ['/sw.js', '/workbox-5f1c2a.js', '/manifest.webmanifest']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(NEVER_CACHE);
    }
  });

  it('types the manifest and icons', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('decodes percent-escapes in file names', async () => {
    const response = await get('/samples/living%20room.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('A sample room.\n');
  });

  it('does not treat an escaped slash as a folder separator', async () => {
    const response = await get('/assets%2Findex-abc123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(NOT_FOUND_MARKER);
  });

  it('does not publish build metadata from dot folders', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(NOT_FOUND_MARKER);
  });
});

describe('HEAD', () => {
  it('sends headers without a body', async () => {
    for (const path of ['/', APP_SCRIPT, '/no-such-page']) {
      const response = await app.request(path, { method: 'HEAD' });
      expect(response.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      expect(response.headers.get('content-length'), path).not.toBeNull();
      expect(response.headers.get('content-security-policy'), path).not.toBeNull();
      expect(await response.text(), path).toBe('');
    }
  });
});

describe('API paths', () => {
  it('answer JSON 404 for every method instead of the shell', async () => {
    const paths = [
      '/auth/v1/whatever',
      '/auth/v1',
      '/functions/v1/send-email',
      '/rest/v1/rooms?select=*',
      '/_emulator/reset',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('content-security-policy')).not.toBeNull();
        expect(await response.json()).toEqual({
          code: 404,
          error_code: 'not_found',
          msg: 'Not found',
        });
      }
    }
  });

  it('leave the /auth page itself to the app', async () => {
    const response = await get('/auth');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SHELL_MARKER);
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..%5c..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/assets/%zz',
    '/secret.txt%00.js',
  ];

  for (const path of attempts) {
    it(`never reaches outside dist: ${path}`, async () => {
      const response = await app.request(new Request(`http://localhost${path}`));
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain(SECRET_MARKER);
    });
  }
});

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const responses = [
      await get('/'),
      await get(APP_SCRIPT),
      await get('/no-such-page'),
      await get('/auth/v1/user'),
      await app.request('/', { method: 'POST' }),
    ];
    for (const response of responses) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('keep scripts to our own origin and the inline gate check, allowed by its hash', async () => {
    const response = await get('/');
    const scriptSrc = cspDirective(response, 'script-src');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(cspDirective(response, 'default-src')).toBe("default-src 'self'");
    expect(cspDirective(response, 'object-src')).toBe("object-src 'none'");
  });

  it('allow the configured API origin in connect-src', async () => {
    const response = await get('/');
    expect(cspDirective(response, 'connect-src')).toBe(
      "connect-src 'self' https://demo.supabase.co",
    );
  });

  it('allow only self in connect-src when no origin is configured', async () => {
    const plainApp = createApp({ distDir: fixture.distDir });
    const response = await plainApp.request('/');
    expect(cspDirective(response, 'connect-src')).toBe("connect-src 'self'");
  });

  it('refuse a connect-src value that would inject a directive', () => {
    expect(() =>
      createApp({
        distDir: fixture.distDir,
        connectSrc: ["https://x.test; script-src 'unsafe-inline'"],
      }),
    ).toThrow(/connect-src/);
  });
});

describe('extra routes', () => {
  it('run before the fallback, whether passed in or added later', async () => {
    const extended = createApp({
      distDir: fixture.distDir,
      routes: [(a) => a.get('/auth/v1/health', (c) => c.json({ ok: true }))],
    });
    extended.post('/functions/v1/echo', async (c) => c.json(await c.req.json()));

    const health = await extended.request('/auth/v1/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(health.headers.get('x-frame-options')).toBe('DENY');

    const echo = await extended.request('/functions/v1/echo', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await echo.json()).toEqual({ a: 1 });

    expect((await extended.request('/auth/v1/other')).status).toBe(404);
    expect((await extended.request('/about')).status).toBe(200);
  });

  it('get a JSON 500 with security headers when they throw', async () => {
    const failing = createApp({
      distDir: fixture.distDir,
      routes: [
        (a) =>
          a.get('/auth/v1/boom', () => {
            throw new Error('boom');
          }),
      ],
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await failing.request('/auth/v1/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 500, error_code: 'unexpected_failure' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('createApp', () => {
  it('refuses a folder without index.html', () => {
    expect(() => createApp({ distDir: `${fixture.distDir}/assets` })).toThrow(MissingBuildError);
  });
});
