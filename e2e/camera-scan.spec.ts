import config from '../playwright.config.ts';
import { chromium, expect, test, type Page } from './fixtures.ts';
import { collectReactErrors, openPage, unlockGate } from './support.ts';

/**
 * The camera scan in Chromium with its fake camera (a moving test pattern), by Chromium's own
 * flags: a fake device, and a stand-in for the permission prompt that says yes, whatever the
 * site's permission says (the refusal below launches a browser of its own). The launch options
 * hold for the whole file.
 */
const BASE_LAUNCH = config.use?.launchOptions ?? {};
const FAKE_CAMERA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

test.use({
  launchOptions: { ...BASE_LAUNCH, args: [...(BASE_LAUNCH.args ?? []), ...FAKE_CAMERA] },
  permissions: ['camera'],
});

/** Keeps every stream the page is given, so a test can see whether its camera was turned off. */
async function watchCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const streams: MediaStream[] = [];
    const ask = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await ask(constraints);
      streams.push(stream);
      return stream;
    };
    Object.assign(window, { cameraStreams: streams });
  });
}

function cameraTracks(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );
}

interface StoredPhoto {
  name: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
}

/** The device database's photos and scans, read the way any page script could. */
function storedRows(page: Page): Promise<{ photos: StoredPhoto[]; scans: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('aurevia');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const read = database.transaction(['photos', 'scans'], 'readonly');
          const photos = read.objectStore('photos').getAll();
          const scans = read.objectStore('scans').getAll();
          read.oncomplete = () => {
            database.close();
            resolve({
              photos: (photos.result as Array<StoredPhoto & { bytes?: ArrayBuffer }>).map(
                (photo) => ({
                  name: photo.name,
                  type: photo.type,
                  width: photo.width,
                  height: photo.height,
                  bytes: photo.bytes?.byteLength ?? 0,
                }),
              ),
              scans: (scans.result as Array<{ id: string }>).map((scan) => scan.id),
            });
          };
        };
      }),
  );
}

/** Every value the scan's progress bar shows, with the page's time (see capture.spec.ts). */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Array<{ value: string | null; at: number }> = [];
    const note = () => {
      const bar = document.querySelector('#scan [role="progressbar"]');
      const value = bar ? bar.getAttribute('aria-valuenow') : null;
      if (seen.at(-1)?.value !== value) seen.push({ value, at: performance.now() });
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    Object.assign(window, { progressSeen: seen });
  });
}

function recordedProgress(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { progressSeen: Array<{ value: string | null; at: number }> })
        .progressSeen,
  );
}

const STEPS = ['0', '10', '20', '30', '40', '50', '60', '70', '80', '90', '100'];

/** The spec's scan runs from Start to completed in ten ticks of 500 ms. */
async function expectSpecScanRuns(page: Page, start: () => Promise<void>): Promise<void> {
  const panel = page.locator('#scan');
  await recordProgress(page);
  await start();
  await expect(panel.getByRole('heading', { name: 'Scan complete!' })).toBeVisible({
    timeout: 15_000,
  });
  const values = await recordedProgress(page);
  const shown = values.map((entry) => entry.value).filter((value) => value !== null);
  expect(shown).toEqual(STEPS);
  const first = values.find((entry) => entry.value === '0')?.at ?? 0;
  const took = (values.at(-1)?.at ?? 0) - first;
  expect(took).toBeGreaterThan(4500);
  expect(took).toBeLessThan(6500);
  await expect(panel.getByRole('link', { name: 'Launch My Design' })).toHaveAttribute(
    'href',
    '/launch-design',
  );
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
  await watchCameraStreams(page);
});

test.describe('with a camera', () => {
  test('scans with the camera: ten photos kept with the scan, the camera off, kept across a reload', async ({
    page,
  }) => {
    const reactErrors = collectReactErrors(page);
    await openPage(page, '/try-scanner');
    const panel = page.locator('#scan');
    await expect(panel.getByRole('heading', { name: 'Ready to scan' })).toBeVisible();
    // The offer comes after hydration, which drew the prerendered page as it was.
    await expect(panel.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    expect(reactErrors).toEqual([]);
    // Nothing asks for the camera before the user chooses it.
    expect(await cameraTracks(page)).toEqual([]);

    await recordProgress(page);
    await panel.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(panel.getByRole('heading', { name: 'Scanning your room' })).toBeVisible();
    const video = panel.getByLabel('Live view from your camera');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
      .toBeGreaterThan(0);

    await expect(panel.getByRole('heading', { name: 'Scan complete!' })).toBeVisible({
      timeout: 20_000,
    });
    const shown = (await recordedProgress(page))
      .map((entry) => entry.value)
      .filter((value) => value !== null);
    // The same 10 % steps as the spec's scan (no heading on a desktop: one every 500 ms).
    expect(shown).toEqual(STEPS);
    await expect(
      panel.getByText(/Saved on this device as "Room 1", with its 10 photos/),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Launch My Design' })).toHaveAttribute(
      'href',
      '/launch-design',
    );
    const thumbnails = panel.getByRole('list', { name: 'Photos from this scan' }).getByRole('img');
    await expect(thumbnails).toHaveCount(10);
    await expect
      .poll(() =>
        thumbnails.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);

    // The next step: measuring the room, with this scan's photos beside its plan.
    const measureHref = await panel
      .getByRole('link', { name: 'Measure your room' })
      .getAttribute('href');
    expect(measureHref).toMatch(/^\/measure-room\?scan=/);

    // The camera is off: every track ended.
    const tracks = await cameraTracks(page);
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.every((state) => state === 'ended')).toBe(true);

    const { photos, scans } = await storedRows(page);
    expect(scans).toHaveLength(1);
    expect(photos).toHaveLength(10);
    for (const [index, photo] of photos.sort((a, b) => a.name.localeCompare(b.name)).entries()) {
      expect(photo.name).toBe(`scan-${scans[0]}-frame-${String(index + 1).padStart(2, '0')}.jpg`);
      expect(photo.type).toBe('image/jpeg');
      expect(photo.bytes).toBeGreaterThan(1000);
      expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(1600);
    }

    await page.reload();
    const saved = page.getByRole('region', { name: 'Your saved scans' });
    await expect(saved.locator('.saved-scans__name', { hasText: /^Room 1$/ })).toBeVisible();
    await expect(saved.getByText(/10 photos/)).toBeVisible();
    await expect
      .poll(() =>
        saved
          .locator('.saved-scans__icon--photo img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect((await storedRows(page)).photos).toHaveLength(10);

    // The scan's photos are not the upload page's selection.
    await page.goto('/upload-photos');
    await expect(page.getByText('No photos yet.', { exact: false })).toBeVisible();

    await page.goto(measureHref ?? '');
    const reference = page.getByRole('region', { name: 'Photos from your scan' }).getByRole('img');
    await expect(reference).toHaveCount(10);
    await expect
      .poll(() =>
        reference.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        ),
      )
      .toBe(true);
  });

  test('cancelled or left mid-scan: the camera off and nothing kept', async ({ page }) => {
    await openPage(page, '/try-scanner');
    const panel = page.locator('#scan');
    await panel.getByRole('button', { name: 'Scan with camera' }).click();
    const bar = panel.getByRole('progressbar', { name: 'Scan progress' });
    // Mid-scan: a photo or more taken, with seconds to spare before the tenth.
    const midScan = /^[1-6]0$/;
    await expect(bar).toHaveAttribute('aria-valuenow', midScan, { timeout: 15_000 });
    await panel.getByRole('button', { name: 'Cancel Scan' }).click();
    await expect(panel.getByRole('heading', { name: 'Ready to scan' })).toBeVisible();
    expect((await cameraTracks(page)).every((state) => state === 'ended')).toBe(true);

    // The app sent to the background mid-scan stops the scan too.
    await panel.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', midScan, { timeout: 15_000 });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(panel.getByRole('heading', { name: 'Scan stopped' })).toBeVisible();
    const tracks = await cameraTracks(page);
    expect(tracks).toHaveLength(2);
    expect(tracks.every((state) => state === 'ended')).toBe(true);

    await page.waitForTimeout(1500);
    expect(await storedRows(page)).toEqual({ photos: [], scans: [] });
  });

  test('the spec scan, chosen beside the camera, still completes in about 5 s without it', async ({
    page,
  }) => {
    await openPage(page, '/try-scanner');
    const panel = page.locator('#scan');
    await expect(panel.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    await expectSpecScanRuns(page, () =>
      panel.getByRole('button', { name: 'Start Room Scan' }).click(),
    );
    expect(await cameraTracks(page)).toEqual([]);
    expect((await storedRows(page)).photos).toEqual([]);
  });
});

/** A browser of its own, launched with these flags on top of every spec's own. */
async function browserWith(flags: readonly string[], baseURL: string | undefined) {
  const browser = await chromium.launch({
    ...BASE_LAUNCH,
    args: [...(BASE_LAUNCH.args ?? []), ...flags],
  });
  const page = await browser.newPage({ baseURL });
  await unlockGate(page);
  await watchCameraStreams(page);
  return { browser, page };
}

/**
 * The camera refused as a person refuses it: the site's camera permission set to "Block", and
 * the prompt answered "Block" too. The prompt's answer has to be given by flag: the headless
 * shell has no permission prompt of its own, and a request it would have to ask about fails
 * with NotSupportedError ("The camera didn't start") rather than NotAllowedError, whatever the
 * site's permission says. `=deny` makes Chromium's stand-in prompt refuse, in both browsers.
 */
const CAMERA_REFUSED = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream=deny',
];

test.describe('with the camera refused', () => {
  test('says so and offers the spec scan, which completes in about 5 s', async ({ baseURL }) => {
    const { browser, page } = await browserWith(CAMERA_REFUSED, baseURL);
    try {
      const cdp = await page.context().newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        permission: { name: 'camera' },
        setting: 'denied',
        origin: new URL(baseURL ?? '').origin,
        browserContextId: targetInfo.browserContextId,
      });
      await openPage(page, '/try-scanner');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      const panel = page.locator('#scan');
      await panel.getByRole('button', { name: 'Scan with camera' }).click();
      await expect(panel.getByRole('heading', { name: 'Camera access is off' })).toBeVisible();
      await expect(panel.getByRole('alert')).toContainText("wasn't allowed to use your camera");
      await expect(panel.getByRole('link', { name: 'Upload Photos Instead' })).toHaveAttribute(
        'href',
        '/upload-photos',
      );
      await expectSpecScanRuns(page, () =>
        panel.getByRole('button', { name: 'Scan without the camera' }).click(),
      );
      expect(await cameraTracks(page)).toEqual([]);
      expect((await storedRows(page)).photos).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

test.describe('without a camera', () => {
  test('offers no camera: the spec scan alone', async ({ baseURL }) => {
    // Launched as every other spec launches it: no camera at all.
    const { browser, page } = await browserWith([], baseURL);
    try {
      await openPage(page, '/try-scanner');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
      const panel = page.locator('#scan');
      await expect(panel.getByRole('button', { name: 'Start Room Scan' })).toBeVisible();
      // The answer comes after hydration: give it time to come, then check it did not.
      await page.waitForTimeout(1000);
      await expect(panel.getByRole('button', { name: 'Scan with camera' })).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});
