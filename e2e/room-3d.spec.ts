import { readFileSync } from 'node:fs';
import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { designAndPick, measureRoom, openDesignCanvas } from './roomPlanSteps.ts';
import { VIEWPORTS, unlockGate, waitForServiceWorkerControl } from './support.ts';

// The suite's Chromium runs with --disable-gpu; SwiftShader gives it WebGL in software.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  },
});

const NO_WEBGL_NOTE =
  '3D needs WebGL, which this browser has turned off. The plan shows your room to scale.';

async function designedRoom(page: Page) {
  await measureRoom(page, { withWindow: true });
  await openDesignCanvas(page);
  await designAndPick(page, 1);
  await expect(page.locator('[data-piece-id]').first()).toBeAttached();
}

const view3d = (page: Page) => page.getByRole('region', { name: /in 3D$/ });

test(
  'the 3D view of a designed room opens offline, picks pieces into the plan and saves a PNG',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await unlockGate(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await designedRoom(page);

    // Offline: the 3D chunk comes from the service worker's precache.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'View in 3D' }).click();
    const view = view3d(page);
    // Software WebGL compiles the physically based shaders for the first frame: slow on a busy
    // machine, so the wait is generous.
    await expect(view).toHaveAttribute('data-status', 'ready', { timeout: 150_000 });
    expect(errors).toEqual([]);
    const canvas = view.locator('canvas');
    await expect(canvas).toHaveAccessibleName(/in 3D$/);
    await expect(canvas).toHaveAccessibleDescription(/arrow keys/);
    await page.screenshot({ path: test.info().outputPath('orbit-1280.png') });
    // The view faces the window (its opening on the far wall, daylight through it) over the pieces;
    // a drawn room is far from a blank canvas.
    const shot = await canvas.screenshot({ path: test.info().outputPath('canvas-orbit.png') });
    expect(shot.length).toBeGreaterThan(5_000);

    // Keyboard: arrows orbit, + zooms; each press draws a frame.
    await canvas.focus();
    const framesBefore = Number(await canvas.getAttribute('data-frames'));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('+');
    await expect
      .poll(async () => Number(await canvas.getAttribute('data-frames')))
      .toBeGreaterThan(framesBefore);

    // A tap on a piece in the top view (laid out like the plan) selects it in the plan too.
    await view.getByRole('button', { name: 'Top view' }).click();
    await expect(view.getByRole('button', { name: 'Top view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The 3D canvas has no box');
    const status = view.getByRole('status');
    let picked = '';
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.4, 0.6],
      [0.6, 0.4],
      [0.5, 0.3],
      [0.5, 0.7],
      [0.3, 0.5],
      [0.7, 0.5],
    ] as const) {
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      picked = (await status.textContent()) ?? '';
      if (picked.startsWith('Selected: ')) break;
    }
    expect(picked).toMatch(/^Selected: /);
    const name = picked.replace('Selected: ', '');
    const inPlan = page.locator('[data-piece-id][aria-pressed="true"]');
    await expect(inPlan).toHaveCount(1);
    await expect(inPlan).toHaveAttribute('aria-label', new RegExp(name));

    // Save image: a PNG download named after the room, larger than the view.
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Save image' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-3d\.png$/);
    const path = await file.path();
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The PNG's header gives its width and height (big-endian, after the IHDR tag).
    const pictureWidth = bytes.readUInt32BE(16);
    const pictureHeight = bytes.readUInt32BE(20);
    expect(pictureWidth).toBeGreaterThanOrEqual(2048);
    expect(pictureWidth).toBeGreaterThan(box.width);
    expect(pictureHeight / pictureWidth).toBeCloseTo(box.height / box.width, 1);
    await test.info().attach('saved-picture.png', { path, contentType: 'image/png' });

    // Still offline, the design as files for other 3D tools, made on the device.
    for (const [format, magic] of [
      ['glb', 'glTF'],
      ['usdz', 'PK\u0003\u0004'],
    ] as const) {
      const made = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download 3D (.${format})` }).click();
      const model = await made;
      expect(model.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
      const modelBytes = readFileSync(await model.path());
      expect(modelBytes.subarray(0, 4).toString('latin1')).toBe(magic);
    }
    expect(errors).toEqual([]);
    await context.setOffline(false);
  },
);

test('without WebGL the 3D view says why and the plan stays', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
      value: function getContext(this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        if (/webgl/i.test(kind)) return null;
        return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await unlockGate(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await designedRoom(page);
  await page.getByRole('button', { name: 'View in 3D' }).click();
  await expect(page.getByRole('note')).toHaveText(NO_WEBGL_NOTE);
  await page.getByRole('button', { name: 'Back to the plan' }).click();
  await expect(page.locator('[data-piece-id]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
