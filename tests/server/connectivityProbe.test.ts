// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { CONNECTIVITY_PROBE_PATH } from '../../src/lib/connectivityProbe.ts';
import { createFixtureDist, type FixtureDist } from './fixtureDist.ts';

let fixture: FixtureDist;
let app: Hono;

beforeAll(() => {
  fixture = createFixtureDist();
  app = createApp({ distDir: fixture.distDir });
});

afterAll(() => fixture.remove());

describe('the connectivity probe', () => {
  for (const method of ['HEAD', 'GET']) {
    it(`answers ${method} with an empty 204 that no cache keeps`, async () => {
      const response = await app.request(CONNECTIVITY_PROBE_PATH, { method });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    });
  }
});
