import { SERVICE_WORKER, expect, test } from './fixtures.ts';
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

test(
  "offline, the dashboard shows this device's cart and saved rooms, and reopens one",
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
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
  },
);

test('"Your rooms" lists the measured rooms with their plan, area and links, and opens one to edit', async ({
  page,
  request,
}) => {
  // The prerendered page shows the section loading, as hydration draws it; the rooms follow.
  const prerendered = await (await request.get('/dashboard')).text();
  expect(prerendered).toContain('Loading your rooms...');

  await openPage(page, '/dashboard');
  const rooms = page.getByRole('region', { name: 'Your rooms' });
  await expect(rooms.getByText('No rooms measured yet')).toBeVisible();
  await expect(rooms.getByRole('link', { name: 'Measure a room' })).toHaveAttribute(
    'href',
    '/measure-room',
  );

  await rooms.getByRole('link', { name: 'Measure a room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Measure your room' })).toBeVisible();
  await page.getByRole('button', { name: /^Living room/ }).click();
  await expect(page.getByTestId('floor-area')).toHaveText('20.00 m²');
  await page.getByRole('button', { name: /^Bedroom/ }).click();
  await expect(page.getByTestId('floor-area')).toHaveText('10.50 m²');
  await expect(page.getByText('Saved on this device')).toBeVisible();

  await openPage(page, '/dashboard');
  const cards = rooms.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  // Last edited first.
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Bedroom');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Living room');
  const living = cards.nth(1);
  await expect(living.getByRole('img', { name: 'Plan of Living room' })).toBeVisible();
  await expect(living.getByText('20.00 m²')).toBeVisible();
  await expect(living.getByText('No pieces yet')).toBeVisible();
  const design = living.getByRole('link', { name: 'Design Living room' });
  await expect(design).toHaveAttribute('href', /^\/design-dashboard\?plan=[0-9a-f-]{36}$/);
  const planId = (await design.getAttribute('href'))?.split('=')[1];

  await living.getByRole('link', { name: 'Edit plan of Living room' }).click();
  await expect(page).toHaveURL(new RegExp(`/measure-room\\?plan=${planId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Living room' })).toBeVisible();
  await expect(page.getByTestId('floor-area')).toHaveText('20.00 m²');
  await expect(page.getByRole('link', { name: 'Design this room' })).toHaveAttribute(
    'href',
    `/design-dashboard?plan=${planId}`,
  );
});
