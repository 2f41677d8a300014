#!/usr/bin/env node
// The sample image library: every illustration in public/samples/ drawn from parameters.
// A room is a room type x a style (palette, furniture kinds, lighting, wall treatment), a
// before/after pair is one room shell bare and then styled, a product is one piece of the
// same furniture set on a studio backdrop, a person is a portrait from a few traits.
// Writes the SVG files and src/content/sampleLibrary.ts (paths, sizes and alt text).
//   node scripts/generate-samples.mjs
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'public', 'samples');
const MANIFEST = join(ROOT, 'src', 'content', 'sampleLibrary.ts');

/* ------------------------------------------------------------------ helpers */

const n = (value) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};
const attrs = (props) =>
  Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join(' ');
const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
const circle = (cx, cy, r, fill, extra = {}) => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const path = (d, fill, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
const line = (d, stroke, width = 2, extra = {}) =>
  `<path ${attrs({ d, fill: 'none', stroke, 'stroke-width': width, ...extra })}/>`;
const poly = (points) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}z`;
const group = (transform, body) => `<g transform="${transform}">${body}</g>`;
const at = (x, y, s = 1) => `translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${n(s)})`}`;
const shadow = (w, depth = 10, opacity = 0.16) =>
  ellipse(0, 2, w / 2, depth, '#1F1A17', { opacity, filter: 'url(#blur)' });
const svg = (w, h, body, vw = w, vh = h) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}"><defs><filter id="blur" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="6"/></filter></defs>${body}</svg>`;

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
function shade(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/* ------------------------------------------------------------------ room geometry */

// One-point perspective: the back wall is the rectangle (BL, BT)-(BR, BB); the floor runs
// from its foot to the bottom edge of the picture, the side walls to its sides.
const W = 800;
const H = 600;
const BL = 120;
const BR = 680;
const BT = 75;
const BB = 495;

/** Where something standing on the floor at depth t (0 back wall, 1 picture edge) sits. */
const floorAt = (t) => ({ y: BB + (H - BB) * t, s: 1 + ((W - (BR - BL)) / (BR - BL)) * t });
/** Furniture is drawn in back-wall units, then enlarged a little so rooms feel furnished. */
const FURNITURE_SCALE = 1.22;
/** Screen x of a point x (in back-wall units) at depth t. */
const xAt = (x, t) => W / 2 + (x - W / 2) * floorAt(t).s;

/** A point on a side wall: u from the picture edge (0) to the back corner (1), v from top (0). */
function wallPoint(side, u, v) {
  const x = side === 'left' ? BL * u : W - (W - BR) * u;
  const top = BT * u;
  const bottom = H - (H - BB) * u;
  return [x, top + (bottom - top) * v];
}
const wallQuad = (side, u1, u2, v1, v2) =>
  poly([
    wallPoint(side, u1, v1),
    wallPoint(side, u2, v1),
    wallPoint(side, u2, v2),
    wallPoint(side, u1, v2),
  ]);

/* ------------------------------------------------------------------ styles */

const STYLES = {
  modern: {
    name: 'modern',
    back: '#E7E2DB',
    left: '#DCD6CD',
    right: '#E0DAD1',
    ceiling: '#F0ECE6',
    floor: '#D9C3A2',
    floorLine: '#CCB28D',
    floorKind: 'planks',
    wall: 'plain',
    wood: '#6B4A33',
    woodLight: '#8A6447',
    fabric: '#8F8C88',
    linen: '#ECE8E2',
    metal: '#1F1A17',
    accents: ['#C98B3C', '#A34A28', '#E9D9C4', '#3F4E5C'],
    rug: { kind: 'plain', colour: '#D4CCC0', border: '#BFB4A5' },
    sofa: 'boxy',
    chair: 'shell',
    bed: 'channel',
    coffee: 'walnutOval',
    diningTable: 'pedestal',
    desk: 'walnut',
    shelf: 'cubes',
    light: 'arc',
    pendant: 'dome',
    plant: 'fiddle',
    art: 'arches',
    window: { side: 'left', frame: '#F5F2EC', kind: 'tall' },
  },
  japandi: {
    name: 'Japandi',
    back: '#E9E0D3',
    left: '#DED3C4',
    right: '#E2D8CA',
    ceiling: '#F1EBE2',
    floor: '#D0B995',
    floorLine: '#C4AA83',
    floorKind: 'planks',
    wall: 'slats',
    wood: '#A9825A',
    woodLight: '#C8AB82',
    fabric: '#ECE4D7',
    linen: '#F3EDE3',
    metal: '#1F1A17',
    accents: ['#7D8B6A', '#D5C7AF', '#B9A27F', '#3A3430'],
    rug: { kind: 'round', colour: '#DCCDB3', border: '#CDBB9C' },
    sofa: 'low',
    chair: 'wishbone',
    bed: 'platform',
    coffee: 'roundLow',
    diningTable: 'oakSlab',
    desk: 'oak',
    shelf: 'oakOpen',
    light: 'lantern',
    pendant: 'lantern',
    plant: 'bonsai',
    art: 'enso',
    window: { side: 'right', frame: '#B89A70', kind: 'shoji' },
  },
  industrial: {
    name: 'industrial',
    back: '#A85A42',
    left: '#B9B3AC',
    right: '#C2BCB4',
    ceiling: '#CFCAC3',
    floor: '#7A5A43',
    floorLine: '#6A4C37',
    floorKind: 'planks',
    wall: 'brick',
    wood: '#7B5536',
    woodLight: '#98704C',
    fabric: '#9A5B34',
    linen: '#D9D3CB',
    metal: '#2A2522',
    accents: ['#4A5A66', '#C7A15E', '#6E7F5E', '#D9D3CB'],
    rug: { kind: 'plain', colour: '#6F7F8C', border: '#5B6A76' },
    sofa: 'chesterfield',
    chair: 'metal',
    bed: 'metalFrame',
    coffee: 'trunk',
    diningTable: 'plankMetal',
    desk: 'reclaimed',
    shelf: 'pipe',
    light: 'edison',
    pendant: 'edison',
    plant: 'snake',
    art: 'clock',
    window: { side: 'right', frame: '#2A2522', kind: 'crittall' },
  },
  bohemian: {
    name: 'bohemian',
    back: '#EBC9B8',
    left: '#E1BBA8',
    right: '#E5C1AF',
    ceiling: '#F3DDD1',
    floor: '#C9A27A',
    floorLine: '#B98F66',
    floorKind: 'planks',
    wall: 'arch',
    wood: '#8A5A3B',
    woodLight: '#B98A5E',
    fabric: '#F0E2D0',
    linen: '#F6EDE1',
    metal: '#8A5A3B',
    accents: ['#A34A28', '#C98B3C', '#7D8B6A', '#D98E74'],
    rug: { kind: 'kilim', colour: '#B5482A', border: '#E7C9A1' },
    sofa: 'rounded',
    chair: 'cane',
    bed: 'rattan',
    coffee: 'rattanLow',
    diningTable: 'roundWood',
    desk: 'cane',
    shelf: 'ladder',
    light: 'rattan',
    pendant: 'rattan',
    plant: 'palm',
    art: 'macrame',
    window: { side: 'left', frame: '#C9A27A', kind: 'arched' },
  },
  scandinavian: {
    name: 'Scandinavian',
    back: '#EEEBE6',
    left: '#E3DFD9',
    right: '#E7E3DD',
    ceiling: '#F6F4F0',
    floor: '#E2D2B6',
    floorLine: '#D5C19F',
    floorKind: 'planks',
    wall: 'plain',
    wood: '#C9A97E',
    woodLight: '#DCC39C',
    fabric: '#D9D4CC',
    linen: '#FAF8F4',
    metal: '#3A3430',
    accents: ['#7A93A6', '#E3C8B8', '#8FA18B', '#3A3430'],
    rug: { kind: 'stripe', colour: '#F1EEE8', border: '#9AA9B5' },
    sofa: 'scandi',
    chair: 'spindle',
    bed: 'oakFrame',
    coffee: 'roundOak',
    diningTable: 'oakTrestle',
    desk: 'oak',
    shelf: 'wallRails',
    light: 'tripod',
    pendant: 'globe',
    plant: 'monstera',
    art: 'lines',
    window: { side: 'right', frame: '#FAF8F4', kind: 'tall' },
  },
  classic: {
    name: 'classic',
    back: '#EFE6D6',
    left: '#E6DCCB',
    right: '#E9E0CF',
    ceiling: '#F5EFE4',
    floor: '#8C5F3F',
    floorLine: '#7A5035',
    floorKind: 'herringbone',
    wall: 'wainscot',
    wainscot: '#8FA38E',
    wood: '#5A3522',
    woodLight: '#7A4B31',
    fabric: '#5F7A64',
    linen: '#F4EEE2',
    metal: '#B8914A',
    accents: ['#9E3B2B', '#C9A25A', '#F4EEE2', '#2E4A5C'],
    rug: { kind: 'persian', colour: '#9E3B2B', border: '#2E4A5C' },
    sofa: 'tuxedo',
    chair: 'upholstered',
    bed: 'tufted',
    coffee: 'carved',
    diningTable: 'turned',
    desk: 'writing',
    shelf: 'bookcase',
    light: 'candlestick',
    pendant: 'chandelier',
    plant: 'olive',
    art: 'landscape',
    window: { side: 'left', frame: '#F7F2E8', kind: 'curtained', curtain: '#6D8AA3' },
  },
  minimalist: {
    name: 'minimalist',
    back: '#F1EFEB',
    left: '#E6E3DE',
    right: '#EAE7E2',
    ceiling: '#F8F7F4',
    floor: '#E5D8C3',
    floorLine: '#D9C9B0',
    floorKind: 'planks',
    wall: 'plain',
    wood: '#CDB08A',
    woodLight: '#DEC7A5',
    fabric: '#E4E0DA',
    linen: '#FBFAF7',
    metal: '#2B2623',
    accents: ['#A34A28', '#CFC7BC', '#8A9A86', '#2B2623'],
    rug: { kind: 'none' },
    sofa: 'scandi',
    chair: 'shell',
    bed: 'platform',
    coffee: 'roundOak',
    diningTable: 'pedestal',
    desk: 'oak',
    shelf: 'floating',
    light: 'tripod',
    pendant: 'cone',
    plant: 'olive',
    art: 'single',
    window: { side: 'back', frame: '#FBFAF7', kind: 'wide' },
  },
  coastal: {
    name: 'coastal',
    back: '#EEF0EE',
    left: '#E1E6E4',
    right: '#E6EAE8',
    ceiling: '#F6F7F5',
    floor: '#E0CDAE',
    floorLine: '#D2BC98',
    floorKind: 'planks',
    wall: 'shiplap',
    wood: '#C9A57A',
    woodLight: '#DCC19A',
    fabric: '#F2F0EA',
    linen: '#FBFAF6',
    metal: '#C9A57A',
    accents: ['#6E8FA6', '#E5D3B3', '#9FB7C4', '#3F5A6B'],
    rug: { kind: 'stripe', colour: '#F1EDE3', border: '#6E8FA6' },
    sofa: 'scandi',
    chair: 'cane',
    bed: 'rattan',
    coffee: 'rattanLow',
    diningTable: 'roundWood',
    desk: 'oak',
    shelf: 'wallRails',
    light: 'rattan',
    pendant: 'rattan',
    plant: 'palm',
    art: 'sea',
    window: { side: 'left', frame: '#FBFAF6', kind: 'tall', view: 'sea' },
    cabinets: '#7F9BAE',
  },
};

/** How a style reads inside a sentence of alt text. */
const STYLE_WORDS = {
  modern: 'modern',
  japandi: 'Japandi',
  industrial: 'industrial',
  bohemian: 'bohemian',
  scandinavian: 'Scandinavian',
  classic: 'classic',
  minimalist: 'minimalist',
  coastal: 'coastal',
};

/* ------------------------------------------------------------------ the shell */

function floorPattern(P) {
  const out = [];
  if (P.floorKind === 'herringbone') {
    // Rows of short boards, alternating their lean, fading into the distance.
    for (let row = 0; row < 9; row += 1) {
      const t1 = row / 9;
      const t2 = (row + 1) / 9;
      const y1 = floorAt(t1).y;
      const y2 = floorAt(t2).y;
      for (let k = -14; k <= 14; k += 1) {
        const x1 = xAt(400 + k * 40, t1);
        const x2 = xAt(400 + k * 40 + (row % 2 ? 20 : -20), t2);
        out.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
      }
      out.push(`M0 ${n(y2)}H${W}`);
    }
    return line(out.join(''), P.floorLine, 1.4, { opacity: 0.9 });
  }
  for (let x = BL - 560; x <= BR + 560; x += 28) out.push(`M${n(x)} ${BB}L${n(xAt(x, 1))} ${H}`);
  return line(out.join(''), P.floorLine, 1.4);
}

function backWallTreatment(P, options) {
  const w = BR - BL;
  switch (P.wall) {
    case 'slats': {
      if (!options.feature) return '';
      const x0 = 190;
      const x1 = 610;
      let strokes = '';
      for (let x = x0 + 6; x < x1; x += 16.8) strokes += `M${n(x)} 201V${BB}`;
      return (
        rect(x0, 201, x1 - x0, BB - 201, P.woodLight) + line(strokes, shade(P.woodLight, -0.12), 3)
      );
    }
    case 'brick': {
      let mortar = '';
      for (let y = BT + 14, row = 0; y < BB; y += 14, row += 1) {
        mortar += `M${BL} ${y}H${BR}`;
        for (let x = BL + (row % 2 ? 18 : 0); x < BR; x += 36) mortar += `M${x} ${y - 14}v14`;
      }
      return (
        line(mortar, '#C98A72', 1.6, { opacity: 0.75 }) +
        rect(BL, BT, w, BB - BT, '#7A3B2A', { opacity: 0.08 })
      );
    }
    case 'wainscot': {
      const top = 330;
      let panels = '';
      for (let x = BL + 14; x < BR - 20; x += 78)
        panels += rect(x, top + 22, 64, BB - top - 44, 'none', {
          stroke: shade(P.wainscot, -0.12),
          'stroke-width': 2.5,
        });
      return (
        rect(BL, top, w, BB - top, P.wainscot) +
        rect(BL, top - 6, w, 8, shade(P.wainscot, 0.25)) +
        panels
      );
    }
    case 'arch':
      return options.feature
        ? path('M270 495V270a130 130 0 0 1 260 0v225z', shade(P.back, -0.08))
        : '';
    case 'shiplap': {
      let boards = '';
      for (let y = BT + 30; y < BB; y += 30) boards += `M${BL} ${y}H${BR}`;
      return line(boards, shade(P.back, -0.06), 1.5);
    }
    default:
      return '';
  }
}

function sideWindow(P, side, options = {}) {
  const win = P.window;
  const u1 = 0.28;
  const u2 = 0.82;
  const v1 = win.kind === 'arched' ? 0.2 : 0.16;
  const v2 = 0.7;
  const glass = win.view === 'sea' ? '#CFE0E8' : '#D7E3E6';
  let out = path(wallQuad(side, u1 - 0.03, u2 + 0.03, v1 - 0.025, v2 + 0.025), win.frame);
  out += path(wallQuad(side, u1, u2, v1, v2), glass);
  // The view: a soft horizon, sea or hills.
  out += path(wallQuad(side, u1, u2, 0.48, v2), win.view === 'sea' ? '#9DBFCF' : '#C5D3C2', {
    opacity: 0.9,
  });
  out += path(wallQuad(side, u1, u2, 0.56, v2), win.view === 'sea' ? '#E8DCC3' : '#AFC2AD', {
    opacity: 0.8,
  });
  const mullions = [];
  const divisions = win.kind === 'crittall' ? 4 : win.kind === 'shoji' ? 3 : 2;
  for (let k = 1; k < divisions; k += 1) {
    const u = u1 + ((u2 - u1) * k) / divisions;
    mullions.push(
      `M${wallPoint(side, u, v1).map(n).join(' ')}L${wallPoint(side, u, v2).map(n).join(' ')}`,
    );
  }
  const rows = win.kind === 'crittall' ? 6 : win.kind === 'shoji' ? 7 : 1;
  for (let k = 1; k < rows + (win.kind === 'tall' ? 1 : 0); k += 1) {
    const v = v1 + ((v2 - v1) * k) / (rows + (win.kind === 'tall' ? 1 : 0));
    mullions.push(
      `M${wallPoint(side, u1, v).map(n).join(' ')}L${wallPoint(side, u2, v).map(n).join(' ')}`,
    );
  }
  out += line(mullions.join(''), win.frame, win.kind === 'crittall' ? 3 : 4);
  if (win.kind === 'shoji')
    out = path(wallQuad(side, u1, u2, v1, v2), '#F5EFE4', { opacity: 0.55 }) + out;
  if (win.kind === 'curtained' && !options.bare) {
    out += path(wallQuad(side, u1 - 0.1, u1 + 0.04, 0.06, 0.98), win.curtain);
    out += path(wallQuad(side, u2 - 0.04, u2 + 0.08, 0.06, 0.98), shade(win.curtain, -0.08));
    out += line(
      `M${wallPoint(side, u1 - 0.12, 0.06)
        .map(n)
        .join(' ')}L${wallPoint(side, u2 + 0.1, 0.06)
        .map(n)
        .join(' ')}`,
      P.metal,
      4,
    );
  }
  if (win.kind === 'tall' && !options.bare && P.name === 'Scandinavian') {
    out += path(wallQuad(side, u1 - 0.08, u1 + 0.02, 0.08, 0.96), '#FFFFFF', { opacity: 0.75 });
  }
  // Daylight falling on the floor.
  const [fx, fy] = wallPoint(side, (u1 + u2) / 2, 1);
  const reach = side === 'left' ? 1 : -1;
  out += path(
    `M${n(fx)} ${n(fy)}l${reach * 60} -8l${reach * 230} 70l${reach * -200} 30z`,
    '#FFFFFF',
    { opacity: 0.16 },
  );
  return out;
}

function backWindow(P) {
  const x = 430;
  const y = 150;
  const w = 200;
  const h = 190;
  let out = rect(x - 6, y - 6, w + 12, h + 12, P.window.frame);
  out += rect(x, y, w, h, '#D9E5E8');
  out += path(`M${x} ${y + 120}q60 -34 110 -10t90 -6v${h - 114}h-${w}z`, '#B9CCB8');
  out += path(`M${x} ${y + 150}q70 -22 130 -4t70 0v${h - 150}h-${w}z`, '#A2B8A1');
  out += line(`M${x + w / 2} ${y}v${h}`, P.window.frame, 5);
  out += rect(x - 12, y + h + 4, w + 24, 8, shade(P.window.frame, -0.05));
  return out;
}

function door(P, side) {
  const frame = shade(side === 'left' ? P.left : P.right, 0.12);
  return (
    path(wallQuad(side, 0.55, 0.8, 0.3, 1.0), frame) +
    path(wallQuad(side, 0.57, 0.78, 0.32, 1.0), shade(frame, -0.04)) +
    circle(...wallPoint(side, side === 'left' ? 0.6 : 0.6, 0.68), 2.5, P.metal)
  );
}

function shell(P, options = {}) {
  const bare = Boolean(options.bare);
  const back = bare && P.wall !== 'brick' ? shade(P.back, 0.25) : P.back;
  let out = rect(0, 0, W, H, back);
  out += path(
    poly([
      [0, 0],
      [W, 0],
      [BR, BT],
      [BL, BT],
    ]),
    P.ceiling,
  );
  out += path(
    poly([
      [0, 0],
      [BL, BT],
      [BL, BB],
      [0, H],
    ]),
    bare ? shade(P.left, 0.25) : P.left,
  );
  out += path(
    poly([
      [W, 0],
      [BR, BT],
      [BR, BB],
      [W, H],
    ]),
    bare ? shade(P.right, 0.25) : P.right,
  );
  out += path(
    poly([
      [BL, BB],
      [BR, BB],
      [W, H],
      [0, H],
    ]),
    P.floor,
  );
  out += floorPattern(P);
  if (!bare || P.wall === 'brick') out += backWallTreatment(P, options);
  if (P.wall === 'wainscot' && bare) out += '';
  // Skirting boards.
  out += rect(BL, BB - 7, BR - BL, 7, bare ? '#F4F1EC' : shade(P.back, -0.08));
  out += path(
    poly([
      [BL, BB],
      [BL, BB - 7],
      [0, H - 10],
      [0, H],
    ]),
    shade(P.left, -0.1),
  );
  out += path(
    poly([
      [BR, BB],
      [BR, BB - 7],
      [W, H - 10],
      [W, H],
    ]),
    shade(P.right, -0.1),
  );
  const win = P.window;
  if (win.side === 'back') out += backWindow(P);
  else out += sideWindow(P, win.side, options);
  out += door(P, win.side === 'left' ? 'right' : win.side === 'right' ? 'left' : 'right');
  return out;
}

/* ------------------------------------------------------------------ plants */

function plant(kind, P, size = 1) {
  const pot = kind === 'bonsai' ? P.accents[3] : kind === 'palm' ? '#C99C6B' : '#F2EEE8';
  const potDark = shade(pot, -0.12);
  const green = '#5E7D58';
  const greenDark = '#4A6646';
  const greenLight = '#7D9B6F';
  let body = '';
  switch (kind) {
    case 'fiddle': {
      body += line('M0 -40C-2 -90 4 -140 -2 -200', '#6B4A33', 4);
      const leaves = [
        [-24, -190, -30],
        [20, -175, 25],
        [-26, -150, -40],
        [22, -130, 35],
        [-20, -110, -25],
        [18, -92, 30],
        [-8, -215, -5],
        [14, -205, 15],
      ];
      for (const [x, y, r] of leaves)
        body += ellipse(0, 0, 16, 24, r % 2 ? green : greenDark, {
          transform: `translate(${x} ${y}) rotate(${r})`,
        });
      body += path('M-22 -40h44l-6 40h-32z', pot) + path('M-22 -40h44v6h-44z', potDark);
      break;
    }
    case 'bonsai':
      body += path('M-3 -18c-2 -20 8 -30 2 -46c-4 -10 6 -18 10 -26', 'none', {
        stroke: '#5A4030',
        'stroke-width': 4,
      });
      body +=
        ellipse(-14, -64, 24, 12, greenDark) +
        ellipse(18, -86, 22, 10, green) +
        ellipse(6, -70, 14, 8, greenLight);
      body += path('M-26 -18h52l-4 18h-44z', pot) + rect(-28, -22, 56, 5, potDark);
      break;
    case 'palm': {
      const fronds = [-70, -45, -20, 5, 30, 55, 80];
      for (const angle of fronds) {
        body +=
          `<g transform="translate(0 -60) rotate(${angle})">` +
          path('M0 0C-14 -40 -10 -90 0 -120C10 -90 14 -40 0 0z', angle % 2 ? green : greenDark) +
          line('M0 -4V-116', greenLight, 1.5) +
          '</g>';
      }
      body += path('M-26 -60h52l-8 60h-36z', pot);
      body += line('M-24 -44h48M-22 -28h44M-20 -12h40', shade(pot, -0.15), 2);
      break;
    }
    case 'snake':
      for (const [x, h, lean] of [
        [-14, 110, -8],
        [-4, 140, -2],
        [8, 124, 6],
        [16, 96, 12],
        [0, 90, 0],
      ]) {
        body += path(
          `M${x - 6} -40Q${x + lean - 4} ${-40 - h / 2} ${x + lean} ${-40 - h}Q${x + lean + 6} ${-40 - h / 2} ${x + 6} -40z`,
          lean > 0 ? green : greenDark,
        );
      }
      body += path('M-24 -40h48v40h-48z', '#3B3633') + rect(-24, -40, 48, 5, '#4B4642');
      break;
    case 'olive':
      body += line(
        'M0 -40C2 -80 -4 -120 2 -170M1 -110C12 -120 18 -140 22 -160M-1 -130C-12 -140 -16 -160 -22 -175',
        '#6B5A48',
        3,
      );
      for (let k = 0; k < 26; k += 1) {
        const angle = (k * 137) % 360;
        const radius = 12 + ((k * 7) % 22);
        const x = Math.cos((angle * Math.PI) / 180) * radius;
        const y = -155 + Math.sin((angle * Math.PI) / 180) * radius * 0.9;
        body += ellipse(x, y, 9, 3.5, k % 3 ? '#8A9A72' : '#6F815D', {
          transform: `rotate(${(angle % 90) - 45} ${n(x)} ${n(y)})`,
        });
      }
      body += path('M-22 -40h44l-4 40h-36z', pot) + rect(-23, -42, 46, 5, potDark);
      break;
    case 'monstera': {
      const leaves = [
        [-34, -90, -35, 1.1],
        [30, -100, 30, 1],
        [-6, -120, -5, 1.2],
        [-40, -60, -60, 0.9],
        [38, -66, 55, 0.9],
      ];
      for (const [x, y, r, s] of leaves) {
        body += line(`M0 -30Q${x / 2} ${y / 2} ${x} ${y}`, greenDark, 2.5);
        body +=
          `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">` +
          path('M0 20C-26 14 -30 -18 0 -28C30 -18 26 14 0 20z', green) +
          line('M0 18V-24M0 0L-18 -8M0 -10L16 -18M0 8L16 2', '#FFFFFF', 1.4, { opacity: 0.45 }) +
          '</g>';
      }
      body += path('M-22 -32h44l-4 32h-36z', '#F2EEE8') + path('M-22 -32h44v5h-44z', '#DDD6CC');
      break;
    }
    case 'branches':
      body += line(
        'M0 -60C-6 -100 -20 -130 -30 -170M0 -60C4 -110 14 -140 26 -180M0 -60C2 -100 -2 -140 2 -200',
        '#5A4030',
        2.4,
      );
      for (const [x, y] of [
        [-30, -170],
        [26, -180],
        [2, -200],
        [-18, -130],
        [14, -140],
      ])
        body += circle(x, y, 3.5, '#E9C9B9');
      body += path('M-14 -60C-24 -40 -22 -10 -12 0h24C22 -10 24 -40 14 -60z', '#2F2A27');
      break;
    default:
      break;
  }
  return `<g transform="scale(${n(size)})">${shadow(50, 6, 0.14)}${body}</g>`;
}

/* ------------------------------------------------------------------ lighting */

function pendant(kind, P, x, drop) {
  const cord = line(`M${x} ${BT - 60}V${drop}`, '#2B2623', 1.5);
  switch (kind) {
    case 'lantern':
      return (
        cord +
        ellipse(x, drop + 28, 30, 32, '#FBF7EF') +
        line(
          `M${x - 28} ${drop + 18}h56M${x - 30} ${drop + 30}h60M${x - 28} ${drop + 42}h56`,
          '#E6DCCB',
          1.5,
        ) +
        ellipse(x, drop + 28, 30, 32, 'none', { stroke: '#E2D6C2', 'stroke-width': 1.5 })
      );
    case 'dome':
      return (
        cord +
        path(`M${x - 34} ${drop + 30}a34 30 0 0 1 68 0z`, '#1F1A17') +
        ellipse(x, drop + 31, 14, 4, '#F3D9A6')
      );
    case 'edison': {
      let out = '';
      for (const dx of [-60, 0, 60]) {
        const d = drop + (dx === 0 ? 30 : 0);
        out +=
          line(`M${x + dx} ${BT - 60}V${d}`, '#2B2623', 1.5) +
          rect(x + dx - 4, d, 8, 10, '#6B5A48');
        out +=
          circle(x + dx, d + 22, 20, '#F3C76E', { opacity: 0.22 }) +
          path(`M${x + dx - 8} ${d + 10}q-6 10 0 22h16q6 -12 0 -22z`, '#F6D58C', {
            opacity: 0.95,
          }) +
          line(`M${x + dx - 3} ${d + 16}l3 8l3 -8`, '#C77F2A', 1.2);
      }
      return out;
    }
    case 'rattan':
      return (
        cord +
        path(
          `M${x - 44} ${drop + 40}Q${x - 40} ${drop} ${x} ${drop}Q${x + 40} ${drop} ${x + 44} ${drop + 40}z`,
          '#C99C6B',
        ) +
        line(
          `M${x - 30} ${drop + 12}q30 -8 60 0M${x - 40} ${drop + 26}q40 -8 80 0M${x - 20} ${drop + 2}v38M${x} ${drop}v40M${x + 20} ${drop + 2}v38`,
          '#A97C4E',
          1.5,
        ) +
        ellipse(x, drop + 40, 44, 5, '#A97C4E')
      );
    case 'globe':
      return (
        cord +
        circle(x, drop + 26, 24, '#FBFAF6') +
        circle(x, drop + 26, 24, 'none', { stroke: '#E5DED3', 'stroke-width': 1.5 }) +
        rect(x - 5, drop, 10, 5, '#C9A97E')
      );
    case 'cone':
      return (
        cord +
        path(`M${x - 4} ${drop}h8l20 40h-48z`, '#2B2623') +
        ellipse(x, drop + 40, 24, 3, '#F3D9A6')
      );
    case 'chandelier': {
      let out = line(`M${x} ${BT - 60}V${drop + 20}`, P.metal, 2.5);
      out += path(`M${x - 70} ${drop + 40}Q${x} ${drop + 80} ${x + 70} ${drop + 40}`, 'none', {
        stroke: P.metal,
        'stroke-width': 4,
      });
      for (const dx of [-70, -35, 0, 35, 70]) {
        const y = drop + 40 + (Math.abs(dx) < 40 ? (dx === 0 ? 22 : 15) : 0);
        out +=
          rect(x + dx - 3, y - 18, 6, 18, '#FBF7EF') +
          path(`M${x + dx} ${y - 28}q5 6 0 10q-5 -4 0 -10z`, '#F3C76E') +
          rect(x + dx - 7, y - 2, 14, 4, P.metal);
      }
      out += circle(x, drop + 62, 6, P.metal);
      return out;
    }
    default:
      return '';
  }
}

/** A lamp standing on the floor or a table: origin at its foot. */
function lamp(kind, P) {
  switch (kind) {
    case 'arc':
      return (
        shadow(40, 5) +
        line('M0 0V-180Q0 -260 -110 -250', P.metal, 4) +
        path('M-136 -232a26 20 0 0 1 52 0z', P.metal) +
        ellipse(-110, -231, 12, 3, '#F3D9A6') +
        rect(-16, -6, 32, 6, P.metal, { rx: 2 })
      );
    case 'tripod':
      return (
        shadow(50, 5) +
        line('M0 -150L-22 0M0 -150L22 0M0 -150L2 0', P.wood, 3) +
        path('M-26 -210h52l-8 -0l10 60h-66z', '#FBFAF6') +
        path('M-26 -150h52', 'none', { stroke: '#E5DED3', 'stroke-width': 2 })
      );
    case 'lantern':
      return (
        shadow(36, 4) +
        rect(-2, -110, 4, 110, '#1F1A17') +
        ellipse(0, -130, 24, 34, '#FBF7EF', { stroke: '#E2D6C2', 'stroke-width': 1.5 }) +
        rect(-14, -3, 28, 3, '#1F1A17')
      );
    case 'edison':
      return (
        shadow(36, 4) +
        line('M0 0V-160M0 -160h30', P.metal, 4) +
        circle(30, -140, 12, '#F6D58C') +
        circle(30, -140, 22, '#F3C76E', { opacity: 0.25 }) +
        rect(-16, -5, 32, 5, P.metal)
      );
    case 'rattan':
      return (
        shadow(44, 5) +
        line('M0 0V-150', '#8A5A3B', 3) +
        path('M-32 -140Q-28 -190 0 -196Q28 -190 32 -140z', '#C99C6B') +
        line('M-26 -160q26 -6 52 0M-30 -148q30 -6 60 0', '#A97C4E', 1.5)
      );
    case 'candlestick':
      return (
        shadow(40, 5) +
        line('M0 0V-160', P.metal, 4) +
        path('M-30 -150l8 -48h44l8 48z', '#F4EEE2') +
        rect(-18, -6, 36, 6, P.metal, { rx: 3 })
      );
    default:
      return '';
  }
}

function tableLamp(P, kind = 'ceramic', colour = undefined) {
  const base = colour ?? (kind === 'brass' ? P.metal : P.accents[1]);
  return (
    path('M-10 0c-8 -8 -10 -22 -4 -30h28c6 8 4 22 -4 30z', base) +
    path('M-4 -2c-6 -8 -6 -20 -2 -26h5c-3 6 -3 18 2 26z', '#FFFFFF', { opacity: 0.18 }) +
    rect(-1.5, -46, 3, 16, '#6B5A48') +
    path('M-22 -44l6 -26h32l6 26z', '#FBF6EC') +
    line('M-22 -44h44', '#E4D9C6', 1.5)
  );
}

/* ------------------------------------------------------------------ art and wall decor */

function art(kind, P, cx, cy, scale = 1) {
  const frame = P.name === 'classic' ? '#B8914A' : P.metal;
  let out = '';
  switch (kind) {
    case 'arches':
      out =
        rect(-80, -55, 160, 110, frame) +
        rect(-74, -49, 148, 98, '#F6F1E8') +
        path('M-50 40V0a24 24 0 0 1 48 0v40z', '#A34A28') +
        path('M-6 40V10a22 22 0 0 1 44 0v30z', '#E4C9A7') +
        circle(26, -20, 14, '#C98B3C');
      break;
    case 'enso':
      out =
        rect(-62, -56, 124, 112, '#F3EDE3') +
        path('M20 -30A40 40 0 1 0 38 -8', 'none', {
          stroke: '#1F1A17',
          'stroke-width': 7,
          'stroke-linecap': 'round',
        });
      break;
    case 'lines': {
      const motifs = [
        path('M-20 12l12 -18l8 10l8 -14l12 22z', 'none', {
          stroke: '#3A3430',
          'stroke-width': 1.6,
        }),
        circle(0, -4, 8, '#7A93A6') + line('M-12 14h24', '#3A3430', 1.6),
        path('M-12 14a12 12 0 0 1 24 0z', '#E3C8B8') + circle(0, -10, 5, '#3A3430'),
      ];
      out = motifs
        .map((motif, k) =>
          group(
            `translate(${(k - 1) * 62} 0)`,
            rect(-24, -32, 48, 64, '#3A3430') + rect(-21, -29, 42, 58, '#FBFAF6') + motif,
          ),
        )
        .join('');
      break;
    }
    case 'landscape':
      out =
        rect(-92, -62, 184, 124, '#B8914A') +
        rect(-84, -54, 168, 108, '#E7E1CF') +
        path('M-84 14q40 -30 84 -10t84 -16v66h-168z', '#8FA38E') +
        path('M-84 30q60 -20 100 0t68 -6v30h-168z', '#6F8A6E') +
        circle(40, -20, 11, '#E8C98E') +
        rect(-92, -62, 184, 124, 'none', { stroke: '#8E6B2E', 'stroke-width': 2 });
      break;
    case 'macrame': {
      out = line('M-70 -50H70', '#8A5A3B', 5, { 'stroke-linecap': 'round' });
      let cords = '';
      for (let k = -60; k <= 60; k += 10) cords += `M${k} -48V${30 - Math.abs(k) * 0.5}`;
      out +=
        line(cords, '#F6EDE1', 2.4) +
        line('M-60 -30L0 10L60 -30M-40 -30L0 -2L40 -30', '#F6EDE1', 3) +
        circle(0, 12, 5, '#F6EDE1');
      out += group(
        'translate(110 -10)',
        circle(0, 0, 30, '#C98B3C') +
          circle(0, 0, 22, '#F3D9A6') +
          line(
            [...Array(16)]
              .map(
                (_, k) =>
                  `M${n(Math.cos((k * Math.PI) / 8) * 32)} ${n(Math.sin((k * Math.PI) / 8) * 32)}L${n(Math.cos((k * Math.PI) / 8) * 40)} ${n(Math.sin((k * Math.PI) / 8) * 40)}`,
              )
              .join(''),
            '#C98B3C',
            2.5,
          ),
      );
      break;
    }
    case 'clock':
      out =
        circle(0, 0, 34, '#F4EFE6', { stroke: '#2A2522', 'stroke-width': 5 }) +
        line('M0 0V-20M0 0l14 8', '#2A2522', 3) +
        line(
          [...Array(12)]
            .map(
              (_, k) =>
                `M${n(Math.cos((k * Math.PI) / 6) * 26)} ${n(Math.sin((k * Math.PI) / 6) * 26)}L${n(Math.cos((k * Math.PI) / 6) * 30)} ${n(Math.sin((k * Math.PI) / 6) * 30)}`,
            )
            .join(''),
          '#2A2522',
          2,
        );
      out += group(
        'translate(-130 6)',
        rect(-48, -36, 96, 72, '#2A2522') +
          rect(-44, -32, 88, 64, '#E9E2D4') +
          path('M-44 10l20 -14l18 10l22 -18l28 22v22h-88z', '#4A5A66') +
          line('M-30 -18h30M-30 -10h18', '#2A2522', 2),
      );
      break;
    case 'single':
      out =
        rect(-30, -38, 60, 76, P.metal) +
        rect(-27, -35, 54, 70, '#FBFAF6') +
        circle(0, -6, 11, '#A34A28') +
        line('M-14 18h28', '#2B2623', 1.5);
      break;
    case 'sea':
      out =
        rect(-80, -52, 160, 104, P.wood) +
        rect(-74, -46, 148, 92, '#F3F0E8') +
        path('M-74 6q20 -8 37 0t37 0t37 0t37 0v40h-148z', '#9FB7C4') +
        path('M-74 22q20 -8 37 0t37 0t37 0t37 0v24h-148z', '#6E8FA6') +
        circle(30, -18, 10, '#E5D3B3');
      break;
    case 'gallery':
      out =
        group(
          'translate(-70 -10)',
          rect(-38, -50, 76, 100, '#2B2623') +
            rect(-34, -46, 68, 92, '#F6F1E8') +
            path('M-20 30V0a20 20 0 0 1 40 0v30z', '#4F6B55') +
            circle(10, -22, 8, '#C98B3C'),
        ) +
        group(
          'translate(12 -34)',
          rect(-28, -24, 56, 48, '#B98A5E') +
            rect(-24, -20, 48, 40, '#F6F1E8') +
            path('M-16 4q8 -14 16 0t16 0', 'none', { stroke: '#2B2623', 'stroke-width': 2 }),
        ) +
        group(
          'translate(12 34)',
          rect(-28, -28, 56, 56, '#2B2623') +
            rect(-24, -24, 48, 48, '#F6F1E8') +
            circle(0, 0, 14, '#A34A28'),
        ) +
        group(
          'translate(80 -4)',
          rect(-28, -40, 56, 80, '#D9B3A6') +
            rect(-24, -36, 48, 72, '#F3E3DC') +
            path('M-16 24l32 -48v48z', '#C77D6A'),
        );
      break;
    default:
      return '';
  }
  return group(at(cx, cy, scale), out);
}

/* ------------------------------------------------------------------ seating */

function cushions(colours, xs, y, size = 1) {
  return xs
    .map((x, k) =>
      group(
        `translate(${n(x)} ${n(y)}) rotate(${k % 2 ? 6 : -6}) scale(${size})`,
        path(
          'M-20 -20q20 -6 40 0q4 20 0 40q-20 6 -40 0q-4 -20 0 -40z',
          colours[k % colours.length],
        ),
      ),
    )
    .join('');
}

/** A sofa, front view, origin at the middle of its foot line. */
function sofa(kind, P, options = {}) {
  const w = options.width ?? 320;
  const half = w / 2;
  const fabric = options.fabric ?? (kind === 'chesterfield' ? P.fabric : P.fabric);
  const dark = shade(fabric, -0.12);
  const light = shade(fabric, 0.12);
  const accents = options.cushions ?? P.accents;
  let out = shadow(w + 20, 9, 0.18);
  switch (kind) {
    case 'low':
      out +=
        rect(-half, -28, w, 24, P.wood) +
        rect(-half, -6, 10, 6, shade(P.wood, -0.2)) +
        rect(half - 10, -6, 10, 6, shade(P.wood, -0.2));
      out +=
        rect(-half + 14, -96, w - 28, 56, light, { rx: 10 }) +
        rect(-half + 8, -52, w - 16, 28, fabric, { rx: 8 });
      out += cushions([accents[0], accents[1]], [-half + 50, half - 56], -66, 0.9);
      break;
    case 'boxy':
      out += rect(-half + 22, -14, 4, 14, P.metal) + rect(half - 26, -14, 4, 14, P.metal);
      out +=
        rect(-half + 20, -112, w - 40, 64, dark, { rx: 6 }) +
        rect(-half + 20, -62, w - 40, 50, fabric, { rx: 6 });
      out += line('M0 -108V-50', shade(fabric, -0.2), 2);
      out +=
        rect(-half, -88, 34, 76, fabric, { rx: 6 }) +
        rect(half - 34, -88, 34, 76, fabric, { rx: 6 });
      out += cushions(accents, [-half + 70, -half + 112, half - 74], -84);
      break;
    case 'chesterfield': {
      out += rect(-half + 14, -12, 8, 12, '#2A2522') + rect(half - 22, -12, 8, 12, '#2A2522');
      out += path(`M${-half + 20} -60V-112q${half - 20} -14 ${w - 40} 0V-60z`, dark);
      let tufts = '';
      for (let row = 0; row < 2; row += 1)
        for (let x = -half + 40 + row * 14; x < half - 30; x += 28)
          tufts += `<circle cx="${n(x)}" cy="${-96 + row * 16}" r="2"/>`;
      out += `<g fill="${shade(fabric, -0.3)}">${tufts}</g>`;
      out += rect(-half + 20, -64, w - 40, 52, fabric, { rx: 8 }) + line('M0 -62V-14', dark, 2);
      out +=
        path(`M${-half} -12V-80a20 20 0 0 1 40 0V-12z`, fabric) +
        path(`M${half - 40} -12V-80a20 20 0 0 1 40 0V-12z`, fabric);
      out += ellipse(-half + 20, -82, 20, 10, light) + ellipse(half - 20, -82, 20, 10, light);
      out += cushions([accents[3] ?? accents[0]], [half - 80], -80);
      break;
    }
    case 'rounded':
      out += rect(-half + 26, -12, 6, 12, P.wood) + rect(half - 32, -12, 6, 12, P.wood);
      out +=
        rect(-half + 16, -118, w - 32, 76, dark, { rx: 30 }) +
        rect(-half + 12, -66, w - 24, 54, fabric, { rx: 18 });
      out +=
        rect(-half, -92, 44, 80, fabric, { rx: 22 }) +
        rect(half - 44, -92, 44, 80, fabric, { rx: 22 });
      out += cushions(accents, [-half + 72, -half + 114, 0, half - 118, half - 76], -86);
      break;
    case 'tuxedo': {
      out += path(`M${-half + 20} -14l-4 14h6l4 -14zM${half - 20} -14l4 14h-6l-4 -14z`, P.wood);
      out += rect(-half + 10, -118, w - 20, 70, dark, { rx: 4 });
      let buttons = '';
      for (let x = -half + 36; x < half - 20; x += 30)
        buttons += `<circle cx="${x}" cy="-92" r="2"/>`;
      out += `<g fill="${shade(fabric, -0.35)}">${buttons}</g>`;
      out +=
        rect(-half + 10, -64, w - 20, 52, fabric, { rx: 6 }) +
        rect(-half, -100, 26, 88, fabric, { rx: 4 }) +
        rect(half - 26, -100, 26, 88, fabric, { rx: 4 });
      out += cushions([accents[1], accents[0]], [-half + 64, half - 64], -84);
      break;
    }
    case 'scandi':
    default:
      out += path(`M${-half + 30} -16l-6 16h5l7 -16zM${half - 30} -16l6 16h-5l-7 -16z`, P.wood);
      out +=
        rect(-half + 16, -110, w - 32, 58, dark, { rx: 12 }) +
        rect(-half + 10, -62, w - 20, 46, fabric, { rx: 10 });
      out +=
        rect(-half, -84, 26, 68, fabric, { rx: 12 }) +
        rect(half - 26, -84, 26, 68, fabric, { rx: 12 });
      out += line('M0 -106V-56M0 -60V-18', shade(fabric, -0.2), 1.6);
      out += cushions([accents[0], accents[1]], [-half + 60, half - 64], -80);
      break;
  }
  return out;
}

function armchair(kind, P, colour) {
  const fabric = colour ?? P.accents[0];
  switch (kind) {
    case 'cane':
      return (
        shadow(110, 7) +
        path('M-50 -60C-60 -150 60 -150 50 -60z', '#D4AE7D') +
        path('M-40 -64C-46 -132 46 -132 40 -64z', 'none', {
          stroke: '#B98A5E',
          'stroke-width': 2,
          'stroke-dasharray': '4 4',
        }) +
        rect(-52, -64, 104, 30, P.linen, { rx: 10 }) +
        line('M-44 -34L-50 0M44 -34L50 0M-20 -34l-4 34M20 -34l4 34', '#B98A5E', 4)
      );
    case 'leather':
      return (
        shadow(120, 7) +
        rect(-54, -130, 108, 80, shade(fabric, -0.1), { rx: 14 }) +
        rect(-60, -70, 120, 40, fabric, { rx: 10 }) +
        rect(-66, -96, 22, 66, fabric, { rx: 8 }) +
        rect(44, -96, 22, 66, fabric, { rx: 8 }) +
        line('M-48 -30v30M48 -30v30', '#2A2522', 4)
      );
    default:
      return (
        shadow(110, 7) +
        path('M-48 -70C-50 -150 50 -150 48 -70z', shade(fabric, -0.08)) +
        rect(-56, -76, 112, 40, fabric, { rx: 16 }) +
        path('M-40 -36l-8 36h6l10 -36zM40 -36l8 36h-6l-10 -36z', P.wood)
      );
  }
}

/** A dining or desk chair, seen from the front (facing) or from behind (back). */
function chair(kind, P, facing = true) {
  const wood = P.wood;
  let back = '';
  let legs = '';
  let seatShape = '';
  switch (kind) {
    case 'upholstered':
      back =
        path('M-28 -70V-150q28 -18 56 0V-70z', P.fabric) +
        path('M-28 -150q28 -18 56 0', 'none', { stroke: P.wood, 'stroke-width': 4 });
      seatShape = rect(-32, -74, 64, 14, shade(P.fabric, -0.05), { rx: 5 });
      legs = line('M-26 -60L-28 0M26 -60L28 0', P.wood, 5);
      break;
    case 'metal':
      back =
        path('M-26 -70V-136q26 -8 52 0V-70z', '#5B6670') +
        line('M-18 -120h36M-18 -108h36', '#4A545D', 2);
      seatShape = rect(-30, -74, 60, 10, '#4A545D', { rx: 2 });
      legs = line('M-26 -64L-32 0M26 -64L32 0M-14 -64l-4 64M14 -64l4 64', '#4A545D', 3.5);
      break;
    case 'spindle':
      back =
        line('M-26 -70V-140M26 -70V-140M-13 -72V-134M0 -72V-134M13 -72V-134', wood, 3.2) +
        path('M-30 -140q30 -14 60 0v6q-30 -12 -60 0z', wood);
      seatShape = rect(-32, -74, 64, 10, wood, { rx: 4 });
      legs = line('M-26 -64L-32 0M26 -64L32 0M-29 -24h58', wood, 4);
      break;
    case 'wishbone':
      back =
        path('M-30 -134q30 -12 60 0', 'none', {
          stroke: wood,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }) +
        line('M0 -128V-74M-30 -134L-26 -72M30 -134L26 -72', wood, 4) +
        path('M-12 -96L0 -110L12 -96', 'none', { stroke: wood, 'stroke-width': 4 });
      seatShape = rect(-32, -76, 64, 12, '#E7DAC4', { rx: 4 });
      legs = line('M-26 -64L-28 0M26 -64L28 0', wood, 4);
      break;
    case 'cane':
      back =
        path('M-28 -72V-132q28 -14 56 0V-72z', '#D4AE7D') +
        path('M-22 -80V-126q22 -10 44 0V-80z', 'none', {
          stroke: '#B98A5E',
          'stroke-width': 1.5,
          'stroke-dasharray': '3 3',
        });
      seatShape = rect(-32, -76, 64, 12, '#D4AE7D', { rx: 4 });
      legs = line('M-26 -64L-30 0M26 -64L30 0', wood, 4);
      break;
    case 'office':
      back = rect(-34, -150, 68, 72, '#2B2623', { rx: 14 }) + rect(-4, -80, 8, 18, '#2B2623');
      seatShape = rect(-36, -66, 72, 14, '#3A3430', { rx: 6 });
      legs =
        line('M0 -52V-12M-34 -4L0 -14L34 -4M0 -14V-2', '#2B2623', 4) +
        circle(-34, -3, 4, '#2B2623') +
        circle(34, -3, 4, '#2B2623') +
        circle(0, -1, 4, '#2B2623');
      break;
    case 'shell':
    default:
      back =
        path('M-34 -80C-40 -140 40 -140 34 -80z', '#F6F3EE') +
        path('M-34 -80C-40 -140 40 -140 34 -80', 'none', { stroke: '#E2DCD2', 'stroke-width': 2 });
      seatShape = path('M-36 -82h72q0 14 -36 16q-36 -2 -36 -16z', '#EFEAE3');
      legs = line('M-22 -68L-30 0M22 -68L30 0M-10 -68l-6 68M10 -68l6 68', wood, 3);
      break;
  }
  return shadow(70, 5, 0.14) + (facing ? legs + back + seatShape : legs + seatShape + back);
}

/* ------------------------------------------------------------------ tables and storage */

function coffeeTable(kind, P) {
  switch (kind) {
    case 'walnutOval':
      return (
        shadow(230, 8) +
        path('M-88 -30l-4 30h6l6 -30zM88 -30l4 30h-6l-6 -30z', shade(P.wood, -0.2)) +
        ellipse(0, -34, 116, 16, P.wood) +
        ellipse(0, -38, 116, 16, shade(P.wood, 0.08)) +
        rect(-40, -50, 46, 7, P.accents[2] ?? '#E9D9C4') +
        rect(-36, -56, 38, 6, P.accents[3] ?? '#3F4E5C') +
        path('M40 -54c-8 -10 -4 -24 6 -24s14 14 6 24z', '#F2EEE8')
      );
    case 'roundLow':
      return (
        shadow(200, 8) +
        rect(-80, -30, 160, 30, shade(P.wood, -0.1)) +
        ellipse(0, -30, 100, 14, P.wood) +
        ellipse(0, -34, 100, 14, shade(P.wood, 0.12)) +
        path('M-18 -46h26l-4 10h-18z', '#3A3430') +
        rect(20, -46, 12, 10, '#F3EDE3') +
        rect(36, -46, 12, 10, '#F3EDE3')
      );
    case 'roundOak':
      return (
        shadow(180, 7) +
        line('M-50 -36l-10 36M50 -36l10 36M-18 -36l-4 36M18 -36l4 36', shade(P.wood, -0.15), 4) +
        ellipse(0, -38, 84, 12, P.wood) +
        ellipse(0, -41, 84, 12, shade(P.wood, 0.15)) +
        path('M-10 -52c-6 -8 -2 -18 6 -18s12 10 6 18z', P.accents[0]) +
        rect(16, -52, 34, 6, P.accents[3] ?? '#3A3430')
      );
    case 'trunk':
      return (
        shadow(220, 8) +
        rect(-100, -48, 200, 48, P.wood) +
        line('M-100 -36h200M-100 -20h200', shade(P.wood, -0.15), 2) +
        rect(-100, -52, 200, 6, '#2A2522') +
        rect(-104, -48, 8, 48, '#2A2522') +
        rect(96, -48, 8, 48, '#2A2522') +
        rect(-30, -64, 52, 12, P.accents[0]) +
        rect(-26, -72, 44, 8, P.accents[3])
      );
    case 'rattanLow':
      return (
        shadow(190, 8) +
        ellipse(0, -20, 90, 24, '#C99C6B') +
        line('M-80 -24q80 10 160 0M-86 -14q86 12 172 0', '#A97C4E', 2) +
        ellipse(0, -38, 92, 14, shade(P.wood, 0.1)) +
        path('M-18 -50c-8 -10 -4 -22 6 -22s14 12 6 22z', P.accents[0]) +
        circle(30, -46, 8, P.accents[1])
      );
    case 'carved':
      return (
        shadow(220, 8) +
        path(
          'M-86 -36c-4 14 4 26 -2 36h8c6 -12 -2 -24 2 -36zM86 -36c4 14 -4 26 2 36h-8c-6 -12 2 -24 -2 -36z',
          P.wood,
        ) +
        rect(-104, -48, 208, 14, P.wood, { rx: 3 }) +
        rect(-108, -52, 216, 6, shade(P.wood, 0.15), { rx: 3 }) +
        path('M-20 -56h40l-6 -24h-28z', P.metal) +
        circle(0, -86, 10, '#E9C9B9')
      );
    default:
      return '';
  }
}

function sideTable(P) {
  return (
    shadow(60, 4) +
    rect(-3, -50, 6, 50, P.wood) +
    ellipse(0, -52, 24, 5, shade(P.wood, 0.1)) +
    ellipse(0, -1, 16, 3, P.wood)
  );
}

function sideboard(P) {
  let out = shadow(260, 7) + line('M-100 -20l-6 20M100 -20l6 20', shade(P.wood, -0.2), 5);
  out += rect(-120, -110, 240, 92, P.wood, { rx: 3 });
  for (const x of [-114, -38, 38]) {
    out +=
      rect(x, -104, 76, 80, '#D9B98A') +
      rect(x + 4, -100, 68, 72, 'none', { stroke: shade(P.wood, -0.1), 'stroke-width': 3 });
    let weave = '';
    for (let k = 6; k < 72; k += 6) weave += `M${x + 4 + k} -100v72`;
    for (let k = 6; k < 72; k += 6) weave += `M${x + 4} ${-100 + k}h68`;
    out += line(weave, '#C29E6C', 1, { opacity: 0.8 });
  }
  out +=
    path('M60 -110c-10 -12 -6 -34 8 -34s18 22 8 34z', '#EFE6D8') +
    line('M68 -144c-4 -16 -12 -26 -20 -32M68 -144c4 -18 12 -26 20 -30', '#7D8B6A', 1.8);
  // A stack of books lying flat.
  out +=
    rect(-92, -118, 70, 8, '#4F6B55') +
    rect(-88, -126, 62, 8, '#E9D9C4') +
    rect(-94, -134, 66, 8, '#A34A28');
  return out;
}

function nightstand(P) {
  const body = P.name === 'industrial' ? P.metal : P.woodLight;
  return (
    shadow(80, 4) +
    rect(-34, -56, 68, 52, body, { rx: 3 }) +
    line('M-34 -32h68', shade(body, -0.15), 1.5) +
    circle(0, -44, 2.5, shade(body, -0.4)) +
    circle(0, -20, 2.5, shade(body, -0.4)) +
    line('M-28 -4v4M28 -4v4', shade(body, -0.3), 3)
  );
}

function diningTable(kind, P) {
  const top = kind === 'plankMetal' ? P.wood : kind === 'turned' ? P.wood : P.woodLight;
  const legColour = kind === 'plankMetal' ? P.metal : shade(top, -0.15);
  let legs = '';
  switch (kind) {
    case 'pedestal':
    case 'roundWood':
      legs = path('M-10 -104h20l6 92h-32z', legColour) + ellipse(0, -6, 46, 8, legColour);
      break;
    case 'turned':
      legs = path(
        'M-134 -104h12c-6 20 6 40 -2 60c-4 14 2 30 -2 44h-8c-4 -14 2 -30 -2 -44c-8 -20 4 -40 2 -60zM122 -104h12c-2 20 10 40 2 60c-4 14 2 30 -2 44h-8c-4 -14 2 -30 -2 -44c-8 -20 4 -40 -2 -60z',
        legColour,
      );
      break;
    case 'plankMetal':
      legs = line('M-130 -100V0M130 -100V0M-130 -100L-110 0M130 -100L110 0', legColour, 5);
      break;
    case 'oakTrestle':
      legs = path(
        'M-120 -100l-20 100h10l20 -100zM120 -100l20 100h-10l-20 -100zM-110 -40h220v5h-220z',
        legColour,
      );
      break;
    case 'oakSlab':
    default:
      legs = rect(-126, -100, 16, 100, legColour) + rect(110, -100, 16, 100, legColour);
      break;
  }
  const round = kind === 'pedestal' || kind === 'roundWood';
  const surface = round
    ? ellipse(0, -106, 130, 16, top) + ellipse(0, -110, 130, 16, shade(top, 0.12))
    : rect(-150, -112, 300, 12, shade(top, 0.05), { rx: 2 }) +
      path('M-150 -112l12 -10h276l12 10z', shade(top, 0.15));
  return shadow(300, 10) + legs + surface;
}

function tableSetting(P, kind) {
  if (kind === 'classic') {
    return (
      rect(-60, -130, 120, 6, P.linen, { opacity: 0.9 }) +
      rect(-4, -160, 8, 30, '#F4EEE2') +
      path('M0 -172q6 8 0 12q-6 -4 0 -12z', '#F3C76E') +
      path('M-30 -130q4 -18 14 -18t14 18z', P.metal) +
      circle(-16, -150, 8, '#E9C9B9') +
      circle(-24, -146, 6, '#C9807A')
    );
  }
  return (
    path('M-8 -122c-10 -12 -6 -30 8 -30s18 18 8 30z', P.accents[0]) +
    line('M0 -152c-4 -16 -12 -26 -20 -32M0 -152c4 -18 12 -28 20 -30', '#6B7F5E', 2) +
    ellipse(-70, -120, 14, 3, '#F4F0E8') +
    ellipse(70, -120, 14, 3, '#F4F0E8') +
    rect(30, -132, 10, 12, '#F4F0E8', { opacity: 0.8 })
  );
}

function desk(kind, P) {
  const top =
    kind === 'reclaimed'
      ? P.wood
      : kind === 'writing'
        ? P.wood
        : kind === 'walnut'
          ? P.wood
          : P.woodLight;
  let legs = '';
  switch (kind) {
    case 'reclaimed':
      legs =
        line('M-104 -96V0M104 -96V0M-104 -40h40', P.metal, 5) +
        rect(40, -92, 60, 60, shade(top, -0.08)) +
        line('M40 -62h60', shade(top, -0.25), 1.5);
      break;
    case 'writing':
      legs =
        path(
          'M-100 -96h8c-2 30 4 60 -2 96h-6c4 -36 -2 -66 0 -96zM92 -96h8c2 30 -4 60 2 96h-6c-6 -36 0 -66 -4 -96z',
          shade(top, -0.1),
        ) +
        rect(-90, -92, 180, 18, shade(top, -0.05)) +
        circle(-40, -83, 2.5, P.metal) +
        circle(40, -83, 2.5, P.metal);
      break;
    case 'cane':
      legs = line('M-96 -96L-100 0M96 -96L100 0', P.wood, 5) + rect(-90, -92, 80, 24, '#D4AE7D');
      break;
    default:
      legs = line('M-96 -96L-102 0M96 -96L102 0', shade(top, -0.15), 4);
      break;
  }
  return shadow(230, 7) + legs + rect(-110, -102, 220, 10, top, { rx: 2 });
}

function monitor() {
  return (
    rect(-50, -72, 100, 62, '#2B2623', { rx: 4 }) +
    rect(-45, -67, 90, 52, '#E7E3DC') +
    rect(-40, -62, 48, 20, '#A8B8A6') +
    line('M-40 -34h70M-40 -26h50', '#C9C2B8', 3) +
    rect(-4, -10, 8, 10, '#2B2623') +
    rect(-20, -2, 40, 3, '#2B2623')
  );
}

function laptop() {
  return (
    path('M-30 -2l6 -34h48l6 34z', '#3A3430') +
    path('M-22 -6l4 -26h36l4 26z', '#A8B8C2') +
    rect(-36, -3, 72, 3, '#5A534D')
  );
}

function books(colours, x, y, count = 5) {
  let out = '';
  let offset = 0;
  for (let k = 0; k < count; k += 1) {
    const h = 28 + ((k * 7) % 12);
    const w = 7 + (k % 3) * 2;
    out += rect(x + offset, y - h, w, h, colours[k % colours.length]);
    offset += w + 1;
  }
  return out;
}

function bookcase(kind, P) {
  const bookColours = [
    P.accents[0],
    P.accents[3] ?? '#3A3430',
    '#E9DFD0',
    P.accents[1],
    shade(P.wood, -0.1),
  ];
  switch (kind) {
    case 'pipe': {
      let out = line('M-70 -300V0M70 -300V0', P.metal, 5);
      for (const y of [-290, -210, -130, -50]) out += rect(-80, y, 160, 10, P.wood);
      out +=
        books(bookColours, -70, -290, 6) +
        ellipse(40, -304, 14, 14, P.accents[0]) +
        books(bookColours, -20, -210, 5) +
        rect(-66, -156, 30, 26, '#E9DFD0');
      out +=
        group('translate(40 -130)', plant('snake', P, 0.45)) +
        books(bookColours, -64, -50, 7) +
        circle(40, -70, 16, '#4A5A66');
      return shadow(170, 6) + out;
    }
    case 'bookcase': {
      let out = rect(-90, -300, 180, 300, P.wood) + rect(-80, -290, 160, 280, shade(P.wood, -0.25));
      for (const y of [-220, -150, -80]) out += rect(-80, y, 160, 8, P.wood);
      out +=
        books(bookColours, -76, -220, 9) +
        books(bookColours, -20, -150, 8) +
        books(bookColours, -76, -80, 6) +
        path('M30 -80c-6 -10 -2 -24 10 -24s14 14 8 24z', P.accents[2]) +
        rect(-40, -290, 80, 70, '#3A2A20', { opacity: 0.15 }) +
        circle(0, -256, 18, P.metal, { opacity: 0.9 });
      return shadow(200, 6) + out + rect(-96, -308, 192, 10, shade(P.wood, 0.1));
    }
    case 'ladder':
      return (
        shadow(120, 5) +
        line('M-50 0L-34 -300M50 0L34 -300', P.wood, 5) +
        [-250, -180, -110, -40]
          .map(
            (y, k) =>
              rect(-48 + k * 4 - 6, y, 96 - k * 8 + 12, 7, P.woodLight) +
              (k === 1
                ? books(bookColours, -34, y, 5)
                : k === 2
                  ? group(`translate(10 ${y})`, plant('palm', P, 0.3))
                  : k === 0
                    ? circle(0, y - 14, 14, P.accents[1])
                    : rect(-30, y - 26, 56, 26, '#D4AE7D', { rx: 4 })),
          )
          .join('')
      );
    case 'oakOpen':
    case 'cubes': {
      const wood = kind === 'cubes' ? P.wood : P.woodLight;
      let out = rect(-80, -200, 160, 200, wood);
      for (const [x, y, w, h] of [
        [-72, -192, 70, 58],
        [2, -192, 70, 58],
        [-72, -126, 70, 58],
        [2, -126, 70, 58],
        [-72, -60, 144, 52],
      ])
        out += rect(x, y, w, h, shade(wood, -0.22));
      out +=
        books(bookColours, -66, -134, 5) +
        path('M30 -134c-8 -10 -4 -26 8 -26s16 16 8 26z', P.accents[2]) +
        rect(-60, -68, 56, 8, P.accents[0]) +
        circle(36, -84, 14, P.accents[1]) +
        books(bookColours, 10, -192 + 58, 4);
      return shadow(170, 6) + out;
    }
    default:
      return '';
  }
}

/** Shelves fixed to the back wall, in back-wall coordinates. */
function wallShelves(kind, P, x, y) {
  const bookColours = [P.accents[0], P.accents[3] ?? '#3A3430', '#E9DFD0', P.accents[1]];
  if (kind === 'floating') {
    return (
      rect(x - 70, y, 140, 8, P.wood) +
      books(bookColours, x - 60, y, 4) +
      path(`M${x + 34} ${y}c-8 -10 -4 -26 8 -26s16 16 8 26z`, '#F2EEE8') +
      line(
        `M${x + 42} ${y - 26}c-4 -14 -12 -24 -18 -30M${x + 42} ${y - 26}c4 -16 12 -24 18 -28`,
        '#7D8B6A',
        1.6,
      )
    );
  }
  return (
    rect(x - 80, y, 160, 7, P.wood) +
    rect(x - 80, y + 60, 160, 7, P.wood) +
    books(bookColours, x - 70, y, 5) +
    circle(x + 40, y - 12, 12, P.accents[1]) +
    group(`translate(${x - 30} ${y + 60})`, plant('monstera', P, 0.35)) +
    rect(x + 20, y + 36, 40, 24, '#F2EEE8')
  );
}

/* ------------------------------------------------------------------ beds */

function bed(kind, P) {
  const duvet = P.linen;
  const throwColour = P.accents[0];
  let headboard = '';
  switch (kind) {
    case 'channel':
      headboard =
        rect(-150, -170, 300, 110, shade(P.fabric, 0.1), { rx: 10 }) +
        line(
          [...Array(9)].map((_, k) => `M${-120 + k * 30} -164V-66`).join(''),
          shade(P.fabric, -0.05),
          2,
        );
      break;
    case 'tufted': {
      headboard = path('M-150 -60V-150q0 -30 30 -30h240q30 0 30 30V-60z', P.fabric);
      let tufts = '';
      for (let row = 0; row < 3; row += 1)
        for (let x = -120 + (row % 2) * 20; x <= 120; x += 40)
          tufts += `<circle cx="${x}" cy="${-156 + row * 26}" r="2.5"/>`;
      headboard += `<g fill="${shade(P.fabric, -0.35)}">${tufts}</g>`;
      break;
    }
    case 'rattan':
      headboard =
        path('M-150 -60V-150q150 -80 300 0V-60z', '#D4AE7D') +
        path('M-136 -70V-146q136 -64 272 0V-70z', 'none', {
          stroke: '#B98A5E',
          'stroke-width': 2,
          'stroke-dasharray': '4 4',
        });
      break;
    case 'metalFrame':
      headboard = line(
        'M-150 0V-160M150 0V-160M-150 -156H150M-150 -132H150' +
          [...Array(11)].map((_, k) => `M${-125 + k * 25} -156V-66`).join(''),
        P.metal,
        4,
      );
      break;
    case 'oakFrame':
      headboard =
        rect(-150, -160, 300, 100, P.woodLight, { rx: 6 }) +
        line('M-150 -150h300', shade(P.woodLight, -0.1), 2);
      break;
    case 'platform':
    default:
      headboard =
        rect(-156, -140, 312, 80, P.wood, { rx: 4 }) +
        line('M-156 -100h312', shade(P.wood, -0.12), 2);
      break;
  }
  const frameColour =
    kind === 'metalFrame'
      ? P.metal
      : kind === 'tufted'
        ? P.fabric
        : kind === 'rattan'
          ? '#C99C6B'
          : P.wood;
  const low = kind === 'platform';
  let out = shadow(340, 10, 0.2) + headboard;
  out += rect(-160, low ? -36 : -46, 320, low ? 30 : 36, frameColour, { rx: 3 });
  if (!low) out += line('M-150 -10v10M150 -10v10', shade(frameColour, -0.3), 5);
  out += path(
    `M-150 ${low ? -36 : -46}V-92q0 -10 10 -10h280q10 0 10 10V${low ? -36 : -46}z`,
    duvet,
  );
  out +=
    rect(-130, -112, 110, 30, '#FFFFFF', { rx: 12 }) +
    rect(20, -112, 110, 30, '#FFFFFF', { rx: 12 });
  out +=
    rect(-60, -104, 44, 24, P.accents[1], { rx: 8 }) +
    rect(16, -104, 44, 24, P.accents[0], { rx: 8 });
  out += path(`M-154 -66h308v${low ? 24 : 14}h-308z`, throwColour);
  if (P.name === 'bohemian')
    out += line(
      'M-146 -54' + [...Array(15)].map((_, k) => `l10 ${k % 2 ? -8 : 8}`).join('') + 'l10 -8',
      '#F3D9A6',
      2,
    );
  if (P.name === 'Scandinavian' || P.name === 'modern')
    out += line('M-154 -60h308', shade(throwColour, 0.3), 1.5);
  return out;
}

/* ------------------------------------------------------------------ rugs */

function rug(P, cx, t1, t2, halfWidth) {
  const r = P.rug;
  if (r.kind === 'none') return '';
  const y1 = floorAt(t1).y;
  const y2 = floorAt(t2).y;
  if (r.kind === 'round') {
    return (
      ellipse(cx, (y1 + y2) / 2, halfWidth * floorAt((t1 + t2) / 2).s, (y2 - y1) / 2, r.colour) +
      ellipse(
        cx,
        (y1 + y2) / 2,
        halfWidth * floorAt((t1 + t2) / 2).s - 10,
        (y2 - y1) / 2 - 5,
        'none',
        { stroke: r.border, 'stroke-width': 2 },
      )
    );
  }
  const corners = [
    [xAt(cx - halfWidth, t1), y1],
    [xAt(cx + halfWidth, t1), y1],
    [xAt(cx + halfWidth, t2), y2],
    [xAt(cx - halfWidth, t2), y2],
  ];
  let out = path(
    poly(corners),
    r.kind === 'persian' ? r.border : r.kind === 'kilim' ? r.border : r.colour,
  );
  const inset = (k) => {
    const a = t1 + (t2 - t1) * k;
    const b = t2 - (t2 - t1) * k;
    const w = halfWidth * (1 - k * 0.9);
    return poly([
      [xAt(cx - w, a), floorAt(a).y],
      [xAt(cx + w, a), floorAt(a).y],
      [xAt(cx + w, b), floorAt(b).y],
      [xAt(cx - w, b), floorAt(b).y],
    ]);
  };
  switch (r.kind) {
    case 'persian':
      out +=
        path(inset(0.1), r.colour) +
        path(inset(0.3), '#C98B5A') +
        path(inset(0.42), r.colour) +
        path(inset(0.47), '#E7C9A1', { opacity: 0.9 });
      break;
    case 'kilim': {
      out += path(inset(0.08), r.colour);
      const mid = (t1 + t2) / 2;
      const ym = floorAt(mid).y;
      let zig = `M${n(xAt(cx - halfWidth * 0.85, mid))} ${n(ym)}`;
      for (let k = 0; k < 14; k += 1)
        zig += `L${n(xAt(cx - halfWidth * 0.85 + (k + 1) * halfWidth * 0.12, mid))} ${n(ym + (k % 2 ? 6 : -6))}`;
      out += line(zig, '#F3D9A6', 3) + path(inset(0.36), '#C98B3C', { opacity: 0.55 });
      break;
    }
    case 'stripe': {
      out = path(poly(corners), r.colour);
      for (const k of [0.2, 0.5, 0.8]) {
        const t = t1 + (t2 - t1) * k;
        out += line(
          `M${n(xAt(cx - halfWidth, t))} ${n(floorAt(t).y)}L${n(xAt(cx + halfWidth, t))} ${n(floorAt(t).y)}`,
          r.border,
          3,
        );
      }
      break;
    }
    default:
      out += path(inset(0.12), 'none', { stroke: r.border, 'stroke-width': 2 });
      break;
  }
  return out;
}

/* ------------------------------------------------------------------ kitchen */

function kitchen(P) {
  const cab = P.cabinets ?? P.woodLight;
  let out = '';
  // Backsplash tiles and the window over the sink.
  out += rect(BL + 20, 300, BR - BL - 40, 90, '#F4F3EF');
  let tiles = '';
  for (let y = 300; y <= 390; y += 15) tiles += `M${BL + 20} ${y}H${BR - 20}`;
  for (let x = BL + 20; x <= BR - 20; x += 30) tiles += `M${x} 300V390`;
  out += line(tiles, '#DCE3E6', 1);
  out +=
    rect(324, 150, 152, 152, P.window.frame) +
    rect(330, 156, 140, 140, '#CFE0E8') +
    path('M330 236q70 -12 140 0v60h-140z', P.window.view === 'sea' ? '#9DBFCF' : '#B9CCB8') +
    path('M330 262q70 -10 140 0v34h-140z', P.window.view === 'sea' ? '#E8DCC3' : '#A2B8A1') +
    line('M400 156v140M330 226h140', P.window.frame, 4);
  // Upper open shelves.
  for (const x of [200, 600]) {
    out += rect(x - 70, 250, 140, 6, P.wood) + rect(x - 70, 190, 140, 6, P.wood);
    out +=
      circle(x - 40, 238, 12, '#FBFAF6') +
      circle(x - 40, 238, 6, P.accents[0]) +
      rect(x - 16, 226, 10, 24, '#F2EEE8') +
      rect(x + 2, 222, 10, 28, '#F2EEE8') +
      group(`translate(${x + 44} 250)`, plant('branches', P, 0.32)) +
      books([P.accents[3], '#E9DFD0', P.accents[0]], x - 56, 190, 4) +
      circle(x + 30, 178, 10, '#F2EEE8');
  }
  // Base cabinets with a worktop.
  out += rect(BL + 10, 392, BR - BL - 20, 96, cab) + rect(BL + 4, 386, BR - BL - 8, 10, '#F4F1EA');
  for (let x = BL + 16; x < BR - 60; x += 68)
    out += rect(x, 400, 60, 80, shade(cab, 0.06)) + rect(x + 24, 408, 12, 3, P.metal);
  out += rect(388, 370, 4, 16, P.metal) + path('M388 370q0 -16 16 -16v4q-12 0 -12 12z', P.metal);
  out +=
    path('M240 386c-6 -8 -4 -20 6 -20s12 12 6 20z', '#F2EEE8') +
    circle(262, 380, 6, '#E8C14E') +
    circle(270, 382, 6, '#E8C14E') +
    circle(266, 376, 6, '#F0D060');
  // Pendants over the island.
  out +=
    pendant(P.pendant === 'rattan' ? 'globe' : P.pendant, P, 296, 210) +
    pendant(P.pendant === 'rattan' ? 'globe' : P.pendant, P, 504, 210);
  // The island and its stools at the front.
  const { y, s } = floorAt(0.55);
  let island =
    shadow(380, 10, 0.2) +
    rect(-180, -104, 360, 104, '#FBFAF6') +
    line([...Array(11)].map((_, k) => `M${-150 + k * 30} -96V0`).join(''), '#E9E6DF', 2) +
    rect(-190, -116, 380, 14, P.woodLight, { rx: 2 });
  for (const x of [-130, 0, 130]) {
    island += group(
      `translate(${x} 20)`,
      shadow(60, 4, 0.12) +
        line('M-22 -90L-28 0M22 -90L28 0M-26 -40h52', P.wood, 4) +
        ellipse(0, -92, 30, 8, P.wood) +
        ellipse(0, -96, 30, 8, shade(P.wood, 0.12)),
    );
  }
  island +=
    path('M-40 -116c-6 -14 0 -30 16 -30s22 16 16 30z', '#F2EEE8') +
    circle(60, -122, 8, P.accents[0]);
  out += group(at(400, y, s), island);
  return out;
}

/* ------------------------------------------------------------------ scenes */

const ROOM_TITLES = {
  living: 'living room',
  bedroom: 'bedroom',
  dining: 'dining room',
  study: 'study',
  office: 'home office',
  kitchen: 'kitchen',
};

const SOFA_WORDS = {
  low: 'a low oak sofa',
  boxy: 'a grey modular sofa',
  chesterfield: 'a cognac leather Chesterfield sofa',
  rounded: 'a curved cream sofa piled with patterned cushions',
  tuxedo: 'a green velvet sofa',
  scandi: 'a light linen sofa on tapered legs',
};
const BED_WORDS = {
  channel: 'a channel-tufted bed',
  tufted: 'a button-tufted velvet bed',
  rattan: 'a rattan bed with a patterned throw',
  metalFrame: 'a black metal bed frame',
  oakFrame: 'a pale oak bed with a dusty blue throw',
  platform: 'a low platform bed',
};
const LIGHT_WORDS = {
  lantern: 'a paper lantern',
  dome: 'a black dome pendant',
  edison: 'Edison bulb pendants',
  rattan: 'a rattan pendant',
  globe: 'a white globe pendant',
  cone: 'a slim black pendant',
  chandelier: 'a brass chandelier',
  arc: 'an arched floor lamp',
  tripod: 'a tripod floor lamp',
  candlestick: 'a brass floor lamp',
};
const PLANT_WORDS = {
  fiddle: 'a fiddle-leaf fig',
  bonsai: 'a bonsai',
  palm: 'a potted palm',
  snake: 'a snake plant',
  olive: 'an olive tree',
  monstera: 'a monstera',
};
const ART_WORDS = {
  arches: 'an abstract arches print',
  enso: 'an ink circle print',
  lines: 'three line-art prints',
  landscape: 'a gilt-framed landscape',
  macrame: 'a macramé hanging and a rattan sun mirror',
  clock: 'a metal wall clock and a framed map',
  single: 'a single small print',
  sea: 'a seascape print',
  gallery: 'a gallery wall',
};
const WALL_WORDS = {
  slats: 'against a slatted oak wall',
  brick: 'against an exposed brick wall',
  wainscot: 'with sage panelled wainscoting',
  arch: 'under a painted arch',
  shiplap: 'with white shiplap walls',
  plain: '',
};
const TABLE_WORDS = {
  pedestal: 'a round pedestal table',
  roundWood: 'a round wooden table',
  turned: 'a dark wood table with turned legs',
  plankMetal: 'a plank table on black steel legs',
  oakTrestle: 'an oak trestle table',
  oakSlab: 'a solid oak table',
};
const CHAIR_WORDS = {
  upholstered: 'upholstered chairs',
  metal: 'metal cafe chairs',
  spindle: 'spindle-back chairs',
  wishbone: 'wishbone chairs',
  cane: 'cane chairs',
  shell: 'white shell chairs',
};
const DESK_WORDS = {
  reclaimed: 'a reclaimed wood desk on steel legs',
  writing: 'a mahogany writing desk',
  cane: 'a cane-fronted desk',
  walnut: 'a walnut desk',
  oak: 'a slim oak desk',
};
const SHELF_WORDS = {
  pipe: 'pipe shelving',
  bookcase: 'a tall bookcase',
  ladder: 'a ladder shelf',
  oakOpen: 'an open oak shelf',
  cubes: 'a cube bookcase',
  wallRails: 'wall shelves',
  floating: 'one floating shelf',
};

const list = (items) => {
  const words = items.filter(Boolean);
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    : (words[0] ?? '');
};
const article = (word) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

/** A styled room: the picture and the words that describe it. */
function room(type, styleKey, overrides = {}) {
  const P = { ...STYLES[styleKey], ...overrides };
  const parts = [];
  const wallWords = WALL_WORDS[P.wall] ?? '';
  let body = '';
  let front = '';
  const place = (x, t, drawing) => {
    const { y, s } = floorAt(t);
    return group(at(xAt(x, t), y, s * FURNITURE_SCALE), drawing);
  };

  switch (type) {
    case 'living': {
      body += shell(P, { feature: true });
      body += art(P.art, P, 400, P.wall === 'wainscot' ? 250 : 270, P.art === 'gallery' ? 1 : 1);
      if (P.pendant === 'lantern' || P.pendant === 'rattan' || P.pendant === 'edison')
        body += pendant(P.pendant, P, P.pendant === 'edison' ? 400 : 560, 140);
      body += rug(P, 400, 0.12, 0.95, 250);
      body += place(160, 0.05, plant(P.plant, P, 1.05));
      body += place(400, 0.06, sofa(P.sofa, P));
      if (
        P.light === 'arc' ||
        P.light === 'tripod' ||
        P.light === 'candlestick' ||
        P.light === 'edison'
      )
        body += place(640, 0.08, lamp(P.light, P));
      else body += place(628, 0.08, sideTable(P) + group('translate(0 -54)', tableLamp(P)));
      if (P.name === 'classic' || P.name === 'modern' || P.name === 'industrial') {
        front += place(
          625,
          0.55,
          armchair(
            P.name === 'industrial' ? 'leather' : 'plain',
            P,
            P.armchair ??
              (P.name === 'industrial' ? P.fabric : P.accents[P.name === 'classic' ? 0 : 1]),
          ),
        );
      }
      if (P.name === 'bohemian' || P.name === 'coastal')
        front += place(110, 0.6, group('scale(0.85)', armchair('cane', P)));
      front += place(400, 0.5, coffeeTable(P.coffee, P));
      parts.push(
        SOFA_WORDS[P.sofa],
        LIGHT_WORDS[
          P.pendant === 'lantern' || P.pendant === 'rattan' || P.pendant === 'edison'
            ? P.pendant
            : P.light
        ],
        ART_WORDS[P.art],
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'bedroom': {
      body += shell(P, { feature: true });
      body += art(P.art, P, 400, P.art === 'macrame' ? 200 : 190, P.art === 'lines' ? 0.9 : 0.75);
      body += pendant(P.pendant, P, 600, 130);
      body += rug(P, 400, 0.3, 0.98, 270);
      body += place(400, 0.04, bed(P.bed, P));
      for (const x of [196, 604])
        body += place(
          x,
          0.03,
          nightstand(P) +
            group('translate(0 -56)', tableLamp(P, P.name === 'classic' ? 'brass' : 'ceramic')),
        );
      front += place(120, 0.55, plant(P.plant, P, 1));
      parts.push(
        BED_WORDS[P.bed],
        'matching nightstands with lamps',
        ART_WORDS[P.art],
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'dining': {
      body += shell(P, { feature: P.wall !== 'slats' });
      body += art(P.art === 'macrame' ? 'gallery' : P.art, P, 250, 230, 0.75);
      body += pendant(
        P.pendant,
        P,
        420,
        P.pendant === 'chandelier' ? 170 : P.pendant === 'edison' ? 190 : 230,
      );
      body += rug(P, 400, 0.15, 0.98, 260);
      const cabinet = ['pipe', 'bookcase', 'ladder'].includes(P.shelf) ? P.shelf : 'cubes';
      body += place(655, 0.04, group('scale(0.7)', bookcase(cabinet, P)));
      for (const x of [-90, 0, 90]) body += place(400 + x, 0.22, chair(P.chair, P, true));
      body += place(
        400,
        0.4,
        diningTable(P.diningTable, P) + tableSetting(P, P.name === 'classic' ? 'classic' : 'plain'),
      );
      for (const x of [-90, 90]) front += place(400 + x, 0.72, chair(P.chair, P, false));
      front += place(170, 0.5, plant(P.plant, P, 0.9));
      parts.push(
        TABLE_WORDS[P.diningTable],
        CHAIR_WORDS[P.chair],
        LIGHT_WORDS[P.pendant],
        ART_WORDS[P.art === 'macrame' ? 'gallery' : P.art],
      );
      break;
    }
    case 'study': {
      body += shell(P, { feature: P.wall !== 'arch' });
      body += art(
        P.art === 'gallery' ? 'single' : P.art,
        P,
        P.art === 'clock' ? 330 : 280,
        215,
        P.art === 'lines' ? 0.8 : 0.7,
      );
      body += pendant(P.pendant, P, 430, P.pendant === 'chandelier' ? 130 : 160);
      body += rug(P, 330, 0.3, 0.95, 200);
      body += place(
        575,
        0.03,
        bookcase(P.shelf === 'wallRails' || P.shelf === 'floating' ? 'cubes' : P.shelf, P),
      );
      body += place(
        300,
        0.08,
        desk(P.desk, P) +
          group('translate(-40 -102)', laptop()) +
          group('translate(60 -102)', tableLamp(P, P.name === 'classic' ? 'brass' : 'ceramic')) +
          books([P.accents[0], P.accents[3] ?? '#3A3430'], -100, -102, 3),
      );
      front += place(
        300,
        0.45,
        chair(
          P.name === 'industrial' ? 'office' : P.chair === 'shell' ? 'office' : P.chair,
          P,
          false,
        ),
      );
      front += place(120, 0.5, plant(P.plant, P, 0.95));
      parts.push(
        DESK_WORDS[P.desk],
        SHELF_WORDS[P.shelf === 'wallRails' || P.shelf === 'floating' ? 'cubes' : P.shelf],
        LIGHT_WORDS[P.pendant],
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'office': {
      const withBackWindow = { ...P, window: { ...P.window, side: 'back' } };
      body += shell(withBackWindow, { feature: false });
      body += wallShelves('floating', P, 250, 222);
      body += art('single', P, 178, 200, 0.8);
      body += place(
        260,
        0.06,
        desk(P.desk, P) +
          group('translate(10 -102)', monitor()) +
          group('translate(-86 -102)', tableLamp(P)) +
          rect(60, -108, 28, 6, P.accents[0]),
      );
      body += place(660, 0.06, plant(P.plant, P, 1.1));
      front += place(
        260,
        0.42,
        chair(
          P.chair === 'spindle' || P.chair === 'wishbone' || P.chair === 'cane'
            ? P.chair
            : 'office',
          P,
          false,
        ),
      );
      if (P.rug.kind !== 'none') front = rug(P, 300, 0.3, 0.9, 170) + front;
      parts.push(
        DESK_WORDS[P.desk],
        'a monitor by a wide window',
        SHELF_WORDS.floating,
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'kitchen': {
      body += shell(P, { feature: false });
      body += kitchen(P);
      parts.push(
        `${P.cabinets ? 'dusty blue' : 'wooden'} cabinets`,
        'open shelves',
        'a white island with stools',
        'a window over the sink',
      );
      break;
    }
    default:
      throw new Error(`Unknown room type ${type}`);
  }
  const styleTitle = STYLE_WORDS[styleKey];
  const alt = `${article(styleTitle)} ${styleTitle} ${ROOM_TITLES[type]} ${wallWords ? `${wallWords} ` : ''}with ${list(parts)}`;
  return { body: body + front, alt: alt.replace(/\s+/g, ' ') };
}

/** The same room with nothing in it yet: boxes, a ladder, frames waiting on the floor. */
function bareRoom(type, styleKey, overrides = {}) {
  const base = { ...STYLES[styleKey], ...overrides };
  const P = type === 'office' ? { ...base, window: { ...base.window, side: 'back' } } : base;
  let out = shell(P, { bare: true });
  out +=
    line(`M400 ${BT - 60}V150`, '#2B2623', 1.5) +
    rect(396, 150, 8, 8, '#6B5A48') +
    circle(400, 166, 9, '#F6E7B8');
  const place = (x, t, drawing) => {
    const { y, s } = floorAt(t);
    return group(at(xAt(x, t), y, s * FURNITURE_SCALE), drawing);
  };
  const box = (w, h, colour = '#C9A57A') =>
    rect(-w / 2, -h, w, h, colour) +
    rect(-w / 2, -h, w, 8, shade(colour, -0.12)) +
    line(`M0 ${-h}v${h}`, '#E9DCC3', 4);
  out += place(
    560,
    0.1,
    shadow(180, 6) +
      box(110, 70) +
      group('translate(60 0)', box(80, 50, '#B8925F')) +
      group('translate(10 -70)', box(84, 44, '#D1B084')),
  );
  out += place(
    250,
    0.12,
    shadow(80, 4) +
      line(
        'M-30 0L-12 -150M30 0L12 -150M-26 -20h52M-22 -60h44M-18 -100h36M-14 -136h28',
        '#8C8178',
        4,
      ),
  );
  out += place(
    150,
    0.1,
    group('rotate(-8)', rect(-30, -80, 60, 80, '#8C6A4A') + rect(-24, -74, 48, 68, '#F2ECE2')) +
      group(
        'translate(26 0) rotate(-4)',
        rect(-22, -56, 44, 56, '#2B2623') + rect(-18, -52, 36, 48, '#F6F1E8'),
      ),
  );
  out += place(
    420,
    0.65,
    shadow(160, 5) +
      group(
        'rotate(-4)',
        rect(-80, -22, 160, 22, '#D9C7A8', { rx: 11 }) + ellipse(80, -11, 6, 11, '#C4AE8A'),
      ),
  );
  out += place(
    640,
    0.7,
    rect(-16, -28, 32, 28, '#EDEDEA') +
      ellipse(0, -28, 16, 4, '#DCDAD3') +
      rect(-16, -16, 32, 8, P.accents[0]),
  );
  const styleTitle = STYLE_WORDS[styleKey];
  const alt = `Before: the empty ${ROOM_TITLES[type]} with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its ${styleTitle} makeover`;
  return { body: out, alt };
}

/* ------------------------------------------------------------------ the hero */

function hero() {
  const P = {
    ...STYLES.modern,
    back: '#EDE3D6',
    left: '#E2D6C6',
    right: '#E6DBCC',
    ceiling: '#F4EDE3',
    fabric: '#EEE6DA',
    accents: ['#A34A28', '#D8C9B4', '#4F6B55', '#C98B3C'],
    sofa: 'rounded',
    armchair: '#B4613F',
    rug: { kind: 'round', colour: '#E3D5C1', border: '#D2C1A8' },
    window: { side: 'left', frame: '#F7F2EA', kind: 'tall' },
  };
  const { body } = room('living', 'modern', P);
  let overlay = '';
  const corner = (x, y, dx, dy) =>
    line(`M${x} ${y + dy * 26}V${y}H${x + dx * 26}`, '#FFFFFF', 4, { 'stroke-linecap': 'round' });
  overlay +=
    corner(14, 14, 1, 1) +
    corner(786, 14, -1, 1) +
    corner(14, 586, 1, -1) +
    corner(786, 586, -1, -1);
  overlay += line(
    `M${BL} ${BT}H${BR}M${BL} ${BT}V${BB}M${BR} ${BT}V${BB}M${BL} ${BB}H${BR}M${BL} ${BB}L0 ${H}M${BR} ${BB}L${W} ${H}`,
    '#A34A28',
    2,
    { 'stroke-dasharray': '6 6', opacity: 0.85 },
  );
  for (const [x, y] of [
    [BL, BT],
    [BR, BT],
    [BL, BB],
    [BR, BB],
  ])
    overlay += circle(x, y, 6, '#FFFFFF') + circle(x, y, 3.5, '#A34A28');
  overlay += group(
    'translate(400 54)',
    rect(-52, -13, 104, 26, '#A34A28', { rx: 13 }) +
      line('M-34 0h16M18 0h16M-30 -4l-4 4l4 4M30 -4l4 4l-4 4', '#FFFFFF', 2) +
      rect(-10, -5, 20, 10, '#FFFFFF', { rx: 3 }),
  );
  overlay += group(
    'translate(642 378)',
    rect(-40, -14, 80, 28, '#FFFFFF', { rx: 14, opacity: 0.95 }) +
      circle(-24, 0, 7, '#4F6B55') +
      line('M-27 0l2.5 2.5l4.5 -5', '#FFFFFF', 1.8) +
      line('M-10 -3h36M-10 4h24', '#5C534C', 2.5, { 'stroke-linecap': 'round' }),
  );
  return {
    body: body + overlay,
    alt: 'A styled living room with a curved cream sofa, terracotta and sage cushions, a walnut coffee table, an arched floor lamp and a tall window, overlaid with scan markers outlining the walls and floor',
  };
}

/* ------------------------------------------------------------------ products */

function productBackdrop(w = 400, h = 400) {
  return (
    rect(0, 0, w, h, '#F2ECE3') +
    path(`M0 ${h * 0.68}H${w}V${h}H0z`, '#E9E0D3') +
    rect(0, h * 0.68 - 1, w, 2, '#E2D7C8')
  );
}

const PRODUCT_PALETTE = {
  ...STYLES.modern,
  wood: '#6B4A33',
  woodLight: '#A87E57',
  fabric: '#7F9679',
  linen: '#FBF8F2',
  metal: '#B8914A',
  accents: ['#A34A28', '#E9D9C4', '#C98B3C', '#4F6B55'],
};

const PRODUCTS = [
  {
    file: 'product-sofa',
    alt: 'A three-seat sage green sofa with rounded arms, walnut legs and terracotta and cream cushions',
    draw: (P) => [
      1.05,
      0,
      sofa('scandi', P, { width: 300, cushions: [P.accents[0], P.accents[1]] }),
    ],
  },
  {
    file: 'product-armchair',
    alt: 'A terracotta lounge armchair with a rounded back on walnut legs',
    draw: (P) => [1.5, 0, armchair('plain', P, '#B4613F')],
  },
  {
    file: 'product-table',
    alt: 'An oval walnut coffee table on tapered legs, styled with books and a small vase',
    draw: (P) => [1.35, 0, coffeeTable('walnutOval', P)],
  },
  {
    file: 'product-dining-table',
    alt: 'A round oak pedestal dining table with a vase of green stems',
    draw: (P) => [
      1.05,
      0,
      diningTable('pedestal', { ...P, woodLight: '#C8A77E' }) + tableSetting(P, 'plain'),
    ],
  },
  {
    file: 'product-storage',
    alt: 'A walnut sideboard with three cane-panelled doors, topped with a vase and books',
    draw: (P) => [1.2, 0, sideboard(P)],
  },
  {
    file: 'product-bookcase',
    alt: 'A walnut cube bookcase with books, a vase and a small bowl',
    draw: (P) => [1.05, 0, bookcase('cubes', P)],
  },
  {
    file: 'product-bed',
    alt: 'A double bed with a channel-tufted headboard, white bedding and a sage throw',
    draw: (P) => [
      0.95,
      0,
      bed('channel', { ...P, fabric: '#D8C3A8', accents: ['#7F9679', '#A34A28', '#C98B3C'] }),
    ],
  },
  {
    file: 'product-decor',
    alt: 'A trio of ceramic vases in cream, terracotta and sage, one holding dried branches',
    draw: () => [1.6, 0, decorVases()],
  },
  {
    file: 'product-plant',
    alt: 'A fiddle-leaf fig in a white ceramic pot',
    draw: (P) => [1.2, 0, plant('fiddle', P)],
  },
  {
    file: 'product-lamp',
    alt: 'A table lamp with an ochre ceramic base and a pleated linen shade',
    draw: (P) => [2.6, 0, shadow(60, 4) + tableLamp(P, 'ceramic', '#C98B3C')],
  },
  {
    file: 'product-floor-lamp',
    alt: 'An arched black floor lamp with a dome shade',
    draw: (P) => [1.05, 0, group('translate(50 0)', lamp('arc', { ...P, metal: '#1F1A17' }))],
  },
  {
    file: 'product-pendant',
    alt: 'A woven rattan pendant light',
    draw: (P) => [1.7, -150, pendantProduct(P)],
  },
  {
    file: 'product-rug',
    alt: 'A flat-weave rug in blush and terracotta with a diamond band and fringed ends',
    draw: () => [1, 0, rugProduct()],
  },
  {
    file: 'product-mirror',
    alt: 'A tall arched floor mirror in a brass-toned frame',
    draw: (P) => [1, 0, mirrorProduct(P)],
  },
  {
    file: 'product-art',
    alt: 'A walnut-framed abstract print of terracotta and sage arches under an ochre sun',
    draw: (P) => [1.3, -130, art('arches', { ...P, metal: '#6B4A33' }, 0, 0)],
  },
  {
    file: 'product-accessories',
    alt: 'A woven basket holding a folded terracotta throw, beside two cushions in sage and cream',
    draw: (P) => [1.5, 0, accessories(P)],
  },
];

function decorVases() {
  return (
    shadow(140, 5) +
    path(
      'M-60 0c-16 -20 -16 -60 -4 -80c-4 -10 -2 -20 4 -24h14c6 4 8 14 4 24c12 20 12 60 -4 80z',
      '#EFE6D8',
    ) +
    line(
      'M-52 -104c-6 -30 -20 -50 -30 -62M-52 -104c2 -30 12 -52 22 -66M-52 -104c-2 -20 -2 -40 4 -58',
      '#8A6A4A',
      2,
    ) +
    [
      [-82, -166],
      [-30, -170],
      [-48, -162],
    ]
      .map(([x, y]) => circle(x, y, 5, '#E2C2A3'))
      .join('') +
    path('M-10 0c-20 -10 -24 -50 0 -60c24 10 20 50 0 60z', '#A34A28') +
    path('M30 0c-10 -10 -14 -40 -6 -54h24c8 14 4 44 -6 54z', '#7F9679') +
    rect(26, -58, 16, 6, '#6E8468')
  );
}

function pendantProduct() {
  return (
    line('M0 -120V0', '#2B2623', 2) +
    path('M-70 64Q-64 0 0 0Q64 0 70 64z', '#C99C6B') +
    line('M-50 18q50 -12 100 0M-62 40q62 -12 124 0M-30 3v61M0 0v64M30 3v61', '#A97C4E', 2) +
    ellipse(0, 64, 70, 8, '#A97C4E') +
    ellipse(0, 66, 26, 4, '#F3D9A6')
  );
}

function rugProduct() {
  let out = shadow(300, 8, 0.12);
  const quad = (inset) =>
    poly([
      [-140 + inset, -60 + inset * 0.4],
      [140 - inset, -60 + inset * 0.4],
      [160 - inset, 0 - inset * 0.4],
      [-160 + inset, 0 - inset * 0.4],
    ]);
  out += path(quad(0), '#B5482A') + path(quad(10), '#E7B9A6') + path(quad(22), '#F3DDD1');
  let diamonds = '';
  for (let k = -6; k <= 6; k += 1) diamonds += `M${k * 19} -40l8 10l-8 10l-8 -10z`;
  out += path(diamonds, '#B5482A');
  let fringe = '';
  for (let x = -156; x <= 156; x += 6) fringe += `M${x} 0v6`;
  out += line(fringe, '#EADCC8', 1.5);
  return group('translate(0 -10)', out);
}

function mirrorProduct(P) {
  return (
    shadow(120, 6) +
    path('M-50 0V-230a50 50 0 0 1 100 0V0z', P.metal) +
    path('M-42 -4V-230a42 42 0 0 1 84 0V-4z', '#D9E4E6') +
    line('M-20 -120l30 -40M-10 -90l34 -46', '#FFFFFF', 4, { opacity: 0.7 })
  );
}

function accessories(P) {
  return (
    shadow(190, 6) +
    path('M-90 0l-8 -66h96l-8 66z', '#C99C6B') +
    line('M-94 -50h88M-92 -34h84M-90 -18h80', '#A97C4E', 2) +
    path('M-92 -66c10 -16 70 -16 84 0v10h-84z', P.accents[0]) +
    line('M-86 -60c10 -8 62 -8 72 0', '#C8694A', 2) +
    group(
      'translate(46 -30) rotate(-8)',
      path('M-30 -30q30 -8 60 0q6 30 0 60q-30 8 -60 0q-6 -30 0 -60z', '#7F9679'),
    ) +
    group(
      'translate(74 -18) rotate(10)',
      path('M-24 -24q24 -6 48 0q5 24 0 48q-24 6 -48 0q-5 -24 0 -48z', '#EFE6D8'),
    )
  );
}

function product(spec) {
  const [scale, lift, drawing] = spec.draw(PRODUCT_PALETTE);
  return productBackdrop() + group(at(200, 320 + lift, scale * 1.12), drawing);
}

/* ------------------------------------------------------------------ people */

const SKIN = ['#F3D6C1', '#E8B996', '#C98E6A', '#A86F4C', '#7A4B32', '#5C3A27'];

const PEOPLE = [
  {
    hair: 'bob',
    hairColour: '#8A4B2E',
    skin: 0,
    top: '#4F6B55',
    bg: '#EFDDD2',
    alt: 'Portrait of a woman with an auburn bob and a sage top',
  },
  {
    hair: 'curls',
    hairColour: '#2B1E17',
    skin: 4,
    top: '#C9A26B',
    bg: '#E8DFD2',
    alt: 'Portrait of a man with short black curly hair and an ochre top',
    collar: 'v',
  },
  {
    hair: 'long',
    hairColour: '#2B211C',
    skin: 2,
    top: '#A34A28',
    bg: '#D7DEE3',
    alt: 'Portrait of a woman with long dark hair and a terracotta top',
  },
  {
    hair: 'bun',
    hairColour: '#C9C3BC',
    skin: 1,
    top: '#7E95A8',
    bg: '#EFE2CB',
    alt: 'Portrait of an older woman with a silver bun and a blue top',
    necklace: true,
  },
  {
    hair: 'scarf',
    hairColour: '#8C9460',
    skin: 3,
    top: '#E8DFD2',
    bg: '#DCE4DA',
    alt: 'Portrait of a woman wearing an olive headscarf',
  },
  {
    hair: 'short',
    hairColour: '#3A2A20',
    skin: 1,
    top: '#3F3935',
    bg: '#F2E0D4',
    alt: 'Portrait of a man with short dark hair, a beard and a charcoal top',
    beard: true,
  },
  {
    hair: 'wavy',
    hairColour: '#C9A46A',
    skin: 0,
    top: '#E3C8B8',
    bg: '#E2E8E1',
    alt: 'Portrait of a woman with shoulder-length wavy blonde hair and a blush top',
  },
  {
    hair: 'buzz',
    hairColour: '#1F1A17',
    skin: 5,
    top: '#4F6B55',
    bg: '#EFE2CB',
    alt: 'Portrait of a man with a close-cropped haircut, glasses and a sage top',
    glasses: true,
  },
  {
    hair: 'ponytail',
    hairColour: '#5A3A26',
    skin: 2,
    top: '#3F5A6B',
    bg: '#F1E4DA',
    alt: 'Portrait of a woman with a brown ponytail and a navy top',
  },
  {
    hair: 'side',
    hairColour: '#8C8178',
    skin: 1,
    top: '#C98B3C',
    bg: '#DDE3E6',
    alt: 'Portrait of an older man with grey side-parted hair, glasses and a mustard top',
    glasses: true,
  },
  {
    hair: 'afro',
    hairColour: '#2B1E17',
    skin: 4,
    top: '#E9D9C4',
    bg: '#F3DDD1',
    alt: 'Portrait of a woman with a rounded natural afro and a cream top',
    earrings: true,
  },
  {
    hair: 'short',
    hairColour: '#A0522D',
    skin: 0,
    top: '#7F9679',
    bg: '#E8DFD2',
    alt: 'Portrait of a young man with short copper hair and a green top',
  },
  {
    hair: 'bob',
    hairColour: '#E1C48F',
    skin: 0,
    top: '#E9D9C4',
    bg: '#DCE4DA',
    alt: 'Portrait of a woman with a pale blonde bob and a cream top',
    earrings: true,
  },
  {
    hair: 'side',
    hairColour: '#2B1E17',
    skin: 4,
    top: '#3F5A6B',
    bg: '#F2E0D4',
    alt: 'Portrait of a man with short side-parted black hair and a navy top',
  },
  {
    hair: 'long',
    hairColour: '#4A2E1F',
    skin: 3,
    top: '#C98B3C',
    bg: '#E2E8E1',
    alt: 'Portrait of a woman with long brown hair and a mustard top',
    earrings: true,
  },
  {
    hair: 'bun',
    hairColour: '#8A8178',
    skin: 1,
    top: '#4F6B55',
    bg: '#F1E4DA',
    alt: 'Portrait of an older woman with a grey bun, glasses and a sage top',
    glasses: true,
  },
  {
    hair: 'scarf',
    hairColour: '#A34A28',
    skin: 2,
    top: '#3F3935',
    bg: '#EFE2CB',
    alt: 'Portrait of a woman wearing a terracotta headscarf',
  },
  {
    hair: 'short',
    hairColour: '#5A3A26',
    skin: 2,
    top: '#7E95A8',
    bg: '#EFDDD2',
    alt: 'Portrait of a man with short brown hair, a beard and a blue top',
    beard: true,
  },
  {
    hair: 'wavy',
    hairColour: '#2B211C',
    skin: 4,
    top: '#A34A28',
    bg: '#E8DFD2',
    alt: 'Portrait of a woman with shoulder-length dark wavy hair and a terracotta top',
  },
  {
    hair: 'buzz',
    hairColour: '#6B5A48',
    skin: 1,
    top: '#E3C8B8',
    bg: '#D7DEE3',
    alt: 'Portrait of a man with a close-cropped haircut and a blush top',
  },
  {
    hair: 'ponytail',
    hairColour: '#C9A46A',
    skin: 0,
    top: '#4F6B55',
    bg: '#F3DDD1',
    alt: 'Portrait of a woman with a blonde ponytail and a sage top',
  },
  {
    hair: 'curls',
    hairColour: '#3A2A20',
    skin: 3,
    top: '#E9D9C4',
    bg: '#DDE3E6',
    alt: 'Portrait of a man with dark curly hair, glasses and a cream top',
    glasses: true,
  },
  {
    hair: 'afro',
    hairColour: '#1F1A17',
    skin: 5,
    top: '#C98B3C',
    bg: '#E2E8E1',
    alt: 'Portrait of a woman with a rounded natural afro and a mustard top',
  },
  {
    hair: 'side',
    hairColour: '#C9C3BC',
    skin: 0,
    top: '#3F3935',
    bg: '#EFE2CB',
    alt: 'Portrait of an older man with white side-parted hair and a charcoal top',
    beard: true,
  },
];

function person(spec) {
  const skin = SKIN[spec.skin];
  const skinShade = shade(skin, -0.1);
  const hair = spec.hairColour;
  const hairShade = shade(hair, 0.12);
  let back = '';
  let front = '';
  switch (spec.hair) {
    case 'bob':
      back = path(
        'M48 66c0 -28 14 -42 32 -42s32 14 32 42v30c-6 4 -14 4 -18 0h-28c-4 4 -12 4 -18 0z',
        hair,
      );
      front =
        path(
          'M54 62c2 -20 14 -30 30 -30c14 0 24 10 26 24c-14 2 -30 -4 -40 -14c-4 10 -10 16 -16 20z',
          hair,
        ) + path('M84 32c10 2 18 8 22 18c-8 -2 -16 -8 -22 -18z', hairShade);
      break;
    case 'curls':
      back = [
        [58, 50],
        [70, 40],
        [84, 37],
        [98, 42],
        [106, 54],
        [54, 62],
        [108, 66],
      ]
        .map(([x, y], k) => circle(x, y, 11, k % 2 ? hairShade : hair))
        .join('');
      front = [
        [62, 48],
        [76, 42],
        [90, 42],
        [102, 50],
      ]
        .map(([x, y], k) => circle(x, y, 8, k % 2 ? hair : hairShade))
        .join('');
      break;
    case 'long':
      back = path('M50 70c0 -32 12 -46 30 -46s30 14 30 46v90h-60z', hair);
      front = path(
        'M56 66c0 -20 10 -32 24 -32s24 12 24 32c-10 -12 -20 -16 -24 -26c-4 10 -14 14 -24 26z',
        hair,
      );
      break;
    case 'bun':
      back = circle(80, 26, 14, hair);
      front =
        path('M54 68c0 -26 12 -38 26 -38s26 12 26 38c-6 -14 -16 -20 -26 -20s-20 6 -26 20z', hair) +
        line('M62 42q18 -8 36 0', hairShade, 2);
      break;
    case 'scarf':
      back = path(
        'M46 76c0 -36 14 -50 34 -50s34 14 34 50v30c0 24 -16 40 -34 40s-34 -16 -34 -40z',
        hair,
      );
      front = path('M40 150c10 -30 24 -40 40 -40s30 10 40 40z', shade(hair, -0.08));
      break;
    case 'short':
      front = path(
        'M55 66c-2 -22 8 -36 25 -36s28 14 25 36c-4 -10 -10 -16 -25 -18c-12 0 -20 6 -25 18z',
        hair,
      );
      break;
    case 'wavy':
      back = path(
        'M48 70c0 -32 14 -46 32 -46s32 14 32 46c4 14 0 30 -6 40c-8 4 -14 0 -14 0v-40h-24v40s-6 4 -14 0c-6 -10 -10 -26 -6 -40z',
        hair,
      );
      front = path(
        'M54 64c2 -20 14 -32 28 -32s24 10 26 28c-12 -2 -20 -10 -26 -18c-6 10 -16 18 -28 22z',
        hair,
      );
      break;
    case 'buzz':
      front = path(
        'M56 62c0 -18 10 -28 24 -28s24 10 24 28c-6 -8 -14 -12 -24 -12s-18 4 -24 12z',
        hair,
        { opacity: 0.9 },
      );
      break;
    case 'ponytail':
      back = path('M100 44c16 6 22 30 14 60c-6 -10 -10 -30 -18 -44z', hair);
      front = path(
        'M54 66c0 -24 12 -36 26 -36s26 12 26 36c-8 -12 -18 -18 -30 -18c-8 0 -16 6 -22 18z',
        hair,
      );
      break;
    case 'side':
      front =
        path(
          'M55 64c-2 -22 10 -34 26 -34s26 12 24 32c-6 -6 -14 -14 -30 -14c-8 2 -14 8 -20 16z',
          hair,
        ) + line('M70 36q-4 6 -4 14', hairShade, 2);
      break;
    case 'afro':
      back = circle(80, 58, 42, hair);
      front = path(
        'M52 58c4 -16 16 -24 28 -24s24 8 28 24c-10 -8 -18 -10 -28 -10s-18 2 -28 10z',
        hairShade,
      );
      break;
    default:
      break;
  }
  let out = rect(0, 0, 160, 160, spec.bg) + back;
  out +=
    path('M20 160c2 -28 24 -44 60 -44s58 16 60 44z', spec.top) +
    path('M20 160c2 -18 10 -30 22 -36c-4 10 -6 22 -6 36z', shade(spec.top, -0.1));
  if (spec.collar === 'v') out += path('M68 116l12 20l12 -20z', skinShade);
  out +=
    path('M68 94h24v22c0 6 -24 6 -24 0z', skin) + path('M68 94h24v8c-8 7 -16 7 -24 0z', skinShade);
  if (spec.hair !== 'scarf')
    out += ellipse(55, 76, 5, 7, skinShade) + ellipse(105, 76, 5, 7, skinShade);
  out += ellipse(80, 70, 25, 30, skin);
  if (spec.beard)
    out +=
      path('M56 76c2 20 10 30 24 30s22 -10 24 -30c-6 8 -14 10 -24 10s-18 -2 -24 -10z', hair) +
      path('M72 88q8 -4 16 0q-8 4 -16 0z', skinShade);
  if (spec.glasses)
    out +=
      circle(70, 72, 8, 'none', { stroke: '#2B2623', 'stroke-width': 2 }) +
      circle(90, 72, 8, 'none', { stroke: '#2B2623', 'stroke-width': 2 }) +
      line('M78 72h4', '#2B2623', 2);
  if (spec.necklace)
    out +=
      circle(72, 122, 3, '#F8F4EC') + circle(80, 124, 3, '#F8F4EC') + circle(88, 122, 3, '#F8F4EC');
  if (spec.earrings) out += circle(55, 86, 3.5, '#C9A25A') + circle(105, 86, 3.5, '#C9A25A');
  if (spec.hair === 'scarf')
    out += path(
      'M54 64c2 -18 12 -28 26 -28s24 10 26 28c-6 -10 -16 -14 -26 -14s-20 4 -26 14z',
      hair,
    );
  out += front;
  return out;
}

/* ------------------------------------------------------------------ the catalogue */

// Browse rooms: 6 styles x 4 room types; gallery: 5 styles x 4 room types; the union, plus
// the coastal kitchen and a few more combinations the other pages use.
const ROOM_STYLES = [
  'modern',
  'japandi',
  'industrial',
  'bohemian',
  'scandinavian',
  'classic',
  'minimalist',
];
const ROOM_TYPES = ['living', 'bedroom', 'study', 'dining', 'office'];
const EXTRA_ROOMS = [
  ['kitchen', 'coastal'],
  ['living', 'coastal'],
  ['bedroom', 'coastal'],
  ['kitchen', 'modern'],
  ['kitchen', 'scandinavian'],
];
// Before/after pairs: one shell, bare and then styled.
const TRANSFORMATIONS = [
  ['living', 'scandinavian'],
  ['bedroom', 'japandi'],
  ['dining', 'classic'],
  ['office', 'minimalist'],
  ['study', 'industrial'],
  ['kitchen', 'coastal'],
  ['living', 'bohemian'],
  ['bedroom', 'modern'],
];

function write(file, content) {
  writeFileSync(join(OUT_DIR, file), content);
  return content.length;
}

/** Formats the manifest as the rest of the code is formatted, when Prettier is installed. */
async function formatted(source) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(MANIFEST)) ?? {};
    return await prettier.format(source, { ...options, filepath: MANIFEST });
  } catch {
    return source;
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR)) if (old.endsWith('.svg')) unlinkSync(join(OUT_DIR, old));
  const library = { rooms: {}, befores: {}, products: {}, people: [], extra: {} };
  const sizes = [];
  const record = (file, alt, width, height, content) => {
    sizes.push([file, write(file, content)]);
    return { src: `/samples/${file}`, alt, width, height };
  };

  const roomCombos = [];
  for (const style of ROOM_STYLES) for (const type of ROOM_TYPES) roomCombos.push([type, style]);
  roomCombos.push(...EXTRA_ROOMS);
  for (const [type, style] of roomCombos) {
    const { body, alt } = room(type, style);
    library.rooms[`${type}-${style}`] = record(
      `room-${type}-${style}.svg`,
      alt,
      W,
      H,
      svg(W, H, body),
    );
  }
  for (const [type, style] of TRANSFORMATIONS) {
    const { body, alt } = bareRoom(type, style);
    library.befores[`${type}-${style}`] = record(
      `before-${type}-${style}.svg`,
      alt,
      W,
      H,
      svg(W, H, body),
    );
  }

  // The named pair that other pages already use: a living room, bare, then styled in sage.
  const afterOverrides = {
    ...STYLES.scandinavian,
    fabric: '#8FA38A',
    accents: ['#F1ECE3', '#A34A28', '#C98B3C', '#3A3430'],
    art: 'gallery',
    pendant: 'dome',
    light: 'tripod',
    plant: 'fiddle',
    rug: { kind: 'round', colour: '#DCCBAA', border: '#C9B48F' },
    window: { side: 'left', frame: '#FAF8F4', kind: 'tall' },
  };
  const bare = bareRoom('living', 'scandinavian', afterOverrides);
  library.extra.beforeLivingBare = record(
    'before-living-bare.svg',
    'Before: an empty living room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor',
    W,
    H,
    svg(W, H, bare.body),
  );
  const styled = room('living', 'scandinavian', afterOverrides);
  library.extra.afterLivingStyled = record(
    'after-living-styled.svg',
    'After: the same living room styled with a sage sofa, a gallery wall, a round oak coffee table, a jute rug, a tripod lamp and a fiddle-leaf fig',
    W,
    H,
    svg(W, H, styled.body),
  );

  const heroImage = hero();
  library.extra.heroRoom = record(
    'hero-room.svg',
    heroImage.alt,
    1200,
    900,
    svg(1200, 900, heroImage.body, W, H),
  );

  for (const spec of PRODUCTS) {
    library.products[spec.file.replace('product-', '')] = record(
      `${spec.file}.svg`,
      spec.alt,
      400,
      400,
      svg(400, 400, product(spec)),
    );
  }
  PEOPLE.forEach((spec, index) => {
    library.people.push(
      record(`person-${index + 1}.svg`, spec.alt, 160, 160, svg(160, 160, person(spec))),
    );
  });

  writeFileSync(MANIFEST, await formatted(manifest(library)));
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const largest = sizes.reduce((max, entry) => (entry[1] > max[1] ? entry : max));
  console.log(
    `${sizes.length} images, ${(total / 1024).toFixed(0)} KB in all; largest ${largest[0]} ${(largest[1] / 1024).toFixed(1)} KB`,
  );
}

function manifest(library) {
  const entry = (image) =>
    `{ src: ${JSON.stringify(image.src)}, alt: ${JSON.stringify(image.alt)}, width: ${image.width}, height: ${image.height} }`;
  const record = (object) =>
    `{\n${Object.entries(object)
      .map(([key, image]) => `  ${JSON.stringify(key)}: ${entry(image)},`)
      .join('\n')}\n} as const satisfies Record<string, SampleImage>`;
  return `/**
 * The sample image library, written by scripts/generate-samples.mjs (do not edit by hand: change
 * the generator's parameters and run it again). Every picture's path, intrinsic size and alt text.
 */
export interface SampleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type LibraryRoomType = ${[...new Set(Object.keys(library.rooms).map((key) => key.split('-')[0]))].map((type) => JSON.stringify(type)).join(' | ')};
export type LibraryStyle = ${[...new Set(Object.keys(library.rooms).map((key) => key.split('-')[1]))].map((style) => JSON.stringify(style)).join(' | ')};

/** Styled rooms, keyed "roomType-style". */
export const ROOM_IMAGES = ${record(library.rooms)};

/** The same rooms bare, before styling, keyed "roomType-style" like their styled pictures. */
export const BEFORE_IMAGES = ${record(library.befores)};

/** One product of each kind, keyed by kind. */
export const PRODUCT_IMAGES = ${record(library.products)};

/** Portraits for testimonials, reviews and designers. */
export const PEOPLE_IMAGES: readonly SampleImage[] = [
${library.people.map((image) => `  ${entry(image)},`).join('\n')}
];

export const HERO_IMAGE: SampleImage = ${entry(library.extra.heroRoom)};
export const BEFORE_LIVING_BARE: SampleImage = ${entry(library.extra.beforeLivingBare)};
export const AFTER_LIVING_STYLED: SampleImage = ${entry(library.extra.afterLivingStyled)};

/** The styled room of this type and style; throws for a pair the library does not draw. */
export function roomImage(type: LibraryRoomType, style: LibraryStyle): SampleImage {
  const image = (ROOM_IMAGES as Readonly<Record<string, SampleImage>>)[\`\${type}-\${style}\`];
  if (!image) throw new Error(\`No sample room \${type}-\${style}\`);
  return image;
}

/** The bare picture of a before/after pair; throws for a pair the library does not draw. */
export function beforeImage(type: LibraryRoomType, style: LibraryStyle): SampleImage {
  const image = (BEFORE_IMAGES as Readonly<Record<string, SampleImage>>)[\`\${type}-\${style}\`];
  if (!image) throw new Error(\`No before picture \${type}-\${style}\`);
  return image;
}
`;
}

await main();
