import { SERVICE_WORKER, expect, test } from './serviceWorkers.ts';
import { PHONE_SPEED, slowCpu } from './phoneCpu.ts';
import { unlockGate, waitForServiceWorkerControl } from './support.ts';

/**
 * A page opened while the network is out says so within 2 s, and stops saying so within 2 s of
 * the network returning, whatever `navigator.onLine` reads: some browsers read `true` in a page
 * the worker served under an emulated offline network, and a captive portal reads `true` too, so
 * half of the cases force it to `true`. Playwright's own `test`: no wait for the page to answer.
 */

/**
 * index.html draws the notice before the app has loaded (src/lib/earlyOffline.ts), so the 2 s do
 * not wait on the page's own start: the processor is slowed four times, as on a phone.
 */
const WITHIN_2_S = { timeout: 2000 };

for (const forced of [false, true]) {
  for (const path of ['/', '/pricing', '/design-dashboard']) {
    const onLine = forced ? 'navigator.onLine forced true' : 'navigator.onLine as is';
    test(
      `${path} opened offline shows the offline notice, and drops it back online (${onLine})`,
      { tag: [SERVICE_WORKER, PHONE_SPEED] },
      async ({ page, context }) => {
        await unlockGate(page);
        await page.goto('/');
        await waitForServiceWorkerControl(page);
        if (forced) {
          await page.addInitScript(() => {
            Object.defineProperty(Navigator.prototype, 'onLine', {
              configurable: true,
              get: () => true,
            });
          });
        }
        const notice = page.getByRole('status').filter({ hasText: "You're offline" });
        // A phone's processor, on which the app's own start alone takes longer than 2 s.
        const cpu = await slowCpu(page);

        await context.setOffline(true);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(notice).toBeVisible(WITHIN_2_S);
        if (forced) expect(await page.evaluate(() => navigator.onLine)).toBe(true);

        // The notice's return trip is timed at the machine's own speed: the slowed processor was
        // there to show that saying "offline" does not wait for the page's start.
        await cpu.release();
        await context.setOffline(false);
        await expect(notice).toBeHidden(WITHIN_2_S);
        await expect(page.getByRole('status').filter({ hasText: 'Back online' })).toBeVisible();
      },
    );
  }
}
