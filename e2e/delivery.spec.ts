import { SERVICE_WORKER, expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

const CHECK = 'Check Availability';
const AVAILABLE = 'Great news! We deliver to your area.';
const UNAVAILABLE = "We don't deliver to your area yet.";

/** Each journey runs online, and again offline after a first visit has installed the app. */
const MODES = ['online', 'offline'] as const;

async function openChecker(page: Page, context: BrowserContext, mode: (typeof MODES)[number]) {
  await openPage(page, '/delivery-availability');
  if (mode === 'offline') {
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Delivery Availability');
  }
}

const postcodeField = (page: Page) => page.getByLabel('Postcode or ZIP code');

/** The requests the app kept on this device, read straight from IndexedDB. */
function storedRequests(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ kind: string; fields: Record<string, string> }>>((resolve, reject) => {
        const open = indexedDB.open('aurevia');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('requests').objectStore('requests').getAll();
          read.onsuccess = () => {
            resolve(read.result as Array<{ kind: string; fields: Record<string, string> }>);
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

for (const mode of MODES) {
  test.describe(
    `delivery checker (${mode})`,
    mode === 'offline' ? { tag: SERVICE_WORKER } : {},
    () => {
      test.afterEach(async ({ context }) => {
        await context.setOffline(false);
      });

      test('90210 is available after about 1.5 s, then Check Another Area starts over', async ({
        page,
        context,
      }) => {
        await openChecker(page, context, mode);
        await postcodeField(page).fill('90210');
        const started = Date.now();
        await page.getByRole('button', { name: CHECK }).click();
        await expect(page.getByRole('button', { name: 'Checking...' })).toBeDisabled();
        await expect(page.getByRole('heading', { name: AVAILABLE })).toBeVisible();
        const waited = Date.now() - started;
        expect(waited).toBeGreaterThanOrEqual(1400);
        expect(waited).toBeLessThan(4000);
        await expect(page.getByRole('heading', { name: AVAILABLE })).toBeFocused();
        await expect(page.getByText('Area checked: 90210')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
          'href',
          '/browse-rooms',
        );

        await page.getByRole('button', { name: 'Check Another Area' }).click();
        await expect(postcodeField(page)).toHaveValue('');
        await expect(postcodeField(page)).toBeFocused();
        await expect(page.getByRole('button', { name: CHECK })).toBeDisabled();
        await expect(page.getByRole('heading', { name: AVAILABLE })).toHaveCount(0);
      });

      test('"ZZZ" is unavailable, and the notify email gets the thanks', async ({
        page,
        context,
      }) => {
        await openChecker(page, context, mode);
        await postcodeField(page).fill('ZZZ');
        await postcodeField(page).press('Enter');
        await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveCount(0);

        const email = page.getByRole('main').getByLabel('Email me when you deliver here');
        const notify = page.getByRole('button', { name: 'Notify Me' });
        await expect(notify).toBeDisabled();
        await email.fill('   ');
        await expect(notify).toBeDisabled();
        await email.fill('maya@example.com');
        await notify.click();
        await expect(page.getByText("Thanks! We'll notify you soon.")).toBeVisible();
        await expect(email).toHaveCount(0);

        const kept = await storedRequests(page);
        expect(kept).toEqual([
          expect.objectContaining({
            kind: 'delivery-notify',
            fields: expect.objectContaining({ email: 'maya@example.com', area: 'ZZZ' }),
          }),
        ]);

        await page.getByRole('button', { name: 'Check Another Area' }).click();
        await expect(postcodeField(page)).toHaveValue('');
        await expect(page.getByText("Thanks! We'll notify you soon.")).toHaveCount(0);
      });

      test('a blank postcode disables the button and Enter does nothing', async ({
        page,
        context,
      }) => {
        await openChecker(page, context, mode);
        const check = page.getByRole('button', { name: CHECK });
        await expect(check).toBeDisabled();
        await postcodeField(page).fill('    ');
        await expect(check).toBeDisabled();
        await postcodeField(page).press('Enter');
        await expect(page.getByRole('button', { name: 'Checking...' })).toHaveCount(0);
        await expect(check).toBeVisible();
        await postcodeField(page).fill(' sw1a 1aa ');
        await expect(check).toBeEnabled();
        await check.click();
        await expect(page.getByRole('heading', { name: AVAILABLE })).toBeVisible();
      });

      test('auto-detect with location allowed fills the field and runs the check', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 51.5014, longitude: -0.1419 });
        await openChecker(page, context, mode);
        await page.getByRole('button', { name: 'Auto-detect my location' }).click();
        await expect(postcodeField(page)).toHaveValue('Auto-detected location');
        await expect(page.getByRole('button', { name: 'Checking...' })).toBeVisible();
        // The spec's test runs on the field's text, which names no service area.
        await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
        await expect(page.getByText('Area checked: Auto-detected location')).toBeVisible();
      });

      test('auto-detect with location refused says so and leaves the field usable', async ({
        page,
        context,
      }) => {
        await context.clearPermissions();
        await openChecker(page, context, mode);
        await page.getByRole('button', { name: 'Auto-detect my location' }).click();
        await expect(page.getByRole('alert')).toContainText('Location access is blocked');
        await expect(postcodeField(page)).toBeEditable();
        await expect(page.getByRole('button', { name: 'Auto-detect my location' })).toBeEnabled();
        await postcodeField(page).fill('10001');
        await page.getByRole('button', { name: CHECK }).click();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: AVAILABLE })).toBeVisible();
      });
    },
  );
}

test('delivery info gives the spec figures and its links', async ({ page }) => {
  await openPage(page, '/delivery-info');
  for (const text of ['5-10 business days', '2-3 business days', '4-6 weeks', '2-3 weeks']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/within 30 days of delivery/)).toBeVisible();
  await expect(page.getByText(/under 2 hours on average, in business hours/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
    'href',
    '/help-center',
  );
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact-us',
  );
  await expect(main.getByRole('link', { name: 'Browse Rooms' })).toHaveAttribute(
    'href',
    '/browse-rooms',
  );
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`the checker fits the screen without sideways scrolling (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/delivery-availability');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const button = await page
      .getByRole('button', { name: 'Auto-detect my location' })
      .boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
}
