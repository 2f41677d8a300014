import { expect, type BrowserContext, type Page } from '@playwright/test';
import { accessPassword } from '../build/gate-digest.ts';
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

export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}
