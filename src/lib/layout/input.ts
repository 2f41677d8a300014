/**
 * Reads the layout engine's input in its JSON form, `{ "room": <plan>, "brief": <brief> }`,
 * and says in one line what is wrong with input it cannot use.
 */
import {
  FURNITURE_STYLES,
  ROOM_TYPES,
  type FurnitureStyle,
  type RoomType,
} from '../catalogue/furniture.ts';
import type { RoomPlan } from '../room/plan.ts';
import { readRoomPlan } from '../room/validation.ts';
import type { LayoutBrief, LockedPiece } from './types.ts';

export type LayoutInputParse =
  | { readonly ok: true; readonly plan: RoomPlan; readonly brief: LayoutBrief }
  | { readonly ok: false; readonly error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const quoted = (options: readonly string[]): string =>
  options.map((option) => `"${option}"`).join(', ');
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function fail(error: string): LayoutInputParse {
  return { ok: false, error: oneLine(error) };
}

function readLocked(value: unknown): LockedPiece[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return 'brief.locked must be a list of placed pieces.';
  const pieces: LockedPiece[] = [];
  for (const [index, entry] of value.entries()) {
    const at = `brief.locked[${index}]`;
    if (!isRecord(entry)) return `${at} must be an object with productId, x, y and rotation.`;
    if (typeof entry.productId !== 'string' || entry.productId === '') {
      return `${at}.productId must be a product id.`;
    }
    for (const key of ['x', 'y', 'rotation'] as const) {
      if (!isNumber(entry[key])) return `${at}.${key} must be a number.`;
    }
    pieces.push({
      productId: entry.productId,
      x: entry.x as number,
      y: entry.y as number,
      rotation: entry.rotation as number,
    });
  }
  return pieces;
}

/** Parses the input text (JSON) into a plan that keeps the room rules and a complete brief. */
export function parseLayoutInput(text: string): LayoutInputParse {
  if (text.trim() === '')
    return fail('The input is empty: send {"room": <plan>, "brief": <brief>} as JSON.');
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return fail(
      `The input is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isRecord(value)) return fail('The input must be a JSON object with "room" and "brief".');
  if (value.room === undefined) return fail('room is missing.');
  if (value.brief === undefined) return fail('brief is missing.');

  const room = readRoomPlan(value.room);
  if (!room.ok) {
    const [first, ...more] = room.errors;
    return fail(
      `room: ${first ?? 'not a valid plan.'}${more.length > 0 ? ` (and ${more.length} more)` : ''}`,
    );
  }

  const brief = value.brief;
  if (!isRecord(brief)) return fail('brief must be an object.');
  const { roomType, style, budget, seed } = brief;
  if (roomType === undefined) return fail('brief.roomType is missing.');
  if (!ROOM_TYPES.includes(roomType as RoomType)) {
    return fail(`brief.roomType must be one of ${quoted(ROOM_TYPES)}.`);
  }
  if (style === undefined) return fail('brief.style is missing.');
  if (!FURNITURE_STYLES.includes(style as FurnitureStyle)) {
    return fail(`brief.style must be one of ${quoted(FURNITURE_STYLES)}.`);
  }
  if (budget === undefined) return fail('brief.budget is missing.');
  if (!isNumber(budget) || budget < 0)
    return fail('brief.budget must be a number of US dollars, 0 or more.');
  if (seed !== undefined && !isNumber(seed)) return fail('brief.seed must be a number.');
  const locked = readLocked(brief.locked);
  if (typeof locked === 'string') return fail(locked);

  return {
    ok: true,
    plan: room.plan,
    brief: {
      roomType: roomType as RoomType,
      style: style as FurnitureStyle,
      budget,
      seed: seed ?? 0,
      locked,
    },
  };
}
