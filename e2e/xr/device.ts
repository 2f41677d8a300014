/**
 * The emulated AR phone in a test page, and the moves a person makes with it. The emulator
 * (emulatedDevice.ts, with iwer and @iwer/sem) is bundled here at test time and added with an
 * init script, so it never enters the app's build.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { inside, item, type CapturedRoom, type FloorXZ } from './captures.ts';

/**
 * Chromium's own WebGL is off in the suite (--disable-gpu); the synthetic environment needs
 * WebGL for its hit tests, which SwiftShader gives in software.
 */
export const XR_LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];

let bundle: string | undefined;

/** The emulator as one script, built once per test worker. */
export function emulatorScript(): string {
  bundle ??= (() => {
    const result = buildSync({
      entryPoints: [fileURLToPath(new URL('./emulatedDevice.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      logLevel: 'silent',
      // The captures are passed in by the test; SEM's own copies are never fetched.
      define: { __IS_UMD__: 'false' },
    });
    const [file] = result.outputFiles;
    if (!file) throw new Error('The emulator did not bundle.');
    return file.text;
  })();
  return bundle;
}

/** Every page of the context gets the emulated phone before its own scripts run. */
export async function installEmulatedPhone(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: emulatorScript() });
}

/** Puts the captured room around the phone. */
export async function loadRoom(page: Page, room: CapturedRoom): Promise<void> {
  await page.evaluate((json) => window.emulatedXR?.loadCapture(json), room.json as unknown);
}

type Vec3 = readonly [number, number, number];

/** The phone's turn to look from `eye` at `target` (its -z axis along the look). */
export function lookAt(eye: Vec3, target: Vec3): [number, number, number, number] {
  const dx = target[0] - eye[0];
  const dy = target[1] - eye[1];
  const dz = target[2] - eye[2];
  const yaw = Math.atan2(-dx, -dz);
  const pitch = Math.atan2(dy, Math.hypot(dx, dz));
  // Yaw about y, then pitch about the turned x.
  const cy = Math.cos(yaw / 2);
  const sy = Math.sin(yaw / 2);
  const cp = Math.cos(pitch / 2);
  const sp = Math.sin(pitch / 2);
  return [cy * sp, sy * cp, -sy * sp, cy * cp];
}

/**
 * Aims the phone, waits in the page until the app has drawn two frames from the new pose, and
 * returns where its ring is then (metres), or null when it shows none. One round trip, so a
 * busy test machine spends its time on frames, not on messages.
 */
export async function aim(page: Page, eye: Vec3, target: Vec3): Promise<Vec3 | null> {
  const ring = await page.evaluate(
    async ([position, quaternion]) => {
      const overlay = document.querySelector<HTMLElement>('.ar-overlay');
      if (!overlay) throw new Error('The AR overlay is not open');
      // No named functions in here: a page function must not lean on a bundler's helpers.
      const before = Number(overlay.dataset.frames ?? 0);
      window.emulatedXR?.aim(position, quaternion);
      await new Promise<void>((resolve, reject) => {
        const timer = window.setTimeout(() => reject(new Error('No new AR frames')), 20_000);
        const observer = new MutationObserver(() => {
          if (Number(overlay.dataset.frames ?? 0) > before + 1) {
            observer.disconnect();
            window.clearTimeout(timer);
            resolve();
          }
        });
        observer.observe(overlay, { attributes: true, attributeFilter: ['data-frames'] });
      });
      return overlay.dataset.ring ?? '';
    },
    [eye, lookAt(eye, target)] as const,
  );
  if (!ring) return null;
  const [x = 0, y = 0, z = 0] = ring.split(' ').map((cm) => Number(cm) / 100);
  return [x, y, z];
}

/**
 * Taps the camera view along the line from `eye` to `target` (the session's `select` with that
 * ray), holding the tap for two of the app's frames, then letting go for two more.
 */
export async function tap(page: Page, eye: Vec3, target: Vec3): Promise<void> {
  await page.evaluate(
    async ([position, quaternion]) => {
      const overlay = document.querySelector<HTMLElement>('.ar-overlay');
      if (!overlay) throw new Error('The AR overlay is not open');
      const frames = () =>
        new Promise<void>((resolve, reject) => {
          const before = Number(overlay.dataset.frames ?? 0);
          const timer = window.setTimeout(() => reject(new Error('No new AR frames')), 20_000);
          const observer = new MutationObserver(() => {
            if (Number(overlay.dataset.frames ?? 0) > before + 1) {
              observer.disconnect();
              window.clearTimeout(timer);
              resolve();
            }
          });
          observer.observe(overlay, { attributes: true, attributeFilter: ['data-frames'] });
        });
      window.emulatedXR?.press(position, quaternion);
      await frames();
      window.emulatedXR?.release();
      await frames();
    },
    [eye, lookAt(eye, target)] as const,
  );
}

/**
 * How close the ring must come to the point aimed at, as a person lining it up would: across
 * (the floor's x and z) and up (y). A corner seen in the camera is where its two walls meet,
 * whatever a skirting board or the scan's mesh does to the height; a ceiling is its height.
 */
export interface OnTarget {
  readonly across: number;
  readonly up: number;
}
export const ON_FLOOR_CORNER: OnTarget = { across: 0.015, up: 0.08 };
export const ON_CEILING: OnTarget = { across: 0.1, up: 0.015 };
/** A door's frame may stand a few centimetres proud of its wall; along the wall is what counts. */
export const ON_DOOR_EDGE: OnTarget = { across: 0.04, up: 0.1 };

/**
 * Aims at a point from places a person could stand, until the ring sits on it: a chair, a
 * lamp or the scanned mesh's bumps may hide a corner from one place but not from another.
 */
export async function aimUntilOnTarget(
  page: Page,
  target: Vec3,
  stands: readonly Vec3[],
  near: OnTarget,
): Promise<Vec3> {
  const misses: string[] = [];
  for (const eye of stands) {
    const seen = await aim(page, eye, target);
    if (
      seen &&
      Math.hypot(seen[0] - target[0], seen[2] - target[2]) <= near.across &&
      Math.abs(seen[1] - target[1]) <= near.up
    ) {
      return seen;
    }
    misses.push(seen ? seen.map((m) => m.toFixed(3)).join(' ') : 'none');
  }
  throw new Error(
    `No place to stand found where the ring reaches ${target.map((m) => m.toFixed(3)).join(' ')}; it showed ${misses.join(', ')}`,
  );
}

/** How far inside a corner the phone aims: a ray at the very corner of the planes can slip by. */
const INSIDE_CORNER_M = 0.004;

/**
 * Where to aim at a floor corner (a few millimetres inside it, as a person puts the ring on the
 * floor where the walls meet), and where to stand: along the corner's bisector into the room,
 * near and low first (as a person crouching at a cluttered corner), then farther and higher.
 */
export function aimAtCorner(room: CapturedRoom, index: number): { target: Vec3; stands: Vec3[] } {
  const { corners } = room;
  const c = item(corners, index);
  const unit = (p: FloorXZ): FloorXZ => {
    const length = Math.hypot(p[0] - c[0], p[1] - c[1]);
    return [(p[0] - c[0]) / length, (p[1] - c[1]) / length];
  };
  const u = unit(item(corners, index - 1));
  const v = unit(item(corners, index + 1));
  let bisector: FloorXZ = [u[0] + v[0], u[1] + v[1]];
  const length = Math.hypot(...bisector) || 1;
  bisector = [bisector[0] / length, bisector[1] / length];
  if (!inside([c[0] + bisector[0] * 0.05, c[1] + bisector[1] * 0.05], corners)) {
    bisector = [-bisector[0], -bisector[1]];
  }
  const target: Vec3 = [
    c[0] + bisector[0] * INSIDE_CORNER_M,
    room.floorY,
    c[1] + bisector[1] * INSIDE_CORNER_M,
  ];
  const stands: Vec3[] = [];
  for (const [away, height] of [
    [0.3, 0.9],
    [0.2, 0.5],
    [0.5, 1.3],
    [0.15, 0.3],
    [0.8, 1.5],
  ] as const) {
    for (const turn of [0, 0.5, -0.5]) {
      const cos = Math.cos(turn);
      const sin = Math.sin(turn);
      const dir: FloorXZ = [
        bisector[0] * cos - bisector[1] * sin,
        bisector[0] * sin + bisector[1] * cos,
      ];
      const spot: FloorXZ = [c[0] + dir[0] * away, c[1] + dir[1] * away];
      if (inside(spot, corners)) stands.push([spot[0], room.floorY + height, spot[1]]);
    }
  }
  return { target, stands };
}

/** The room's middle, and places around it, to aim up at the ceiling from. */
export function standsForCeiling(room: CapturedRoom): { target: Vec3; stands: Vec3[] }[] {
  const { corners } = room;
  const cx = corners.reduce((sum, c) => sum + c[0], 0) / corners.length;
  const cz = corners.reduce((sum, c) => sum + c[1], 0) / corners.length;
  const spots: FloorXZ[] = [[cx, cz]];
  for (const c of corners) spots.push([(c[0] + cx) / 2, (c[1] + cz) / 2]);
  return spots
    .filter((spot) => inside(spot, corners))
    .map((spot) => ({
      target: [spot[0], room.ceilingY, spot[1]] as Vec3,
      stands: [[spot[0] + 0.001, room.floorY + 1.4, spot[1]] as Vec3],
    }));
}
