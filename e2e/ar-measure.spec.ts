import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import type { RoomPlan } from '../src/lib/room/plan.ts';
import { unlockGate, waitForServiceWorkerControl } from './support.ts';
import { wallLengths, area } from '../src/lib/room/geometry.ts';
import {
  CAPTURES,
  areaCm2,
  item,
  matchWalls,
  readCapture,
  wallLengthsCm,
  type CapturedRoom,
} from './xr/captures.ts';
import { XR_LAUNCH_ARGS, installEmulatedPhone, loadRoom } from './xr/device.ts';
import {
  finishOutlineAndCeiling,
  markCorners,
  markDoor,
  readKeptPlan,
  reviewPlan,
  startMeasuring,
  measureCapturedRoom,
} from './xr/measure.ts';

// The emulated phone's hit tests need WebGL, which SwiftShader gives the suite's Chromium.
// A phone's screen: AR is a phone's business, and SwiftShader draws its smaller frames sooner.
test.use({
  viewport: { width: 412, height: 915 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: XR_LAUNCH_ARGS,
  },
});

test.describe('measuring captured rooms with an emulated AR phone', () => {
  test.beforeEach(async ({ page, context }) => {
    await unlockGate(page);
    await installEmulatedPhone(context);
  });

  /** The acceptance: each wall within 3 cm of the capture's, the area within 2 %, the ceiling within 3 cm. */
  async function expectMeasuredAsCaptured(page: Page, plan: RoomPlan, room: CapturedRoom) {
    const errors = matchWalls(wallLengths(plan.outline), wallLengthsCm(room.corners));
    expect(errors, `wall errors in cm for ${room.name}`).toHaveLength(room.corners.length);
    for (const error of errors) expect(error).toBeLessThanOrEqual(3);
    const capturedArea = areaCm2(room.corners);
    expect(Math.abs(area(plan.outline) - capturedArea) / capturedArea).toBeLessThanOrEqual(0.02);
    expect(Math.abs(plan.height - (room.ceilingY - room.floorY) * 100)).toBeLessThanOrEqual(3);
    // The editor shows the measured room, ready to design.
    await expect(page.getByText('Everything adds up: this room is ready to design.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Wall 1\b/ })).toHaveValue(
      String(Math.round(item(wallLengths(plan.outline), 0) * 10) / 10),
    );
  }

  // office_small is measured offline, below.
  for (const name of CAPTURES.filter((capture) => capture !== 'office_small')) {
    test(`${name}: every wall within 3 cm, the area within 2 %, the ceiling within 3 cm`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const room = readCapture(name);
      await page.goto('/measure-room');
      await loadRoom(page, room);
      await expectMeasuredAsCaptured(page, await measureCapturedRoom(page, room), room);
    });
  }

  test('a door marked by its two edges lands on its wall with its width', async ({ page }) => {
    test.setTimeout(300_000);
    const room = readCapture('meeting_room');
    const door = item(room.doors, 0);
    await page.goto('/measure-room');
    await loadRoom(page, room);
    await startMeasuring(page, room);
    await markCorners(
      page,
      room,
      room.corners.map((_, i) => i),
    );
    await finishOutlineAndCeiling(page, room);
    await markDoor(page, room, door);
    const plan = await reviewPlan(page);

    expect(plan.doors).toHaveLength(1);
    const measured = item(plan.doors, 0);
    const doorWidth = Math.hypot(door[1][0] - door[0][0], door[1][1] - door[0][1]) * 100;
    expect(Math.abs(measured.width - doorWidth)).toBeLessThanOrEqual(3);
    // On the 4.94 m wall, at the capture's distance from that wall's nearer end.
    const wallLength = item(wallLengths(plan.outline), measured.wall);
    expect(Math.abs(wallLength - 494)).toBeLessThanOrEqual(3);
    await expect(page.getByRole('group', { name: 'Door 1' })).toBeVisible();
  });

  test('a session ended part-way keeps its corners as a draft plan', async ({ page }) => {
    test.setTimeout(90_000);
    const room = readCapture('office_small');
    await page.goto('/try-scanner');
    await loadRoom(page, room);
    await startMeasuring(page, room);
    await markCorners(page, room, [0, 1, 2]);
    await expect(page.getByTestId('ar-live')).toContainText('Corners marked: 3');

    // Leaving the page for another app ends the session, which releases the camera.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.locator('.ar-overlay')).toHaveCount(0);
    expect(await page.evaluate(() => window.emulatedXR?.sessionActive())).toBe(false);
    const kept = page.getByRole('status').filter({ hasText: 'The AR session ended.' });
    await expect(kept).toContainText('Your 3 corners are kept as a draft plan, "Room 1 (draft)"');

    await kept.getByRole('link', { name: 'Open the draft' }).click();
    await expect(page.getByText('Measured with AR.')).toBeVisible();
    const planId = new URL(page.url()).searchParams.get('plan') ?? '';
    const draft = await readKeptPlan(page, planId);
    expect(draft.outline).toHaveLength(3);
    await expect(page.getByRole('heading', { name: 'Room 1 (draft)' })).toBeVisible();
  });

  test(
    'office_small, offline once the app has been visited: the same 3 cm, 2 % and 3 cm',
    { tag: SERVICE_WORKER },
    async ({ page, context }) => {
      test.setTimeout(300_000);
      const room = readCapture('office_small');
      await page.goto('/measure-room');
      await waitForServiceWorkerControl(page);
      // The session's chunk and three.js come from the service worker's precache.
      await context.setOffline(true);
      await page.reload();
      await loadRoom(page, room);
      await expectMeasuredAsCaptured(page, await measureCapturedRoom(page, room), room);
    },
  );
});

test('without WebXR nothing is offered and nothing breaks', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await unlockGate(page);
  // Chromium here has navigator.xr but no AR device: isSessionSupported answers false.
  await page.goto('/try-scanner');
  await expect(page.getByRole('button', { name: 'Start Room Scan' }).first()).toBeVisible();
  await page.goto('/measure-room');
  await expect(page.getByRole('heading', { level: 1, name: 'Measure your room' })).toBeVisible();
  // As on an iPhone: no navigator.xr at all.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'xr', { get: () => undefined, configurable: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Measure your room' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: 'Measure with AR' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
