/**
 * The phone-speed processor the timing tests rely on (e2e/phoneCpu.ts) really is slower, by about
 * the rate asked for, whichever way this machine slows it; and the next page is back to full speed.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_CPU_SLOWDOWN, slowCpu } from '../phoneCpu.ts';

/** The median of seven runs of the same work in the page, in ms. */
async function medianRun(page: Page): Promise<number> {
  return page.evaluate(() => {
    const times: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      let sum = 0;
      for (let i = 0; i < 10_000_000; i += 1) sum += Math.sqrt(i);
      if (sum < 0) throw new Error('unreachable');
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[3] ?? NaN;
  });
}

test('a page slowed to phone speed runs its code about four times slower, then at full speed again', async ({
  page,
}) => {
  await page.goto('about:blank');
  const fullSpeed = await medianRun(page);
  const cpu = await slowCpu(page);
  const slowed = await medianRun(page);
  await cpu.release();
  const released = await medianRun(page);

  const ratio = slowed / fullSpeed;
  expect(
    ratio,
    `slowed by ${cpu.by}: ${slowed.toFixed(1)} ms against ${fullSpeed.toFixed(1)} ms`,
  ).toBeGreaterThan(PHONE_CPU_SLOWDOWN * 0.6);
  expect(ratio).toBeLessThan(PHONE_CPU_SLOWDOWN * 2.5);
  expect(released / fullSpeed, 'after release').toBeLessThan(1.8);
});
