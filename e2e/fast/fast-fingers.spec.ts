/**
 * A visitor on a phone acts the moment a control shows, long before the page's code has run:
 * every page is prerendered HTML whose scripts start after it has loaded. Each test loads its
 * page cold on a CPU slowed 4x and acts as soon as the control is visible, without waiting for
 * the page to hydrate (Playwright's own `test`, not the fixture that waits), then expects what
 * the control does.
 */
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD, createConfirmedUser, uniqueEmail } from '../support.ts';
import { eventually, openCold } from './coldStart.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the menu opens when its button is tapped as the page shows', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await letScriptsRun();
  await eventually(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('"Start Premium" tapped at once asks an anonymous visitor to sign in', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/subscribe');
  await page.getByRole('button', { name: 'Start Premium' }).click();
  await letScriptsRun();
  await eventually(page.getByText('Authentication Required')).toBeVisible();
  await eventually(page.getByText('Please sign in to subscribe to a plan.')).toBeVisible();
});

test('"Start Room Scan" tapped at once starts the scan', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/try-scanner');
  await page.getByRole('button', { name: 'Start Room Scan' }).first().click();
  await letScriptsRun();
  await eventually(page.getByRole('button', { name: 'Cancel Scan' })).toBeVisible();
  await eventually(page.getByRole('progressbar').first()).not.toHaveAttribute('aria-valuenow', '0');
});

test('"Add to Room" tapped at once places the product', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/design-dashboard');
  await page
    .getByRole('button', { name: /^Add to Room/ })
    .first()
    .click();
  await letScriptsRun();
  await eventually(page.getByText('Sage Cloud Sofa placed in room!').first()).toBeVisible();
});

test('an onboarding choice and Continue tapped as they show lead to the next step', async ({
  page,
}) => {
  // The steps show once the answers kept on the device are read, so nothing is there to tap
  // before the page's code runs; the choice is tapped the moment it shows.
  const letScriptsRun = await openCold(page, '/onboarding');
  await letScriptsRun();
  await page.getByRole('radio', { name: /Professional/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { name: 'How would you like to capture your room?' }),
  ).toBeVisible();
});

test('a postcode typed and checked at once is checked', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/delivery-availability');
  const postcode = page.getByLabel('Postcode or ZIP code');
  await postcode.fill('90210');
  await letScriptsRun();
  await postcode.press('Enter');
  await eventually(page.getByRole('button', { name: 'Checking...' })).toBeVisible();
  await eventually(page.getByText('Area checked: 90210')).toBeVisible();
});

test('a tap on a button the page had not enabled yet is carried out once it is', async ({
  page,
}) => {
  const letScriptsRun = await openCold(page, '/delivery-availability');
  const postcode = page.getByLabel('Postcode or ZIP code');
  await postcode.fill('10001');
  // A finger does not wait for the button to look enabled: tap where it is.
  const check = page.getByRole('button', { name: 'Check Availability' });
  const box = await check.boundingBox();
  expect(box).not.toBeNull();
  await letScriptsRun();
  await page.touchscreen.tap((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + 10);
  await eventually(page.getByText('Area checked: 10001')).toBeVisible();
});

test('signing in as the page shows goes to the dashboard', async ({ page, request }) => {
  const email = uniqueEmail('fast-sign-in');
  await createConfirmedUser(request, email);
  const letScriptsRun = await openCold(page, '/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await letScriptsRun();
  await eventually(page).toHaveURL(/\/dashboard$/);
});

test('photos picked as the page shows are previewed', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/upload-photos');
  await page.getByLabel('Choose room photos').setInputFiles([
    {
      name: 'corner.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    },
  ]);
  await letScriptsRun();
  const selection = page.getByRole('region', { name: /^Selected Photos/ });
  await eventually(selection.getByRole('heading')).toHaveText('Selected Photos (1/5)');
});

test('an address typed in the footer as the page shows stays, and subscribes', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/about');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  await email.fill('fast@example.com');
  await letScriptsRun();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await eventually(footer.getByText("You're all set!")).toBeVisible();
});

test('text typed before the page is ready is still there after it is', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/contact-us');
  const name = page.getByLabel(/^Name/);
  await name.fill('Ada Lovelace');
  await letScriptsRun();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await eventually(name).toHaveValue('Ada Lovelace');
  // React holds the value too: a re-render keeps it.
  await name.press('End');
  await name.pressSequentially('!');
  await eventually(name).toHaveValue('Ada Lovelace!');
});

test('a tap held while the page starts is carried out though the connection drops before the page answers', async ({
  page,
  context,
}) => {
  // A busy phone may not be idle until its time-outs run out: the moment the page fetches what
  // it needs only later (the toasts' code) comes after the connection is gone.
  await page.addInitScript(() => {
    window.requestIdleCallback = (callback, options) =>
      window.setTimeout(
        () => callback({ didTimeout: true, timeRemaining: () => 0 }),
        options?.timeout ?? 60_000,
      );
  });
  const letScriptsRun = await openCold(page, '/design-dashboard');
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.add(request.url());
  });
  const settled = (request: { url: () => string }) => scripts.delete(request.url());
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.getByRole('button', { name: 'Shop My Room' }).click();
  const { entry } = JSON.parse((await page.locator('#app-scripts').textContent()) ?? '{}') as {
    entry: string;
  };
  const entryArrived = page.waitForResponse((response) => response.url().endsWith(entry));
  await letScriptsRun();
  await entryArrived;
  // Every script the page has asked for so far has arrived; then the connection drops, while
  // the page is still starting (a train entering a tunnel).
  await expect.poll(() => scripts.size, { intervals: [5] }).toBe(0);
  await context.setOffline(true);
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-ready')),
    'the page answered before the connection dropped',
  ).toBe(false);
  await eventually(page.getByText('Ready to shop your room?')).toBeVisible();
});
