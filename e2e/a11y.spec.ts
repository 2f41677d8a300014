import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROUTES } from '../src/app/routeTable.ts';
import { VIEWPORTS, unlockGate } from './support.ts';

const PAGES = [...ROUTES.map((route) => route.path), '/no-such-page'];

for (const [label, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the gate has no serious violation (${label})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Enter Site' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
        [],
      );
    });

    for (const path of PAGES) {
      test(`${path} has no serious violation (${label})`, async ({ page }) => {
        await unlockGate(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
        expect(serious).toEqual([]);
      });
    }
  });
}
