import { SERVICE_WORKER, expect, test } from './fixtures.ts';
import { ACCESS_PASSWORD } from './support.ts';

test.describe('site access gate', () => {
  test('blank or whitespace keeps Enter Site disabled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurevia Access' })).toBeVisible();
    await expect(
      page.getByText('This is a private prototype. Please enter the access password to continue.'),
    ).toBeVisible();
    await expect(
      page.getByText('This prototype is password protected for privacy and testing purposes.'),
    ).toBeVisible();
    const enter = page.getByRole('button', { name: 'Enter Site' });
    await expect(enter).toBeDisabled();
    await page.getByLabel('Access password').fill('   ');
    await expect(enter).toBeDisabled();
    await page.getByLabel('Access password').fill('x');
    await expect(enter).toBeEnabled();
  });

  test('the show/hide toggle reveals the password', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel('Access password');
    await field.fill('secret');
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Show password', pressed: true }).click();
    await expect(field).toHaveAttribute('type', 'password');
  });

  test('a wrong password is refused and the field cleared', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel('Access password');
    await field.fill('not-the-password');
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Aurevia Access' })).toBeVisible();
  });

  test.describe('before the worker holds the files', () => {
    test.use({ serviceWorkers: 'block' });

    test(
      'a wrong password gone offline still gets its notice, and the gate stays',
      { tag: SERVICE_WORKER },
      async ({ page, context }) => {
        const checkLoaded = page.waitForResponse(/\/assets\/checkPassword-[\w-]+\.js$/);
        await page.goto('/');
        const field = page.getByLabel('Access password');
        // The gate fetches its password check as it shows; the toaster must not need a fetch.
        await checkLoaded;
        await context.setOffline(true);
        await field.fill('not-the-password');
        await page.getByRole('button', { name: 'Enter Site' }).click();
        await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
        await expect(field).toHaveValue('');
        await expect(page.getByRole('heading', { name: 'Aurevia Access' })).toBeVisible();
      },
    );
  });

  test('the right password unlocks for this tab only', async ({ page, browser }) => {
    await page.goto('/');
    await page.getByLabel('Access password').fill(ACCESS_PASSWORD);
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await expect(page.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    await expect(page.getByText('Access granted! Welcome to the product.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scan. Design. Shop.' }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scan. Design. Shop.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aurevia Access' })).toHaveCount(0);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: 'Aurevia Access' })).toBeVisible();
    await fresh.close();
  });

  test('the bundle never holds the password itself', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await page.goto('/');
    await page.getByLabel('Access password').fill('wrong');
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) expect(source).not.toContain(ACCESS_PASSWORD);
  });
});
