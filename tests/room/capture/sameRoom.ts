import { expect } from 'vitest';
import { signedArea } from '../../../src/lib/room/geometry.ts';
import type { Point, RoomPlan } from '../../../src/lib/room/plan.ts';

/** Centimetres a scan's plan may differ from the room it was made from. */
export const TOLERANCE_CM = 0.5;

interface WallShape {
  length: number;
  /** The turn at the wall's end, radians (signed: a mirrored room turns the other way). */
  turn: number;
}

function shape(outline: readonly Point[]): WallShape[] {
  const n = outline.length;
  return outline.map((a, i) => {
    const b = outline[(i + 1) % n] as Point;
    const c = outline[(i + 2) % n] as Point;
    const d1 = [b[0] - a[0], b[1] - a[1]] as const;
    const d2 = [c[0] - b[0], c[1] - b[1]] as const;
    return {
      length: Math.hypot(...d1),
      turn: Math.atan2(d1[0] * d2[1] - d1[1] * d2[0], d1[0] * d2[0] + d1[1] * d2[1]),
    };
  });
}

/**
 * The same room, wherever it stands and whichever corner it starts at: wall lengths and turns
 * in order, the ceiling, and every door and window on the same wall at the same offset and
 * width (and sill), each within `TOLERANCE_CM`.
 */
export function expectSameRoom(actual: RoomPlan, expected: RoomPlan): void {
  const n = expected.outline.length;
  expect(actual.outline).toHaveLength(n);
  expect(signedArea(actual.outline)).toBeGreaterThan(0);
  const want = shape(expected.outline);
  const got = shape(actual.outline);
  const shift = Array.from({ length: n }, (_, s) => s).find((s) =>
    want.every((wall, i) => {
      const other = got[(i + s) % n] as WallShape;
      return (
        Math.abs(other.length - wall.length) <= TOLERANCE_CM &&
        Math.abs(other.turn - wall.turn) < 0.01
      );
    }),
  );
  expect(
    shift,
    `walls ${JSON.stringify(got.map((w) => w.length))} vs ${JSON.stringify(want.map((w) => w.length))}`,
  ).toBeDefined();
  const s = shift as number;
  expect(Math.abs(actual.height - expected.height)).toBeLessThanOrEqual(TOLERANCE_CM);

  const sorted = <T extends { wall: number; offset: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.wall - b.wall || a.offset - b.offset);
  const moved = <T extends { wall: number }>(list: readonly T[]) =>
    list.map((opening) => ({ ...opening, wall: (opening.wall + s) % n }));
  const close = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_CM;

  const doors = sorted(actual.doors);
  const wantDoors = sorted(moved(expected.doors));
  expect(doors).toHaveLength(wantDoors.length);
  wantDoors.forEach((door, i) => {
    const got = doors[i];
    expect(got?.wall).toBe(door.wall);
    expect(
      close(got?.offset ?? NaN, door.offset),
      `door offset ${got?.offset} vs ${door.offset}`,
    ).toBe(true);
    expect(close(got?.width ?? NaN, door.width)).toBe(true);
  });
  const windows = sorted(actual.windows);
  const wantWindows = sorted(moved(expected.windows));
  expect(windows).toHaveLength(wantWindows.length);
  wantWindows.forEach((window, i) => {
    const got = windows[i];
    expect(got?.wall).toBe(window.wall);
    expect(
      close(got?.offset ?? NaN, window.offset),
      `window offset ${got?.offset} vs ${window.offset}`,
    ).toBe(true);
    expect(close(got?.width ?? NaN, window.width)).toBe(true);
    expect(close(got?.sill ?? NaN, window.sill), `sill ${got?.sill} vs ${window.sill}`).toBe(true);
  });
}
