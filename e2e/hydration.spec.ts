import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SERVICE_WORKER, expect, test, type Page } from './serviceWorkers.ts';
import { ROUTES } from '../src/app/routeTable.ts';
import {
  VIEWPORTS,
  collectReactErrors,
  createConfirmedUser,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from './support.ts';

/**
 * Every route is served as prerendered HTML that the browser hydrates. A page whose first
 * browser render differs from that HTML makes React throw the server markup away and draw the
 * page again (a flash, lost focus, a slower first interaction): production React reports it as
 * a "recoverable" error whose message links to react.dev/errors/<code>.
 */
const NOT_FOUND = { path: '/no-such-page', title: 'Page Not Found' };
const PAGES = [...ROUTES.map(({ path, title }) => ({ path, title })), NOT_FOUND];
/** Pages of each kind for the check without scripts (routes.spec hydrates every route). */
const WITHOUT_SCRIPTS = PAGES.filter(({ path }) =>
  ['/', '/pricing', '/browse-rooms', '/account', NOT_FOUND.path].includes(path),
);

/**
 * West of UTC, where the build's clock is: a date printed in the visitor's zone would show the
 * day before the one in the prerendered HTML.
 */
test.use({ viewport: VIEWPORTS.phone, timezoneId: 'America/New_York' });

/**
 * Hydration is over when React owns every element of the page: hydrated elements carry React's
 * fiber key, and a page still waiting for its lazy code keeps the server's elements without one.
 */
async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById('root');
          const owned = (element: Element) =>
            Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
          const elements = root ? [...root.querySelectorAll('h1, main, footer')] : [];
          return elements.length >= 2 && elements.every(owned);
        }),
      { message: 'the page hydrated' },
    )
    .toBe(true);
  // Recoverable errors are reported when the hydrated tree commits; let that task finish.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

async function expectHydratesCleanly(page: Page, errors: string[], path: string, title: string) {
  const before = errors.length;
  await page.goto(path);
  await expect.soft(page.getByRole('heading', { level: 1 }), `h1 of ${path}`).toHaveText(title);
  await waitForHydration(page);
  expect.soft(errors.slice(before), `hydration errors on ${path}`).toEqual([]);
}

/** The text as React writes it into HTML (its own escaping). */
const asHtml = (text: string) => renderToStaticMarkup(createElement(Fragment, null, text));

test('every page arrives as HTML holding its own heading', async ({ request }) => {
  for (const { path, title } of PAGES) {
    const response = await request.get(path);
    const body = await response.text();
    const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1];
    expect.soft(heading, `the h1 in the HTML of ${path}`).toBe(asHtml(title));
  }
});

test('with the app scripts blocked, an unlocked visitor still sees the pages', async ({ page }) => {
  await unlockGate(page);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const { path, title } of WITHOUT_SCRIPTS) {
    await page.goto(path);
    await expect
      .soft(page.getByRole('heading', { level: 1, name: title }), `${path} without scripts`)
      .toBeVisible();
  }
});

test('a page opened with a query hydrates as prerendered, then applies the query', async ({
  page,
}) => {
  await unlockGate(page);
  const errors = collectReactErrors(page);
  await expectHydratesCleanly(
    page,
    errors,
    '/hire-designer?package=white-glove&rooms=3&addons=paint',
    'Hire a Designer',
  );
  const booking = page.getByRole('region', { name: 'Book your designer' });
  await expect(booking.getByLabel('Design package')).toHaveValue('white-glove');
  await expect(booking.getByText(/White-Glove, 3 rooms, with Paint Consultation/)).toBeVisible();

  await expectHydratesCleanly(
    page,
    errors,
    '/browse-rooms?style=Industrial&room=Study',
    'Browse Rooms',
  );
  await expect(page.getByLabel('Style')).toHaveValue('Industrial');
  await expect(page.getByRole('heading', { name: 'Reclaimed Wood Study' })).toBeVisible();

  await expectHydratesCleanly(page, errors, '/upload-photos?share=failed', 'Upload Room Photos');
  await expect(page.getByText("We couldn't receive the shared photos.")).toBeVisible();
  await expect(page).toHaveURL(/\/upload-photos$/);
});

test('a signed-in visitor reloading their pages gets no mismatch', async ({ page, request }) => {
  const email = uniqueEmail('hydrate');
  await createConfirmedUser(request, email);
  await unlockGate(page);
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const errors = collectReactErrors(page);
  for (const path of ['/', '/account', '/design-dashboard', '/dashboard']) {
    const route = ROUTES.find((item) => item.path === path);
    await expectHydratesCleanly(page, errors, path, route?.title ?? '');
  }
  // The session was known after hydration: the header offers the account, not sign-in.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
});

test(
  'an offline visitor reloading pages from the worker gets no mismatch',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await unlockGate(page);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const errors = collectReactErrors(page);
    await context.setOffline(true);
    for (const path of ['/', '/upload-photos', '/design-dashboard', '/account', '/no-such-page']) {
      const title = ROUTES.find((item) => item.path === path)?.title ?? NOT_FOUND.title;
      await expectHydratesCleanly(page, errors, path, title);
    }
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  },
);

test('a visitor who has not unlocked sees the gate and never the page', async ({ page }) => {
  const locked = ['/', '/account', '/how-it-works'].map((path) => ({
    path,
    title: ROUTES.find((item) => item.path === path)?.title ?? '',
  }));
  // Before any script runs, the prerendered page is in the document but hidden.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const { path, title } of locked) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('h1')).toBeHidden();
  }
  await page.unroute(/\/assets\/.*\.js$/);

  for (const { path, title } of locked) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurevia Access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }
});
