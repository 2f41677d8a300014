import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { designAndPick, measureRoom, openDesignCanvas } from './roomPlanSteps.ts';
import { VIEWPORTS, unlockGate, waitForServiceWorkerControl } from './support.ts';

interface Watched {
  /** Long animation frames of 200 ms or more, with the files whose scripts ran in them. */
  readonly slowFrames: { duration: number; sources: string[] }[];
  /** Animation frames drawn, and the longest wait between two of them (ms). */
  readonly frames: number;
  readonly longestGap: number;
}

/**
 * Watches the main thread from now until `stopWatching`: long animation frames with their
 * scripts' files (Chromium's attribution), and animation frames, which stop when the thread
 * is blocked.
 */
async function startWatching(page: Page) {
  await page.evaluate(() => {
    interface Script {
      readonly sourceURL: string;
    }
    interface Frame extends PerformanceEntry {
      readonly scripts: readonly Script[];
    }
    const watch = { slowFrames: [] as Watched['slowFrames'], frames: 0, longestGap: 0, on: true };
    Object.assign(window, { designWatch: watch });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Frame[]) {
        if (entry.duration < 200) continue;
        watch.slowFrames.push({
          duration: Math.round(entry.duration),
          sources: entry.scripts.map((script) => script.sourceURL.split('/').pop() ?? ''),
        });
      }
    }).observe({ type: 'long-animation-frame' });
    let last = performance.now();
    const tick = (now: number) => {
      watch.frames += 1;
      watch.longestGap = Math.max(watch.longestGap, now - last);
      last = now;
      if (watch.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function stopWatching(page: Page): Promise<Watched> {
  return page.evaluate(() => {
    const { designWatch } = window as unknown as { designWatch: Watched & { on: boolean } };
    designWatch.on = false;
    return designWatch;
  });
}

const pieces = (page: Page) => page.locator('[data-piece-id]');

test(
  'Design my room: three options, pick one, lock a piece, shop it, and it all stays offline',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    test.setTimeout(180_000);
    await unlockGate(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await measureRoom(page);
    await waitForServiceWorkerControl(page);
    await openDesignCanvas(page);

    // Designing: a named progress bar, three alternatives, and a page that keeps answering.
    await startWatching(page);
    await page.getByRole('button', { name: 'Design my room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Design my room' });
    await expect(dialog.getByRole('textbox', { name: /Budget/ })).toHaveValue('3000');
    await dialog.getByRole('button', { name: 'Design', exact: true }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Designing your room' })).toBeVisible();
    const list = dialog.getByRole('list', { name: '3 designs for your room' });
    await expect(list).toBeVisible({ timeout: 30_000 });
    const watched = await stopWatching(page);
    // The engine runs in the worker: no slow frame of the page runs its code, and the page
    // keeps drawing (a layout on the main thread would hold it for seconds).
    const engineFrames = watched.slowFrames.filter((frame) =>
      frame.sources.some((source) => /layout|engine|checker|catalogue/.test(source)),
    );
    expect(engineFrames, JSON.stringify(watched)).toEqual([]);
    expect(watched.frames).toBeGreaterThan(10);
    // Generous: a shared test machine stalls frames now and then without any script running.
    expect(watched.longestGap, JSON.stringify(watched)).toBeLessThan(5000);
    await expect(list.getByRole('article')).toHaveCount(3);
    await expect(
      list.getByRole('img', { name: /^Plan of option 1 with \d+ pieces$/ }),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/hD/shots/options-1280.png' });

    const use = list.getByRole('button', { name: /^Use this design: Option 1:/ });
    const name = (await use.getAttribute('aria-label')) ?? '';
    const [, count = '0', total = ''] = /(\d+) pieces?, (\$[\d,]+)/.exec(name) ?? [];
    await use.click();
    await expect(dialog).toBeHidden();
    await expect(pieces(page)).toHaveCount(Number(count));
    const summary = page.getByRole('region', { name: 'Room summary' });
    await expect(summary).toContainText(total);

    // Lock the sofa, design again: the sofa stays where it was, still locked.
    const sofa = page.getByRole('button', { name: /Sofa.*facing/ }).first();
    await sofa.focus();
    const sofaId = await sofa.getAttribute('data-piece-id');
    const sofaPlace = await sofa.getAttribute('transform');
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(page.locator(`[data-piece-id="${sofaId}"]`)).toHaveAttribute(
      'aria-label',
      /locked$/,
    );
    const second = await designAndPick(page, 2);
    await expect(pieces(page)).toHaveCount(second.count);
    const kept = page.locator(`[data-piece-id="${sofaId}"]`);
    await expect(kept).toHaveAttribute('transform', sofaPlace ?? '');
    await expect(kept).toHaveAttribute('aria-label', /locked$/);
    await expect(summary).toContainText(second.total);

    // Shop this design: by brand, the same total, copied as text.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Shop this design' }).click();
    const shop = page.getByRole('dialog', { name: 'Shop this design' });
    await expect(shop.getByRole('region').first()).toBeVisible();
    await expect(shop).toContainText(`Total${second.total}`);
    const firstLink = shop.getByRole('link', { name: /^Shop / }).first();
    await expect(firstLink).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: '/tmp/hD/shots/shop-1280.png' });
    await shop.getByRole('button', { name: 'Copy as text' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Total: ${second.total} (${second.count} pieces)`);
    await shop.getByRole('button', { name: 'Close' }).click();

    // Offline: the design is still there after a reload, and designing still works.
    await context.setOffline(true);
    await page.reload();
    await expect(pieces(page)).toHaveCount(second.count);
    await expect(page.locator(`[data-piece-id="${sofaId}"]`)).toHaveAttribute(
      'transform',
      sofaPlace ?? '',
    );
    const offline = await designAndPick(page, 3);
    await expect(pieces(page)).toHaveCount(offline.count);
    await context.setOffline(false);
  },
);

test(
  'the design dialog on a phone: a clear budget message, options stacked',
  { tag: SERVICE_WORKER },
  async ({ page }) => {
    test.setTimeout(120_000);
    await unlockGate(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await measureRoom(page);
    await waitForServiceWorkerControl(page);
    await openDesignCanvas(page);
    await page.getByRole('button', { name: 'Design my room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Design my room' });
    const budget = dialog.getByRole('textbox', { name: /Budget/ });
    await budget.fill('40');
    await dialog.getByRole('button', { name: 'Design', exact: true }).click();
    await expect(dialog.getByText('The budget must be at least $100.')).toBeVisible();
    await expect(budget).toBeFocused();
    await page.screenshot({ path: '/tmp/hD/shots/brief-390.png' });
    await budget.fill('3000');
    await dialog.getByRole('button', { name: 'Design', exact: true }).click();
    const cards = dialog.getByRole('article');
    await expect(cards).toHaveCount(3, { timeout: 30_000 });
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    await page.screenshot({ path: '/tmp/hD/shots/options-390.png' });
  },
);
