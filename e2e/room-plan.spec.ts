import { SERVICE_WORKER, expect, test, type Page } from './fixtures.ts';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS, unlockGate, waitForServiceWorkerControl } from './support.ts';
import { typeInto, wall } from './roomPlanSteps.ts';

/** The outlines of the plans kept on the device, as JSON, read with IndexedDB itself. */
function keptOutlines(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('aurevia');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('roomPlans').objectStore('roomPlans').getAll();
          read.onsuccess = () => {
            const records = read.result as { plan: { outline: unknown } }[];
            resolve(JSON.stringify(records.map((record) => record.plan.outline)));
            open.result.close();
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test.describe('Measure your room', () => {
  test.beforeEach(async ({ page }) => {
    await unlockGate(page);
  });

  test(
    'a 420 x 360 cm room with a door and a window, made by keyboard, survives a reload and going offline',
    { tag: SERVICE_WORKER },
    async ({ page, context }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/measure-room');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Measure your room' }),
      ).toBeVisible();
      await waitForServiceWorkerControl(page);

      await typeInto(page, wall(page, 1), '420');
      await page.keyboard.press('Tab');
      await page.keyboard.type('360');
      await expect(page.getByTestId('floor-area')).toHaveText('15.12 m²');
      await expect(wall(page, 3)).toHaveValue('420');

      await page.getByRole('button', { name: 'Add a door' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Add a window' }).focus();
      await page.keyboard.press('Enter');

      const door = page.getByRole('slider', { name: 'Door 1, on wall 1' });
      await door.focus();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowRight');
      await expect(door).toHaveAttribute('aria-valuenow', '50');
      await expect(page.getByRole('slider', { name: 'Window 1, on wall 3' })).toBeVisible();

      const windowCard = page.getByRole('group', { name: 'Window 1' });
      await typeInto(page, windowCard.getByRole('textbox', { name: /^Sill height/ }), '100');
      await expect(
        page.getByText('Everything adds up: this room is ready to design.'),
      ).toBeVisible();
      await expect(page.getByText('Saved on this device')).toBeVisible();

      const expectRoom = async () => {
        await expect(page.getByTestId('floor-area')).toHaveText('15.12 m²');
        await expect(wall(page, 1)).toHaveValue('420');
        await expect(wall(page, 2)).toHaveValue('360');
        await expect(page.getByRole('slider', { name: 'Door 1, on wall 1' })).toHaveAttribute(
          'aria-valuenow',
          '50',
        );
        await expect(
          page
            .getByRole('group', { name: 'Window 1' })
            .getByRole('textbox', { name: /^Sill height/ }),
        ).toHaveValue('100');
      };

      await page.reload();
      await expectRoom();

      await context.setOffline(true);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Measure your room' }),
      ).toBeVisible();
      await expectRoom();
      // Still editable offline, and kept.
      await typeInto(page, wall(page, 2), '300');
      await expect(page.getByTestId('floor-area')).toHaveText('12.60 m²');
      // The area shows at the keystroke; the write to the device follows. A reload before it lands
      // would test the race, not the keeping.
      await expect.poll(() => keptOutlines(page)).toContain('[420,300]');
      await page.reload();
      await expect(page.getByTestId('floor-area')).toHaveText('12.60 m²');
      await context.setOffline(false);
    },
  );

  test('an L-shaped room drawn corner by corner on the grid', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/measure-room');
    await page.getByRole('button', { name: 'Draw it' }).click();

    const grid = page.getByRole('application', { name: 'Room outline' });
    const svg = grid.locator('svg');
    await expect(svg).toBeVisible();
    await grid.scrollIntoViewIfNeeded();
    const box = await svg.boundingBox();
    const viewBox = (await svg.getAttribute('viewBox'))?.split(' ').map(Number) ?? [];
    const [minX = 0, minY = 0, width = 1, height = 1] = viewBox;
    if (!box) throw new Error('The drawing grid has no size.');
    /** Clicks the grid at a point of the plan, in centimetres. */
    const tapAt = async (x: number, y: number) => {
      await page.mouse.click(
        box.x + ((x - minX) / width) * box.width,
        box.y + ((y - minY) / height) * box.height,
      );
    };

    for (const [x, y] of [
      [100, 100],
      [700, 100],
      [700, 350],
      [400, 350],
      [400, 600],
      [100, 600],
    ] as const) {
      await tapAt(x, y);
    }
    await expect(page.getByText(/^6 corners placed\./)).toBeVisible();
    // Tapping the first corner again closes the room.
    await tapAt(100, 100);

    await expect(page.getByTestId('floor-area')).toHaveText('22.50 m²');
    for (const [n, length] of [
      [1, '600'],
      [2, '250'],
      [3, '300'],
      [4, '250'],
      [5, '300'],
      [6, '500'],
    ] as const) {
      await expect(wall(page, n)).toHaveValue(length);
    }
  });

  test('a door wider than its wall is refused with a message naming the wall', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.tablet);
    await page.goto('/measure-room');
    await page.getByRole('button', { name: 'Add a door' }).click();
    const doorCard = page.getByRole('group', { name: 'Door 1' });
    const width = doorCard.getByRole('textbox', { name: /^Width/ });
    await width.fill('450');

    const message = 'Door 1 (450 cm) is wider than wall 1 (400 cm).';
    await expect(doorCard.getByText(message)).toBeVisible();
    await expect(width).toHaveAccessibleDescription(new RegExp(message.replace(/[().]/g, '\\$&')));
    await expect(width).toHaveValue('450');
    await expect(page.getByText('1 thing to fix')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Design this room' })).toHaveCount(0);

    await width.fill('90');
    await expect(doorCard.getByText(message)).toHaveCount(0);
    await expect(page.getByText('Everything adds up: this room is ready to design.')).toBeVisible();
  });

  for (const [label, viewport] of [
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const) {
    test(`the editor, a plan with a mistake and the drawing grid have no serious axe violation (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/measure-room');
      expect.soft(await seriousViolations(page), 'a new room').toEqual([]);

      await page.getByRole('button', { name: /Studio/ }).click();
      await page.getByRole('button', { name: 'Add a door' }).click();
      await page
        .getByRole('group', { name: 'Door 2' })
        .getByRole('textbox', { name: /^Width/ })
        .fill('900');
      await page.getByRole('slider', { name: 'Door 1, on wall 5' }).focus();
      expect.soft(await seriousViolations(page), 'a plan with a mistake').toEqual([]);

      await page.getByRole('button', { name: 'Draw it' }).click();
      await page.getByRole('application', { name: 'Room outline' }).focus();
      await page.keyboard.press('Enter');
      expect.soft(await seriousViolations(page), 'the drawing grid').toEqual([]);
    });
  }
});
