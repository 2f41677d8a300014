import {
  SERVICE_WORKER,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from './fixtures.ts';
import {
  VIEWPORTS,
  createConfirmedUser,
  openPage,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from './support.ts';
import { typeInto, wall } from './roomPlanSteps.ts';

test.use({ viewport: VIEWPORTS.desktop });

const placedItems = (page: Page) => page.getByRole('button', { name: /placed item \d+ of \d+/ });
const savedRooms = (page: Page) => page.getByRole('region', { name: 'Saved rooms' });
/** A saved room's shown name (its Open button also says it, unseen). */
const savedRoomName = (page: Page, name: string) =>
  savedRooms(page).locator('.saved-room__name', { hasText: name });

const measuredRooms = (page: Page) => page.getByRole('region', { name: 'Your measured rooms' });

/** A browser of its own (a second device), not signed in yet. */
async function newDevice(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await unlockGate(page);
  return { context, page };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signedInDevice(browser: Browser, email: string) {
  const device = await newDevice(browser);
  await signIn(device.page, email);
  return device;
}

/** Places a product from the catalogue and waits until the canvas holds `count` items. */
async function place(page: Page, category: string, product: string, count: number) {
  await page.getByRole('button', { name: new RegExp(`^${category} \\d+ items?$`) }).click();
  await page.getByRole('button', { name: `Add to Room (${product})`, exact: true }).click();
  await expect(placedItems(page)).toHaveCount(count);
}

/** Waits until "Data on this device" says everything is in the account. */
async function expectSynced(page: Page): Promise<void> {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText(/^Synced: /)).toBeVisible({ timeout: 20_000 });
}

/** Where an item stands on the canvas (its style's left and top). */
function placeOf(page: Page, product: string) {
  return page
    .getByRole('button', { name: new RegExp(`^${product}, placed`) })
    .getAttribute('style');
}

/**
 * Holds the device's cart in a read-write transaction until the returned function is called:
 * the app's own writes to the cart wait in line behind it, as they do on a device busy writing.
 */
async function holdCartWrites(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('aurevia');
        opening.onerror = () => reject(opening.error ?? new Error('The database did not open'));
        opening.onsuccess = () => {
          const database = opening.result;
          const cart = database.transaction('cart', 'readwrite').objectStore('cart');
          const held = window as Window & { releaseCart?: boolean };
          held.releaseCart = false;
          // A transaction stays open while it has requests to answer.
          const keepOpen = () => {
            if (held.releaseCart) database.close();
            else cart.count().onsuccess = keepOpen;
          };
          keepOpen();
          resolve();
        };
      }),
  );
  return async () => {
    await page.evaluate(() => {
      (window as Window & { releaseCart?: boolean }).releaseCart = true;
    });
  };
}

test('the room cart and a saved room follow the account to another device, and the offer keeps signed-out work', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sync-rooms');
  await createConfirmedUser(request, email);

  // Device A places a product while signed out, then signs in and keeps it in the account.
  const a = await newDevice(browser);
  await openPage(a.page, '/design-dashboard');
  await place(a.page, 'Seating', 'Sage Cloud Sofa', 1);
  await signIn(a.page, email);
  const offer = a.page.getByRole('dialog', { name: 'Keep this room cart item in your account?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Keep in my account' }).click();
  await expect(offer).toBeHidden();

  await openPage(a.page, '/design-dashboard');
  await place(a.page, 'Beds', 'Channel-Tufted Double Bed', 2);
  await a.page.getByRole('button', { name: 'Save My Room' }).click();
  const save = a.page.getByRole('dialog', { name: 'Save My Room' });
  await save.getByRole('textbox', { name: 'Room name' }).fill('Synced Den');
  await save.getByRole('button', { name: 'Save Room' }).click();
  await expect(savedRoomName(a.page, 'Synced Den')).toBeVisible();
  await expectSynced(a.page);

  // Device B, signed in as the same user, sees the room and the cart.
  const b = await signedInDevice(browser, email);
  await openPage(b.page, '/design-dashboard');
  await expect(savedRoomName(b.page, 'Synced Den')).toBeVisible();
  await expect(placedItems(b.page)).toHaveCount(2);
  // B was never asked: it had nothing of its own.
  await expect(b.page.getByRole('dialog')).toHaveCount(0);

  // A later change on A reaches B when B comes back to the app (focus).
  await openPage(a.page, '/design-dashboard');
  await expect(placedItems(a.page)).toHaveCount(2);
  await place(a.page, 'Art', 'Terracotta Arches Print', 3);
  await expectSynced(a.page);
  await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(placedItems(b.page)).toHaveCount(3);

  await a.context.close();
  await b.context.close();
});

test(
  'two devices edit offline and converge with nothing lost',
  { tag: SERVICE_WORKER },
  async ({ browser, request }) => {
    const email = uniqueEmail('sync-offline');
    await createConfirmedUser(request, email);
    const a = await signedInDevice(browser, email);
    await openPage(a.page, '/design-dashboard');
    await place(a.page, 'Seating', 'Sage Cloud Sofa', 1);
    await expectSynced(a.page);
    const b = await signedInDevice(browser, email);
    await openPage(b.page, '/design-dashboard');
    await expect(placedItems(b.page)).toHaveCount(1);
    await openPage(a.page, '/design-dashboard');
    await expect(placedItems(a.page)).toHaveCount(1);

    await a.context.setOffline(true);
    await b.context.setOffline(true);
    // Each adds something different, and both move the same sofa (B last, so B's place wins).
    await place(a.page, 'Art', 'Terracotta Arches Print', 2);
    await place(b.page, 'Beds', 'Channel-Tufted Double Bed', 2);
    const sofa = (page: Page) => page.getByRole('button', { name: /^Sage Cloud Sofa, placed/ });
    // A's moves are made first but stored after B's, as on a busy phone: A's cart is held by a
    // write of its own until B has moved the sofa. A's moves must still count as made first.
    const releaseCart = await holdCartWrites(a.page);
    await sofa(a.page).focus();
    await a.page.keyboard.press('ArrowLeft');
    await a.page.keyboard.press('ArrowLeft');
    await sofa(b.page).focus();
    await b.page.keyboard.press('ArrowDown');
    await b.page.keyboard.press('ArrowDown');
    const bPlace = await placeOf(b.page, 'Sage Cloud Sofa');
    await releaseCart();
    await expect(a.page.locator('.sync-pending')).toBeVisible();

    await a.context.setOffline(false);
    await expectSynced(a.page);
    await b.context.setOffline(false);
    await expectSynced(b.page);

    for (const page of [a.page, b.page]) {
      await openPage(page, '/design-dashboard');
      await expect(placedItems(page)).toHaveCount(3);
      await expect(
        page.getByRole('button', { name: /^Terracotta Arches Print, placed/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^Channel-Tufted Double Bed, placed/ }),
      ).toBeVisible();
      expect(await placeOf(page, 'Sage Cloud Sofa')).toBe(bPlace);
    }
    await a.context.close();
    await b.context.close();
  },
);

test('a photo added on one device shows on the other; another account sees none of it', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sync-photo');
  const stranger = uniqueEmail('sync-stranger');
  await createConfirmedUser(request, email);
  await createConfirmedUser(request, stranger);

  const a = await signedInDevice(browser, email);
  await openPage(a.page, '/upload-photos');
  const png = await a.page.evaluate(async () => {
    const canvas = new OffscreenCanvas(64, 48);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.fillStyle = '#a34a28';
    context.fillRect(0, 0, 64, 48);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    return Array.from(bytes);
  });
  await a.page
    .getByLabel('Choose room photos')
    .setInputFiles([{ name: 'window.png', mimeType: 'image/png', buffer: Buffer.from(png) }]);
  await expect(a.page.getByRole('img', { name: 'window.png (1 of 1)' })).toBeVisible();
  await openPage(a.page, '/design-dashboard');
  await place(a.page, 'Seating', 'Sage Cloud Sofa', 1);
  await expectSynced(a.page);

  const b = await signedInDevice(browser, email);
  await openPage(b.page, '/upload-photos');
  const photo = b.page.getByRole('img', { name: 'window.png (1 of 1)' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // Another account on a third device: nothing of the first account's.
  const c = await signedInDevice(browser, stranger);
  await expectSynced(c.page);
  await openPage(c.page, '/design-dashboard');
  await expect(placedItems(c.page)).toHaveCount(0);
  await openPage(c.page, '/upload-photos');
  await expect(c.page.getByText('No photos yet.')).toBeVisible();

  await a.context.close();
  await b.context.close();
  await c.context.close();
});

test(
  'signing out sends what waits first, asks when it cannot, then leaves no trace of the account',
  { tag: SERVICE_WORKER },
  async ({ browser, request }) => {
    const email = uniqueEmail('sync-signout');
    await createConfirmedUser(request, email);
    const a = await signedInDevice(browser, email);
    await openPage(a.page, '/design-dashboard');
    await expect(placedItems(a.page)).toHaveCount(0);

    const signOut = async () => {
      await a.page.getByRole('button', { name: 'Open menu' }).click();
      await a.page.getByRole('button', { name: 'Sign Out' }).click();
    };

    // Offline, the new item cannot be sent: the user is asked, and may stay.
    await waitForServiceWorkerControl(a.page);
    await a.context.setOffline(true);
    await place(a.page, 'Seating', 'Sage Cloud Sofa', 1);
    await signOut();
    const question = a.page.getByRole('dialog', { name: 'Sign out with unsent changes?' });
    await expect(question).toContainText('1 change made on this device could not be sent');
    await question.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(question).toBeHidden();
    await expect(a.page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

    // Back online, the change goes out with the sign-out, and the account's rows leave the device.
    await a.context.setOffline(false);
    await signOut();
    await expect(a.page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await openPage(a.page, '/design-dashboard');
    await expect(a.page.locator('.room-canvas__summary')).toHaveText('No items placed yet');

    // The item is safe in the account: it is there again on the next sign-in.
    await signIn(a.page, email);
    await openPage(a.page, '/design-dashboard');
    await expect(placedItems(a.page)).toHaveCount(1);
    await a.context.close();
  },
);

test('the same plan appears on a second device signed in as the same user', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sync-plan');
  await createConfirmedUser(request, email);

  // Device 1 measures a 420 x 360 cm room and names it.
  const a = await signedInDevice(browser, email);
  await openPage(a.page, '/measure-room');
  await expect(a.page.getByRole('heading', { level: 1, name: 'Measure your room' })).toBeVisible();
  await typeInto(a.page, wall(a.page, 1), '420');
  await typeInto(a.page, wall(a.page, 2), '360');
  await expect(a.page.getByTestId('floor-area')).toHaveText('15.12 m²');
  await typeInto(a.page, a.page.getByRole('textbox', { name: 'Room name' }), 'Synced Loft');
  // The list reads the device's database: the last edit is kept before the page is left.
  await expect(measuredRooms(a.page).getByText('Synced Loft', { exact: true })).toBeVisible();
  await expect(measuredRooms(a.page)).toContainText('15.12 m²');
  await expectSynced(a.page);

  // Device 2, signed in as the same user, lists the plan and opens it as it was measured.
  const b = await signedInDevice(browser, email);
  await openPage(b.page, '/measure-room');
  const listed = measuredRooms(b.page);
  await expect(listed.getByText('Synced Loft', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(listed).toContainText('15.12 m²');
  await listed.getByRole('button', { name: 'Open Synced Loft' }).click();
  await expect(wall(b.page, 1)).toHaveValue('420');
  await expect(wall(b.page, 2)).toHaveValue('360');
  await expect(b.page.getByTestId('floor-area')).toHaveText('15.12 m²');
  // B had nothing of its own, so it was never asked to keep anything.
  await expect(b.page.getByRole('dialog')).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
