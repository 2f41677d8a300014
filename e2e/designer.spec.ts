import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { axeFor } from './axe.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

const bookingForm = (page: Page) => page.getByRole('region', { name: 'Book your designer' });

async function fillBooking(page: Page, name: string) {
  const form = bookingForm(page);
  await form.getByLabel('Room type').selectOption('living-room');
  await form.getByLabel('Budget range').selectOption('1000-3000');
  await form.getByLabel('Timeline').selectOption('1-3-months');
  await form.getByLabel('Preferred contact method').selectOption('video');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('maya@example.com');
  await form.getByLabel('Phone').fill('+1 555 010 2030');
}

async function expectListedOnAccount(page: Page, summary: string) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Support' }).click();
  const requests = page.getByRole('region', { name: 'Your requests' });
  await expect(requests.getByText(summary)).toBeVisible();
  return requests;
}

test('Recent Work filters by style', async ({ page }) => {
  await openPage(page, '/hire-designer');
  const filters = page.getByRole('group', { name: 'Filter by style' });
  await expect(filters.getByRole('button')).toHaveText([
    'All',
    'Modern',
    'Scandinavian',
    'Bohemian',
    'Industrial',
    'Minimalist',
    'Coastal',
  ]);
  const work = page.locator('.portfolio-grid > li');
  await expect(work).toHaveCount(9);
  await filters.getByRole('button', { name: 'Industrial' }).click();
  await expect(filters.getByRole('button', { name: 'Industrial' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('1 Industrial project')).toBeVisible();
  await expect(work).toHaveCount(1);
  await expect(work.getByRole('heading')).toHaveText('Loft Study');
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(work).toHaveCount(9);
});

test('/work-with-designer is the same page under its own heading', async ({ page }) => {
  await openPage(page, '/work-with-designer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work With a Designer');
  await expect(page.getByRole('heading', { name: 'Recent Work' })).toBeVisible();
  await expect(bookingForm(page)).toBeAttached();
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the sticky bar shows after 600 px and leads to the booking form', async ({ page }) => {
    await openPage(page, '/hire-designer');
    const bar = page.getByRole('region', { name: 'Book a designer' });
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Free consultation • Response within 24 hours');
    await bar.getByRole('link', { name: 'Book Now' }).click();
    await expect(bookingForm(page)).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test('the testimonial slider moves both ways and wraps', async ({ page }) => {
    await openPage(page, '/hire-designer');
    const slider = page.getByRole('region', { name: 'Client testimonials' });
    await slider.scrollIntoViewIfNeeded();
    const dot = (n: number) => slider.getByRole('button', { name: `Go to slide ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(4)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await dot(4).click();
    await expect(slider.getByRole('group', { name: '4 of 4' })).toBeInViewport({ ratio: 0.9 });
  });
});

test('a package card fills the booking form and brings it into view', async ({ page }) => {
  await openPage(page, '/hire-designer');
  await page.getByRole('link', { name: 'Choose Full Redesign' }).click();
  await expect(page).toHaveURL(/\?package=full-redesign#booking-form$/);
  await expect(bookingForm(page).getByLabel('Design package')).toHaveValue('full-redesign');
  await expect(bookingForm(page)).toBeInViewport();
});

test('the booking form: messages when empty, then a confirmation, listed on /account', async ({
  page,
}) => {
  await openPage(page, '/hire-designer');
  const form = bookingForm(page);
  await form.getByRole('button', { name: 'Book My Designer' }).click();
  await expect(form.getByText('Please choose your room type.')).toBeVisible();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter your email address.')).toBeVisible();
  await expect(form.getByLabel('Room type')).toBeFocused();
  await expect(form.getByLabel('Room type')).toHaveAttribute('aria-invalid', 'true');

  const { violations } = await axeFor(page).include('#booking-form').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await fillBooking(page, 'Maya Online');
  await form.getByLabel('Email').fill('maya@example');
  await form.getByRole('button', { name: 'Book My Designer' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();

  await form.getByLabel('Email').fill('maya@example.com');
  await form.getByRole('button', { name: 'Book My Designer' }).dblclick();
  await expect(form.getByRole('heading', { name: 'Booking request sent!' })).toBeFocused();

  const requests = await expectListedOnAccount(
    page,
    'Booking: Living room, $1,000 - $3,000, Package to suggest',
  );
  await expect(requests.getByText('Designer booking')).toHaveCount(1);
});

test(
  'booking offline after the first visit: confirmed, kept, and listed on /account',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await openPage(page, '/hire-designer');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.goto('/hire-designer?package=quick-styling#booking-form');
    await expect(bookingForm(page).getByLabel('Design package')).toHaveValue('quick-styling');
    await fillBooking(page, 'Maya Offline');
    await bookingForm(page).getByRole('button', { name: 'Book My Designer' }).click();
    await expect(
      bookingForm(page).getByRole('heading', { name: 'Booking request sent!' }),
    ).toBeVisible();
    await expect(
      bookingForm(page).getByText("You're offline: your message is saved on this device."),
    ).toBeVisible();

    const requests = await expectListedOnAccount(
      page,
      'Booking: Living room, $1,000 - $3,000, Quick Styling Consultation (Free)',
    );
    await expect(requests.getByText(/saved while offline/)).toBeVisible();
    await context.setOffline(false);
  },
);

test("the dashboard's 'Book a Designer' card leads to the consultation form", async ({ page }) => {
  await openPage(page, '/dashboard');
  await page.getByRole('link', { name: 'Book a Designer' }).click();
  await expect(page).toHaveURL(/\/hire-designer#book-a-designer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire a Designer');
  const section = page.locator('#book-a-designer');
  await expect(
    section.getByRole('heading', { name: 'Start with a free consultation' }),
  ).toBeInViewport();

  await section.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(section.getByText('Please enter your phone number.')).toBeVisible();
  await section.getByLabel('Name').fill('Sam Whitaker');
  await section.getByLabel('Email').fill('sam@example.com');
  await section.getByLabel('Phone').fill('(555) 010-2030');
  await section.getByLabel('Room type').selectOption('home-office');
  await section.getByLabel('Timeline').selectOption('2-3-months');
  await section.getByRole('button', { name: 'Request Free Consultation' }).click();
  await expect(section.getByRole('heading', { name: 'Consultation requested!' })).toBeVisible();
  await expectListedOnAccount(page, 'Free consultation: Home office, in 2-3 months');
  await page.goto('/design-packages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design Packages');
});
