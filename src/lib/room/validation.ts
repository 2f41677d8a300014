/**
 * The rules a room plan must keep before the layout engine or the 3D view can use it, and the
 * check of a plan's JSON form (for plans that come from a file, the CLI or another device).
 *
 * Messages name what they concern the way the editor labels it: walls, corners, doors and
 * windows are numbered from 1 ("Wall 2" is `outline[1]` to `outline[2]`, the plan's wall 1).
 * Each issue also carries the 0-based indexes, so a tool can point at the field itself.
 */
import { cross, crossingWalls, distance, pointsEqual, subtract, wallLengths } from './geometry.ts';
import type { Door, DoorHinge, DoorSwing, Point, RoomPlan, RoomWindow } from './plan.ts';
import { formatLength, type UnitSystem } from './units.ts';

export const MIN_CORNERS = 3;
/**
 * Real rooms have short jogs (a niche, a pillar, a chimney breast: scanned rooms hold walls of
 * 16 to 43 cm), so the limit only refuses a wall too short to be one.
 */
export const MIN_WALL_CM = 5;
export const MAX_WALL_CM = 3000;
export const MIN_CEILING_CM = 200;
export const MAX_CEILING_CM = 600;
/**
 * The plan keeps a window's sill but not its top, so a window needs at least this much wall
 * between its sill and the ceiling to be a window at all.
 */
export const MIN_WINDOW_GLASS_CM = 30;

export type PlanIssueCode =
  | 'too-few-corners'
  | 'same-corner'
  | 'no-floor'
  | 'zero-length-wall'
  | 'walls-cross'
  | 'wall-too-short'
  | 'wall-too-long'
  | 'ceiling-too-low'
  | 'ceiling-too-high'
  | 'no-such-wall'
  | 'opening-no-width'
  | 'opening-too-wide'
  | 'opening-before-start'
  | 'opening-past-end'
  | 'openings-overlap'
  | 'sill-below-floor'
  | 'sill-too-high';

/** What an issue is about, so an editor can show it beside that field. */
export type PlanIssueSubject =
  | { readonly kind: 'outline' }
  | { readonly kind: 'height' }
  | { readonly kind: 'corner'; readonly index: number }
  | { readonly kind: 'wall'; readonly index: number }
  | { readonly kind: 'door'; readonly index: number }
  | { readonly kind: 'window'; readonly index: number };

export interface PlanIssue {
  readonly code: PlanIssueCode;
  readonly message: string;
  readonly subject: PlanIssueSubject;
  /** Every wall (0-based) the issue concerns, to mark on the drawing. */
  readonly walls: readonly number[];
}

export interface ValidationOptions {
  /** The system lengths in messages are written in (metric by default). */
  readonly units?: UnitSystem;
}

function cornersInOneLine(outline: readonly Point[]): boolean {
  const first = outline[0];
  if (!first) return true;
  const far = outline.reduce((best, p) => (distance(p, first) > distance(best, first) ? p : best));
  return distance(far, first) < 1e-6 || outline.every((p) => distanceToLine(p, first, far) < 1e-6);
}

function distanceToLine(p: Point, a: Point, b: Point): number {
  return Math.abs(cross(subtract(b, a), subtract(p, a))) / distance(a, b);
}

const wallName = (index: number): string => `wall ${index + 1}`;
const WallName = (index: number): string => `Wall ${index + 1}`;

type OpeningKind = 'door' | 'window';
const openingName = (kind: OpeningKind, index: number, capital = true): string =>
  `${capital ? kind[0]?.toUpperCase() + kind.slice(1) : kind} ${index + 1}`;

/** Every rule the plan breaks, outline first, then the ceiling, then doors and windows. */
export function validateRoomPlan(
  plan: RoomPlan,
  { units = 'metric' }: ValidationOptions = {},
): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const length = (cm: number) => formatLength(cm, units);
  const { outline } = plan;
  const n = outline.length;

  if (n < MIN_CORNERS) {
    issues.push({
      code: 'too-few-corners',
      message: `A room needs at least ${MIN_CORNERS} corners; this one has ${n}.`,
      subject: { kind: 'outline' },
      walls: [],
    });
  }

  const lengths = wallLengths(outline);

  if (n >= MIN_CORNERS) {
    // Corners that meet again further round the outline pinch the room into two.
    for (let i = 0; i < n; i += 1) {
      for (let j = i + 2; j < n; j += 1) {
        if (i === 0 && j === n - 1) continue;
        if (pointsEqual(outline[i] as Point, outline[j] as Point)) {
          issues.push({
            code: 'same-corner',
            message: `Corners ${i + 1} and ${j + 1} are in the same place.`,
            subject: { kind: 'corner', index: j },
            walls: [],
          });
        }
      }
    }

    lengths.forEach((wallLength, index) => {
      if (wallLength < 1e-6) {
        issues.push({
          code: 'zero-length-wall',
          message: `${WallName(index)} has no length: its two corners are in the same place.`,
          subject: { kind: 'wall', index },
          walls: [index],
        });
      } else if (wallLength < MIN_WALL_CM) {
        issues.push({
          code: 'wall-too-short',
          message: `${WallName(index)} is shorter than ${length(MIN_WALL_CM)}.`,
          subject: { kind: 'wall', index },
          walls: [index],
        });
      } else if (wallLength > MAX_WALL_CM) {
        issues.push({
          code: 'wall-too-long',
          message: `${WallName(index)} is longer than ${length(MAX_WALL_CM)}.`,
          subject: { kind: 'wall', index },
          walls: [index],
        });
      }
    });

    const hasZeroWall = lengths.some((wallLength) => wallLength < 1e-6);
    if (!hasZeroWall && cornersInOneLine(outline)) {
      issues.push({
        code: 'no-floor',
        message: 'The corners lie in one line, so the walls enclose no floor.',
        subject: { kind: 'outline' },
        walls: [],
      });
    } else if (!hasZeroWall) {
      for (const [a, b] of crossingWalls(outline)) {
        issues.push({
          code: 'walls-cross',
          message: `Walls ${a + 1} and ${b + 1} cross each other.`,
          subject: { kind: 'wall', index: b },
          walls: [a, b],
        });
      }
    }
  }

  if (plan.height < MIN_CEILING_CM) {
    issues.push({
      code: 'ceiling-too-low',
      message: `The ceiling is lower than ${length(MIN_CEILING_CM)}.`,
      subject: { kind: 'height' },
      walls: [],
    });
  } else if (plan.height > MAX_CEILING_CM) {
    issues.push({
      code: 'ceiling-too-high',
      message: `The ceiling is higher than ${length(MAX_CEILING_CM)}.`,
      subject: { kind: 'height' },
      walls: [],
    });
  }

  const placed: { kind: OpeningKind; index: number; start: number; end: number; wall: number }[] =
    [];
  const checkOpening = (kind: OpeningKind, index: number, opening: Door | RoomWindow) => {
    const name = openingName(kind, index);
    const subject = { kind, index } as const;
    const wallLength = n >= MIN_CORNERS ? lengths[opening.wall] : undefined;
    if (!Number.isInteger(opening.wall) || wallLength === undefined) {
      issues.push({
        code: 'no-such-wall',
        message:
          n >= MIN_CORNERS
            ? `${name} is on wall ${opening.wall + 1}, but the room has walls 1 to ${n}.`
            : `${name} is on wall ${opening.wall + 1}, but the room has no walls yet.`,
        subject,
        walls: [],
      });
      return;
    }
    const walls = [opening.wall];
    if (!(opening.width > 0)) {
      issues.push({
        code: 'opening-no-width',
        message: `${name} needs a width greater than zero.`,
        subject,
        walls,
      });
      return;
    }
    if (opening.width > wallLength + 1e-6) {
      issues.push({
        code: 'opening-too-wide',
        message: `${name} (${length(opening.width)}) is wider than ${wallName(opening.wall)} (${length(wallLength)}).`,
        subject,
        walls,
      });
      return;
    }
    if (opening.offset < -1e-6) {
      issues.push({
        code: 'opening-before-start',
        message: `${name} starts before the start of ${wallName(opening.wall)}.`,
        subject,
        walls,
      });
      return;
    }
    if (opening.offset + opening.width > wallLength + 1e-6) {
      issues.push({
        code: 'opening-past-end',
        message: `${name} runs past the end of ${wallName(opening.wall)}.`,
        subject,
        walls,
      });
      return;
    }
    placed.push({
      kind,
      index,
      start: opening.offset,
      end: opening.offset + opening.width,
      wall: opening.wall,
    });
  };
  plan.doors.forEach((door, index) => checkOpening('door', index, door));
  plan.windows.forEach((window, index) => {
    checkOpening('window', index, window);
    const name = openingName('window', index);
    if (window.sill < 0) {
      issues.push({
        code: 'sill-below-floor',
        message: `${name}'s sill is below the floor.`,
        subject: { kind: 'window', index },
        walls: [window.wall],
      });
    } else if (window.sill + MIN_WINDOW_GLASS_CM > plan.height) {
      issues.push({
        code: 'sill-too-high',
        message: `${name}'s sill is too high: it must be at least ${length(MIN_WINDOW_GLASS_CM)} below the ceiling.`,
        subject: { kind: 'window', index },
        walls: [window.wall],
      });
    }
  });

  // Openings that touch edge to edge are fine (a window beside a door); sharing wall is not.
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      const a = placed[i];
      const b = placed[j];
      if (!a || !b || a.wall !== b.wall) continue;
      if (Math.min(a.end, b.end) - Math.max(a.start, b.start) > 1e-6) {
        issues.push({
          code: 'openings-overlap',
          message: `${openingName(a.kind, a.index)} and ${openingName(b.kind, b.index, false)} overlap on ${wallName(a.wall)}.`,
          subject: { kind: b.kind, index: b.index },
          walls: [a.wall],
        });
      }
    }
  }

  return issues;
}

export const isValidRoomPlan = (plan: RoomPlan): boolean => validateRoomPlan(plan).length === 0;

/** The issues about one field, for an editor that shows each beside its field. */
export function issuesFor(
  issues: readonly PlanIssue[],
  subject: PlanIssueSubject,
): readonly PlanIssue[] {
  const index = 'index' in subject ? subject.index : null;
  return issues.filter(({ subject: about, walls }) => {
    // Crossing walls are filed under the later wall but concern both.
    if (subject.kind === 'wall' && index !== null && about.kind === 'wall') {
      return walls.includes(index);
    }
    return about.kind === subject.kind && ('index' in about ? about.index : null) === index;
  });
}

// --- the JSON form -------------------------------------------------------------------------

export type RoomPlanParse =
  | { readonly ok: true; readonly plan: RoomPlan }
  | { readonly ok: false; readonly errors: readonly string[] };

const DOOR_SWINGS: readonly DoorSwing[] = ['in', 'out'];
const DOOR_HINGES: readonly DoorHinge[] = ['start', 'end'];
const PLAN_KEYS = ['unit', 'outline', 'height', 'doors', 'windows'] as const;
const DOOR_KEYS = ['wall', 'offset', 'width', 'swing', 'hinge'] as const;
const WINDOW_KEYS = ['wall', 'offset', 'width', 'sill'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Reads a plan in its JSON form (an object, or JSON text) and checks its shape: the fields,
 * their types, unit "cm", numbers that are finite and in range. It does not apply the room
 * rules (use `validateRoomPlan` on the plan it returns). Errors name the field by its path,
 * as in "doors[0].width must be a number greater than 0.", indexes counting from 0.
 */
export function parseRoomPlan(input: unknown): RoomPlanParse {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, errors: [`The plan is not valid JSON: ${reason}`] };
    }
  }
  const errors: string[] = [];
  if (!isRecord(value)) {
    return { ok: false, errors: ['A room plan must be a JSON object.'] };
  }

  const unknownKeys = (object: Record<string, unknown>, known: readonly string[], at: string) => {
    for (const key of Object.keys(object)) {
      if (!known.includes(key)) errors.push(`${at}has an unknown field "${key}".`);
    }
  };
  const number = (
    object: Record<string, unknown>,
    key: string,
    at: string,
    rule: 'any' | 'zero-or-more' | 'positive' | 'index',
  ): number => {
    const field = object[key];
    const path = `${at}${key}`;
    if (field === undefined) {
      errors.push(`${path} is missing.`);
      return NaN;
    }
    const ok =
      isNumber(field) &&
      (rule === 'any' ||
        (rule === 'zero-or-more' && field >= 0) ||
        (rule === 'positive' && field > 0) ||
        (rule === 'index' && Number.isInteger(field) && field >= 0));
    if (!ok) {
      errors.push(
        `${path} must be ${
          rule === 'any'
            ? 'a number'
            : rule === 'zero-or-more'
              ? 'a number of 0 or more'
              : rule === 'positive'
                ? 'a number greater than 0'
                : 'a whole number of 0 or more'
        }.`,
      );
    }
    return field as number;
  };
  const oneOf = <T extends string>(
    object: Record<string, unknown>,
    key: string,
    at: string,
    allowed: readonly T[],
  ): T => {
    const field = object[key];
    if (field === undefined) errors.push(`${at}${key} is missing.`);
    else if (!allowed.includes(field as T)) {
      errors.push(`${at}${key} must be ${allowed.map((option) => `"${option}"`).join(' or ')}.`);
    }
    return field as T;
  };
  const list = (key: string): unknown[] => {
    const field = value[key];
    if (field === undefined) {
      errors.push(`${key} is missing.`);
      return [];
    }
    if (!Array.isArray(field)) {
      errors.push(`${key} must be a list.`);
      return [];
    }
    return field;
  };

  unknownKeys(value, PLAN_KEYS, 'The plan ');
  if (value.unit === undefined) errors.push('unit is missing.');
  else if (value.unit !== 'cm') errors.push('unit must be "cm": plans are in centimetres.');

  const outline: Point[] = [];
  const corners = list('outline');
  if (Array.isArray(value.outline) && corners.length < MIN_CORNERS) {
    errors.push(`outline must have at least ${MIN_CORNERS} corners.`);
  }
  corners.forEach((corner, index) => {
    if (Array.isArray(corner) && corner.length === 2 && corner.every(isNumber)) {
      outline.push([corner[0] as number, corner[1] as number]);
    } else {
      errors.push(`outline[${index}] must be a pair of numbers [x, y].`);
    }
  });

  const height = number(value, 'height', '', 'positive');

  const doors: Door[] = list('doors')
    .map((door, index) => {
      const at = `doors[${index}].`;
      if (!isRecord(door)) {
        errors.push(`doors[${index}] must be an object.`);
        return null;
      }
      unknownKeys(door, DOOR_KEYS, `doors[${index}] `);
      return {
        wall: number(door, 'wall', at, 'index'),
        offset: number(door, 'offset', at, 'zero-or-more'),
        width: number(door, 'width', at, 'positive'),
        swing: oneOf(door, 'swing', at, DOOR_SWINGS),
        hinge: oneOf(door, 'hinge', at, DOOR_HINGES),
      };
    })
    .filter((door): door is Door => door !== null);

  const windows: RoomWindow[] = list('windows')
    .map((window, index) => {
      const at = `windows[${index}].`;
      if (!isRecord(window)) {
        errors.push(`windows[${index}] must be an object.`);
        return null;
      }
      unknownKeys(window, WINDOW_KEYS, `windows[${index}] `);
      return {
        wall: number(window, 'wall', at, 'index'),
        offset: number(window, 'offset', at, 'zero-or-more'),
        width: number(window, 'width', at, 'positive'),
        sill: number(window, 'sill', at, 'zero-or-more'),
      };
    })
    .filter((window): window is RoomWindow => window !== null);

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, plan: { unit: 'cm', outline, height, doors, windows } };
}

/**
 * A plan from JSON that keeps every rule, for a tool that takes plans from outside (the
 * layout CLI): the shape's errors, or else the room rules' messages.
 */
export function readRoomPlan(input: unknown, options?: ValidationOptions): RoomPlanParse {
  const parsed = parseRoomPlan(input);
  if (!parsed.ok) return parsed;
  const issues = validateRoomPlan(parsed.plan, options);
  return issues.length > 0 ? { ok: false, errors: issues.map((issue) => issue.message) } : parsed;
}
