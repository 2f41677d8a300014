import { expect, test, type Page } from './fixtures.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import { CANVAS_COPY } from '../src/features/canvas/canvasCopy.ts';
import { axeFor, seriousIn, seriousViolations } from './axe.ts';
import { VIEWPORTS, collectReactErrors, unlockGate } from './support.ts';

/** Every route, and an unknown path for the 404 page, with the status and the heading each has. */
const PAGES = [
  ...ROUTES.map(({ path, title }) => ({ path, status: 200, title })),
  { path: '/no-such-page', status: 404, title: 'Page Not Found' },
];
/**
 * Pages are checked a few to a test, one after another in the same tab: a fresh browser per page
 * spent most of its time starting up, not checking. Each page still gets its own soft assertion,
 * so a failure names every page at fault. The one cold load of each page is all its first-visit
 * checks: it answers with its status, hydrates its prerendered HTML as it is (no React error,
 * in a time zone west of the build's clock, where a date printed in the visitor's zone would
 * differ), shows its heading, and axe finds no serious violation at either width.
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
  // Its toast comes once the toasts' code has loaded, which may be after the button is back:
  // the checks that follow wait for it to come to rest, not for it to appear.
  await expect(page.getByText(CANVAS_COPY.addedTitle)).toBeVisible();
  return seriousIn(results);
}

/**
 * Each page is loaded once on a phone, checked, then widened to a desktop and checked again:
 * the layout answers the width (CSS and the shell's width hooks), and a second load would only
 * repeat the first.
 */
async function expectNoSeriousAtBothWidths(page: Page, what: string): Promise<void> {
  const loadedAt = page.viewportSize()?.width;
  for (const viewport of loadedAt === VIEWPORTS.desktop.width
    ? [VIEWPORTS.desktop, VIEWPORTS.phone]
    : [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    if (page.viewportSize()?.width !== viewport.width) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    expect
      .soft(await seriousViolations(page), `axe on ${what} at ${viewport.width} px`)
      .toEqual([]);
  }
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

test.describe('every page on its first visit', () => {
  // Loaded at the desktop width, then narrowed to a phone's for the second check.
  test.use({ viewport: VIEWPORTS.desktop, timezoneId: 'America/New_York' });

  for (const group of GROUPS) {
    const paths = group.map(({ path }) => path).join(', ');
    test(`${paths} hydrate as prerendered, with no serious violation at 1280 and 390 px`, async ({
      page,
    }) => {
      test.setTimeout(group.length * SECONDS_PER_PAGE * 1000);
      await unlockGate(page);
      const errors = collectReactErrors(page);
      for (const { path, status, title } of group) {
        const before = errors.length;
        // The fixture's goto returns once the page has hydrated (html[data-ready]).
        const response = await page.goto(path);
        expect.soft(response?.status(), `the status of ${path}`).toBe(status);
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveText(title);
        expect.soft(errors.slice(before), `React errors on ${path}`).toEqual([]);
        await expectNoSeriousAtBothWidths(page, path);
      }
    });
  }
});

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
