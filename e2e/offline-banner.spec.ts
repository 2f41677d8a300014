import { SERVICE_WORKER, expect, test, type Locator } from './fixtures.ts';
import { VIEWPORTS, unlockGate, waitForServiceWorkerControl } from './support.ts';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box on the page.');
  return found;
}

test(
  'on a phone the offline notice makes room under the top bar, covers no content, no toast covers it, and it stays as the page scrolls',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await unlockGate(page);
    await page.goto('/design-dashboard');
    await waitForServiceWorkerControl(page);
    const exit = page.getByRole('link', { name: 'Exit to Home' });
    const save = page.getByRole('button', { name: 'Save My Room' });
    await expect(save).toBeVisible();
    const onlineTop = (await box(save)).y;

    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: "You're offline" }).locator('p');
    await expect(notice).toBeVisible();
    const topBar = await box(page.locator('.topbar__inner'));
    // Polled: the notice slides in by a few pixels.
    await expect
      .poll(async () => (await box(notice)).y)
      .toBeGreaterThanOrEqual(topBar.y + topBar.height);
    const banner = await box(notice);
    // Everything the page opens with starts below the notice, so nothing is hidden or blocked.
    for (const action of [exit, save, page.getByRole('heading', { level: 1 })]) {
      expect((await box(action)).y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    }
    await save.click({ trial: true });

    // A toast sent offline comes below the notice, not over it.
    await page.getByRole('button', { name: 'View Example Rooms' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    const toast = page.locator('.app-toast').filter({ hasText: 'Design Inspiration' });
    await expect(toast).toBeVisible();
    await expect
      .poll(async () => (await box(toast)).y)
      .toBeGreaterThanOrEqual(banner.y + banner.height);

    // Once the "Back online" word has gone, the page is where it was.
    await context.setOffline(false);
    await expect(page.getByText('Back online')).toBeVisible();
    await expect(page.getByText('Back online')).toBeHidden();
    expect((await box(save)).y).toBe(onlineTop);

    // Far down a long page the notice is still there, just under the top bar.
    await context.setOffline(true);
    await page.goto('/about');
    await expect(notice).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const barBottom = topBar.y + topBar.height;
    await expect.poll(async () => (await box(notice)).y).toBeGreaterThanOrEqual(barBottom);
    expect((await box(notice)).y).toBeLessThan(barBottom + 24);
  },
);
