import { expect, test } from './fixtures.ts';
import {
  createConfirmedUser,
  openPage,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from './support.ts';

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

test('the dashboard welcomes by name and links everywhere sensible', async ({ page, request }) => {
  const email = uniqueEmail('dashboard');
  await createConfirmedUser(request, email);
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${email.split('@')[0]}`)).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  for (const status of ['Complete', 'In Progress', 'Draft']) {
    await expect(page.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Book a Designer' })).toHaveAttribute(
    'href',
    '/hire-designer#book-a-designer',
  );
  await page.getByRole('link', { name: 'Explore Pro Tools' }).click();
  await expect(page).toHaveURL(/\/for-professionals$/);
});

test("offline, the dashboard shows this device's cart and saved rooms, and reopens one", async ({
  page,
  context,
}) => {
  await openPage(page, '/design-dashboard');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' }).click();
  await expect(page.locator('.room-canvas__summary')).toContainText('1 item placed');
  await page.getByRole('button', { name: 'Save My Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save My Room' });
  await dialog.getByRole('textbox', { name: 'Room name' }).fill('Sunday Lounge');
  await dialog.getByRole('button', { name: 'Save Room' }).click();
  await expect(page.getByText('Room saved!')).toBeVisible();
  await page.getByRole('button', { name: /^Sage Cloud Sofa, placed item 1/ }).focus();
  await page.keyboard.press('Delete');
  await expect(page.locator('.room-canvas__summary')).toHaveText('No items placed yet');

  await openPage(page, '/dashboard');
  await expect(
    page.getByText('Nothing placed yet. Start a design to fill your room.'),
  ).toBeVisible();
  await expect(page.locator('.saved-room__name', { hasText: 'Sunday Lounge' })).toBeVisible();
  await page.getByRole('button', { name: 'Open Sunday Lounge' }).click();
  await expect(page).toHaveURL(/\/design-dashboard$/);
  await expect(
    page.getByRole('button', { name: /^Sage Cloud Sofa, placed item 1 of 1/ }),
  ).toBeVisible();
  await context.setOffline(false);
});
