import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

const ACTION = '/upload-photos/share';

/** Two small real images, made by the browser, as the gallery would share them. */
async function twoPhotos(page: Page) {
  const encoded = await page.evaluate(async () => {
    const make = async (fill: string) => {
      const canvas = new OffscreenCanvas(64, 48);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context');
      context.fillStyle = fill;
      context.fillRect(0, 0, 64, 48);
      const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    };
    return [await make('#a34a28'), await make('#4f6b55')];
  });
  return encoded.map((base64, index) => ({
    name: `gallery-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  }));
}

/**
 * Shares as the system share sheet does: a multipart POST navigation to the manifest's
 * share_target action, with the photos in its "photos" field.
 */
async function shareToApp(page: Page, files: Awaited<ReturnType<typeof twoPhotos>>) {
  await page.evaluate((action) => {
    const form = document.createElement('form');
    form.id = 'share-sheet';
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = action;
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photos';
    input.multiple = true;
    form.append(input);
    document.body.append(form);
  }, ACTION);
  await page.locator('#share-sheet input').setInputFiles(files);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

test('the manifest declares the share target', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    share_target: unknown;
  };
  expect(manifest.share_target).toEqual({
    action: ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        {
          name: 'photos',
          accept: [
            'image/*',
            '.jpg',
            '.jpeg',
            '.png',
            '.webp',
            '.heic',
            // Room scans: RoomPlan's JSON and USDZ (e2e/scan-import.spec.ts).
            '.json',
            '.usdz',
            'application/json',
            'model/vnd.usdz+zip',
            'model/vnd.pixar.usd',
          ],
        },
      ],
    },
  });
});

for (const mode of ['online', 'offline'] as const) {
  test(
    `two shared photos land in the upload selection through the worker (${mode})`,
    { tag: SERVICE_WORKER },
    async ({ page, context }) => {
      await openPage(page, '/upload-photos');
      await waitForServiceWorkerControl(page);
      const files = await twoPhotos(page);
      if (mode === 'offline') await context.setOffline(true);

      await shareToApp(page, files);
      await expect(page).toHaveURL(/\/upload-photos$/);
      const selection = page.getByRole('region', { name: /^Selected Photos/ });
      await expect(selection.getByRole('heading')).toHaveText('Selected Photos (2/5)');
      await expect(selection.getByRole('img', { name: 'gallery-1.png (1 of 2)' })).toBeVisible();
      await expect(selection.getByRole('img', { name: 'gallery-2.png (2 of 2)' })).toBeVisible();
      await expect(page.getByText('2 shared photos added')).toBeVisible();

      // Taken from the inbox once: a reload shows the same two, not four.
      await page.reload();
      await expect(
        page.getByRole('region', { name: /^Selected Photos/ }).getByRole('img'),
      ).toHaveCount(2);
      await context.setOffline(false);
    },
  );
}

test.describe('with no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the server sends the share to the upload page, which says what to do', async ({
    page,
    request,
  }) => {
    const answer = await request.post(ACTION, {
      multipart: {
        photos: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50]) },
      },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/upload-photos?share=unavailable');

    await openPage(page, '/upload-photos');
    await shareToApp(page, await twoPhotos(page));
    await expect(page).toHaveURL(/\/upload-photos$/);
    await expect(page.getByRole('alert')).toContainText(
      'Sharing needs the installed app to be opened once first. Please pick the photos here.',
    );
    await expect(page.getByRole('tab', { name: 'Manual Upload' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Selected Photos (0/5)' })).toBeVisible();
  });
});
