import { expect, type Page } from '@playwright/test';
import { slowCpu } from '../phoneCpu.ts';
import { unlockGate } from '../support.ts';

/** A phone-speed CPU on a busy two-core machine can take many seconds to start the page. */
export const eventually = expect.configure({ timeout: 30_000 });

const ready = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-ready'));

/**
 * Opens a page cold, as a phone would, and returns as soon as the first bytes arrive. The page's
 * scripts are held back until the returned function is called, so what the test does first
 * happens before the page's code runs, however fast this machine is.
 */
export async function openCold(page: Page, path: string): Promise<() => Promise<void>> {
  await unlockGate(page);
  await slowCpu(page);
  let letRun = () => {};
  const scriptsMayRun = new Promise<void>((resolve) => (letRun = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsMayRun;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    expect(await ready(page), 'the page answered before the action it is tested with').toBe(false);
    letRun();
  };
}
