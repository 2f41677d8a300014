// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { area, orientation, toSquareMetres } from '../../src/lib/room/geometry.ts';
import { ROOM_PRESETS, roomPreset } from '../../src/lib/room/presets.ts';
import schema from '../../src/lib/room/roomPlan.schema.json';
import { parseRoomPlan, validateRoomPlan } from '../../src/lib/room/validation.ts';

type Schema = boolean | { readonly [keyword: string]: unknown };

const KNOWN_KEYWORDS = new Set([
  '$schema',
  '$id',
  '$defs',
  '$ref',
  'title',
  'description',
  'type',
  'required',
  'additionalProperties',
  'properties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minimum',
  'exclusiveMinimum',
  'enum',
  'const',
]);

/**
 * Just enough of draft 2020-12 for this one schema. It refuses keywords it does not know, so
 * the schema cannot grow a rule this test would silently skip.
 */
function conforms(value: unknown, node: Schema = schema as Schema): boolean {
  if (typeof node === 'boolean') return node;
  for (const keyword of Object.keys(node)) {
    if (!KNOWN_KEYWORDS.has(keyword)) throw new Error(`Unknown keyword ${keyword}`);
  }
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/$defs/', '');
    const defs = (schema as { $defs: Record<string, Schema> }).$defs;
    const target = defs[name];
    if (target === undefined) throw new Error(`Unknown $ref ${node.$ref}`);
    if (!conforms(value, target)) return false;
  }
  if ('const' in node && value !== node.const) return false;
  if (Array.isArray(node.enum) && !node.enum.includes(value)) return false;
  switch (node.type) {
    case 'object':
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      break;
    case 'array':
      if (!Array.isArray(value)) return false;
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return false;
      break;
    case 'integer':
      if (!Number.isInteger(value)) return false;
      break;
    case undefined:
      break;
    default:
      throw new Error(`Unknown type ${String(node.type)}`);
  }
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum) return false;
    if (typeof node.exclusiveMinimum === 'number' && value <= node.exclusiveMinimum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof node.minItems === 'number' && value.length < node.minItems) return false;
    if (typeof node.maxItems === 'number' && value.length > node.maxItems) return false;
    const prefix = (node.prefixItems ?? []) as Schema[];
    for (const [index, item] of value.entries()) {
      const itemSchema = index < prefix.length ? prefix[index] : (node.items as Schema | undefined);
      if (itemSchema !== undefined && !conforms(item, itemSchema)) return false;
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const key of (node.required ?? []) as string[]) if (!(key in record)) return false;
    for (const [key, item] of Object.entries(record)) {
      const itemSchema = properties[key] ?? (node.additionalProperties as Schema | undefined);
      if (itemSchema !== undefined && !conforms(item, itemSchema)) return false;
    }
  }
  return true;
}

const GOOD = ROOM_PRESETS.map((preset) => preset.plan);
const BASE = JSON.parse(JSON.stringify(GOOD[0])) as Record<string, unknown>;
const DOOR = (BASE.doors as Record<string, unknown>[])[0] ?? {};
const WINDOW = (BASE.windows as Record<string, unknown>[])[0] ?? {};

const BAD: Record<string, unknown> = {
  'not an object': 'room',
  null: null,
  'a list': [],
  'in inches': { ...BASE, unit: 'in' },
  'no unit': { ...BASE, unit: undefined },
  'two corners': {
    ...BASE,
    outline: [
      [0, 0],
      [1, 0],
    ],
  },
  'a corner with three numbers': {
    ...BASE,
    outline: [
      [0, 0],
      [1, 0, 0],
      [1, 1],
    ],
  },
  'a corner with text': {
    ...BASE,
    outline: [
      [0, 0],
      ['1', 0],
      [1, 1],
    ],
  },
  'a corner as an object': { ...BASE, outline: [[0, 0], { x: 1, y: 0 }, [1, 1]] },
  'no height': { ...BASE, height: undefined },
  'a zero height': { ...BASE, height: 0 },
  'a height as text': { ...BASE, height: '250' },
  'doors not a list': { ...BASE, doors: {} },
  'no windows': { ...BASE, windows: undefined },
  'an extra field': { ...BASE, name: 'Bedroom' },
  'a door on a fractional wall': { ...BASE, doors: [{ ...DOOR, wall: 0.5 }] },
  'a door on a negative wall': { ...BASE, doors: [{ ...DOOR, wall: -1 }] },
  'a door at a negative offset': { ...BASE, doors: [{ ...DOOR, offset: -1 }] },
  'a door of no width': { ...BASE, doors: [{ ...DOOR, width: 0 }] },
  'a door that slides': { ...BASE, doors: [{ ...DOOR, swing: 'slide' }] },
  'a door hinged in the middle': { ...BASE, doors: [{ ...DOOR, hinge: 'middle' }] },
  'a door without hinge': { ...BASE, doors: [{ ...DOOR, hinge: undefined }] },
  'a door with an extra field': { ...BASE, doors: [{ ...DOOR, colour: 'oak' }] },
  'a window without sill': { ...BASE, windows: [{ ...WINDOW, sill: undefined }] },
  'a window with a negative sill': { ...BASE, windows: [{ ...WINDOW, sill: -10 }] },
  'a window that is text': { ...BASE, windows: ['window'] },
};

/** JSON drops undefined fields, as a file would not have them. */
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

describe('the JSON Schema of a room plan', () => {
  it('is a draft 2020-12 schema for an object in centimetres', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual(['unit', 'outline', 'height', 'doors', 'windows']);
    expect(schema.properties.unit).toMatchObject({ const: 'cm' });
    expect(schema.$defs.door.properties.swing.enum).toEqual(['in', 'out']);
    expect(schema.$defs.door.properties.hinge.enum).toEqual(['start', 'end']);
  });

  it('accepts every preset, and parseRoomPlan agrees', () => {
    for (const plan of GOOD) {
      expect(conforms(asJson(plan))).toBe(true);
      expect(parseRoomPlan(asJson(plan))).toEqual({ ok: true, plan });
    }
  });

  it.each(Object.entries(BAD))('refuses %s, and parseRoomPlan agrees', (_, sample) => {
    const json = asJson(sample);
    expect(conforms(json)).toBe(false);
    expect(parseRoomPlan(json).ok).toBe(false);
  });
});

describe('the presets', () => {
  it('keep every room rule', () => {
    for (const preset of ROOM_PRESETS) {
      expect({ id: preset.id, issues: validateRoomPlan(preset.plan) }).toEqual({
        id: preset.id,
        issues: [],
      });
      expect(orientation(preset.plan.outline)).toBe('clockwise');
      expect(preset.plan.doors.length).toBeGreaterThan(0);
      expect(preset.plan.windows.length).toBeGreaterThan(0);
    }
  });

  it('have the sizes they are named for', () => {
    expect(toSquareMetres(area(roomPreset('bedroom')?.plan.outline ?? []))).toBe(10.5);
    expect(toSquareMetres(area(roomPreset('living-room')?.plan.outline ?? []))).toBe(20);
    expect(roomPreset('studio')?.plan.outline).toHaveLength(6);
    expect(new Set(ROOM_PRESETS.map((preset) => preset.id)).size).toBe(ROOM_PRESETS.length);
    expect(roomPreset('garage')).toBeUndefined();
  });
});
