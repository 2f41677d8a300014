// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/listen.ts';
import type { RunningServer } from '../../server/listen.ts';
import {
  APP_SCRIPT,
  createFixtureDist,
  NOT_FOUND_MARKER,
  SHELL_MARKER,
  type FixtureDist,
} from './fixtureDist.ts';

let fixture: FixtureDist;
let running: RunningServer;

beforeAll(async () => {
  fixture = createFixtureDist();
  running = await startServer({ port: 0, distDir: fixture.distDir });
});

afterAll(async () => {
  await running.close();
  fixture.remove();
});

describe('startServer', () => {
  it('reports a localhost URL on the port it got', () => {
    expect(running.port).toBeGreaterThan(0);
    expect(running.url).toBe(`http://localhost:${running.port}`);
  });

  it('serves the shell over real HTTP', async () => {
    const response = await fetch(`${running.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toContain(SHELL_MARKER);
  });

  it('is reachable over IPv4 and IPv6 loopback', async () => {
    const v4 = await fetch(`http://127.0.0.1:${running.port}/about`);
    expect(v4.status).toBe(200);
    await v4.arrayBuffer();
    const v6 = await fetch(`http://[::1]:${running.port}/about`).catch(() => undefined);
    // Some CI sandboxes have no IPv6 loopback at all; where it exists it must work.
    if (v6) expect(v6.status).toBe(200);
    await v6?.arrayBuffer();
  });

  it('sends compressed assets that fetch decodes transparently', async () => {
    const response = await fetch(`${running.url}${APP_SCRIPT}`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('export function component199()');
  });

  it('sends no body for HEAD and the 404 page for unknown pages', async () => {
    const head = await fetch(`${running.url}/pricing`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const missing = await fetch(`${running.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(NOT_FOUND_MARKER);
  });

  it('rejects with EADDRINUSE when the port is taken, leaving nothing listening', async () => {
    await expect(
      startServer({ port: running.port, distDir: fixture.distDir }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('closes even with a keep-alive connection open', async () => {
    const other = await startServer({ port: 0, host: '127.0.0.1', distDir: fixture.distDir });
    expect(other.url).toBe(`http://127.0.0.1:${other.port}`);
    const response = await fetch(`${other.url}/`);
    await response.text();
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(fetch(`${other.url}/`)).rejects.toThrow();
  });
});
