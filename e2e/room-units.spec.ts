import { expect, test, type Page } from './fixtures.ts';
import { measureRoom, measureRoomInFeet, openDesignCanvas } from './roomPlanSteps.ts';
import { VIEWPORTS, unlockGate } from './support.ts';

/**
 * A room reads on the design canvas in the unit it was measured in: its walls, its pieces'
 * sizes and the layout warnings.
 */

/** Adds the sofa to the room and pushes it towards the door on wall 1 until the check warns. */
async function sofaIntoTheDoorway(page: Page, warning: string) {
  const plan = page.getByRole('group', { name: /^Plan of .+, drawn to scale/ });
  await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' }).click();
  const sofa = plan.getByRole('button', { name: /^Sage Cloud Sofa, / });
  await expect(sofa).toBeVisible({ timeout: 15_000 });
  await sofa.focus();
  const blocked = page.getByRole('region', { name: 'Layout check' }).getByText(warning);
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 16 && !(await blocked.isVisible()); i += 1) {
    await page.keyboard.press('Shift+ArrowUp');
  }
  await expect(blocked).toBeVisible();
  return sofa;
}

test.describe('Lengths in the unit the room was measured in', () => {
  test.beforeEach(async ({ page }) => {
    await unlockGate(page);
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  test('a room measured in feet and inches reads in them on the canvas, with no "cm" shown', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await measureRoomInFeet(page);
    await openDesignCanvas(page);
    await expect(page.locator('.plan-view__length')).toHaveText([
      `14' 0"`,
      `12' 0"`,
      `14' 0"`,
      `12' 0"`,
    ]);

    const sofa = await sofaIntoTheDoorway(
      page,
      `Sage Cloud Sofa blocks the door on wall 1: keep 2' 11" in front of it clear`,
    );
    await expect(sofa).toHaveAccessibleName(/^Sage Cloud Sofa, 7 ft 0 in by 3 ft 1 in, /);
    await expect(sofa).toHaveAccessibleDescription(/^Arrow keys move 1 in, with Shift 6 in\./);
    await expect(page.getByRole('region', { name: 'Selected: Sage Cloud Sofa' })).toContainText(
      `7' 0" × 3' 1"`,
    );

    expect(await page.getByRole('main').innerText()).not.toMatch(/\bcm\b|m²/);
  });

  test('the same room measured in centimetres reads in centimetres', async ({ page }) => {
    test.setTimeout(90_000);
    await measureRoom(page);
    await openDesignCanvas(page);
    await expect(page.locator('.plan-view__length')).toHaveText([
      '420 cm',
      '360 cm',
      '420 cm',
      '360 cm',
    ]);

    const sofa = await sofaIntoTheDoorway(
      page,
      'Sage Cloud Sofa blocks the door on wall 1: keep 90 cm in front of it clear',
    );
    await expect(sofa).toHaveAccessibleName(/^Sage Cloud Sofa, 214 by 95 cm, /);
    await expect(page.getByRole('region', { name: 'Selected: Sage Cloud Sofa' })).toContainText(
      '214 × 95 cm',
    );
    expect(await page.getByRole('main').innerText()).not.toMatch(/ft²|\d+' \d+"/);
  });
});
