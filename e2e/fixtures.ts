/**
 * Playwright's `test`, with every app page waiting after a navigation until the page has
 * hydrated (`html[data-ready]`, set by the app once it has replayed what was done before).
 *
 * A fast visitor needs no such wait: index.html holds every tap, key and keystroke inside #root
 * until the app answers, then replays them in order; `fast/fast-fingers.spec.ts` (with Playwright's
 * own `test`, on a CPU slowed 4x, the page's scripts held back until it has acted) checks that
 * on every route's main control. The journeys that import this `test` need it, because they
 * assert what a control did right after acting on it: Playwright's `check()` expects the box
 * changed as soon as its click returns, times are measured from a click (the delivery check's
 * 1.5 s, the gate's 500 ms), focus is expected to have moved, or the network goes away right
 * after a load. A held tap changes things only once the page answers, so without the wait those
 * assertions would time the replay instead of the behaviour. Specs about the moments before
 * hydration (`fast-fingers`, `hydration`, `loading`) import from '@playwright/test' directly.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test as base } from './serviceWorkers.ts';

export * from './serviceWorkers.ts';

const HYDRATION_TIMEOUT_MS = 15_000;

/**
 * Resolves once the page has hydrated, or has no app root (the emulator's own pages), or after
 * `timeoutMs`. A MutationObserver answers the moment the attribute is set; Playwright's
 * `waitForFunction` would instead run its check on every animation frame, keeping the page
 * drawing frames for the whole start.
 */
function hydratedOrTimeout(timeoutMs: number): Promise<void> {
  const settled = () =>
    document.getElementById('root') === null || document.documentElement.hasAttribute('data-ready');
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const observer = new MutationObserver(() => {
      if (!settled()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-ready'],
    });
    // The test's own clock may be paused (page.clock): the deadline is also kept outside.
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, timeoutMs);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  while (Date.now() < deadline && !page.isClosed()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const left = deadline - Date.now();
    try {
      await Promise.race([
        page.evaluate(hydratedOrTimeout, left),
        new Promise((resolve) => (timer = setTimeout(resolve, left))),
      ]);
      return;
    } catch {
      // The page navigated again meanwhile (its context went with it): wait on the new one.
      // A page that never hydrates (offline without the worker, a blocked script) is the test's
      // own business: it finds out from its assertions.
      await pause(20);
    } finally {
      clearTimeout(timer);
    }
  }
}

const patched = new WeakSet<Page>();

function waitAfterNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  page.goto = thenSettle(page, page.goto.bind(page));
  page.reload = thenSettle(page, page.reload.bind(page));
  page.goBack = thenSettle(page, page.goBack.bind(page));
  page.goForward = thenSettle(page, page.goForward.bind(page));
}

/** A navigation that returns once the page it led to has hydrated. */
function thenSettle<Args extends unknown[], Result>(
  page: Page,
  navigate: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const result = await navigate(...args);
    await settle(page);
    return result;
  };
}

function watch(context: BrowserContext): void {
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on('page', waitAfterNavigations);
}

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    watch(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
