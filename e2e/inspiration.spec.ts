import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { ACTION_TRANSFORMATIONS } from '../src/content/transformations.ts';
import { HOME_TESTIMONIALS } from '../src/content/testimonials.ts';
import {
  HOME_TESTIMONIAL_FADE_MS,
  HOME_TESTIMONIAL_INTERVAL_MS,
  WIPE_TICK_MS,
} from '../src/lib/timing.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

const INSPIRATION_ROUTES = [
  '/',
  '/how-it-works',
  '/browse-rooms',
  '/design-gallery',
  '/see-aurevia-in-action',
  '/features',
  '/reviews',
];

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

/** The rooms of /browse-rooms: the count line under the filters. */
const browseCount = (page: Page) => page.locator('#browse-results-count');
const galleryCount = (page: Page) => page.locator('.gallery-bar__count');

/** Every image on the page loaded (lazy ones asked for first), none of them broken. */
async function expectImagesLoaded(page: Page) {
  const broken = await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.src);
  });
  expect(broken).toEqual([]);
}

for (const [device, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('browse rooms: search, brand card and chip, nothing found and reset', async ({ page }) => {
      await openPage(page, '/browse-rooms');
      await expect(browseCount(page)).toHaveText('24 rooms found');

      await page.getByLabel('Search rooms').fill('japandi');
      await expect(browseCount(page)).toHaveText('4 rooms found');
      await expect(page).toHaveURL(/[?&]q=japandi/);

      await page.getByLabel('Search rooms').fill('');
      await expect(browseCount(page)).toHaveText('24 rooms found');

      const partner = page.getByRole('button', { name: /^Nordhaven Scandinavian calm/ });
      await partner.click();
      await expect(partner).toHaveAttribute('aria-pressed', 'true');
      await expect(browseCount(page)).toHaveText('2 rooms found');
      const chips = page.getByRole('group', { name: 'Brands' });
      await expect(chips.getByRole('button', { name: 'Nordhaven' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await chips.getByRole('button', { name: 'Hearth & Loom' }).click();
      await expect(browseCount(page)).toHaveText('3 rooms found');
      await expect(chips.getByRole('button', { name: 'Terra Rossa' })).toHaveCount(0);
      await chips.getByRole('button', { name: '+12 more' }).click();
      await chips.getByRole('button', { name: 'Terra Rossa' }).click();
      await expect(browseCount(page)).toHaveText('4 rooms found');

      await page.getByLabel('Style').selectOption('Industrial');
      await expect(browseCount(page)).toHaveText('0 rooms found');
      await expect(page.getByRole('heading', { name: 'No rooms found' })).toBeVisible();
      await page.getByRole('button', { name: 'Reset All Filters' }).click();
      await expect(browseCount(page)).toHaveText('24 rooms found');
      await expect(partner).toHaveAttribute('aria-pressed', 'false');
      await expect(page).toHaveURL(/\/browse-rooms$/);
    });

    test('browse rooms: a filtered URL reloads to the same rooms, and sorts apply', async ({
      page,
    }) => {
      await openPage(page, '/browse-rooms?style=Industrial&room=Study');
      await expect(browseCount(page)).toHaveText('1 room found');
      await expect(page.getByRole('heading', { name: 'Reclaimed Wood Study' })).toBeVisible();
      await expect(page.getByLabel('Style')).toHaveValue('Industrial');

      await page.getByLabel('Room type').selectOption('');
      await page.getByLabel('Sort by').selectOption('popular');
      await expect(page).toHaveURL(/style=Industrial&sort=popular$/);
      await page.reload();
      await expect(browseCount(page)).toHaveText('4 rooms found');
      await expect(page.getByLabel('Sort by')).toHaveValue('popular');
      const titles = page.locator('.room-card__title');
      await expect(titles.first()).toHaveText('Brick and Leather Loft');
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await expect(browseCount(page)).toHaveText('24 rooms found');
    });

    test('the design gallery: quick tags match any, and Clear All is off with no filter', async ({
      page,
    }) => {
      await openPage(page, '/design-gallery');
      const clear = page.getByRole('button', { name: 'Clear All', exact: true });
      await expect(galleryCount(page)).toHaveText('20 rooms found');
      await expect(clear).toBeDisabled();
      if (device === 'phone') await page.getByRole('button', { name: 'Filters' }).click();

      const tags = page.getByRole('group', { name: 'Quick filters' });
      await expect(tags.getByRole('button')).toHaveCount(7);
      await expect(tags.getByRole('button', { name: '+5 more' })).toBeVisible();
      await tags.getByRole('button', { name: "Editor's Pick" }).click();
      await expect(galleryCount(page)).toHaveText('4 rooms found');
      await expect(clear).toBeEnabled();
      await tags.getByRole('button', { name: '+5 more' }).click();
      await tags.getByRole('button', { name: 'Maximalist' }).click();
      await expect(galleryCount(page)).toHaveText('6 rooms found');

      await page.getByLabel('Style').selectOption('Minimalist');
      await expect(galleryCount(page)).toHaveText('1 room found');
      await page.getByLabel('Search designs').fill('sofa that does not exist');
      await expect(page.getByRole('heading', { name: 'No rooms found' })).toBeVisible();

      await clear.click();
      await expect(galleryCount(page)).toHaveText('20 rooms found');
      await expect(clear).toBeDisabled();
      await expect(page.getByLabel('Search designs')).toHaveValue('');
    });

    test('see Aurevia in action: a card opens its story and Shop This Look fills the room cart', async ({
      page,
    }) => {
      await openPage(page, '/see-aurevia-in-action');
      const first = ACTION_TRANSFORMATIONS[0];
      if (!first) throw new Error('No featured transformations');
      await expect(page.getByText('Over 20,000 rooms styled and counting')).toBeVisible();
      await expect(page.getByText('(2,847 reviews)')).toBeVisible();

      await page.getByRole('button', { name: new RegExp(first.client) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Room Scan')).toBeVisible();
      await expect(dialog.getByText('Finished Design')).toBeVisible();
      await expect(dialog.getByText(first.budget)).toBeVisible();
      await expect(dialog.getByText('2 weeks')).toBeVisible();
      await dialog.getByRole('button', { name: 'Shop This Look' }).click();

      await expect(page).toHaveURL(/\/design-dashboard$/);
      await expect(page.getByRole('button', { name: /placed item \d+ of \d+/ })).toHaveCount(
        first.productIds.length,
      );
    });

    test('see Aurevia in action: Scan Your Room appears after 300 px', async ({ page }) => {
      await openPage(page, '/see-aurevia-in-action');
      const bar = page.locator('.scan-room-button');
      const scan = bar.getByRole('link', { name: 'Scan Your Room' });
      await expect(bar).toHaveAttribute('data-visible', 'false');
      await expect(scan).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(bar).toHaveAttribute('data-visible', 'true');
      await expect(scan).toBeVisible();
      const box = await scan.boundingBox();
      if (!box) throw new Error('The scan button has no box');
      if (device === 'phone') {
        expect(box.width).toBeGreaterThan(viewport.width * 0.8);
      } else {
        expect(Math.round(box.width)).toBe(Math.round(box.height));
        expect(box.x + box.width).toBeGreaterThan(viewport.width - 80);
      }
      await scan.click();
      await expect(page).toHaveURL(/\/start-room$/);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('browse rooms: the brand drawer filters by brand', async ({ page }) => {
    await openPage(page, '/browse-rooms');
    await page.getByRole('button', { name: 'Brands', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter by brand' });
    await drawer.getByLabel('Country').selectOption('Finland');
    await drawer.getByRole('checkbox', { name: /Saimaa Design/ }).check();
    await expect(browseCount(page)).toHaveText('1 room found');
    await drawer.getByRole('button', { name: 'Show 1 room' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Shoji Light Study' })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("browse rooms: 'Use This Room' puts the room's look on the canvas", async ({ page }) => {
    await openPage(page, '/browse-rooms?room=Bedroom&sort=newest');
    await expect(browseCount(page)).toHaveText('6 rooms found');
    const card = page.getByRole('article').filter({ hasText: 'Pale Oak Bedroom' });
    await card.getByRole('button', { name: 'Use This Room' }).click();
    await expect(page).toHaveURL(/\/design-dashboard$/);
    await expect(page.getByRole('button', { name: /placed item \d+ of 3/ })).toHaveCount(3);
    await page.goBack();
    await expect(browseCount(page)).toHaveText('6 rooms found');
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  });
});

test.describe('timed content', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the home testimonials advance every 6 s with a 150 ms fade once in view', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/');
    // Stop the page's clock a moment after it loaded: from here on, time moves only on request.
    await page.clock.pauseAt(Date.now() + 1000);
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Go to slide ${n}` });
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(slide(1)).toContainText(HOME_TESTIMONIALS[0]?.name ?? '');
    // Below the fold, nobody sees them: they wait for the reader.
    await page.clock.runFor(HOME_TESTIMONIAL_INTERVAL_MS * 2);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toBeInViewport();
    await page.clock.runFor(HOME_TESTIMONIAL_INTERVAL_MS);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(HOME_TESTIMONIAL_FADE_MS);
    await expect(slide(2)).toBeVisible();
    await expect(slide(1)).toBeHidden();

    // Presses during the 150 ms fade are ignored; after it, they move again.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await dot(1).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(HOME_TESTIMONIAL_FADE_MS);
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  test('how it works: the wipe moves through Scan, Design and Shop; Replay, Pause and the dialogs', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/how-it-works');
    await page.clock.pauseAt(Date.now() + 1000);
    const stages = page.getByRole('list', { name: 'Stages' });
    const stage = (name: string) => stages.getByRole('listitem').filter({ hasText: name });
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(stage('Scan')).toHaveAttribute('aria-current', 'step');

    await page.clock.runFor(WIPE_TICK_MS * 20);
    await expect(stage('Design')).toHaveAttribute('aria-current', 'step');
    await page.clock.runFor(WIPE_TICK_MS * 40);
    await expect(stage('Shop')).toHaveAttribute('aria-current', 'step');

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.clock.runFor(WIPE_TICK_MS * 40);
    await expect(stage('Shop')).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Replay' }).click();
    await expect(stage('Scan')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    // One loop (past 90, back at 10), then it rests until Play: it does not run for as long as
    // the page stays open.
    await page.clock.runFor(WIPE_TICK_MS * 70);
    await expect(stage('Shop')).toHaveAttribute('aria-current', 'step');
    await page.clock.runFor(WIPE_TICK_MS * 11);
    await expect(stage('Scan')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await page.clock.runFor(WIPE_TICK_MS * 40);
    await expect(stage('Scan')).toHaveAttribute('aria-current', 'step');
    await page.clock.resume();

    await page.getByRole('button', { name: 'Watch the Process' }).click();
    const video = page.getByRole('dialog', { name: 'Watch the Process' });
    await expect(video).toContainText('coming soon');
    await video.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'View full screen' }).click();
    const full = page.getByRole('dialog', { name: 'From bare room to styled home' });
    await expect(full.getByRole('img')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();

    const banner = page.getByRole('link', { name: 'Start Your Room' });
    await expect(banner).toBeHidden();
    await page
      .getByRole('heading', { name: 'Six rooms, six transformations' })
      .scrollIntoViewIfNeeded();
    await expect(banner).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Before and after transformations' }).getByRole('group'),
    ).toHaveCount(6);
    const process = page.getByRole('region', { name: 'The Complete Process' });
    await expect(process.getByRole('link', { name: 'Try the Scanner' })).toHaveAttribute(
      'href',
      '/try-scanner',
    );
  });

  test('features and reviews: the hero buttons, the cards and the rating filter', async ({
    page,
  }) => {
    await openPage(page, '/features');
    await expect(page.getByRole('link', { name: 'Try Phoenix Free' })).toHaveAttribute(
      'href',
      '/try-scanner',
    );
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    for (const title of [
      '3D Room Scanning',
      'AI-Powered Design',
      'Smart Styling',
      'Product Discovery',
      'Instant Visualization',
      'Designer Collaboration',
      'Priority Support',
      'Advanced AI Styles',
      'Multi-Device Sync',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    await openPage(page, '/reviews');
    const filters = page.getByRole('group', { name: 'Filter reviews by rating' });
    await expect(filters.getByRole('button', { name: 'All (2,847)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    await filters.getByRole('button', { name: '5 stars (2,456)' }).click();
    await expect(cards).toHaveCount(4);
    await filters.getByRole('button', { name: '3 stars (68)' }).click();
    await expect(cards).toHaveCount(1);
  });
});

test.describe('images and layout', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('no layout shift from images while the pages load', async ({ page }) => {
    for (const path of INSPIRATION_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectImagesLoaded(page);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift, path).toBeLessThanOrEqual(0.02);
    }
  });

  test(
    'every image of these pages loads offline after the first visit',
    { tag: SERVICE_WORKER },
    async ({ page, context }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);

      for (const path of INSPIRATION_ROUTES) {
        await openPage(page, path);
        await expectImagesLoaded(page);
      }
      await openPage(page, '/browse-rooms');
      await page.getByLabel('Search rooms').fill('bedroom');
      await expect(browseCount(page)).toHaveText('6 rooms found');
      await context.setOffline(false);
    },
  );
});
