/**
 * Seeded sample rooms with briefs, for the benchmark and the tests: rectangles 2.4 to 7 m a
 * side, L-shapes and rooms with one chamfered corner, outlines running either way round, one
 * to three doors swinging in or out, up to three windows, the four room types, six styles and
 * budgets from tight to generous. The same index always gives the same room.
 */
import { FURNITURE_STYLES, ROOM_TYPES } from '../catalogue/furniture.ts';
import type { Door, Point, RoomPlan, RoomWindow } from '../room/plan.ts';
import { createRandom, type Random } from './random.ts';
import type { LayoutBrief } from './types.ts';

export interface SampleRoom {
  readonly index: number;
  readonly shape: 'rectangle' | 'L' | 'chamfer';
  readonly plan: RoomPlan;
  readonly brief: LayoutBrief;
}

/** Openings keep this far from corners and from each other (cm). */
const OPENING_CLEARANCE = 20;
const DOOR_WIDTHS = [70, 80, 85, 90, 100];

const step5 = (value: number): number => Math.round(value / 5) * 5;

function outlineFor(random: Random, shape: SampleRoom['shape'], w: number, h: number): Point[] {
  if (shape === 'L') {
    const notchW = step5(random.range(0.3, 0.5) * w);
    const notchH = step5(random.range(0.3, 0.5) * h);
    // The notch comes out of one corner; the outline starts at the top left on screen.
    const corner = random.int(4);
    const full: Point[] = [
      [0, 0],
      [w, 0],
      [w, h],
      [0, h],
    ];
    const notched: Point[][] = [
      [
        [notchW, 0],
        [w, 0],
        [w, h],
        [0, h],
        [0, notchH],
        [notchW, notchH],
      ],
      [
        [0, 0],
        [w - notchW, 0],
        [w - notchW, notchH],
        [w, notchH],
        [w, h],
        [0, h],
      ],
      [
        [0, 0],
        [w, 0],
        [w, h - notchH],
        [w - notchW, h - notchH],
        [w - notchW, h],
        [0, h],
      ],
      [
        [0, 0],
        [w, 0],
        [w, h],
        [notchW, h],
        [notchW, h - notchH],
        [0, h - notchH],
      ],
    ];
    return notched[corner] ?? full;
  }
  if (shape === 'chamfer') {
    const cut = step5(random.range(50, Math.min(w, h) * 0.35));
    return [
      [0, 0],
      [w - cut, 0],
      [w, cut],
      [w, h],
      [0, h],
    ];
  }
  return [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
}

function shoelace(outline: readonly Point[]): number {
  let sum = 0;
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length] as Point;
    sum += a[0] * b[1] - b[0] * a[1];
  });
  return Math.abs(sum) / 2;
}

interface Span {
  readonly wall: number;
  readonly from: number;
  readonly to: number;
}

/** A free stretch of wall for an opening of this width, or null after a few tries. */
function placeOpening(
  random: Random,
  lengths: readonly number[],
  taken: Span[],
  width: number,
): Span | null {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const wall = random.int(lengths.length);
    const length = lengths[wall] ?? 0;
    const room = length - width - 2 * OPENING_CLEARANCE;
    if (room < 0) continue;
    const from = step5(OPENING_CLEARANCE + random.next() * room);
    const span = { wall, from, to: from + width };
    const clash = taken.some(
      (other) =>
        other.wall === wall &&
        span.from < other.to + OPENING_CLEARANCE &&
        span.to > other.from - OPENING_CLEARANCE,
    );
    if (clash || span.to > length - OPENING_CLEARANCE + 1e-9) continue;
    taken.push(span);
    return span;
  }
  return null;
}

export function sampleRoom(index: number): SampleRoom {
  const random = createRandom(1_000_003 * (index + 1));
  const roll = random.next();
  const shape: SampleRoom['shape'] = roll < 0.5 ? 'rectangle' : roll < 0.8 ? 'L' : 'chamfer';
  const w = step5(random.range(240, 700));
  const h = step5(random.range(240, 700));
  let outline = outlineFor(random, shape, w, h);
  if (random.next() < 0.5) outline = [outline[0] as Point, ...outline.slice(1).reverse()];
  const lengths = outline.map((a, i) => {
    const b = outline[(i + 1) % outline.length] as Point;
    return Math.hypot(b[0] - a[0], b[1] - a[1]);
  });
  const m2 = shoelace(outline) / 10_000;
  const maxDoors = m2 < 10 ? 1 : m2 < 16 ? 2 : 3;
  const doorCount = 1 + random.int(maxDoors);
  const taken: Span[] = [];
  const doors: Door[] = [];
  for (let d = 0; d < doorCount; d += 1) {
    const width = random.pick(DOOR_WIDTHS);
    const span = placeOpening(random, lengths, taken, width);
    if (!span) continue;
    doors.push({
      wall: span.wall,
      offset: span.from,
      width,
      swing: random.next() < 0.6 ? 'in' : 'out',
      hinge: random.next() < 0.5 ? 'start' : 'end',
    });
  }
  const windows: RoomWindow[] = [];
  const windowCount = random.int(4);
  for (let k = 0; k < windowCount; k += 1) {
    const width = step5(random.range(60, 200));
    const span = placeOpening(random, lengths, taken, width);
    if (!span) continue;
    windows.push({ wall: span.wall, offset: span.from, width, sill: step5(random.range(40, 100)) });
  }
  const budget = Math.round(Math.exp(random.range(Math.log(700), Math.log(15_000))) / 50) * 50;
  return {
    index,
    shape,
    plan: { unit: 'cm', outline, height: step5(random.range(250, 290)), doors, windows },
    brief: {
      roomType: random.pick(ROOM_TYPES),
      style: random.pick(FURNITURE_STYLES),
      budget,
      seed: index + 1,
      locked: [],
    },
  };
}
