import { expect, test, type Page } from './fixtures.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import { axeFor, seriousIn, seriousViolations } from './axe.ts';
import { VIEWPORTS, unlockGate } from './support.ts';

const PAGES = [...ROUTES.map((route) => route.path), '/no-such-page'];
/**
 * Pages are checked a few to a test, one after another in the same tab: a fresh browser per page
 * spent most of its time starting up, not checking. Each page still gets its own soft assertion,
 * so a failure names every page at fault.
 */
const PAGES_PER_TEST = 6;
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / PAGES_PER_TEST) }, (_, index) =>
  PAGES.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
);
/** A page takes a few seconds to load and check on a busy machine; a group gets room for all. */
const SECONDS_PER_PAGE = 20;

/**
 * Adds the sofa and checks the catalogue during its 1 s of "Placing...". The page's clock is held
 * while axe runs and moved a millisecond at a time for axe's own zero-delay steps (a few dozen),
 * so the check sees the button as it reads while placing however slow the machine. The clock is
 * let go afterwards and the placement finishes.
 */
async function checkWhilePlacing(page: Page) {
  const add = page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)', exact: true });
  const placing = page.getByRole('button', { name: 'Placing... (Sage Cloud Sofa)', exact: true });
  await page.clock.pauseAt(Date.now() + 1000);
  await add.click();
  await expect(placing).toBeDisabled();
  let checked = false;
  const analysis = axeFor(page, { everyPass: true })
    .include('.catalogue__list')
    .analyze()
    .finally(() => {
      checked = true;
    });
  while (!checked) await page.clock.runFor(1);
  const results = await analysis;
  const sawPlacing = results.passes.some((rule) =>
    rule.nodes.some((node) => node.html.includes('Placing...')),
  );
  expect(sawPlacing, 'axe ran while the button read "Placing..."').toBe(true);
  await page.clock.resume();
  await expect(add).toBeEnabled();
  return seriousIn(results);
}

/**
 * Each page is loaded once on a phone, checked, then widened to a desktop and checked again:
 * the layout answers the width (CSS and the shell's width hooks), and a second load would only
 * repeat the first.
 */
async function expectNoSeriousAtBothWidths(page: Page, what: string): Promise<void> {
  await page.setViewportSize(VIEWPORTS.phone);
  expect.soft(await seriousViolations(page), `axe on ${what} at 390 px`).toEqual([]);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect.soft(await seriousViolations(page), `axe on ${what} at 1280 px`).toEqual([]);
}

// Without the service worker: what axe checks is the page, the same however it was served, and
// a worker installing in every test's fresh browser spends seconds of processor time precaching
// the whole app (offline.spec.ts and each area's offline journey test the worker).
test.use({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });

test('the gate has no serious violation at 390 and 1280 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Enter Site' })).toBeVisible();
  await expectNoSeriousAtBothWidths(page, 'the gate');
});

for (const group of GROUPS) {
  test(`${group.join(', ')} have no serious violation at 390 and 1280 px`, async ({ page }) => {
    test.setTimeout(group.length * SECONDS_PER_PAGE * 1000);
    await unlockGate(page);
    for (const path of group) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAtBothWidths(page, path);
    }
  });
}

for (const [label, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the open menu and the canvas while placing have no serious violation (${label})`, async ({
      page,
    }) => {
      await page.clock.install();
      await unlockGate(page);
      await page.goto('/design-dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect.soft(await checkWhilePlacing(page), 'axe while placing').toEqual([]);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect.soft(await seriousViolations(page), 'axe with the menu open').toEqual([]);
    });
  });
}
