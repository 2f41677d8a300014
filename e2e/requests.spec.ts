import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { OFFLINE_SAVED_NOTE } from '../src/features/requests/requestCopy.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

/** The press page's media inquiry: one of the forms built on the shared request form. */
const form = (page: Page) => page.locator('#media-inquiry form');
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

for (const offline of [false, true]) {
  test.describe(`request forms (${offline ? 'offline' : 'online'})`, () => {
    test.use({ viewport: VIEWPORTS.phone });

    test(
      'validate, keep one copy on the device, confirm, and list it in the account',
      { tag: SERVICE_WORKER },
      async ({ page, context }) => {
        await unlockGate(page);
        await openPage(page, '/press');
        if (offline) {
          await waitForServiceWorkerControl(page);
          await context.setOffline(true);
        }
        const send = form(page).getByRole('button', { name: 'Send Inquiry' });

        await send.click();
        await expect(field(page, 'Name')).toBeFocused();
        await expect(page.getByText('Please enter your name.')).toBeVisible();
        await expect(page.getByText('Please enter your publication.')).toBeVisible();

        await field(page, 'Name').fill('Ana Ruiz');
        await field(page, 'Publication').fill('Dwell');
        await field(page, 'Email').fill('ana@dwell');
        await field(page, 'Subject').fill('Spring issue');
        await field(page, 'Message').fill('Could we talk about room scanning?');
        await expect(page.getByText('Please enter your name.')).toHaveCount(0);
        await send.click();
        await expect(field(page, 'Email')).toBeFocused();
        await expect(field(page, 'Email')).toHaveAccessibleDescription(
          'Please enter a valid email address.',
        );

        await field(page, 'Email').fill('ana@dwell.com');
        await send.dblclick();
        const confirmation = page.getByRole('heading', { name: 'Inquiry sent!' });
        await expect(confirmation).toBeFocused();
        await expect(page.getByText(OFFLINE_SAVED_NOTE)).toHaveCount(offline ? 1 : 0);

        await page.reload();
        await openPage(page, '/account');
        await page.getByRole('tab', { name: 'Support' }).click();
        const listed = page.getByText('Media inquiry from Dwell: Spring issue');
        await expect(listed).toHaveCount(1);
        if (offline) await expect(page.getByText(/saved while offline/)).toBeVisible();
      },
    );
  });
}

test('a double click whose first click sent the form leaves the confirmation as it is', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await unlockGate(page);
  await openPage(page, '/press');
  await field(page, 'Name').fill('Ana Ruiz');
  await field(page, 'Publication').fill('Dwell');
  await field(page, 'Email').fill('ana@dwell.com');
  await field(page, 'Subject').fill('Spring issue');
  await field(page, 'Message').fill('Could we talk about room scanning?');
  const box = await form(page).getByRole('button', { name: 'Send Inquiry' }).boundingBox();
  if (!box) throw new Error('"Send Inquiry" has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  const confirmation = page.getByRole('heading', { name: 'Inquiry sent!' });
  await expect(confirmation).toBeFocused();
  // The second click of the pair, where "Send Inquiry" was: the page below it has changed.
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect(confirmation).toBeFocused();
  expect(await page.evaluate(() => String(getSelection())), 'no word selected').toBe('');
});

test.describe('carousel in a browser', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('moves by arrows, dots and a swipe, one card per phone screen', async ({ page }) => {
    await unlockGate(page);
    await openPage(page, '/design-packages');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.getByRole('group');
    const total = await slides.count();
    expect(total).toBeGreaterThan(1);
    const inView = async (index: number) => {
      const box = await slides.nth(index).boundingBox();
      return box !== null && box.x >= -1 && box.x + box.width <= VIEWPORTS.phone.width + 1;
    };
    await expect.poll(() => inView(0)).toBe(true);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect.poll(() => inView(1)).toBe(true);

    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => inView(0)).toBe(true);

    // A swipe to the left, with a mouse standing in for the finger.
    const box = await slides.nth(0).boundingBox();
    if (!box) throw new Error('The first slide has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
