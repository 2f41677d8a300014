/**
 * Changes a person makes to a plan in the editor, as pure functions from plan to plan. None of
 * them refuses a value: the plan keeps what was typed and `validateRoomPlan` says what to fix,
 * so nothing the user entered is ever thrown away.
 */
import {
  add,
  scale,
  walls,
  wallLengths,
  withWinding,
  boundingBox,
  type Opening,
} from './geometry.ts';
import type { Door, Point, RoomPlan, RoomWindow } from './plan.ts';
import {
  DEFAULT_CEILING_CM,
  DEFAULT_DOOR_WIDTH_CM,
  DEFAULT_SILL_CM,
  DEFAULT_WINDOW_WIDTH_CM,
  lShapeOutline,
  rectangleOutline,
} from './presets.ts';

export type OpeningKind = 'door' | 'window';

/** Lengths the editor keeps: whole millimetres, which hides float noise from dragging. */
export const roundLength = (cm: number): number => Math.round(cm * 10) / 10;

export const newRectanglePlan = (width = 400, depth = 300): RoomPlan => ({
  unit: 'cm',
  outline: rectangleOutline(width, depth),
  height: DEFAULT_CEILING_CM,
  doors: [],
  windows: [],
});

export const newLShapePlan = (): RoomPlan => ({
  unit: 'cm',
  outline: lShapeOutline(600, 500, 250, 200),
  height: DEFAULT_CEILING_CM,
  doors: [],
  windows: [],
});

/**
 * Wall `index` made `length` long. Its end corner moves along the wall, and the next corner
 * moves with it, so the next wall keeps its length and angle and the wall after that takes
 * up the difference. In a rectangle that is the opposite wall, so the room stays a rectangle;
 * in an L, the walls round the notch follow.
 */
export function setWallLength(plan: RoomPlan, index: number, length: number): RoomPlan {
  const all = walls(plan.outline);
  const wall = all[index];
  const n = plan.outline.length;
  if (!wall || n < 3 || !Number.isFinite(length)) return plan;
  // A wall with no length has no direction yet: it grows along the wall before it, turned.
  const before = all[(index - 1 + n) % n];
  const direction =
    wall.length > 0
      ? wall.direction
      : before
        ? ([-before.direction[1], before.direction[0]] as const)
        : ([1, 0] as const);
  const shift = scale(direction, length - wall.length);
  const moved = new Set([(index + 1) % n, (index + 2) % n]);
  const outline = plan.outline.map((corner, i) =>
    moved.has(i) ? roundPoint(add(corner, shift)) : corner,
  );
  return { ...plan, outline };
}

const roundPoint = (point: Point): Point => [roundLength(point[0]), roundLength(point[1])];

export const setHeight = (plan: RoomPlan, height: number): RoomPlan => ({ ...plan, height });

/**
 * The wall a new opening goes on: the longest wall with nothing on it yet (or the longest of
 * all), skipping `avoid` while another wall will do.
 */
function freeWall(plan: RoomPlan, avoid: readonly number[] = []): number {
  const lengths = wallLengths(plan.outline);
  const used = new Set([...plan.doors, ...plan.windows].map((opening) => opening.wall));
  const byLength = lengths.map((length, index) => ({ length, index }));
  byLength.sort((a, b) => b.length - a.length);
  const pick =
    byLength.find(({ index }) => !used.has(index) && !avoid.includes(index)) ??
    byLength.find(({ index }) => !used.has(index)) ??
    byLength[0];
  return pick?.index ?? 0;
}

/** An opening of `width` centred on the wall (narrowed to fit a short wall). */
function centred(plan: RoomPlan, wall: number, width: number): { offset: number; width: number } {
  const length = wallLengths(plan.outline)[wall] ?? 0;
  const fitted = Math.max(0, Math.min(width, length - 20));
  return { offset: roundLength((length - fitted) / 2), width: roundLength(fitted) };
}

/** A door on a free wall, by its start so it opens against the side wall. */
export function addDoor(plan: RoomPlan): RoomPlan {
  const wall = freeWall(
    plan,
    plan.windows.map((window) => window.wall),
  );
  const length = wallLengths(plan.outline)[wall] ?? 0;
  const width = Math.max(0, Math.min(DEFAULT_DOOR_WIDTH_CM, length - 20));
  const door: Door = {
    wall,
    offset: Math.min(20, roundLength(Math.max(0, length - width))),
    width,
    swing: 'in',
    hinge: 'start',
  };
  return { ...plan, doors: [...plan.doors, door] };
}

/** A window centred on a free wall, away from the doors where possible. */
export function addWindow(plan: RoomPlan): RoomPlan {
  const wall = freeWall(
    plan,
    plan.doors.map((door) => door.wall),
  );
  const window: RoomWindow = {
    wall,
    ...centred(plan, wall, DEFAULT_WINDOW_WIDTH_CM),
    sill: DEFAULT_SILL_CM,
  };
  return { ...plan, windows: [...plan.windows, window] };
}

export function updateDoor(plan: RoomPlan, index: number, change: Partial<Door>): RoomPlan {
  return {
    ...plan,
    doors: plan.doors.map((door, i) => (i === index ? { ...door, ...change } : door)),
  };
}

export function updateWindow(plan: RoomPlan, index: number, change: Partial<RoomWindow>): RoomPlan {
  return {
    ...plan,
    windows: plan.windows.map((window, i) => (i === index ? { ...window, ...change } : window)),
  };
}

export function updateOpening(
  plan: RoomPlan,
  kind: OpeningKind,
  index: number,
  change: Partial<Opening>,
): RoomPlan {
  return kind === 'door' ? updateDoor(plan, index, change) : updateWindow(plan, index, change);
}

export function removeOpening(plan: RoomPlan, kind: OpeningKind, index: number): RoomPlan {
  return kind === 'door'
    ? { ...plan, doors: plan.doors.filter((_, i) => i !== index) }
    : { ...plan, windows: plan.windows.filter((_, i) => i !== index) };
}

/**
 * Moving an opening along its wall by hand (dragging, arrow keys): it stops at the wall's ends
 * rather than running past them. An opening wider than its wall stays where it is.
 */
export function slideOpening(
  plan: RoomPlan,
  kind: OpeningKind,
  index: number,
  offset: number,
): RoomPlan {
  const opening: Opening | undefined = kind === 'door' ? plan.doors[index] : plan.windows[index];
  if (!opening) return plan;
  const length = wallLengths(plan.outline)[opening.wall];
  if (length === undefined || opening.width > length) return plan;
  const clamped = roundLength(Math.min(Math.max(0, offset), length - opening.width));
  return updateOpening(plan, kind, index, { offset: clamped });
}

/**
 * An outline drawn corner by corner, as a plan keeps it: running clockwise, with its top-left
 * at (0, 0), and corners to the millimetre. Repeated corners in a row are dropped.
 */
export function outlineFromDrawing(points: readonly Point[]): Point[] {
  const rounded = points.map(roundPoint);
  const distinct = rounded.filter((point, i) => {
    const previous = rounded[(i - 1 + rounded.length) % rounded.length];
    return rounded.length < 2 || !previous || previous[0] !== point[0] || previous[1] !== point[1];
  });
  const box = boundingBox(distinct);
  const moved = distinct.map(([x, y]): Point => [x - box.minX, y - box.minY]);
  return withWinding(moved, 'clockwise');
}

/** The first free name of the form "Room N". */
export function nextPlanName(taken: readonly string[]): string {
  const names = new Set(taken.map((name) => name.trim().toLowerCase()));
  for (let n = 1; ; n += 1) {
    if (!names.has(`room ${n}`)) return `Room ${n}`;
  }
}
