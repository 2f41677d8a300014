import type { Hono } from 'hono';
import { CONNECTIVITY_PROBE_PATH } from '../src/lib/connectivityProbe.ts';

/**
 * The pages' connectivity probe (src/lib/connectivityMonitor.ts): an empty 204 at once, never
 * stored by any cache, so that an answer can only have come over the network.
 */
export function registerConnectivityProbe(app: Hono): void {
  app.on(['GET', 'HEAD'], CONNECTIVITY_PROBE_PATH, () => {
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  });
}
