import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { measureRoom } from './roomPlanSteps.ts';
import { VIEWPORTS, unlockGate, waitForServiceWorkerControl } from './support.ts';

const total = (page: Page) => page.locator('.canvas-bar__total-value');

test.describe('The canvas on a room plan', () => {
  test.beforeEach(async ({ page }) => {
    await unlockGate(page);
  });

  test(
    'a measured room opens on the canvas; pieces are added, warned about, locked, and kept offline',
    { tag: SERVICE_WORKER },
    async ({ page, context }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(VIEWPORTS.desktop);
      await measureRoom(page, { withWindow: true });
      await expect(page.getByRole('slider', { name: 'Door 1, on wall 1' })).toBeVisible();

      await page.goto('/design-dashboard');
      await waitForServiceWorkerControl(page);
      const plan = page.getByRole('group', { name: /^Plan of .+, drawn to scale/ });
      await expect(plan).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('combobox', { name: 'Room' })).toBeVisible();

      // Add to Room puts the product on the plan, and in the cart with the right total.
      await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' }).click();
      const sofa = plan.getByRole('button', { name: /^Sage Cloud Sofa, 214 by 95 cm/ });
      await expect(sofa).toBeVisible({ timeout: 15_000 });
      await expect(total(page)).toHaveText('$899');
      await page.getByRole('button', { name: /^Tables/ }).click();
      await page.getByRole('button', { name: 'Add to Room (Walnut Oval Coffee Table)' }).click();
      await expect(plan.getByRole('button', { name: /^Walnut Oval Coffee Table, / })).toBeVisible({
        timeout: 15_000,
      });
      await expect(total(page)).toHaveText('$1,348');
      await expect(page.getByRole('region', { name: 'Room summary' })).toContainText('2 items');

      // Into the doorway by keyboard: the warning shows, the move is not refused.
      const checks = page.getByRole('region', { name: 'Layout check' });
      await sofa.focus();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      for (let i = 0; i < 14; i += 1) await page.keyboard.press('Shift+ArrowUp');
      await expect(
        checks.getByText(/^Sage Cloud Sofa (blocks|is in the way of) the door on wall 1/).first(),
      ).toBeVisible();
      await expect(page.locator('.plan-piece.has-warning').first()).toBeVisible();

      // Lock it: the plan shows a lock and the piece says so.
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await expect(
        plan.getByRole('button', { name: /^Sage Cloud Sofa, .*, locked$/ }),
      ).toBeVisible();
      await expect(page.locator('.plan-piece__lock')).toHaveCount(1);

      // Offline, after a reload: the pieces, the lock and the cart are still there.
      await context.setOffline(true);
      await page.reload();
      await expect(plan).toBeVisible({ timeout: 20_000 });
      await expect(
        plan.getByRole('button', { name: /^Sage Cloud Sofa, .*, locked$/ }),
      ).toBeVisible();
      await expect(plan.getByRole('button', { name: /^Walnut Oval Coffee Table, / })).toBeVisible();
      await expect(total(page)).toHaveText('$1,348');
      await expect(
        checks.getByText(/^Sage Cloud Sofa (blocks|is in the way of) the door on wall 1/).first(),
      ).toBeVisible();
      await context.setOffline(false);
    },
  );
});
