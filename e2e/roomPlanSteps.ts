import { expect, type Locator, type Page } from './fixtures.ts';

/** The length field of wall `n` (1-based) in the room plan editor. */
export const wall = (page: Page, n: number) =>
  page.getByRole('textbox', { name: new RegExp(`^Wall ${n}\\b`) });

/** Replaces a field's text from the keyboard, as a person would. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Measures a 420 x 360 cm room on /measure-room by keyboard, with a door on wall 1 and, when
 * asked, a window on wall 3, and waits for the editor to call it ready to design.
 */
export async function measureRoom(page: Page, { withWindow = false } = {}) {
  await page.goto('/measure-room');
  await expect(page.getByRole('heading', { level: 1, name: 'Measure your room' })).toBeVisible();
  await typeInto(page, wall(page, 1), '420');
  await page.keyboard.press('Tab');
  await page.keyboard.type('360');
  await expect(page.getByTestId('floor-area')).toHaveText('15.12 m²');
  await page.getByRole('button', { name: 'Add a door' }).click();
  if (withWindow) await page.getByRole('button', { name: 'Add a window' }).click();
  await expect(page.getByText('Everything adds up: this room is ready to design.')).toBeVisible();
  await expect(page.getByText('Saved on this device')).toBeVisible();
}

/** From the editor, "Design this room": the design canvas on that plan. */
export async function openDesignCanvas(page: Page) {
  await page.getByRole('link', { name: 'Design this room' }).click();
  await expect(page).toHaveURL(/\/design-dashboard/);
  await expect(page.getByRole('button', { name: 'Design my room' })).toBeVisible();
}

/** "Design my room" with the dialog's brief as it stands, and the option asked for picked. */
export async function designAndPick(page: Page, option = 1) {
  await page.getByRole('button', { name: 'Design my room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Design my room' });
  await dialog.getByRole('button', { name: 'Design', exact: true }).click();
  const list = dialog.getByRole('list', { name: '3 designs for your room' });
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expect(list.getByRole('article')).toHaveCount(3);
  const use = list.getByRole('button', { name: new RegExp(`^Use this design: Option ${option}:`) });
  const name = (await use.getAttribute('aria-label')) ?? '';
  const [, count = '0', total = ''] = /(\d+) pieces?, (\$[\d,]+)/.exec(name) ?? [];
  await use.click();
  await expect(dialog).toBeHidden();
  return { count: Number(count), total };
}

/**
 * Measures a 14' by 12' room in feet and inches on /measure-room, by keyboard, with a door on
 * wall 1, and waits for the editor to call it ready to design.
 */
export async function measureRoomInFeet(page: Page) {
  await page.goto('/measure-room');
  await expect(page.getByRole('heading', { level: 1, name: 'Measure your room' })).toBeVisible();
  await page.getByRole('radio', { name: 'ft & in' }).click();
  await typeInto(page, wall(page, 1), `14' 0"`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`12' 0"`);
  await expect(page.getByTestId('floor-area')).toHaveText('168 ft²');
  await page.getByRole('button', { name: 'Add a door' }).click();
  await expect(page.getByText('Everything adds up: this room is ready to design.')).toBeVisible();
  await expect(page.getByText('Saved on this device')).toBeVisible();
}
