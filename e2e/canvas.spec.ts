import {
  SERVICE_WORKER,
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

test.use({ viewport: VIEWPORTS.desktop });

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

const placedItems = (page: Page) => page.getByRole('button', { name: /placed item \d+ of \d+/ });
const summary = (page: Page) => page.locator('.room-canvas__summary');
const total = (page: Page) => page.locator('.canvas-bar__total-value');

/**
 * Watches, inside the page, how long the product's add button reads "Placing..." and stays
 * disabled: the browser's own clock, so a busy test machine cannot blur the spec's 1 s.
 * The label is the button's text, the product's hidden name included.
 */
function watchPlacing(page: Page, product: string): Promise<{ label: string; ms: number }> {
  return page.evaluate(
    (name) =>
      new Promise<{ label: string; ms: number }>((resolve, reject) => {
        const row = [...document.querySelectorAll('.product-row')].find(
          (candidate) => candidate.querySelector('.product-row__name')?.textContent === name,
        );
        const button = row?.querySelector('button');
        if (!(button instanceof HTMLButtonElement)) {
          reject(new Error(`No add button for ${name}`));
          return;
        }
        let since = 0;
        let label = '';
        const observer = new MutationObserver(() => {
          if (button.disabled && since === 0) {
            since = performance.now();
            label = button.textContent?.replace(/\s+/g, ' ').trim() ?? '';
          } else if (!button.disabled && since > 0) {
            observer.disconnect();
            resolve({ label, ms: performance.now() - since });
          }
        });
        observer.observe(button, { attributes: true, attributeFilter: ['disabled'] });
      }),
    product,
  );
}

/** Places a product as a user would and checks the spec's 1 s "Placing..." and its toasts. */
async function place(page: Page, category: string, product: string) {
  await page.getByRole('button', { name: new RegExp(`^${category} \\d+ items?$`) }).click();
  const add = page.getByRole('button', { name: `Add to Room (${product})`, exact: true });
  await expect(add).toBeEnabled();
  // The toasts already shown are marked, so the checks below find this placement's own: an
  // earlier one still on screen would pass for it while this one has yet to fade in.
  await page
    .locator('.app-toast')
    .evaluateAll((toasts) => toasts.forEach((toast) => toast.setAttribute('data-earlier', '')));
  const placing = watchPlacing(page, product);
  await add.click();
  const { label, ms } = await placing;
  expect(label).toBe(`Placing... (${product})`);
  expect(ms).toBeGreaterThanOrEqual(950);
  expect(ms).toBeLessThan(2000);
  const toasts = page.locator('.app-toast:not([data-earlier])');
  const added = toasts.filter({ hasText: 'Added to Room!' });
  await expect(added).toBeVisible();
  await expect(added).toContainText(`${product} added to the design`);
  const placed = toasts.filter({ hasText: `${product} placed in room!` });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText('Check your room canvas to see the placement');
}

/** Where an item sits, as fractions of the stage. */
async function fractionOf(page: Page, item: Locator) {
  const stage = await page.getByRole('group', { name: 'Room canvas' }).boundingBox();
  const box = await item.boundingBox();
  if (!stage || !box) throw new Error('The stage or the item is not laid out');
  return { x: (box.x - stage.x) / stage.width, y: (box.y - stage.y) / stage.height };
}

async function expectNear(actual: { x: number; y: number }, expected: { x: number; y: number }) {
  expect(Math.abs(actual.x - expected.x)).toBeLessThan(0.01);
  expect(Math.abs(actual.y - expected.y)).toBeLessThan(0.01);
}

/** The whole journey of the issue; run online and offline. */
async function canvasJourney(page: Page, context: BrowserContext) {
  await expect(page.getByText('Drag furniture here!')).toBeVisible();
  await expect(page.getByText(/Room scanning is coming soon/)).toBeVisible();
  await expect(summary(page)).toHaveText('No items placed yet');

  // The whole catalogue: each category counts its products, the list scrolls within its height.
  await expect(page.getByRole('button', { name: 'Seating 40 items', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Decor 9 items' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Seating products' });
  await expect(list.getByRole('listitem')).toHaveCount(33);
  const scrolls = await list.evaluate(
    (element) =>
      getComputedStyle(element).overflowY === 'auto' && element.scrollHeight > element.clientHeight,
  );
  expect(scrolls).toBe(true);
  // Search by brand and kind: Kampong Craft's seating.
  const search = page.getByRole('searchbox', { name: 'Search furniture' });
  await search.fill('kampong chair');
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await search.fill('');

  // The price slider, by keyboard: below $899 the sofa leaves the Seating list.
  await search.fill('sage cloud');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const high = page.getByRole('slider', { name: 'Maximum price' });
  await expect(high).toHaveAttribute('aria-valuenow', '1000');
  await high.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(high).toHaveAttribute('aria-valuenow', '850');
  await expect(page.getByText('$0 – $850')).toBeVisible();
  await expect(page.getByText(/No furniture matches/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' })).toBeVisible();
  await search.fill('');

  // Place two products, then duplicates.
  await place(page, 'Seating', 'Sage Cloud Sofa');
  await expect(summary(page)).toContainText('1 item placed');
  await place(page, 'Tables', 'Walnut Oval Coffee Table');
  await expect(summary(page)).toContainText('2 items placed');
  await expect(total(page)).toHaveText('$1,348');
  await expect(page.locator('.canvas-bar__latest')).toContainText('Walnut Oval Coffee Table');
  await place(page, 'Seating', 'Sage Cloud Sofa');
  await place(page, 'Seating', 'Sage Cloud Sofa');
  await expect(summary(page)).toContainText('4 items placed');
  await expect(summary(page)).toContainText(
    'Sage Cloud Sofa, Walnut Oval Coffee…, Sage Cloud Sofa +1 more',
  );
  await expect(total(page)).toHaveText('$3,146');
  await expect(placedItems(page)).toHaveCount(4);

  // Move the first item with the keyboard.
  const first = page.getByRole('button', { name: 'Sage Cloud Sofa, placed item 1 of 4' });
  await expect(first).toHaveAccessibleDescription('Arrow keys move, Delete removes');
  const before = await fractionOf(page, first);
  await first.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const moved = await fractionOf(page, first);
  expect(moved.x).toBeLessThan(before.x - 0.1);
  expect(moved.y).toBeLessThan(before.y);

  // Drag the second item by pointer.
  const second = page.getByRole('button', { name: /^Walnut Oval Coffee Table, placed item 2/ });
  const box = await second.boundingBox();
  if (!box) throw new Error('The table is not laid out');
  const stage = await page.getByRole('group', { name: 'Room canvas' }).boundingBox();
  if (!stage) throw new Error('The stage is not laid out');
  const draggedFrom = await fractionOf(page, second);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 12 });
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 80, { steps: 12 });
  await page.mouse.up();
  // Reloaded the moment the drag ends: the cart, the places and the drop are all kept.
  await page.reload();
  await expect(placedItems(page)).toHaveCount(4);
  await expectNear(await fractionOf(page, first), moved);
  await expectNear(await fractionOf(page, second), {
    x: draggedFrom.x + 120 / stage.width,
    y: draggedFrom.y + 80 / stage.height,
  });
  await expect(total(page)).toHaveText('$3,146');

  // Remove one by keyboard.
  await page.getByRole('button', { name: /^Sage Cloud Sofa, placed item 4 of 4/ }).focus();
  await page.keyboard.press('Delete');
  await expect(placedItems(page)).toHaveCount(3);
  await expect(total(page)).toHaveText('$2,247');

  // The cart panel.
  await page.getByRole('button', { name: 'View Cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your Room Cart' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByText('$449')).toBeVisible();
  await expect(panel.getByText('$2,247')).toBeVisible();
  await panel.getByRole('button', { name: 'Remove Sage Cloud Sofa (item 3)' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByText('$1,348')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(total(page)).toHaveText('$1,348');

  // A second tab shows the same cart, and follows changes made in the first.
  const other = await context.newPage();
  await unlockGate(other);
  await openPage(other, '/design-dashboard');
  await expect(placedItems(other)).toHaveCount(2);
  await expect(total(other)).toHaveText('$1,348');
  await place(page, 'Lighting', 'Ochre Ceramic Table Lamp');
  await expect(placedItems(other)).toHaveCount(3);
  await expect(total(other)).toHaveText('$1,547');
  await other.close();
}

test('place, move, remove and keep furniture in the room cart', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openPage(page, '/design-dashboard');
  await canvasJourney(page, context);
});

test(
  'the same journey works offline, and nothing is lost',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    test.setTimeout(120_000);
    await openPage(page, '/design-dashboard');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Launch My Design' })).toBeVisible();
    await canvasJourney(page, context);
    await context.setOffline(false);
    await page.reload();
    await expect(placedItems(page)).toHaveCount(3);
  },
);

test('the toasts of View Example Rooms and Shop My Room', async ({ page }) => {
  await openPage(page, '/design-dashboard');
  await page.getByRole('button', { name: 'View Example Rooms' }).click();
  await expect(page.getByText('Design Inspiration')).toBeVisible();
  await expect(page.getByText('Explore curated rooms for styling ideas!')).toBeVisible();
  await page.getByRole('button', { name: 'Shop My Room' }).click();
  await expect(page.getByText('Ready to shop your room?')).toBeVisible();
  await expect(page.getByText('Checkout will be available in the full launch!')).toBeVisible();
});

test('save the room, change it, and reopen the saved one', async ({ page }) => {
  await openPage(page, '/design-dashboard');
  await place(page, 'Beds', 'Channel-Tufted Double Bed');
  await page.getByRole('button', { name: 'Save My Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save My Room' });
  await dialog.getByRole('textbox', { name: 'Room name' }).fill('Guest Bedroom');
  await dialog.getByRole('button', { name: 'Save Room' }).click();
  await expect(page.getByText('Room saved!')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved rooms' });
  await expect(saved.locator('.saved-room__name')).toHaveText(['Guest Bedroom']);

  await place(page, 'Art', 'Terracotta Arches Print');
  await expect(placedItems(page)).toHaveCount(2);
  await saved.getByRole('button', { name: 'Open Guest Bedroom' }).click();
  await page
    .getByRole('dialog', { name: 'Replace your current room?' })
    .getByRole('button', { name: 'Replace and Open' })
    .click();
  await expect(placedItems(page)).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: /^Channel-Tufted Double Bed, placed/ }),
  ).toBeVisible();
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`the items hold their places on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/design-dashboard');
    await place(page, 'Seating', 'Sage Cloud Sofa');
    const item = page.getByRole('button', { name: /^Sage Cloud Sofa, placed item 1/ });
    const stage = page.getByRole('group', { name: 'Room canvas' });
    const inside = async () => {
      const [s, i] = [await stage.boundingBox(), await item.boundingBox()];
      if (!s || !i) throw new Error('not laid out');
      return (
        i.x >= s.x - 1 &&
        i.y >= s.y - 1 &&
        i.x + i.width <= s.x + s.width + 1 &&
        i.y + i.height <= s.y + s.height + 1
      );
    };
    expect(await inside()).toBe(true);
    const at = await fractionOf(page, item);
    await page.setViewportSize(label === 'desktop' ? VIEWPORTS.phone : VIEWPORTS.desktop);
    await expect.poll(inside).toBe(true);
    await expectNear(await fractionOf(page, item), at);
  });
}

test('axe finds no serious violation with items placed and the cart open', async ({ page }) => {
  await openPage(page, '/design-dashboard');
  await place(page, 'Seating', 'Sage Cloud Sofa');
  await place(page, 'Tables', 'Walnut Oval Coffee Table');
  // The first placement's toasts leave (after 3 s) while the second's stay: axe would read one
  // fading out. Their contrast at rest is checked with the menu open (a11y.spec.ts).
  await expect(page.locator('.app-toast')).toHaveCount(0);
  const serious = () => seriousViolations(page);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'View Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Room Cart' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save My Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save My Room' });
  await expect(dialog).toBeVisible();
  expect(await serious()).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Room name' }).fill('Reading Nook');
  await dialog.getByRole('button', { name: 'Save Room' }).click();
  await expect(page.getByRole('button', { name: 'Open Reading Nook' })).toBeVisible();
  expect(await serious()).toEqual([]);
});
