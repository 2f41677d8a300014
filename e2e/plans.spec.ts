import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

const plan = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('pricing: annual first, monthly on the switch, plans for each audience', async ({ page }) => {
  await openPage(page, '/pricing');
  const annual = page.getByRole('radio', { name: /^Annual/ });
  await expect(annual).toBeChecked();
  await expect(annual).toContainText('Save 20%');
  await expect(plan(page, 'Enthusiast')).toContainText('$23');
  await expect(plan(page, 'Enthusiast')).toContainText('Billed annually ($276/year)');

  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(plan(page, 'Enthusiast')).toContainText('$29');
  await expect(plan(page, 'Enthusiast')).toContainText('Billed monthly');

  await page.getByRole('tab', { name: 'For Professionals' }).click();
  await expect(plan(page, 'Pro')).toContainText('$99');
  await expect(plan(page, 'Enterprise')).toContainText('Custom');
  await page.getByRole('radio', { name: /^Annual/ }).click();
  await expect(plan(page, 'Pro')).toContainText('$79');

  await plan(page, 'Pro').getByRole('link', { name: 'Get Pro' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test.describe('pricing on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the plans are a carousel that moves, and every plan can be compared', async ({ page }) => {
    await openPage(page, '/pricing');
    const carousel = page.getByRole('region', { name: 'Homeowners plans' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const second = carousel.getByRole('group', { name: '2 of 2' });
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    // The slide is taller than the screen: where it starts across the page says where it is.
    const left = async () => (await second.boundingBox())?.x ?? Number.NaN;
    expect(await left()).toBeGreaterThan(300);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect.poll(left).toBeLessThan(100);
    await expect(second.getByRole('article', { name: 'Enthusiast' })).toContainText('$23');

    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.getByRole('button', { name: 'Compare All Plans' }).click();
    const table = page.getByRole('table', { name: 'All plans, billed annually' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'Starter',
      'Enthusiast',
      'Pro',
      'Enterprise',
    ]);
    await page.getByRole('button', { name: 'Hide Comparison' }).click();
    await expect(table).toBeHidden();
  });
});

test('pro tools: monthly first in pounds, annual on the switch', async ({ page }) => {
  await openPage(page, '/for-professionals');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(plan(page, 'Pro Solo')).toContainText('£29');
  await expect(plan(page, 'Pro Solo')).toContainText('7-day free trial');
  await expect(plan(page, 'Pro Team')).toContainText('£89');
  const annual = page.getByRole('radio', { name: /^Annual/ });
  await expect(annual).toContainText('Save 2 months');
  await annual.click();
  await expect(plan(page, 'Pro Solo')).toContainText('£290');
  await expect(plan(page, 'Pro Team')).toContainText('£890');
  await expect(plan(page, 'Free')).toContainText('£0');
});

test('premium: monthly first, yearly on the switch, the free plan already yours', async ({
  page,
}) => {
  await openPage(page, '/subscribe');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(plan(page, 'Premium')).toContainText('£15');
  await expect(plan(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  const yearly = page.getByRole('radio', { name: /^Yearly/ });
  await expect(yearly).toContainText('Save 33%');
  await yearly.click();
  await expect(plan(page, 'Premium')).toContainText('£10');
  await expect(plan(page, 'Premium')).toContainText('Billed yearly (£120/year)');
  await expect(plan(page, 'Designer+')).toContainText('£149');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('3-7 days');
  await page.getByRole('link', { name: 'See Demo Room' }).click();
  await expect(page).toHaveURL(/\/browse-rooms$/);
});

test('design packages: select by click and by keyboard, with a running total', async ({ page }) => {
  await openPage(page, '/design-packages');
  const summary = page.getByRole('complementary', { name: 'Your package' });
  const total = summary.locator('.package-summary__line--total dd');
  // A radio's name is its words, then its package unseen when they only say "Selected".
  await expect(page.getByRole('radio', { name: 'Selected (Complete)' })).toBeChecked();
  await expect(total).toHaveText('$799');

  // A click anywhere on the card selects it.
  await page
    .locator('.package-card', { hasText: 'A fresh look for one room' })
    .click({ position: { x: 60, y: 140 } });
  const essentials = page.getByRole('radio', { name: 'Essentials' });
  await expect(essentials).toBeChecked();
  await expect(essentials).toHaveAccessibleName('Selected (Essentials)');
  await expect(essentials.locator('.visually-hidden')).toHaveText('(Essentials)');
  await expect(page.getByRole('radio', { name: 'Complete' })).toHaveAccessibleName(
    'Choose Complete',
  );
  await expect(total).toHaveText('$399');

  await essentials.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Complete' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Complete' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'White-Glove' })).toBeChecked();
  await expect(total).toHaveText('$1,499');
  await expect(page.getByRole('status').filter({ hasText: 'White-Glove selected' })).toHaveText(
    'White-Glove selected, 1 room. Total $1,499.',
  );

  await page.getByRole('checkbox', { name: /Paint Consultation/ }).check();
  await expect(total).toHaveText('$1,598');
  await page.getByRole('spinbutton', { name: 'Number of rooms' }).fill('3');
  await expect(summary.getByText('Multi-Room Discount (-20%)')).toBeVisible();
  await expect(total).toHaveText('$3,696.60');

  await summary.getByRole('link', { name: 'Book White-Glove' }).click();
  await expect(page).toHaveURL(
    /\/hire-designer\?package=white-glove&rooms=3&addons=paint#booking-form$/,
  );
  const booking = page.getByRole('region', { name: 'Book your designer' });
  await expect(booking.getByLabel('Design package')).toHaveValue('white-glove');
  await expect(booking.getByText(/White-Glove, 3 rooms, with Paint Consultation/)).toBeVisible();
  await expect(booking).toBeInViewport();
});

test(
  'the plans pages work offline after the first visit',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await openPage(page, '/pricing');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    await page.goto('/pricing');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(plan(page, 'Enthusiast')).toContainText('$29');

    await page.goto('/for-professionals');
    await page.getByRole('radio', { name: /^Annual/ }).click();
    await expect(plan(page, 'Pro Solo')).toContainText('£290');

    await page.goto('/design-packages');
    await page.getByRole('radio', { name: 'Essentials' }).click();
    await expect(
      page.getByRole('complementary', { name: 'Your package' }).getByText('$399').first(),
    ).toBeVisible();
    await context.setOffline(false);
  },
);

test('opened and chosen states have no serious accessibility violation', async ({ page }) => {
  const serious = () => seriousViolations(page);

  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/pricing');
  await page.getByRole('button', { name: 'Compare All Plans' }).click();
  await page.getByRole('button', { name: 'Can I use my designs commercially?' }).click();
  expect(await serious()).toEqual([]);

  await openPage(page, '/design-packages');
  await page.getByRole('radio', { name: 'White-Glove' }).click();
  await page.getByRole('checkbox', { name: /Smart Purchasing/ }).check();
  await page.getByRole('button', { name: 'More rooms' }).click();
  await page.getByRole('button', { name: 'More rooms' }).click();
  expect(await serious()).toEqual([]);
});
