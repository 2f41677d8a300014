/**
 * Measuring a captured room with the emulated phone, as a person would: find the floor, aim at
 * each floor corner and mark it, finish, aim at the ceiling, mark doors by their two edges, and
 * review the plan the app opens. Shared by e2e/ar-measure.spec.ts and scripts/bench-ar.ts.
 */
import { expect, type Page } from '@playwright/test';
import type { RoomPlan } from '../../src/lib/room/plan.ts';
import type { CapturedRoom, FloorXZ } from './captures.ts';
import {
  aim,
  aimAtCorner,
  aimUntilOnTarget,
  ON_CEILING,
  ON_DOOR_EDGE,
  ON_FLOOR_CORNER,
  standsForCeiling,
} from './device.ts';

const overlay = (page: Page) => page.locator('.ar-overlay');
const button = (page: Page, name: string) =>
  overlay(page).getByRole('button', { name, exact: true });

/** Starts measuring and points the phone at the floor until the app says it has found it. */
export async function startMeasuring(page: Page, room: CapturedRoom): Promise<void> {
  await page.getByRole('button', { name: 'Measure with AR' }).click();
  await expect(overlay(page)).toHaveAttribute('data-step', 'floor');
  const [cx, cz] = room.corners
    .reduce<FloorXZ>((sum, c) => [sum[0] + c[0], sum[1] + c[1]], [0, 0])
    .map((v) => v / room.corners.length) as unknown as FloorXZ;
  await aim(page, [cx, room.floorY + 1.4, cz], [cx + 0.8, room.floorY, cz + 0.01]);
  await expect(overlay(page)).toHaveAttribute('data-step', 'corners');
}

/** Aims at each floor corner in `order` (indexes into the room's corners) and marks it. */
export async function markCorners(
  page: Page,
  room: CapturedRoom,
  order: readonly number[],
): Promise<void> {
  for (const index of order) {
    const before = Number(await overlay(page).getAttribute('data-corners'));
    const { target, stands } = aimAtCorner(room, index);
    try {
      await aimUntilOnTarget(page, target, stands, ON_FLOOR_CORNER);
    } catch {
      // Where a capture's floor plane stops short of its walls, aim at the foot of the corner's
      // walls instead: the same point seen from above, a few centimetres up.
      const foot: typeof target = [target[0], target[1] + 0.03, target[2]];
      await aimUntilOnTarget(page, foot, stands.slice(0, 6), ON_FLOOR_CORNER);
    }

    await button(page, 'Mark corner').click();
    await expect(overlay(page)).toHaveAttribute('data-corners', String(before + 1));
  }
}

/** Finishes the outline, keeps it as measured, and marks the ceiling. */
export async function finishOutlineAndCeiling(page: Page, room: CapturedRoom): Promise<void> {
  await button(page, 'Finish').click();
  if ((await overlay(page).getAttribute('data-step')) === 'square') {
    await button(page, 'Keep as measured').click();
  }
  await expect(overlay(page)).toHaveAttribute('data-step', 'ceiling');
  for (const { target, stands } of standsForCeiling(room)) {
    try {
      await aimUntilOnTarget(page, target, stands, ON_CEILING);
    } catch {
      continue;
    }
    await button(page, 'Mark ceiling').click();
    await expect(overlay(page)).toHaveAttribute('data-step', 'openings');
    return;
  }
  throw new Error(`No spot in ${room.name} where the ring reaches the ceiling`);
}

/** Marks a door by aiming at its two edges on the wall, a metre up. */
export async function markDoor(
  page: Page,
  room: CapturedRoom,
  door: readonly [FloorXZ, FloorXZ],
): Promise<void> {
  await button(page, 'Add a door').click();
  const [a, b] = door;
  const mid: FloorXZ = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  // Into the room: across the door, towards the room's middle.
  const across: FloorXZ = [-(b[1] - a[1]), b[0] - a[0]];
  const length = Math.hypot(...across);
  const cx = room.corners.reduce((sum, c) => sum + c[0], 0) / room.corners.length;
  const cz = room.corners.reduce((sum, c) => sum + c[1], 0) / room.corners.length;
  const sign = (cx - mid[0]) * across[0] + (cz - mid[1]) * across[1] > 0 ? 1 : -1;
  const stand: [number, number, number] = [
    mid[0] + (sign * across[0] * 1.2) / length,
    room.floorY + 1.2,
    mid[1] + (sign * across[1] * 1.2) / length,
  ];
  for (const edge of [a, b]) {
    // The edge where it meets the room's wall line: a door's frame may stand proud of the wall.
    const [x, z] = ontoOutline(edge, room.corners);
    const target: [number, number, number] = [x, room.floorY + 1, z];
    await aimUntilOnTarget(page, target, [stand], ON_DOOR_EDGE);
    await button(page, 'Mark edge').click();
  }
  await expect(button(page, 'Add a door')).toBeVisible();
}

/** The point of the outline nearest a floor point. */
function ontoOutline(p: FloorXZ, corners: readonly FloorXZ[]): FloorXZ {
  let best: FloorXZ = p;
  let bestGap = Infinity;
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] ?? a;
    const ab = [b[0] - a[0], b[1] - a[1]] as const;
    const length2 = ab[0] ** 2 + ab[1] ** 2 || 1;
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / length2));
    const q: FloorXZ = [a[0] + ab[0] * t, a[1] + ab[1] * t];
    const gap = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (gap < bestGap) [best, bestGap] = [q, gap];
  });
  return best;
}

/** "Done": the app keeps the plan and opens it in the editor; returns the plan kept. */
export async function reviewPlan(page: Page): Promise<RoomPlan> {
  await button(page, 'Done: review the plan').click();
  await expect(page).toHaveURL(/\/measure-room\?plan=[^&]+&measured=ar/);
  await expect(page.getByText('Measured with AR.')).toBeVisible();
  const planId = new URL(page.url()).searchParams.get('plan') ?? '';
  return readKeptPlan(page, planId);
}

/** A plan as the device keeps it (IndexedDB), by its id. */
export async function readKeptPlan(page: Page, planId: string): Promise<RoomPlan> {
  const plan = await page.evaluate(
    (id) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('aurevia');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('roomPlans').objectStore('roomPlans').get(id);
          request.onsuccess = () => {
            resolve((request.result as { plan?: unknown } | undefined)?.plan ?? null);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    planId,
  );
  if (!plan) throw new Error(`No plan ${planId} kept on the device`);
  return plan as RoomPlan;
}

/** The whole measurement of a captured room, corners in the order they go round it. */
export async function measureCapturedRoom(page: Page, room: CapturedRoom): Promise<RoomPlan> {
  await startMeasuring(page, room);
  await markCorners(
    page,
    room,
    room.corners.map((_, i) => i),
  );
  await finishOutlineAndCeiling(page, room);
  return reviewPlan(page);
}
