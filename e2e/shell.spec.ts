import { expect, test, type Locator, type Page } from './fixtures.ts';
import { VIEWPORTS, openPage, unlockGate } from './support.ts';

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Primary' });

test('the bottom nav is 80 px on a phone, 96 px on a tablet and hidden on a desktop', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await expect(bottomNav(page)).toBeVisible();
  expect((await bottomNav(page).boundingBox())?.height).toBe(80);

  await page.setViewportSize(VIEWPORTS.tablet);
  await expect.poll(async () => (await bottomNav(page).boundingBox())?.height).toBe(96);

  await page.setViewportSize(VIEWPORTS.desktop);
  await expect(bottomNav(page)).toBeHidden();
});

test('nothing hides behind the bottom nav at the foot of the page', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const nav = await bottomNav(page).boundingBox();
  const lastLink = page.getByRole('contentinfo').getByRole('link').last();
  const box = await lastLink.boundingBox();
  expect(nav && box && box.y + box.height <= nav.y).toBe(true);
});

const ACTIVE_CASES: Array<[string, string]> = [
  ['/', 'Home'],
  ['/try-scanner', 'Scan'],
  ['/work-with-designer', 'Designer'],
  ['/upload-photos', 'Upload'],
  ['/auth', 'Account'],
];

for (const [path, tab] of ACTIVE_CASES) {
  test(`on ${path} only the ${tab} tab is active`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(path);
    const current = bottomNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(tab);
  });
}

test('Home is active only on exactly /', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/about');
  await expect(bottomNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  await bottomNav(page).getByRole('link', { name: 'Scan' }).click();
  await expect(page).toHaveURL(/\/try-scanner$/);
  await expect(bottomNav(page).getByRole('link', { name: 'Scan' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the top bar changes style after 20 px of scroll', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('an anonymous visitor sees Sign In, and the menu traps focus and closes on Escape', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /Scan a Room/ })).toBeVisible();
  await expect(menu.getByText('Free, No Card Needed')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Work With a Designer' })).toBeHidden();
  await menu.getByRole('button', { name: 'Professional Tools' }).click();
  await expect(menu.getByRole('link', { name: 'Work With a Designer' })).toBeVisible();
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

/** A tap lands where the finger is: on the control, or on whatever lies over it. */
async function tapWhereItIs(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test("while toasts show on a phone, a tap on the top bar's menu button opens the menu", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/design-dashboard');
  await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)', exact: true }).click();
  await expect(page.getByText('Sage Cloud Sofa placed in room!')).toBeVisible();
  await tapWhereItIs(page, page.getByRole('button', { name: 'Open menu' }));
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByText('Sage Cloud Sofa placed in room!')).toBeVisible();
});

test('on a phone, a control that a toast covers still takes a tap', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/design-dashboard');
  await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)', exact: true }).click();
  const toast = page.locator('.app-toast').filter({ hasText: 'Sage Cloud Sofa placed in room!' });
  await expect(toast).toBeVisible();
  // The toast stays while the page's clock stands still.
  await page.clock.pauseAt(Date.now() + 1000);
  await expect(toast).toBeVisible();

  // The next product's button scrolled to lie under the toast, then tapped where it is.
  const next = page.getByRole('button', { name: 'Add to Room (Linnea Two-Seat Sofa)' });
  const over = await toast.boundingBox();
  const under = await next.boundingBox();
  if (!over || !under) throw new Error('The toast or the button has no box');
  const toastMiddle = over.y + over.height / 2;
  await page.evaluate((by) => window.scrollBy(0, by), under.y + under.height / 2 - toastMiddle);
  const box = await next.boundingBox();
  if (!box) throw new Error('The button has no box');
  expect(Math.abs(box.y + box.height / 2 - toastMiddle)).toBeLessThan(over.height / 2);
  await tapWhereItIs(page, next);
  await expect(
    page.getByRole('button', { name: 'Placing... (Linnea Two-Seat Sofa)' }),
  ).toBeDisabled();
});

test('a menu link navigates and closes the menu', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Support & Company' }).click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
});

test('the sticky action bar appears after 200 px on pages that enable it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/');
  const bar = page.getByRole('region', { name: 'Quick actions' });
  await expect(bar.getByRole('link', { name: 'Try Scanner' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(bar.getByRole('link', { name: 'Try Scanner' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Explore Rooms' })).toBeVisible();
});

test('the footer has four link columns and a newsletter box', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const heading of ['Product', 'For Professionals', 'Support', 'Company']) {
    await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await footer.getByLabel('Email address').fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Please enter a valid email address.')).toBeVisible();
  await footer.getByLabel('Email address').fill('reader@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText("You're all set!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole('contentinfo').getByText("You're all set!")).toBeVisible();
});
