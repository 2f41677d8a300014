import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { axeFor, toastsAtRest } from './axe.ts';
import { CONNECTIVITY_PROBE_PATH } from '../src/lib/connectivityProbe.ts';
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

const header = (page: Page) => page.locator('.account-header__card');

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('signed in: the canvas shows Profile, and the profile saves the name', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('profile');
  await createConfirmedUser(request, email);

  // Signed out, the canvas has no Profile link, and the account says 'User'.
  await openPage(page, '/design-dashboard');
  await expect(page.getByRole('button', { name: 'Save My Room' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);

  await signIn(page, email);
  await openPage(page, '/design-dashboard');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // No name yet: the header falls back to the part of the address before the @.
  const local = email.split('@')[0] ?? '';
  await expect(header(page).getByText(local, { exact: true })).toBeVisible();
  await expect(header(page).getByText('Premium Member')).toBeVisible();
  await expect(header(page).getByText('Member since Jan 2024')).toBeVisible();

  await header(page).getByRole('button', { name: 'Edit Profile' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Account' });
  const fullName = settings.getByLabel('Full Name');
  await expect(fullName).toBeFocused();
  await expect(settings.getByLabel('Email')).toBeDisabled();
  await expect(settings.getByLabel('Email')).toHaveValue(email);
  await fullName.fill('Maya Okafor');
  await page.getByLabel('Phone Number').fill('+15550100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(header(page).getByText('Maya Okafor', { exact: true })).toBeVisible();
  await expect(header(page).getByText('M', { exact: true })).toBeVisible();
  // The top bar's account button takes the new initial too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveText('M');

  // The name is on the account itself: a reload reads it back from the backend.
  await page.reload();
  await expect(header(page).getByText('Maya Okafor', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByLabel('Phone Number')).toHaveValue(/15550100/);
});

test(
  'offline, saving says it cannot be sent now and keeps what was typed',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const email = uniqueEmail('profile-offline');
    await createConfirmedUser(request, email);
    await signIn(page, email);
    await openPage(page, '/account');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByLabel('Full Name').fill('Offline Name');
    // A number of its own: the backend refuses one another account already has.
    const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "You're offline, so your changes can't be sent now",
    );
    await expect(page.getByLabel('Full Name')).toHaveValue('Offline Name');
    await expect(page.getByLabel('Phone Number')).toHaveValue(phone);

    // Back online, the same press goes through, even made while the app is still checking that
    // the network is back (its check held for 2 s here).
    await context.route(`**${CONNECTIVITY_PROBE_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(header(page).getByText('Offline Name', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
);

test('the six tabs, with the sample designs, orders and messages', async ({ page }) => {
  await openPage(page, '/account');
  await expect(header(page).getByText('User', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Overview',
    'My Designs',
    'Orders',
    'Messages',
    'Account',
    'Sign-in and security',
    'Support',
  ]);
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview.getByRole('progressbar')).toHaveCount(2);
  await expect(overview.getByText('in transit')).toBeVisible();
  await overview.getByRole('button', { name: 'Track Package' }).click();
  await expect(page.getByRole('dialog', { name: 'Track ORD-481' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Orders' }).getByRole('link', { name: 'Leave Review' }),
  ).toHaveCount(2);
  await page.getByRole('tab', { name: 'Support' }).click();
  const support = page.getByRole('tabpanel', { name: 'Support' });
  for (const title of ['Live Chat', 'Help Center', 'Schedule Call', 'Schedule Consultation']) {
    await expect(support.getByRole('heading', { name: title })).toBeVisible();
  }
});

test('data on this device: what is kept, and clearing it keeps the account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('device-data');
  await createConfirmedUser(request, email);
  await signIn(page, email);
  await openPage(page, '/design-dashboard');
  await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' }).click();
  await expect(page.locator('.room-canvas__summary')).toContainText('1 item placed');

  await openPage(page, '/account');
  await page.getByRole('tab', { name: 'Account' }).click();
  const card = page.locator('section.account-card', {
    has: page.getByRole('heading', { name: 'Data on this device' }),
  });
  await expect(card.getByText(/used/)).toBeVisible();
  await expect(card.getByText(/persistent/i)).toBeVisible();
  await expect(card.locator('.device-data__count', { hasText: 'Room cart items' })).toContainText(
    '1',
  );

  await card.getByRole('button', { name: 'Clear data on this device' }).click();
  await page
    .getByRole('dialog', { name: 'Clear data on this device?' })
    .getByRole('button', { name: 'Clear Data' })
    .click();
  await expect(card.locator('.device-data__count', { hasText: 'Room cart items' })).toContainText(
    '0',
  );
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await openPage(page, '/design-dashboard');
  await expect(page.locator('.room-canvas__summary')).toHaveText('No items placed yet');
});

test('axe finds no serious violation on any tab', async ({ page }) => {
  await openPage(page, '/account');
  for (const tab of ['Overview', 'My Designs', 'Orders', 'Messages', 'Account', 'Support']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await toastsAtRest(page);
    const { violations } = await axeFor(page).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ tab, id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
    expect(serious).toEqual([]);
  }
});
