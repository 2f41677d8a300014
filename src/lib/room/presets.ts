/**
 * Ready-made rooms to start from, and the outlines behind the editor's shape choices. Every
 * outline runs clockwise on screen from the top-left corner, so wall 0 is the top wall and the
 * rest follow round the room.
 */
import type { Point, RoomPlan } from './plan.ts';
import { formatSize, type UnitSystem } from './units.ts';

/** A common ceiling height for homes (2.5 m). */
export const DEFAULT_CEILING_CM = 250;
/** An interior door leaf (80 cm) and a usual window sill (90 cm). */
export const DEFAULT_DOOR_WIDTH_CM = 80;
export const DEFAULT_WINDOW_WIDTH_CM = 120;
export const DEFAULT_SILL_CM = 90;

/** Width along x (the top wall), depth along y. */
export function rectangleOutline(width: number, depth: number): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ];
}

/**
 * An L: a `width` x `depth` rectangle with a `notchWidth` x `notchDepth` corner cut out at the
 * bottom right. Walls: 0 top, 1 right, 2 and 3 round the notch, 4 bottom, 5 left.
 */
export function lShapeOutline(
  width: number,
  depth: number,
  notchWidth: number,
  notchDepth: number,
): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, depth - notchDepth],
    [width - notchWidth, depth - notchDepth],
    [width - notchWidth, depth],
    [0, depth],
  ];
}

export interface RoomPreset {
  readonly id: string;
  readonly name: string;
  readonly plan: RoomPlan;
}

export const ROOM_PRESETS: readonly RoomPreset[] = [
  {
    id: 'bedroom',
    name: 'Bedroom',
    plan: {
      unit: 'cm',
      outline: rectangleOutline(350, 300),
      height: DEFAULT_CEILING_CM,
      // The door by a corner, opening in against the side wall; the window centred opposite.
      doors: [{ wall: 2, offset: 20, width: 80, swing: 'in', hinge: 'start' }],
      windows: [{ wall: 0, offset: 115, width: 120, sill: 90 }],
    },
  },
  {
    id: 'living-room',
    name: 'Living room',
    plan: {
      unit: 'cm',
      outline: rectangleOutline(500, 400),
      height: DEFAULT_CEILING_CM,
      doors: [{ wall: 3, offset: 30, width: 90, swing: 'in', hinge: 'start' }],
      windows: [
        { wall: 0, offset: 160, width: 180, sill: 60 },
        { wall: 1, offset: 140, width: 120, sill: 60 },
      ],
    },
  },
  {
    id: 'dining-room',
    name: 'Dining room',
    plan: {
      unit: 'cm',
      outline: rectangleOutline(400, 350),
      height: DEFAULT_CEILING_CM,
      doors: [{ wall: 2, offset: 40, width: 90, swing: 'in', hinge: 'start' }],
      windows: [{ wall: 0, offset: 125, width: 150, sill: 90 }],
    },
  },
  {
    id: 'home-office',
    name: 'Home office',
    plan: {
      unit: 'cm',
      outline: rectangleOutline(300, 250),
      height: DEFAULT_CEILING_CM,
      doors: [{ wall: 2, offset: 20, width: 80, swing: 'in', hinge: 'start' }],
      windows: [{ wall: 1, offset: 75, width: 100, sill: 90 }],
    },
  },
  {
    id: 'studio',
    name: 'Studio',
    plan: {
      unit: 'cm',
      outline: lShapeOutline(600, 500, 250, 200),
      height: DEFAULT_CEILING_CM,
      doors: [{ wall: 4, offset: 40, width: 90, swing: 'in', hinge: 'start' }],
      windows: [
        { wall: 0, offset: 100, width: 150, sill: 80 },
        { wall: 0, offset: 380, width: 150, sill: 80 },
        { wall: 5, offset: 200, width: 120, sill: 90 },
      ],
    },
  },
];

export function roomPreset(id: string): RoomPreset | undefined {
  return ROOM_PRESETS.find((preset) => preset.id === id);
}

/** Its size as a button can show it, in the unit the user measures in: "6 × 5 m, L-shaped". */
export function presetSummary(preset: RoomPreset, system: UnitSystem): string {
  const xs = preset.plan.outline.map(([x]) => x);
  const ys = preset.plan.outline.map(([, y]) => y);
  const size = formatSize(
    Math.max(...xs) - Math.min(...xs),
    Math.max(...ys) - Math.min(...ys),
    system,
    { metres: true },
  );
  return preset.plan.outline.length === 6 ? `${size}, L-shaped` : size;
}
