/**
 * Playwright's `test`, with every app page waiting after a navigation until the page has
 * hydrated (`html[data-ready]`, set by the app). The prerendered HTML is visible before its
 * code runs; a test that clicked then would click a page that cannot answer yet.
 * Specs about the moments before hydration import from '@playwright/test' directly.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 15_000;

async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getElementById('root') === null ||
        document.documentElement.hasAttribute('data-ready'),
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    )
    // A page that never hydrates (offline without the worker, a blocked script) is the test's
    // own business: it finds out from its assertions.
    .catch(() => undefined);
}

const patched = new WeakSet<Page>();

function waitAfterNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settle(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settle(page);
    return response;
  };
  page.goBack = async (...args) => {
    const response = await goBack(...args);
    await settle(page);
    return response;
  };
  page.goForward = async (...args) => {
    const response = await goForward(...args);
    await settle(page);
    return response;
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
