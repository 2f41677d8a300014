// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBackendConfig, securePasswordChangeOn } from '../../server/backend/config.ts';
import { cacheControlFor } from '../../server/cachePolicy.ts';
import { ConfigError, connectSourcesFor, readServerConfig } from '../../server/config.ts';
import { negotiateEncoding } from '../../server/encoding.ts';
import type { ContentEncoding } from '../../server/encoding.ts';

const ALL = new Set<ContentEncoding>(['identity', 'gzip', 'br']);

describe('readServerConfig', () => {
  it('defaults to port 4173, every interface and dist/ beside server/', () => {
    expect(readServerConfig({}, '/repo')).toEqual({
      port: 4173,
      host: undefined,
      distDir: join('/repo', 'dist'),
      isDefaultDistDir: true,
    });
  });

  it('reads PORT, HOST and DIST_DIR', () => {
    const config = readServerConfig({ PORT: '8080', HOST: '127.0.0.1', DIST_DIR: 'out' }, '/repo');
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      distDir: resolve('out'),
      isDefaultDistDir: false,
    });
  });

  it('rejects a PORT that is not a port number', () => {
    for (const port of ['abc', '-1', '65536', '80.5', '0x50']) {
      expect(() => readServerConfig({ PORT: port }, '/repo'), port).toThrow(ConfigError);
    }
  });
});

describe('connectSourcesFor', () => {
  it('keeps only the origin of the Supabase URL', () => {
    expect(connectSourcesFor('https://abc.supabase.co/rest/v1/')).toEqual({
      connectSrc: ['https://abc.supabase.co'],
    });
    expect(connectSourcesFor('http://localhost:54321')).toEqual({
      connectSrc: ['http://localhost:54321'],
    });
  });

  it('adds nothing when unset and warns when unusable', () => {
    expect(connectSourcesFor(undefined)).toEqual({ connectSrc: [] });
    expect(connectSourcesFor('  ')).toEqual({ connectSrc: [] });
    expect(connectSourcesFor('not a url').warning).toMatch(/VITE_SUPABASE_URL/);
    expect(connectSourcesFor('javascript:alert(1)').connectSrc).toEqual([]);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then identity', () => {
    expect(negotiateEncoding('gzip, deflate, br', ALL)).toBe('br');
    expect(negotiateEncoding('gzip', ALL)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', ALL)).toBe('gzip');
    expect(negotiateEncoding('deflate', ALL)).toBe('identity');
    expect(negotiateEncoding(undefined, ALL)).toBe('identity');
    expect(negotiateEncoding('', ALL)).toBe('identity');
  });

  it('honours q-values and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.8', ALL)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.9', ALL)).toBe('gzip');
    expect(negotiateEncoding('*', ALL)).toBe('br');
    expect(negotiateEncoding('*;q=0', ALL)).toBe('identity');
    expect(negotiateEncoding('gzip;q=0, *', ALL)).toBe('br');
  });

  it('only picks encodings that exist for the file', () => {
    expect(negotiateEncoding('br, gzip', new Set<ContentEncoding>(['identity', 'gzip']))).toBe(
      'gzip',
    );
    expect(negotiateEncoding('br, gzip', new Set<ContentEncoding>(['identity']))).toBe('identity');
  });
});

describe('cacheControlFor', () => {
  it('sorts files into immutable, never cached and short-lived', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/index.html',
      '/sw.js',
      '/registerSW.js',
      '/manifest.webmanifest',
      '/workbox-1a2b3c.js',
    ]) {
      expect(cacheControlFor(path), path).toBe('no-cache, no-store, must-revalidate');
    }
    for (const path of ['/icons/icon-192.png', '/robots.txt', '/samples/room.webp']) {
      expect(cacheControlFor(path), path).toBe('public, max-age=3600');
    }
  });
});

describe('SECURE_PASSWORD_CHANGE', () => {
  it('is on unless set to false, and refuses anything but a yes or a no', () => {
    expect(securePasswordChangeOn(readBackendConfig({}, '/repo'))).toBe(true);
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['off', false],
    ] as const) {
      const settings = readBackendConfig({ SECURE_PASSWORD_CHANGE: value }, '/repo');
      expect(securePasswordChangeOn(settings), value).toBe(expected);
    }
    expect(() => readBackendConfig({ SECURE_PASSWORD_CHANGE: 'sometimes' }, '/repo')).toThrow(
      ConfigError,
    );
  });
});
