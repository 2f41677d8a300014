import { SERVICE_WORKER, expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { axeFor, toastsAtRest } from './axe.ts';
import { Secret, TOTP } from 'otpauth';
import {
  TEST_PASSWORD,
  createConfirmedUser,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from './support.ts';

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

const STEP_MS = 30_000;

/**
 * An authenticator app for a secret. The server accepts the codes of the current 30-second
 * step and one step either side, each once; so every code here comes from a later step than
 * the last one, starting one step back: three in a row need no waiting.
 */
function authenticator(secret: string) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  let lastStep = Number.NEGATIVE_INFINITY;
  return {
    next(): string {
      const current = Math.floor(Date.now() / STEP_MS);
      const step = Math.max(current - 1, lastStep + 1);
      if (step > current + 1) throw new Error('No unused code in the accepted window');
      lastStep = step;
      return totp.generate({ timestamp: step * STEP_MS });
    },
    /** A code that no step the server accepts now would produce. */
    wrong(): string {
      const current = Math.floor(Date.now() / STEP_MS);
      const valid = new Set(
        [-1, 0, 1].map((offset) => totp.generate({ timestamp: (current + offset) * STEP_MS })),
      );
      let candidate = 100_000;
      while (valid.has(String(candidate))) candidate += 1;
      return String(candidate);
    },
  };
}

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto('/auth');
  await signInThroughForm(page, email, password);
}

async function openSecurityTab(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Sign-in and security' }).click();
  return page.getByRole('tabpanel', { name: 'Sign-in and security' });
}

async function expectNoSeriousViolation(page: Page) {
  await toastsAtRest(page);
  const { violations } = await axeFor(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

test('turn on two-step sign-in, sign in with a code, turn it off', async ({ page, request }) => {
  const email = uniqueEmail('two-step');
  await createConfirmedUser(request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const tab = await openSecurityTab(page);
  await expect(tab.getByText('Two-step sign-in is off.', { exact: false })).toBeVisible();
  await tab.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(tab.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused();
  const qrCode = tab.getByRole('img', { name: /QR code to add Aurevia/ });
  await expect(qrCode).toBeVisible();
  // The image itself loads (not only its alt text).
  await expect
    .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolation(page);
  const app = authenticator(await tab.locator('.security-key__value').innerText());

  const code = tab.getByLabel('Code from your authenticator app');
  await code.fill(app.wrong());
  await tab.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(tab.getByText(WRONG_CODE)).toBeVisible();
  await code.fill(app.next());
  await tab.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Two-step sign-in is on', { exact: true })).toBeVisible();
  await expect(tab.getByText('On', { exact: true })).toBeVisible();

  await signOutThroughMenu(page);
  await signIn(page, email);
  const codeStep = page.getByLabel('Code from your authenticator app');
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(codeStep).toBeFocused();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoSeriousViolation(page);

  await codeStep.fill(app.wrong());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  // The password step stays done: the code step, not the password form, is still there.
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveCount(0);

  await codeStep.fill(app.next());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

  const again = await openSecurityTab(page);
  await again.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  await expect(again.getByLabel('Code from your authenticator app')).toBeFocused();
  await again.getByLabel('Code from your authenticator app').fill(app.next());
  await again.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText('Two-step sign-in is off', { exact: true })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
});

/** Signs in over HTTP, as another device would, and turns on two-step sign-in there. */
async function enrolOverHttp(request: APIRequestContext, email: string) {
  const headers = { apikey: 'e2e', 'content-type': 'application/json' };
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers,
    data: { email, password: TEST_PASSWORD },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const signedIn = { ...headers, authorization: `Bearer ${accessToken}` };
  const factor = await request.post('/auth/v1/factors', {
    headers: signedIn,
    data: { factor_type: 'totp' },
  });
  expect(factor.status()).toBe(200);
  const { id, totp } = (await factor.json()) as { id: string; totp: { secret: string } };
  const app = authenticator(totp.secret);
  const challenge = await request.post(`/auth/v1/factors/${id}/challenge`, { headers: signedIn });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verify = await request.post(`/auth/v1/factors/${id}/verify`, {
    headers: signedIn,
    data: { challenge_id: challengeId, code: app.next() },
  });
  expect(verify.status()).toBe(200);
  return app;
}

test(
  'a code entered offline waits, then finishes the sign-in when the connection returns',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const email = uniqueEmail('two-step-offline');
    await createConfirmedUser(request, email);
    const app = await enrolOverHttp(request, email);

    await signIn(page, email);
    const codeStep = page.getByLabel('Code from your authenticator app');
    await expect(codeStep).toBeFocused();
    await waitForServiceWorkerControl(page);
    // Not fully signed in yet: the account area asks for the code.
    await page.goto('/account');
    await expect(page.getByText("Your sign-in isn't finished")).toBeVisible();
    await page.getByRole('link', { name: 'Enter code' }).click();

    await context.setOffline(true);
    await codeStep.fill(app.next());
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(
      page.getByText("You're offline. We'll check your code as soon as you're back online."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '1 waiting call to send' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /waiting calls? to send/ })).toHaveCount(0);
  },
);

/** The code of the reauthentication e-mail the backend sent to this address. */
async function reauthenticationCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/_emulator/mail.json')).json()) as {
        to: string;
        subject: string;
        text: string;
        sent_at: string;
      }[];
      const proof = mails.filter(
        (mail) => mail.to === email && /confirm it is you/i.test(mail.subject),
      );
      // Only the latest code counts: each new one replaces the one before.
      code = proof
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0]
        ?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

test('change the password; other devices are signed out', async ({ page, request }) => {
  const email = uniqueEmail('password');
  await createConfirmedUser(request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const tab = await openSecurityTab(page);
  await tab.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await tab.getByLabel('Confirm new password').fill('brand-new-pasz');
  await tab.getByRole('button', { name: 'Change password' }).click();
  await expect(tab.getByRole('alert')).toHaveText("Passwords don't match. Please try again.");

  await tab.getByLabel('Confirm new password').fill('brand-new-pass');
  await tab.getByRole('button', { name: 'Change password' }).click();
  // The server may ask for proof first (secure password change): the code goes by e-mail.
  const changed = page.getByText('Password changed');
  const emailedCode = tab.getByLabel('Code from the e-mail');
  await expect(changed.or(emailedCode)).toBeVisible();
  if (await emailedCode.isVisible()) {
    await expect(tab.getByText(`We sent a code to ${email}`)).toBeVisible();
    await expect(emailedCode).toBeFocused();
    await emailedCode.fill(await reauthenticationCode(request, email));
    await tab.getByRole('button', { name: 'Change password' }).click();
  }
  await expect(changed).toBeVisible();
  await expect(page.getByText(/signed out on your other devices/)).toBeVisible();

  await signOutThroughMenu(page);
  await signIn(page, email, 'brand-new-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
});
