/**
 * Playwright's `test`, with the app's service worker kept out of every test that is not tagged
 * `SERVICE_WORKER`. A worker installing in a fresh context precaches the whole app (about 640
 * files): the browser, its network service and the server spend about a third of a test's
 * processor time on it, in tests that never go offline. Tag every test that goes offline, waits
 * for the worker, or checks what it does (installing, updating, sharing to the app):
 * `test('...', { tag: SERVICE_WORKER }, async ...)`. `waitForServiceWorkerControl` refuses to
 * wait in an untagged test, so a missing tag fails at once, with a reason.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const SERVICE_WORKER = '@service-worker';

/** The annotation the fixture leaves, for `waitForServiceWorkerControl` to read. */
export const SERVICE_WORKER_ANNOTATION = 'service worker';

export const test = base.extend({
  // Not an option here but a fixture: it reads the test's tags. A spec's own
  // `test.use({ serviceWorkers })` still wins over it.
  serviceWorkers: async ({ browserName: _browserName }, use, testInfo) => {
    const value = testInfo.tags.includes(SERVICE_WORKER) ? 'allow' : 'block';
    testInfo.annotations.push({ type: SERVICE_WORKER_ANNOTATION, description: value });
    await use(value);
  },
});
