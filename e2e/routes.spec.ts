import { expect, test } from './fixtures.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import { collectReactErrors, openPage, unlockGate } from './support.ts';

// West of UTC, where the build's clock is: a date printed in the visitor's zone would show the
// day before the one in the prerendered HTML, and hydration would find a different page.
test.use({ timezoneId: 'America/New_York' });

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

test("the route table has the 32 routes of the spec, then the app's own room plan editor", () => {
  expect(ROUTES).toHaveLength(33);
  expect(ROUTES.at(-1)?.path).toBe('/measure-room');
});

// Each route's own first visit (its status, its heading, hydrating its prerendered HTML as it
// is) is checked with its accessibility, on the same cold load: a11y.spec.ts.

for (const path of [
  '/launch-design',
  '/no-such-page',
  '/checkout',
  '/upload-room',
  '/help/scanning',
]) {
  test(`${path} shows the 404 page and logs the path`, async ({ page }) => {
    const errors = collectReactErrors(page);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') logged.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeVisible();
    await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true);
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scan. Design. Shop.');
  });
}

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Aurevia');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
