import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import { unlockGate, waitForServiceWorkerControl } from './support.ts';

/** Styles applied (the canvas background), fonts loaded, and every image decoded. */
async function expectStyledWithImages(page: Page) {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(250, 247, 242)');
  await page.evaluate(() => document.fonts.ready);
  const broken = await page.evaluate(async () => {
    const images = [...document.images];
    // Lazy images below the fold would never load in a test that does not scroll: ask for all.
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  });
  expect(broken).toEqual([]);
}

test(
  'after the first visit every route and the 404 page open offline',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    await unlockGate(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scan. Design. Shop.');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expectStyledWithImages(page);
    }
    await page.goto('/launch-design');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expectStyledWithImages(page);

    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
    );
    expect(fonts.join(' ')).toMatch(/Fraunces/);
    expect(fonts.join(' ')).toMatch(/Inter/);
    await context.setOffline(false);
  },
);

test(
  'offline, the app says so, and says when the connection is back',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await unlockGate(page);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Back online')).toBeVisible();
  },
);

test(
  'the gate itself works offline after the first visit',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Aurevia Access' })).toBeVisible();
    await context.setOffline(false);
  },
);
