// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFixtureDist, type FixtureDist } from './fixtureDist.ts';

let fixture: FixtureDist;
let app: Hono;

beforeAll(() => {
  fixture = createFixtureDist();
  app = createApp({ distDir: fixture.distDir });
});

afterAll(() => fixture.remove());

function sharedPhotos(): FormData {
  const form = new FormData();
  form.append('photos', new File([new Uint8Array([0x89, 0x50])], 'one.png', { type: 'image/png' }));
  form.append(
    'photos',
    new File([new Uint8Array([0xff, 0xd8])], 'two.jpg', { type: 'image/jpeg' }),
  );
  return form;
}

describe('the share target without a service worker', () => {
  it('redirects the POST to the upload page with a message (303, so the browser GETs it)', async () => {
    const response = await app.request('/upload-photos/share', {
      method: 'POST',
      body: sharedPhotos(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/upload-photos?share=unavailable');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('sends a shared room scan to the plan editor instead', async () => {
    const form = new FormData();
    form.append('photos', new File(['{"walls":[]}'], 'Living room.json', { type: '' }));
    const response = await app.request('/upload-photos/share', { method: 'POST', body: form });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/measure-room?scan-share=unavailable');

    const usdz = new FormData();
    usdz.append('photos', new File([new Uint8Array([0x50, 0x4b])], 'Room.usdz'));
    const answer = await app.request('/upload-photos/share', { method: 'POST', body: usdz });
    expect(answer.headers.get('location')).toBe('/measure-room?scan-share=unavailable');
  });

  it('leaves the landing page to the app shell', async () => {
    const response = await app.request('/upload-photos?share=unavailable');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers only POST at that path', async () => {
    const response = await app.request('/upload-photos/share');
    expect(response.status).toBe(404);
  });
});
