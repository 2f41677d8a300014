import { SERVICE_WORKER, expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

const SET = "You're all set!";
const THANKS =
  'Thanks for subscribing! Check your inbox for a welcome email with exclusive design tips.';

/** Every newsletter box on the page: each is a section named by its heading. */
function newsletterBoxes(page: Page) {
  return page.locator('section.newsletter');
}

async function goOffline(page: Page, context: BrowserContext) {
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

for (const mode of ['online', 'offline'] as const) {
  test.describe(`newsletter (${mode})`, mode === 'offline' ? { tag: SERVICE_WORKER } : {}, () => {
    test.afterEach(async ({ context }) => {
      await context.setOffline(false);
    });

    test('subscribe in the footer, reload: every newsletter box says so', async ({
      page,
      context,
    }) => {
      await openPage(page, '/');
      if (mode === 'offline') await goOffline(page, context);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByLabel('Email address');

      await email.fill('maya@example');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');

      await email.fill('maya@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByText(SET)).toBeVisible();
      await expect(footer.getByText(THANKS)).toBeVisible();

      await page.reload();
      await expect(page.getByRole('contentinfo').getByText(SET)).toBeVisible();

      for (const path of ['/try-scanner', '/browse-rooms', '/design-gallery']) {
        await openPage(page, path);
        const boxes = newsletterBoxes(page);
        await expect(boxes.getByText(SET).first()).toBeVisible();
        const count = await boxes.count();
        await expect(boxes.getByText(SET)).toHaveCount(count);
        await expect(boxes.getByLabel('Email address')).toHaveCount(0);
      }
      expect(await newsletterBoxes(page).count()).toBeGreaterThanOrEqual(1);
    });
  });
}

test('a subscription in one tab shows at once in another', async ({ page, context }) => {
  await openPage(page, '/try-scanner');
  const other = await context.newPage();
  await unlockGate(other);
  await openPage(other, '/');

  const scannerBox = newsletterBoxes(page).filter({
    has: page.getByRole('heading', { name: 'Get room ideas in your inbox' }),
  });
  await scannerBox.getByLabel('Email address').fill('tabs@example.com');
  await scannerBox.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletterBoxes(page).getByText(SET)).toHaveCount(2);

  await expect(other.getByRole('contentinfo').getByText(SET)).toBeVisible();
  await expect(other.getByRole('contentinfo').getByLabel('Email address')).toHaveCount(0);
});
