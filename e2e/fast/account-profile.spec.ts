import { slowCpu } from '../phoneCpu.ts';
import { expect, test } from '@playwright/test';
import { createConfirmedUser, storeSession, uniqueEmail, unlockGate } from '../support.ts';

/**
 * A signed-in user on a phone-speed CPU opens the account, types a new name and saves it before
 * the page has started: the session arrives after the form showed, and must not wipe the typing.
 */
test('a name typed and saved on the account as the page shows is saved', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('fast-profile');
  await createConfirmedUser(request, email);
  await unlockGate(page);
  await storeSession(page, email);
  await slowCpu(page);
  await page.goto('/account', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Full Name').fill('Quick Name');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.locator('.account-header__card').getByText('Quick Name', { exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue('Quick Name');
});
