import type { RoomPlan } from '../src/lib/room/plan.ts';
import { capturedRoom, TURNED_POSE } from '../tests/room/capture/scanFixtures.ts';
import { roomUsda, usdaLayer, usdzOf } from '../tests/room/capture/usdzFixtures.ts';
import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { designAndPick, openDesignCanvas, wall } from './roomPlanSteps.ts';
import { openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

/** A living room as an iPhone's RoomPlan app would export it: turned, with a door and window. */
const LIVING_ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 360],
    [0, 360],
  ],
  height: 250,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 0, offset: 150, width: 140, sill: 90 }],
};

const scanJson = () => ({
  name: 'Living room.json',
  mimeType: 'application/json',
  buffer: Buffer.from(
    JSON.stringify(
      capturedRoom(LIVING_ROOM, { pose: TURNED_POSE, objects: 3, section: 'livingRoom' }),
    ),
  ),
});

const scanUsdz = () => ({
  name: 'Room.usdz',
  mimeType: 'model/vnd.usdz+zip',
  buffer: Buffer.from(usdzOf(usdaLayer(roomUsda(LIVING_ROOM, { pose: TURNED_POSE })))),
});

type Upload = ReturnType<typeof scanJson>;

/** Chooses the file in the system's file chooser, as a person does. */
async function chooseScan(page: Page, file: Upload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Import a room scan').click();
  await (await chooser).setFiles(file);
}

/** The share sheet: a multipart POST navigation to the manifest's share_target action. */
async function shareToApp(page: Page, file: Upload) {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.id = 'share-sheet';
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/upload-photos/share';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photos';
    form.append(input);
    document.body.append(form);
  });
  await page.locator('#share-sheet input').setInputFiles(file);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

async function expectLivingRoom(page: Page, label: string) {
  await expect(page.getByText(`Imported from a room scan: ${label}.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Room name' })).toHaveValue(label);
  await expect(page.getByTestId('floor-area')).toHaveText('15.12 m²');
  await expect(wall(page, 1)).toHaveValue('420');
  await expect(wall(page, 2)).toHaveValue('360');
  await expect(page.getByText('Everything adds up: this room is ready to design.')).toBeVisible();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

test('a RoomPlan JSON chosen in the picker becomes a plan, and the room is designed', async ({
  page,
}) => {
  await openPage(page, '/measure-room');
  await chooseScan(page, scanJson());
  await expectLivingRoom(page, 'Living room');
  await expect(page.getByText('3 pieces of furniture in the scan were left out')).toBeVisible();

  await openDesignCanvas(page);
  const { count } = await designAndPick(page, 1);
  expect(count).toBeGreaterThan(0);
});

test(
  'a USDZ shared to the installed app while offline lands in the editor',
  { tag: SERVICE_WORKER },
  async ({ page, context }) => {
    await openPage(page, '/measure-room');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    await shareToApp(page, scanUsdz());
    await expect(page).toHaveURL(/\/measure-room\?scan-share=1$/);
    await expectLivingRoom(page, 'Scanned room');

    // Imported once: the inbox is empty after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Delete Scanned room' })).toHaveCount(1);
    await context.setOffline(false);
  },
);

test('a file that is not a scan gets one message, and nothing is kept', async ({ page }) => {
  await openPage(page, '/measure-room');
  await chooseScan(page, {
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ title: 'Kitchen ideas', items: ['oak', 'brass'] })),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'This JSON file is not a RoomPlan room scan: it has no walls, doors or windows in the form Apple RoomPlan writes.',
  );
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByTestId('floor-area')).toHaveText('12.00 m²');
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('aurevia');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const names = [...open.result.objectStoreNames];
          if (!names.includes('roomPlans')) return resolve(0);
          const count = open.result.transaction('roomPlans').objectStore('roomPlans').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(stored).toBe(0);
});
