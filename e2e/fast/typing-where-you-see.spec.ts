/**
 * What a person sees is where their typing goes, even before the page's code runs: a tab tapped
 * at once shows its form at once, the fields typed into are the ones the page then sends, and a
 * choice that redraws the fields keeps its new fields for what is typed next. Each test acts as
 * soon as its control shows, never waiting for the page to hydrate.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  TEST_PASSWORD,
  confirmationLink,
  createConfirmedUser,
  uniqueEmail,
  unlockGate,
} from '../support.ts';
import { designAndPick, typeInto, wall } from '../roomPlanSteps.ts';
import { eventually, openCold } from './coldStart.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** As the page comes, at this machine's speed: the tap may land before, during or after start. */
async function openAsItComes(page: Page, path: string): Promise<() => Promise<void>> {
  await unlockGate(page);
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {};
}

const OPENINGS = [
  { name: 'before the page answers (a phone, its code held back)', open: openCold },
  { name: 'while the page starts (this machine, at its own speed)', open: openAsItComes },
];

for (const { name, open } of OPENINGS) {
  test(`"Sign Up" tapped and typed into at once creates the account, ${name}`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('fast-sign-up');
    const letScriptsRun = await open(page, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await form.getByLabel('Confirm Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await letScriptsRun();
    await eventually(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The account exists: its confirmation e-mail went out.
    expect(await confirmationLink(request, email)).toContain('/auth/v1/verify');
  });
}

test('an address typed in Sign In, then "Sign Up" tapped, is in the Sign Up form at once', async ({
  page,
}) => {
  const letScriptsRun = await openCold(page, '/auth');
  const email = 'moved@example.com';
  await page.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email').fill(email);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await letScriptsRun();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
});

test('"Sign Up", then "Sign In" tapped at once, and the typed sign-in goes through', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('fast-detour');
  await createConfirmedUser(request, email);
  const letScriptsRun = await openCold(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await letScriptsRun();
  await eventually(page).toHaveURL(/\/dashboard$/);
});

test('an L-shape chosen at once gets the walls typed next', async ({ page }) => {
  const letScriptsRun = await openCold(page, '/measure-room');
  await page.getByRole('button', { name: 'L-shape', exact: true }).click();
  await letScriptsRun();
  // The L-shape's six walls show once the page draws them; typing starts then.
  await eventually(wall(page, 6)).toBeVisible();
  await typeInto(page, wall(page, 1), '700');
  await page.keyboard.press('Tab');
  await page.keyboard.type('550');
  await expect(wall(page, 1)).toHaveValue('700');
  await expect(wall(page, 2)).toHaveValue('550');
  await expect(page.getByTestId('floor-area')).toHaveText('36.75 m²');
  await eventually(page.getByText('Saved on this device')).toBeVisible();
  await page.reload();
  await eventually(wall(page, 6)).toBeVisible();
  await eventually(wall(page, 1)).toHaveValue('700');
});

test('what is typed while the page starts stays as typed, whatever the page draws meanwhile', async ({
  page,
}) => {
  const letScriptsRun = await openCold(page, '/measure-room');
  // The replay's code is held back too: the page hydrates, starts and draws its fields again
  // while what is typed is still held, as on a phone whose network is slow.
  let replayAsked = false;
  let letReplayRun = () => {};
  const replayMayRun = new Promise<void>((resolve) => (letReplayRun = resolve));
  await page.route(/\/assets\/heldInput-[^/]*\.js$/, async (route) => {
    replayAsked = true;
    await replayMayRun;
    await route.fallback();
  });
  await typeInto(page, wall(page, 1), '4');
  await letScriptsRun();
  await expect
    .poll(() => replayAsked, { message: 'the app asks for src/lib/heldInput.ts', timeout: 30_000 })
    .toBe(true);
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await page.keyboard.type('360');
  letReplayRun();
  await eventually(page.getByTestId('floor-area')).toHaveText('15.12 m²');
  await expect(wall(page, 1)).toHaveValue('420');
  await expect(wall(page, 2)).toHaveValue('360');
});

test('"Design my room" opened and an option picked as they show furnish the room', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await unlockGate(page);
  await page.goto('/measure-room');
  await typeInto(page, wall(page, 1), '420');
  await page.keyboard.press('Tab');
  await page.keyboard.type('360');
  await eventually(page.getByTestId('floor-area')).toHaveText('15.12 m²');
  await eventually(page.getByText('Saved on this device')).toBeVisible();

  const letScriptsRun = await openCold(page, '/design-dashboard');
  // The button shows once the room kept on the device is read: it is tapped the moment it does.
  await letScriptsRun();
  const { count, total } = await designAndPick(page);
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('[data-piece-id]')).toHaveCount(count);
  await expect(page.getByRole('region', { name: 'Room summary' })).toContainText(total);
});
