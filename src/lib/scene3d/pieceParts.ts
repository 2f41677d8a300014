/**
 * Each kind of piece as a few parametric parts that fill exactly its catalogue size: a sofa's
 * seat, back and arms, a table's top and legs, a bed's base, mattress and headboard, and so on.
 * The frame is the piece's own: x across its width, y from its back (-d/2) to its front
 * (+d/2), z up from its base (0) to its height.
 *
 * Seen from above, the parts fill the footprint the plan draws (lib/room/pieceOutline.ts):
 * round where it is round, an L where it is an L, the whole rectangle otherwise.
 */
import type { FurnitureProduct } from '../catalogue/furniture.ts';
import { footprintShape, type FootprintShape } from '../room/pieceOutline.ts';
import { mix, type PieceColours } from './colours.ts';
import { box, clamp, column, cylinder, legs, sphere } from './shapes.ts';
import type { Colour, Part } from './types.ts';

interface Size {
  readonly w: number;
  readonly d: number;
  readonly h: number;
}

type Corners = readonly [readonly [number, number, number], readonly [number, number, number]];

type Builder = (size: Size, colours: PieceColours, name: string, shape: FootprintShape) => Part[];

const DARK_HARDWARE = '#2A2522';
const BEDDING = '#FBF8F2';
const FOLIAGE_STEM = '#6B4A33';
const LAMP_SHADE = '#F3ECDD';

const isRound = (name: string): boolean => /\b(round|drum|pedestal|globe)\b/i.test(name);
const isEllipse = (shape: FootprintShape): boolean => shape.type === 'ellipse';
const hardware = (c: PieceColours): Colour => (c.frame === c.main ? DARK_HARDWARE : c.frame);

/** Sofas and armchairs: legs, a seat under cushions, a back and two arms. */
function upholstered(cushionCount: (w: number) => number, pillows: boolean): Builder {
  return (size, c, _name, shape) => {
    if (shape.type === 'l') return cornerSofa(size, c, shape);
    const { w, d, h } = size;
    const legH = Math.min(10, h * 0.12);
    const armW = clamp(w * 0.09, 10, 22);
    const armTop = h * 0.72;
    const backT = clamp(d * 0.22, 12, 24);
    const seatTop = h * 0.55;
    const cushionT = Math.min(12, (seatTop - legH) / 2);
    const left = -w / 2 + armW;
    const right = w / 2 - armW;
    const front = -d / 2 + backT;
    const parts: Part[] = [
      ...legs(w, d, 0, legH, 5, 4, c.frame, c.frameFinish),
      box([left, front, legH], [right, d / 2, seatTop - cushionT], c.main, c.mainFinish),
      box([-w / 2, -d / 2, legH], [w / 2, front, h], c.main, c.mainFinish),
      box([-w / 2, -d / 2, legH], [left, d / 2, armTop], c.main, c.mainFinish),
      box([right, -d / 2, legH], [w / 2, d / 2, armTop], c.main, c.mainFinish),
    ];
    const count = cushionCount(w);
    const step = (right - left) / count;
    const cushion = mix(c.main, '#FFFFFF', 0.06);
    for (let i = 0; i < count; i += 1) {
      const x0 = left + i * step + 0.5;
      parts.push(
        box(
          [x0, front, seatTop - cushionT],
          [x0 + step - 1, d / 2, seatTop],
          cushion,
          c.mainFinish,
        ),
      );
    }
    if (pillows && right - left > 90) {
      const pillowH = Math.min(38, h - seatTop);
      for (const x of [left + 24, right - 24]) {
        parts.push(
          box(
            [x - 20, front, seatTop],
            [x + 20, front + 12, seatTop + pillowH],
            c.accent,
            'fabric',
          ),
        );
      }
    }
    return parts;
  };
}

type LShape = Extract<FootprintShape, { type: 'l' }>;

/** A part mirrored across the piece's width (x to -x). */
const mirrored = (part: Part): Part => ({
  ...part,
  centre: [-part.centre[0], part.centre[1], part.centre[2]],
});

/**
 * A corner sofa: a run along the back and a chaise down one side to the front, both seated,
 * with a back along the run and an arm at each end. Built with the chaise on the right (x > 0)
 * and mirrored for a left-hand one, as the plan's L is.
 */
function cornerSofa({ w, d, h }: Size, c: PieceColours, shape: LShape): Part[] {
  const legH = Math.min(10, h * 0.12);
  const armW = clamp(w * 0.05, 10, 20);
  const armTop = h * 0.72;
  const backT = clamp(shape.runDepth * 0.22, 12, 24);
  const seatTop = h * 0.55;
  const cushionT = Math.min(12, (seatTop - legH) / 2);
  const inner = w / 2 - shape.chaiseWidth;
  const run = -d / 2 + shape.runDepth;
  const front = -d / 2 + backT;
  const cushion = mix(c.main, '#FFFFFF', 0.06);
  const leg = (x: number, y: number) =>
    box([x - 2.5, y - 2.5, 0], [x + 2.5, y + 2.5, legH], c.frame, c.frameFinish);
  const parts: Part[] = [
    leg(-w / 2 + 6, -d / 2 + 6),
    leg(w / 2 - 6, -d / 2 + 6),
    leg(-w / 2 + 6, run - 6),
    leg(inner + 6, run - 6),
    leg(inner + 6, d / 2 - 6),
    leg(w / 2 - 6, d / 2 - 6),
    // Back, along the whole run.
    box([-w / 2, -d / 2, legH], [w / 2, front, h], c.main, c.mainFinish),
    // The arm at the run's open end and the arm along the chaise's outer side.
    box([-w / 2, -d / 2, legH], [-w / 2 + armW, run, armTop], c.main, c.mainFinish),
    box([w / 2 - armW, -d / 2, legH], [w / 2, d / 2, armTop], c.main, c.mainFinish),
    // Seat bases: the run, and the chaise down to the front.
    box([-w / 2 + armW, front, legH], [inner, run, seatTop - cushionT], c.main, c.mainFinish),
    box([inner, front, legH], [w / 2 - armW, d / 2, seatTop - cushionT], c.main, c.mainFinish),
  ];
  const runSeats = Math.max(1, Math.round((inner - (-w / 2 + armW)) / 70));
  const step = (inner - (-w / 2 + armW)) / runSeats;
  for (let i = 0; i < runSeats; i += 1) {
    const x0 = -w / 2 + armW + i * step + 0.5;
    parts.push(
      box([x0, front, seatTop - cushionT], [x0 + step - 1, run, seatTop], cushion, c.mainFinish),
    );
  }
  parts.push(
    box(
      [inner + 0.5, front, seatTop - cushionT],
      [w / 2 - armW - 0.5, d / 2, seatTop],
      cushion,
      c.mainFinish,
    ),
  );
  return shape.side === 'right' ? parts : parts.map(mirrored);
}

/** A dining chair: four legs, a seat, a back at its back edge. */
const diningChair: Builder = ({ w, d, h }, c, name) => {
  const seatTop = Math.min(46, h * 0.55);
  const seatT = 4;
  const seat = /upholstered|woven/i.test(name) ? c.main : c.frame;
  return [
    ...legs(w, d, 0, seatTop - seatT, 4, 2, c.frame, c.frameFinish),
    box([-w / 2, -d / 2, seatTop - seatT], [w / 2, d / 2, seatTop], seat, c.mainFinish),
    box([-w / 2 + 2, -d / 2, seatTop], [w / 2 - 2, -d / 2 + 4, h], c.main, c.mainFinish),
  ];
};

/**
 * A desk chair: a round base, a column, a seat and a back, all within the base's circle (the
 * round footprint the plan draws).
 */
const deskChair: Builder = ({ w, d, h }, c) => {
  const seatTop = Math.min(48, h * 0.5);
  const back = -d * 0.42;
  return [
    cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, 6], DARK_HARDWARE, 'metal'),
    column(6, 6, seatTop - 8, DARK_HARDWARE, 'metal'),
    cylinder([-w * 0.4, -d * 0.36, seatTop - 8], [w * 0.4, d * 0.4, seatTop], c.main, c.mainFinish),
    box([-w * 0.26, back, seatTop + 4], [w * 0.26, back + 6, h], c.main, c.mainFinish),
    box([-2, back + 1, seatTop - 4], [2, -d * 0.34, seatTop + 6], DARK_HARDWARE, 'metal'),
  ];
};

/** Coffee, side and dining tables: a top on legs, or on a pedestal when round. */
const table: Builder = ({ w, d, h }, c, name, shape) => {
  const topT = clamp(h * 0.05, 2.5, 5);
  if (/\bdrum\b|\btrunk\b/i.test(name)) {
    const body = /\bdrum\b/i.test(name)
      ? cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, h], c.main, c.mainFinish)
      : box([-w / 2, -d / 2, 0], [w / 2, d / 2, h], c.main, c.mainFinish);
    return [body];
  }
  if (isEllipse(shape)) {
    const base = Math.min(w, d);
    return [
      cylinder([-w / 2, -d / 2, h - topT], [w / 2, d / 2, h], c.main, c.mainFinish),
      column(Math.max(6, base * 0.16), 5, h - topT, c.frame, c.frameFinish),
      column(base * 0.5, 0, 5, c.frame, c.frameFinish, { top: 0.85, bottom: 1 }),
    ];
  }
  const legSize = clamp(Math.min(w, d) * 0.06, 3.5, 7);
  return [
    box([-w / 2, -d / 2, h - topT], [w / 2, d / 2, h], c.main, c.mainFinish),
    ...legs(w, d, 0, h - topT, legSize, 4, c.frame, c.frameFinish),
  ];
};

/** A desk: a table with a drawer unit, and a hutch when it stands taller than a desk. */
const desk: Builder = ({ w, d, h }, c, name) => {
  const surface = Math.min(h, 76);
  const topT = 3;
  const glass = /glass/i.test(name);
  const parts: Part[] = [
    box(
      [-w / 2, -d / 2, surface - topT],
      [w / 2, d / 2, surface],
      glass ? '#D8E2E0' : c.main,
      glass ? 'glass' : c.mainFinish,
    ),
    ...legs(w, d, 0, surface - topT, 4, 3, c.frame, c.frameFinish),
    box(
      [w / 2 - Math.min(40, w * 0.32), -d / 2 + 3, surface - topT - 16],
      [w / 2 - 3, d / 2 - 3, surface - topT],
      mix(c.main, '#000000', 0.08),
      c.mainFinish,
    ),
  ];
  if (h > surface + 4) {
    parts.push(
      box(
        [-w / 2, -d / 2, surface],
        [w / 2, -d / 2 + Math.min(25, d * 0.4), h],
        c.main,
        c.mainFinish,
      ),
    );
  }
  return parts;
};

/** Fronts on a carcass: `rows` x `cols` doors or drawers with a handle each. */
function fronts(
  w: number,
  d: number,
  z0: number,
  z1: number,
  rows: number,
  cols: number,
  c: PieceColours,
): Part[] {
  const parts: Part[] = [];
  const face = mix(c.main, '#FFFFFF', 0.1);
  const handle = hardware(c);
  const cellW = (w - 2) / cols;
  const cellH = (z1 - z0 - 1) / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const x0 = -w / 2 + 1 + col * cellW + 0.5;
      const x1 = x0 + cellW - 1;
      const zA = z0 + 0.5 + row * cellH + 0.5;
      const zB = zA + cellH - 1;
      parts.push(box([x0, d / 2 - 2, zA], [x1, d / 2 - 1, zB], face, c.mainFinish));
      const drawer = rows > 1;
      const hx = drawer ? (x0 + x1) / 2 : col % 2 === 0 ? x1 - 4 : x0 + 4;
      const hz = drawer ? zB - Math.min(6, cellH / 3) : (zA + zB) / 2;
      const [hw, hh] = drawer ? [Math.min(12, cellW / 3), 1.5] : [1.5, Math.min(14, cellH / 4)];
      parts.push(
        box(
          [hx - hw / 2, d / 2 - 1, hz - hh / 2],
          [hx + hw / 2, d / 2, hz + hh / 2],
          handle,
          'metal',
        ),
      );
    }
  }
  return parts;
}

/** Sideboards, media units, dressers, bedside tables and wardrobes: a carcass with fronts. */
function cabinet(layout: (w: number, h: number) => readonly [rows: number, cols: number]): Builder {
  return ({ w, d, h }, c, name) => {
    const wardrobe = h > 150;
    const legH = wardrobe ? 8 : Math.min(12, h * 0.15);
    const base: Part[] = wardrobe
      ? [box([-w / 2 + 3, -d / 2 + 3, 0], [w / 2 - 3, d / 2 - 5, legH], c.frame, c.frameFinish)]
      : legs(w, d - 2, 0, legH, 4, 3, hardware(c), c.frameFinish);
    const [rows, cols] = layout(w, h - legH);
    const carcassColour = /rattan|cane/i.test(name) ? mix(c.main, '#000000', 0.15) : c.main;
    return [
      ...base,
      box([-w / 2, -d / 2, legH], [w / 2, d / 2 - 2, h], carcassColour, c.mainFinish),
      ...fronts(w, d, legH, h, rows, cols, c),
    ];
  };
}

/** Shelving: two sides, a back, shelves, and books on them. */
const shelving: Builder = ({ w, d, h }, c) => {
  const t = 2.5;
  const count = Math.max(2, Math.floor(h / 36));
  const gap = (h - t) / count;
  const parts: Part[] = [
    box([-w / 2, -d / 2, 0], [-w / 2 + t, d / 2, h], c.frame, c.frameFinish),
    box([w / 2 - t, -d / 2, 0], [w / 2, d / 2, h], c.frame, c.frameFinish),
    box(
      [-w / 2 + t, -d / 2, 0],
      [w / 2 - t, -d / 2 + 1.5, h],
      mix(c.main, '#000000', 0.12),
      c.mainFinish,
    ),
  ];
  const books = [c.accent, mix(c.accent, '#FFFFFF', 0.4), '#E9D9C4', '#3F4E5C'];
  for (let k = 0; k <= count; k += 1) {
    const z = k * gap;
    parts.push(box([-w / 2 + t, -d / 2 + 1.5, z], [w / 2 - t, d / 2, z + t], c.main, c.mainFinish));
    if (k === count) break;
    // A run of books on every shelf, shifted from shelf to shelf so the unit does not look tiled.
    const inner = w - 2 * t;
    const runW = inner * (0.3 + ((k * 37) % 30) / 100);
    const x0 = -w / 2 + t + (k % 2 === 0 ? 0.08 : 0.5) * (inner - runW);
    const bookH = Math.min(26, gap - t - 4);
    parts.push(
      box(
        [x0, -d / 2 + 2, z + t],
        [x0 + runW, -d / 2 + 2 + d * 0.7, z + t + bookH],
        books[k % books.length] as Colour,
        'matte',
      ),
    );
  }
  return parts;
};

/** A bed: a base, a mattress with bedding and pillows, a headboard, posts when a canopy. */
const bed: Builder = ({ w, d, h }, c, name) => {
  const headT = clamp(d * 0.04, 6, 10);
  const baseTop = Math.min(30, h * 0.3);
  const mattressTop = Math.min(baseTop + 22, h - 4);
  const duvetTop = Math.min(mattressTop + 3, h);
  const canopy = h >= 150;
  const headTop = canopy ? Math.min(h, 120) : h;
  const headboard = /upholstered|channel|tufted/i.test(name) ? c.main : c.frame;
  const head = -d / 2 + headT;
  const parts: Part[] = [
    box([-w / 2, head, 0], [w / 2, d / 2, baseTop], c.frame, c.frameFinish),
    box([-w / 2 + 2, head + 1, baseTop], [w / 2 - 2, d / 2 - 2, mattressTop], BEDDING, 'fabric'),
    box(
      [-w / 2 + 1, head + d * 0.3, mattressTop - 4],
      [w / 2 - 1, d / 2 - 1, duvetTop],
      mix(c.accent, BEDDING, 0.35),
      'fabric',
    ),
    box(
      [-w / 2, -d / 2, 0],
      [w / 2, head, headTop],
      headboard,
      headboard === c.main ? c.mainFinish : c.frameFinish,
    ),
  ];
  const pillowW = Math.min(60, (w - 12) / 2);
  const pillowTop = Math.min(mattressTop + 12, h);
  for (const side of w > 120 ? [-1, 1] : [0]) {
    const x = side * (pillowW / 2 + 3);
    parts.push(
      box(
        [x - pillowW / 2, head + 4, mattressTop],
        [x + pillowW / 2, head + 40, pillowTop],
        BEDDING,
        'fabric',
      ),
    );
  }
  if (canopy) {
    for (const [x, y] of [
      [-w / 2, -d / 2],
      [w / 2 - 5, -d / 2],
      [-w / 2, d / 2 - 5],
      [w / 2 - 5, d / 2 - 5],
    ] as const) {
      parts.push(box([x, y, 0], [x + 5, y + 5, h], c.frame, c.frameFinish));
    }
    parts.push(box([-w / 2, -d / 2, h - 4], [-w / 2 + 5, d / 2, h], c.frame, c.frameFinish));
    parts.push(box([w / 2 - 5, -d / 2, h - 4], [w / 2, d / 2, h], c.frame, c.frameFinish));
  }
  return parts;
};

/** A floor lamp: a foot, a stem and a shade (a globe when its name says so). */
const floorLamp: Builder = ({ w, d, h }, c, name) => {
  const shadeH = Math.min(40, h * 0.25);
  const shade = /globe|paper|lantern/i.test(name)
    ? sphere([-w / 2, -d / 2, h - shadeH], [w / 2, d / 2, h], c.main, 'glow')
    : cylinder([-w / 2, -d / 2, h - shadeH], [w / 2, d / 2, h], c.main, 'glow', {
        top: 0.75,
        bottom: 1,
      });
  return [
    column(Math.min(w, d) * 0.6, 0, 3, c.frame, c.frameFinish),
    column(3, 3, h - shadeH, c.frame, c.frameFinish),
    shade,
  ];
};

/** A table lamp: a body, a short stem and a shade. */
const tableLamp: Builder = ({ w, d, h }, c) => {
  const bodyH = h * 0.45;
  const shadeH = h * 0.4;
  const body = Math.min(w, d) * 0.55;
  return [
    sphere([-body / 2, -body / 2, 0], [body / 2, body / 2, bodyH], c.main, c.mainFinish),
    column(2, bodyH, h - shadeH, c.frame, c.frameFinish),
    cylinder([-w / 2, -d / 2, h - shadeH], [w / 2, d / 2, h], LAMP_SHADE, 'glow', {
      top: 0.7,
      bottom: 1,
    }),
  ];
};

/** A pendant: a shade on a cord (the cord up to the ceiling is a fixing, added with its height). */
const pendant: Builder = ({ w, d, h }, c, name) => {
  const shadeH = h * 0.65;
  const shade = /paper|lantern|rice/i.test(name)
    ? sphere([-w / 2, -d / 2, 0], [w / 2, d / 2, shadeH], c.main, 'glow')
    : cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, shadeH], c.main, 'glow', {
        top: 0.25,
        bottom: 1,
      });
  return [shade, column(1.5, shadeH, h, DARK_HARDWARE, 'metal')];
};

/**
 * A wall light: a plate on the wall and a square shade standing just off it, the shade filling
 * the piece's width and depth as the plan's rectangle does.
 */
const wallLight: Builder = ({ w, d, h }, c) => [
  box([-w * 0.2, -d / 2, 0], [w * 0.2, -d / 2 + 2, h * 0.5], c.frame, c.frameFinish),
  box([-w / 2, -d / 2 + 1.5, h * 0.35], [w / 2, d / 2, h], LAMP_SHADE, 'glow'),
];

/** A rug: a thin slab, round (or oval) when its footprint is. */
const rug: Builder = ({ w, d, h }, c, _name, shape) => [
  isEllipse(shape)
    ? cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, h], c.main, 'fabric')
    : box([-w / 2, -d / 2, 0], [w / 2, d / 2, h], c.main, 'fabric'),
];

/** Wall art: a frame, a canvas, and a motif on it. */
const wallArt: Builder = ({ w, d, h }, c) => {
  const frameW = clamp(Math.min(w, h) * 0.05, 1.5, 6);
  return [
    box([-w / 2, -d / 2, 0], [w / 2, d / 2 - 0.5, h], c.frame, c.frameFinish),
    box(
      [-w / 2 + frameW, d / 2 - 0.5, frameW],
      [w / 2 - frameW, d / 2 - 0.2, h - frameW],
      c.main,
      'matte',
    ),
    box([-w * 0.2, d / 2 - 0.5, h * 0.22], [w * 0.2, d / 2, h * 0.62], c.accent, 'matte'),
    cylinder([-w * 0.2, d / 2 - 0.5, h * 0.42], [w * 0.2, d / 2, h * 0.78], c.accent, 'matte', {
      axis: 'y',
    }),
  ];
};

/** A mirror on the wall: a frame and the glass, round when its name says so. */
const mirror: Builder = ({ w, d, h }, c, name) => {
  const frameW = clamp(Math.min(w, h) * 0.06, 1.5, 6);
  const round = isRound(name) || /sunburst/i.test(name);
  const frameFinish = c.frameFinish === 'metal' ? 'metal' : 'wood';
  const frame: Corners = [
    [-w / 2, -d / 2, 0],
    [w / 2, d / 2 - 0.5, h],
  ];
  const glass: Corners = [
    [-w / 2 + frameW, d / 2 - 0.5, frameW],
    [w / 2 - frameW, d / 2, h - frameW],
  ];
  if (round) {
    return [
      cylinder(...frame, c.frame, frameFinish, { axis: 'y' }),
      cylinder(...glass, c.main, 'mirror', { axis: 'y' }),
    ];
  }
  return [box(...frame, c.frame, frameFinish), box(...glass, c.main, 'mirror')];
};

/** A floor mirror on its stand: a tall framed panel, two feet and the low plinth they stand on. */
const floorMirror: Builder = ({ w, d, h }, c) => [
  box([-w / 2, -d / 2, 0], [w / 2, -d / 2 + 4, h], c.frame, c.frameFinish),
  box([-w / 2, -d / 2 + 4, 0], [w / 2, d / 2, 1.5], c.frame, c.frameFinish),
  box([-w / 2 + 4, -d / 2 + 4, 4], [w / 2 - 4, -d / 2 + 4.5, h - 4], c.main, 'mirror'),
  // The feet run flush with the frame's sides, so the stand fills its footprint's corners.
  box([-w / 2, -d / 2, 0], [-w / 2 + 4, d / 2, 3], c.frame, c.frameFinish),
  box([w / 2 - 4, -d / 2, 0], [w / 2, d / 2, 3], c.frame, c.frameFinish),
];

/** A plant: a pot, a stem and its foliage. */
const plant: Builder = ({ w, d, h }, c) => {
  const pot = Math.min(w, d) * 0.55;
  const potTop = h * 0.28;
  return [
    column(pot, 0, potTop, c.frame, c.frameFinish, { top: 1, bottom: 0.78 }),
    column(3, potTop, h * 0.5, FOLIAGE_STEM, 'wood'),
    sphere([-w / 2, -d / 2, h * 0.4], [w / 2, d / 2, h], c.main, 'matte'),
  ];
};

const vase: Builder = ({ w, d, h }, c) => [
  cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, h * 0.85], c.main, c.mainFinish, {
    top: 0.7,
    bottom: 1,
  }),
  column(Math.min(w, d) * 0.45, h * 0.85, h, c.main, c.mainFinish, { top: 1, bottom: 0.8 }),
];

const pouf: Builder = ({ w, d, h }, c) => [
  cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, h], c.main, c.mainFinish),
];

const basket: Builder = ({ w, d, h }, c) => [
  cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, h], c.main, c.mainFinish, { top: 1, bottom: 0.85 }),
];

/** A coat stand: a round foot, a pole and a ring of hooks. */
const coatStand: Builder = ({ w, d, h }, c) => [
  cylinder([-w / 2, -d / 2, 0], [w / 2, d / 2, 3], c.frame, c.frameFinish, { top: 0.8, bottom: 1 }),
  column(4, 3, h - 6, c.frame, c.frameFinish),
  column(Math.min(w, d) * 0.55, h - 14, h - 11, c.frame, c.frameFinish),
  sphere([-3, -3, h - 6], [3, 3, h], c.frame, c.frameFinish),
];

const BUILDERS: Record<FurnitureProduct['kind'], Builder> = {
  sofa: upholstered((w) => (w > 180 ? 3 : 2), true),
  armchair: upholstered(() => 1, false),
  'dining-chair': diningChair,
  'desk-chair': deskChair,
  'coffee-table': table,
  'side-table': table,
  'dining-table': table,
  desk,
  'bedside-table': cabinet((_, h) => [h > 45 ? 2 : 1, 1]),
  'media-unit': cabinet((w) => [1, Math.max(2, Math.round(w / 55))]),
  sideboard: cabinet((w) => [1, Math.max(2, Math.round(w / 50))]),
  dresser: cabinet((w, h) => [Math.max(2, Math.round(h / 24)), w > 110 ? 2 : 1]),
  wardrobe: cabinet((w) => [1, w >= 90 ? 2 : 1]),
  shelving,
  bed,
  'floor-lamp': floorLamp,
  'table-lamp': tableLamp,
  pendant,
  'wall-light': wallLight,
  rug,
  'wall-art': wallArt,
  mirror,
  'floor-mirror': floorMirror,
  plant,
  vase,
  pouf,
  basket,
  'coat-stand': coatStand,
};

/** The parts of a product, filling its catalogue size in its own frame. */
export function pieceParts(product: FurnitureProduct, colours: PieceColours): Part[] {
  const size = { w: product.width, d: product.depth, h: product.height };
  return BUILDERS[product.kind](size, colours, product.name, footprintShape(product));
}
