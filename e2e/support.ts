import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { accessPassword } from '../build/gate-digest.ts';
import { SERVICE_WORKER_ANNOTATION } from './serviceWorkers.ts';
import { GATE_STORAGE_KEY, GATE_UNLOCKED_VALUE } from '../src/features/gate/gateLogic.ts';

/** The same password the build baked in (both read AUREVIA_ACCESS_PASSWORD). */
export const ACCESS_PASSWORD = accessPassword();

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Skips the gate for tests about something else, as a tester who already unlocked would. */
export async function unlockGate(page: Page): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      window.sessionStorage.setItem(key, value);
    },
    [GATE_STORAGE_KEY, GATE_UNLOCKED_VALUE] as const,
  );
}

/** `ready` is not enough: the page must be controlled before the network goes away. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const allowed = test
    .info()
    .annotations.find((annotation) => annotation.type === SERVICE_WORKER_ANNOTATION);
  if (allowed?.description === 'block') {
    throw new Error(
      `This test runs without the service worker: tag it { tag: SERVICE_WORKER } (e2e/serviceWorkers.ts).`,
    );
  }
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** A fresh address per test, so tests never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

interface CaughtMail {
  to: string;
  subject: string;
  links: string[];
}

/** The confirmation link the backend e-mailed to this address. */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/_emulator/mail.json')).json()) as CaughtMail[];
      link = mails
        .find((mail) => mail.to === email)
        ?.links.find((href) => href.includes('/auth/v1/verify') && href.includes('type=signup'));
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** An account that exists and is confirmed, made over HTTP as another device would. */
export async function createConfirmedUser(
  request: APIRequestContext,
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  const signup = await request.post('/auth/v1/signup', {
    headers: { apikey: 'e2e', 'content-type': 'application/json' },
    data: { email, password },
  });
  expect(signup.status()).toBe(200);
  const verify = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(verify.status()).toBe(303);
}

/** Fills and sends the sign-in form on /auth. */
/** Until the page has hydrated it holds form submissions back, so a form is used only after. */
async function formsAnswer(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

export async function signInThroughForm(page: Page, email: string, password = TEST_PASSWORD) {
  await formsAnswer(page);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/** The key supabase-js keeps the session under (src/lib/backendConfig.ts). */
const AUTH_STORAGE_KEY = 'aurevia-auth-token';

/**
 * A stored session, as a returning user has one: signed in without going through the form. The
 * page finds it in storage from its first script on.
 */
export async function storeSession(page: Page, email: string): Promise<void> {
  const answer = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'e2e', 'content-type': 'application/json' },
    data: { email, password: TEST_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  const session = JSON.stringify(await answer.json());
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, session] as const,
  );
}

export async function signUpThroughForm(
  page: Page,
  email: string,
  password = TEST_PASSWORD,
  confirm = password,
) {
  await formsAnswer(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Email', { exact: true }).fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(confirm);
  await panel.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens a page and waits until its content and the footer below it are there. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * Signs a new user in, opens /subscribe under the worker's control, goes offline and presses a
 * plan's checkout, which then waits in the outbox. The context is left offline. Returns the
 * user's e-mail.
 */
export async function queueCheckoutOffline(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  label: string,
): Promise<string> {
  const email = uniqueEmail(label);
  await createConfirmedUser(request, email);
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/subscribe');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Get Designer+' }).click();
  await expect(page.getByText("Checkout will open when you're back online.")).toBeVisible();
  return email;
}

/** React's messages about a page whose first render differs from its prerendered HTML. */
const REACT_ERROR = /react\.dev\/errors\/\d+|Minified React error|Hydration failed|hydrat/i;

/** React's errors on this page, from every channel production React reports them through. */
export function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    const text = `${error.message}\n${error.stack ?? ''}`;
    if (REACT_ERROR.test(text)) errors.push(`${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && REACT_ERROR.test(message.text())) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  return errors;
}

/** What the page says while a checkout waits for the connection. */
export const QUEUED_CHECKOUT = "Checkout will open when you're back online.";

/** Reloads the page `delayMs` after it says the checkout is queued (0: in the same task). */
export async function reloadOnceQueued(page: Page, delayMs: number): Promise<void> {
  await page.evaluate(
    ([text, delay]) => {
      const reload = () => window.location.reload();
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(text)) return;
        observer.disconnect();
        if (delay === 0) reload();
        else setTimeout(reload, delay);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [QUEUED_CHECKOUT, delayMs] as const,
  );
}
