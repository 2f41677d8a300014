import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { ROUTES } from '../src/app/routeTable.ts';
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

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

for (const [label, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the gate has no serious violation (${label})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Enter Site' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const group of GROUPS) {
      test(`${group.join(', ')} have no serious violation (${label})`, async ({ page }) => {
        await unlockGate(page);
        for (const path of group) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect.soft(await seriousViolations(page), `axe on ${path}`).toEqual([]);
        }
      });
    }
  });
}
