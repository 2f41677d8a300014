import { SERVICE_WORKER, expect, test } from './fixtures.ts';
import {
  createConfirmedUser,
  queueCheckoutOffline,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from './support.ts';

interface CheckoutRecord {
  user_email: string;
  planType: string;
  status: string;
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

test(
  'a sign-in pressed offline waits, then signs in when the connection returns',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const email = uniqueEmail('offline-signin');
    await createConfirmedUser(request, email);
    await page.goto('/auth');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await signInThroughForm(page, email);
    await expect(
      page.getByText("You're offline. We'll sign you in as soon as you're back online."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '1 waiting call to send' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /waiting calls? to send/ })).toHaveCount(0);
  },
);

test(
  'a waiting sign-in can be cancelled and is then never sent',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const email = uniqueEmail('offline-cancel');
    await createConfirmedUser(request, email);
    await page.goto('/auth');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await signInThroughForm(page, email);
    await page.getByRole('button', { name: '1 waiting call to send' }).click();
    const waiting = page.getByRole('dialog', { name: 'Waiting to send' });
    await expect(waiting.getByText(`Sign in as ${email}`)).toBeVisible();
    await waiting.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: /waiting calls? to send/ })).toHaveCount(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  },
);

test(
  'a checkout pressed offline survives a reload and is created exactly once',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const email = await queueCheckoutOffline(page, context, request, 'offline-checkout');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Go Premium');
    await expect(page.getByText("Checkout will open when you're back online.")).toBeVisible();
    await expect(page.getByRole('button', { name: '1 waiting call to send' })).toBeVisible();

    await context.setOffline(false);
    const open = page.getByRole('button', { name: 'Open checkout' });
    await expect(open).toBeVisible();

    const sessions = (await (
      await request.get('/_emulator/checkout.json')
    ).json()) as CheckoutRecord[];
    const mine = sessions.filter((session) => session.user_email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.planType).toBe('designer');

    const [checkout] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await expect(checkout.getByText('Designer+', { exact: true })).toBeVisible();
    await checkout.getByRole('button', { name: 'Pay £149' }).click();
    await expect(checkout).toHaveURL(/\/dashboard\?checkout=success/);

    // A reload or a second tab never sends it again.
    await page.reload();
    await expect(page.getByRole('button', { name: /waiting calls? to send/ })).toHaveCount(0);
    const after = (await (
      await request.get('/_emulator/checkout.json')
    ).json()) as CheckoutRecord[];
    expect(after.filter((session) => session.user_email === email)).toHaveLength(1);
  },
);

test('checkout while signed out asks the visitor to sign in', async ({ page }) => {
  await page.goto('/subscribe');
  await page.getByRole('button', { name: 'Start Premium' }).click();
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to subscribe to a plan.')).toBeVisible();
});

test('an online checkout opens the checkout page in a new tab', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('online-checkout');
  await createConfirmedUser(request, email);
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/subscribe');
  await page.getByRole('radio', { name: 'Yearly' }).check();
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Start Premium' }).click(),
  ]);
  await expect(checkout.getByRole('button', { name: 'Pay £120' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toHaveURL(/\/subscribe\?checkout=cancelled/);
  const sessions = (await (
    await request.get('/_emulator/checkout.json')
  ).json()) as CheckoutRecord[];
  expect(sessions.filter((s) => s.user_email === email).map((s) => s.planType)).toEqual([
    'premium-yearly',
  ]);
});
