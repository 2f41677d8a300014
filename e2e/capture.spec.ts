import { SERVICE_WORKER, expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { axeFor, toastsAtRest } from './axe.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

/** Each journey runs online, and again offline after a first visit has installed the app. */
const MODES = ['online', 'offline'] as const;
type Mode = (typeof MODES)[number];

async function open(page: Page, context: BrowserContext, mode: Mode, path: string) {
  await openPage(page, path);
  if (mode === 'offline') {
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

/** A real image made by the browser itself (a filled canvas), as the bytes of a file. */
async function makeImage(
  page: Page,
  width: number,
  height: number,
  color: string,
  type: 'image/png' | 'image/jpeg' = 'image/png',
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, fill, mime]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context');
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      const bytes = new Uint8Array(
        await (await canvas.convertToBlob({ type: mime })).arrayBuffer(),
      );
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    [width, height, color, type] as const,
  );
  return Buffer.from(base64, 'base64');
}

/**
 * Records every value an element shows, with the page's time, from a MutationObserver, so a
 * journey checks each step of a timed sequence however slowly the test itself runs.
 */
async function recordValues(page: Page, selector: string, attribute?: string): Promise<void> {
  await page.evaluate(
    ([target, name]) => {
      const seen: Array<{ value: string | null; at: number }> = [];
      const read = () => {
        const element = document.querySelector(target);
        if (!element) return null;
        return name ? element.getAttribute(name) : element.textContent;
      };
      const note = () => {
        const value = read();
        if (seen.at(-1)?.value !== value) seen.push({ value, at: performance.now() });
      };
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      Object.assign(window, { recordedValues: seen });
    },
    [selector, attribute ?? ''] as const,
  );
}

function recordedValues(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { recordedValues: Array<{ value: string | null; at: number }> })
        .recordedValues,
  );
}

async function expectNoSeriousViolation(page: Page, state: string) {
  await toastsAtRest(page);
  const { violations } = await axeFor(page).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ state, id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

for (const mode of MODES) {
  test.describe(`capture (${mode})`, mode === 'offline' ? { tag: SERVICE_WORKER } : {}, () => {
    test.afterEach(async ({ context }) => {
      await context.setOffline(false);
    });

    test('a scan runs from Start to completed in about 5 s and is kept across a reload', async ({
      page,
      context,
    }) => {
      await open(page, context, mode, '/try-scanner');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Transform Any Room Instantly',
      );
      const panel = page.locator('#scan');
      await expect(panel.getByRole('heading', { name: 'Ready to scan' })).toBeVisible();
      await expect(page.getByText('No scans yet.', { exact: false })).toBeVisible();

      await recordValues(page, '#scan [role="progressbar"]', 'aria-valuenow');
      await panel.getByRole('button', { name: 'Start Room Scan' }).click();
      await expect(panel.getByRole('heading', { name: 'Scan complete!' })).toBeVisible({
        timeout: 15_000,
      });
      const values = await recordedValues(page);
      expect(values.map((entry) => entry.value)).toEqual([
        null,
        ...['0', '10', '20', '30', '40', '50', '60', '70', '80', '90', '100'],
      ]);
      // From Start (0) to completed (100): ten ticks of 500 ms, about 5 s.
      const took = (values.at(-1)?.at ?? 0) - (values[1]?.at ?? 0);
      expect(took).toBeGreaterThan(4500);
      expect(took).toBeLessThan(6500);
      await expect(panel.getByRole('link', { name: 'Launch My Design' })).toHaveAttribute(
        'href',
        '/launch-design',
      );
      await expect(panel.getByText('Saved on this device as "Room 1".')).toBeVisible();
      // The next step, beside the spec's link: measuring this scan's room.
      await expect(panel.getByRole('link', { name: 'Measure your room' })).toHaveAttribute(
        'href',
        /^\/measure-room\?scan=[0-9a-f-]{36}$/,
      );

      await page.reload();
      const saved = page.getByRole('region', { name: 'Your saved scans' });
      // The Rename button says the scan's name too, unseen: the shown name is the paragraph.
      const scanName = (name: string) =>
        saved.locator('.saved-scans__name', { hasText: new RegExp(`^${name}$`) });
      await expect(scanName('Room 1')).toBeVisible();

      await saved.getByRole('button', { name: 'Rename Room 1' }).click();
      await saved.getByLabel('Room name').fill('Living room');
      await saved.getByRole('button', { name: 'Save' }).click();
      await expect(scanName('Living room')).toBeVisible();
      await page.reload();
      await expect(scanName('Living room')).toBeVisible();
    });

    test('photos: three kept, a text file and a 13 MB file refused, one removed, kept across a reload', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await open(page, context, mode, '/upload-photos');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Room Photos');
      await expect(page.getByRole('tab', { name: 'Manual Upload' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const selection = page.getByRole('region', { name: /^Selected Photos/ });
      await expect(selection.getByRole('heading')).toHaveText('Selected Photos (0/5)');

      const picker = page.getByLabel('Choose room photos');
      // The photos are decoded and downscaled off the page's thread, in the photo worker.
      const photoWorker = page.waitForEvent('worker');
      await picker.setInputFiles([
        {
          name: 'corner.png',
          mimeType: 'image/png',
          buffer: await makeImage(page, 2400, 1800, '#a34a28'),
        },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Measure the window') },
        {
          name: 'window.jpg',
          mimeType: 'image/jpeg',
          buffer: await makeImage(page, 640, 480, '#4f6b55', 'image/jpeg'),
        },
        {
          name: 'door.png',
          mimeType: 'image/png',
          buffer: await makeImage(page, 300, 400, '#f1eae0'),
        },
      ]);
      expect((await photoWorker).url()).toMatch(/\/assets\/photoWorker-[\w-]+\.js$/);
      await expect(selection.getByRole('img')).toHaveCount(3);
      await expect(selection.getByRole('heading')).toHaveText('Selected Photos (3/5)');
      await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toHaveText(
        '"notes.txt" isn\'t a photo we can use. Please choose JPG, PNG or WebP images.',
      );
      await expect(page.getByRole('button', { name: 'Process 3 Photos' })).toBeEnabled();

      // Downscaled to a longest side of 1600 px, in its order, with a numbered badge.
      const first = selection.getByRole('img', { name: 'corner.png (1 of 3)' });
      await expect(first).toHaveAttribute('width', '1600');
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(1600);

      const huge = Buffer.alloc(13 * 1024 * 1024);
      (await makeImage(page, 8, 8, '#000000')).copy(huge);
      await picker.setInputFiles([{ name: 'panorama.png', mimeType: 'image/png', buffer: huge }]);
      await expect(page.getByRole('alert').filter({ hasText: 'panorama.png' })).toHaveText(
        '"panorama.png" is larger than 10 MB. Please choose a photo of 10 MB or less.',
      );
      await expect(selection.getByRole('img')).toHaveCount(3);

      await selection.getByRole('button', { name: 'Remove photo 2 (window.jpg)' }).click();
      await expect(selection.getByRole('img')).toHaveCount(2);
      await expect(selection.getByRole('heading')).toHaveText('Selected Photos (2/5)');

      await page.reload();
      const reloaded = page.getByRole('region', { name: /^Selected Photos/ });
      await expect(reloaded.getByRole('img')).toHaveCount(2);
      await expect(reloaded.getByRole('img', { name: 'corner.png (1 of 2)' })).toBeVisible();
      await expect(reloaded.getByRole('img', { name: 'door.png (2 of 2)' })).toBeVisible();

      const process = page.getByRole('button', { name: 'Process 2 Photos' });
      await recordValues(page, '.uploader__stage');
      await process.click();
      await expect(process).toBeDisabled();
      const progress = page.getByRole('progressbar', { name: 'Processing your photos' });
      await expect(progress).toHaveCount(0);
      const stages = await recordedValues(page);
      expect(stages.map((entry) => entry.value)).toEqual([
        null,
        'Analyzing room layout',
        'Matching with designers',
        'Generating 3D preview',
        'Adding furniture suggestions',
        'Complete! Your styled room is ready.',
        null,
      ]);
      // Five stages of 1 s, the last hidden 1 s after it shows.
      const gaps = stages.slice(2).map((entry, index) => entry.at - (stages[index + 1]?.at ?? 0));
      for (const gap of gaps) {
        expect(gap).toBeGreaterThan(900);
        expect(gap).toBeLessThan(1600);
      }
      await expect(process).toBeEnabled();
      // Once processed, the photos lead on to measuring their room.
      const measure = page.getByRole('link', { name: 'Measure your room' });
      await expect(measure).toHaveAttribute(
        'href',
        /^\/measure-room\?photos=[0-9a-f-]+%2C[0-9a-f-]+$/,
      );
      await measure.click();
      await expect(page).toHaveURL(/\/measure-room\?photos=/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Measure your room' }),
      ).toBeVisible();
    });

    test('onboarding resumes at the step left, then leads to the chosen capture page', async ({
      page,
      context,
    }) => {
      await open(page, context, mode, '/onboarding');
      const next = page.getByRole('button', { name: 'Continue' });
      await expect(next).toBeDisabled();
      await page.getByRole('radio', { name: /Professional/ }).check();
      await next.click();
      await expect(
        page.getByRole('heading', { name: 'How would you like to capture your room?' }),
      ).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
      await page.getByRole('radio', { name: /Upload photos/ }).check();

      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'How would you like to capture your room?' }),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: /Upload photos/ })).toBeChecked();
      await page.getByRole('button', { name: 'Continue' }).click();

      const logged = page.waitForEvent('console', (message) =>
        message.text().startsWith('Onboarding answers'),
      );
      await page.getByRole('radio', { name: 'Scandinavian' }).check();
      await page.getByRole('button', { name: "Let's Design" }).click();
      expect((await logged).text()).toContain('Onboarding answers');
      await expect(page).toHaveURL(/\/upload-photos$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Room Photos');
    });
  });
}

test('Cancel Scan returns the scanner to waiting at 0, and the next scan starts from 0', async ({
  page,
}) => {
  await page.clock.install();
  await openPage(page, '/try-scanner');
  await page.clock.pauseAt(Date.now() + 60_000);
  const panel = page.locator('#scan');
  await panel.getByRole('button', { name: 'Start Room Scan' }).click();
  const bar = panel.getByRole('progressbar', { name: 'Scan progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await page.clock.runFor(1500);
  await expect(bar).toHaveAttribute('aria-valuenow', '30');

  await panel.getByRole('button', { name: 'Cancel Scan' }).click();
  await expect(panel.getByRole('heading', { name: 'Ready to scan' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Trouble scanning?' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(panel.getByRole('heading', { name: 'Ready to scan' })).toBeVisible();

  await panel.getByRole('button', { name: 'Start Room Scan' }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await page.clock.runFor(500);
  await expect(bar).toHaveAttribute('aria-valuenow', '10');
});

test('the start-room chooser offers a scan (recommended) or photos (alternative)', async ({
  page,
}) => {
  await openPage(page, '/start-room');
  const main = page.getByRole('main');
  const scan = main.getByRole('listitem').filter({ hasText: 'Scan Your Room' });
  await expect(scan.getByText('Recommended')).toBeVisible();
  await expect(scan.getByRole('link', { name: 'Scan Your Room' })).toHaveAttribute(
    'href',
    '/try-scanner',
  );
  const upload = main.getByRole('listitem').filter({ hasText: 'Upload Photos' });
  await expect(upload.getByText('Alternative')).toBeVisible();
  await expect(upload.getByRole('link', { name: 'Upload Photos' })).toHaveAttribute(
    'href',
    '/upload-room',
  );
  await scan.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform Any Room Instantly');
});

test.describe('accessibility of every state', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('scanning, completed, photos with a refusal, onboarding styles, the chat dialog', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPage(page, '/try-scanner');
    const panel = page.locator('#scan');
    await panel.getByRole('button', { name: 'Start Room Scan' }).click();
    await expectNoSeriousViolation(page, 'scanning');
    await expect(panel.getByRole('heading', { name: 'Scan complete!' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: /^Rename Room/ }).click();
    await expectNoSeriousViolation(page, 'completed, renaming');

    await openPage(page, '/upload-photos');
    await page.getByLabel('Choose room photos').setInputFiles([
      {
        name: 'room.png',
        mimeType: 'image/png',
        buffer: await makeImage(page, 320, 240, '#a34a28'),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toBeVisible();
    await page.getByRole('button', { name: 'Process 1 Photo' }).click();
    await page.getByRole('button', { name: 'Tips for great room photos' }).click();
    await expectNoSeriousViolation(page, 'photos');
    await page.getByRole('button', { name: 'Chat with an expert' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat with an expert' })).toBeVisible();
    await expectNoSeriousViolation(page, 'chat dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await openPage(page, '/onboarding');
    await page.getByRole('radio', { name: /Personal/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /Scan my room/ }).check();
    await expectNoSeriousViolation(page, 'onboarding step 2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Modern' }).check();
    await expectNoSeriousViolation(page, 'onboarding step 3');
  });
});
