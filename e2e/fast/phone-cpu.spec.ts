/**
 * The phone-speed processor the timing tests rely on (e2e/phoneCpu.ts) really slows the page's
 * code, whichever way this machine slows it, and the next page runs at full speed again.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_CPU_SLOWDOWN, processStat, slowCpu } from '../phoneCpu.ts';

/** Seven runs of the same work in the page, in ms each, fastest first. */
async function timedRuns(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const times: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const started = performance.now();
      let sum = 0;
      for (let i = 0; i < 10_000_000; i += 1) sum += Math.sqrt(i);
      if (sum < 0) throw new Error('unreachable');
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  });
}

/** Processor time the processes have used, in seconds. */
const cpuSeconds = (pids: number[]) =>
  pids.reduce((sum, pid) => sum + processStat(pid).cpuSeconds, 0);

const median = (times: number[]) => times[Math.floor(times.length / 2)] ?? NaN;

test('a page slowed to phone speed runs its code several times slower, then at full speed again', async ({
  page,
}) => {
  await page.goto('about:blank');
  const fullSpeed = await timedRuns(page);
  const cpu = await slowCpu(page);

  if (cpu.by === 'cgroup') {
    // The kernel gives the page's renderer a quarter of one core however busy the machine is;
    // the other tests' load may slow its full speed too, so the share it got is what is checked.
    const slowed = cpu.slowedProcesses();
    expect(slowed.length, 'the renderers are in the slowed group').toBeGreaterThan(0);
    const cpuBefore = cpuSeconds(slowed);
    const wallStarted = Date.now();
    const times = await timedRuns(page);
    const share = (cpuSeconds(slowed) - cpuBefore) / ((Date.now() - wallStarted) / 1000);
    expect(share, `the renderer's share of a core, slowed`).toBeLessThan(1.4 / PHONE_CPU_SLOWDOWN);
    expect(median(times), 'slowed against the fastest run at full speed').toBeGreaterThan(
      (fullSpeed[0] ?? 0) * 2,
    );
  } else {
    // DevTools slows the main thread against what it gets from the machine at the moment.
    const times = await timedRuns(page);
    expect(median(times) / (fullSpeed[0] ?? Infinity)).toBeGreaterThan(PHONE_CPU_SLOWDOWN * 0.6);
  }

  await cpu.release();
  expect(cpu.slowedProcesses()).toEqual([]);
  const released = await timedRuns(page);
  expect(released[0], 'the fastest run after release').toBeLessThan((fullSpeed[0] ?? 0) * 1.6);
});
