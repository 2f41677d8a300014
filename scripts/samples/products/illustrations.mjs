// The catalogue's small product pictures: one front view per kind of piece, in colours read
// from the product's name (its wood, metal or fabric) and otherwise from its first style's
// palette, so about 180 products share 28 drawings and each file stays near 1 KB.
import { shade } from '../colour.mjs';
import { STYLES } from '../styles.mjs';
import { circle, ellipse, line, n, path, rect } from '../svg.mjs';

/** The square every drawing is made in; the file's own size may differ (shown at 56-72 px). */
export const ILLUSTRATION_SIZE = 96;
const GROUND = 82;
const MID = 48;

// Materials a product's name may name, by the role they play in its drawing.
const WOODS = {
  oak: '#C49A6C',
  walnut: '#6B4A33',
  birch: '#E0C9A2',
  pine: '#D8AE76',
  ash: '#D6BE98',
  ashwood: '#D6BE98',
  elm: '#A97E55',
  mango: '#9C6B45',
  bamboo: '#C8AE72',
  reclaimed: '#8C6A4C',
  trunk: '#8C6A4C',
  plank: '#8C6A4C',
  farmhouse: '#B48A5E',
  spindle: '#C49A6C',
  cane: '#CFAE78',
  rattan: '#C39A5F',
  woven: '#C39A5F',
  seagrass: '#B9A06A',
  jute: '#BFA273',
  tatami: '#C8B183',
};
const METALS = {
  steel: '#3A3A3A',
  iron: '#2E2B29',
  pipe: '#3A3A3A',
  riveted: '#4A4643',
  factory: '#4A4643',
  wire: '#3A3A3A',
  bistro: '#2E2B29',
  brass: '#B8914A',
  gilded: '#C29B45',
  gilt: '#C29B45',
  glass: '#A9C2C6',
  smoked: '#5E6266',
};
const SURFACES = {
  leather: '#8A4B2A',
  saddle: '#9A5A33',
  velvet: '#3E5A4C',
  velluto: '#3E5A4C',
  boucle: '#EDE6D8',
  linen: '#E2D6C2',
  wool: '#D8CCB8',
  knitted: '#D8CCB8',
  felt: '#8E8A84',
  mesh: '#3A3A3A',
  canvas: '#B8AC90',
  kilim: '#A34A28',
  persian: '#8C2F2A',
  berber: '#EDE3D1',
  shag: '#EDE3D1',
  cowhide: '#7A5A3E',
  cotton: '#EFE8DC',
  flatweave: '#D9CDB6',
  sage: '#7F9679',
  mossgrove: '#7F9679',
  terracotta: '#B4613F',
  ochre: '#C98B3C',
  rust: '#9A4E2A',
  lacquer: '#2D3A36',
  lacquered: '#2D3A36',
  painted: '#8FA39A',
  marble: '#E7E1D7',
  travertine: '#DCCDB4',
  stoneware: '#CDBFAE',
  ceramic: '#CBB8A0',
  clay: '#2F2A27',
  black: '#1F1A17',
  paper: '#F2ECE0',
  rice: '#F2ECE0',
  lantern: '#F2ECE0',
  pleated: '#EFE6D6',
  globe: '#F4F1EA',
  blueprint: '#3F5E7A',
  coastal: '#8FB0C2',
  botanical: '#7F9679',
  sumi: '#F3EDE3',
  colour: '#C98B3C',
  landscape: '#8FA38E',
};

/** Kinds whose main colour is their fabric, their finish or their shade, before their wood. */
const SOFT = new Set(['sofa', 'armchair', 'bed', 'pouf', 'desk-chair']);
const SHADES = new Set(['floor-lamp', 'table-lamp', 'pendant', 'wall-light']);

function words(name) {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

const firstOf = (list, table) => list.map((word) => table[word]).find(Boolean);

/** A stable number from the product's id, to vary colours among products of one style. */
function hash(text) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The colours a product is drawn in: main surface, frame (legs, rims) and an accent. */
export function productColours(product) {
  const P = STYLES[product.styles[0].toLowerCase()] ?? STYLES.modern;
  const named = words(product.name);
  const wood = firstOf(named, WOODS);
  const metal = firstOf(named, METALS);
  const surface = firstOf(named, SURFACES);
  const pick = hash(product.id);
  const accents = P.accents;
  const accent = accents[pick % accents.length];
  const frameDefault = P.name === 'industrial' ? P.metal : P.wood;
  let main;
  let frame;
  if (SOFT.has(product.kind)) {
    main = surface ?? [P.fabric, accents[0], accents[2], P.fabric][pick % 4];
    frame = wood ?? metal ?? frameDefault;
  } else if (SHADES.has(product.kind)) {
    main = surface ?? (wood && product.kind !== 'floor-lamp' ? wood : P.linen);
    frame = metal ?? wood ?? P.metal;
  } else if (product.kind === 'rug') {
    main = surface ?? wood ?? P.rug?.colour ?? P.fabric;
    frame = P.rug?.border ?? accent;
  } else if (product.kind === 'wall-art') {
    main = surface ?? accents[pick % accents.length];
    frame = metal ?? wood ?? P.metal;
  } else if (product.kind === 'mirror' || product.kind === 'floor-mirror') {
    main = '#DCE6E8';
    frame = metal ?? wood ?? surface ?? P.metal;
  } else if (product.kind === 'plant' || product.kind === 'vase') {
    main = surface ?? metal ?? wood ?? P.linen;
    frame = ['#5F7F55', '#4F6B45', '#7D9A62'][pick % 3];
  } else {
    main = wood ?? surface ?? metal ?? P.wood;
    frame = metal ?? (wood || surface ? shade(main, -0.35) : frameDefault);
  }
  return { main, frame, accent: accent === main ? accents[(pick + 1) % accents.length] : accent };
}

/** The drawn width and height of a piece of this size, fitted to the picture. */
function fit(product, maxW, maxH) {
  const s = Math.min(maxW / product.width, maxH / product.height);
  return [product.width * s, product.height * s];
}

/** Book spines on shelving, in the library's warm accents. */
const BOOKS = ['#A34A28', '#7F9679', '#C98B3C', '#3F4E5C'];

const legs = (x1, x2, top, colour, w = 2.5) =>
  rect(x1, top, w, GROUND - top, colour) + rect(x2 - w, top, w, GROUND - top, colour);

function table(p, c, top = 4) {
  const [w, h] = fit(p, 80, 52);
  const x = MID - w / 2;
  return (
    legs(x + 4, x + w - 4, GROUND - h + top, c.frame, 3) +
    rect(x, GROUND - h, w, top, c.main, { rx: 1.5 })
  );
}

function cabinet(p, c, rows, doors, legHeight = 5) {
  const [w, h] = fit(p, 78, 66);
  const x = MID - w / 2;
  const top = GROUND - h;
  const body = h - legHeight;
  let fronts = '';
  for (let k = 1; k < rows; k += 1)
    fronts += `M${n(x + 3)} ${n(top + (body * k) / rows)}h${n(w - 6)}`;
  for (let k = 1; k < doors; k += 1)
    fronts += `M${n(x + (w * k) / doors)} ${n(top + 3)}v${n(body - 6)}`;
  return (
    (legHeight ? legs(x + 3, x + w - 3, GROUND - legHeight, c.frame) : '') +
    rect(x, top, w, body, c.main, { rx: 1.5 }) +
    (fronts ? line(fronts, shade(c.main, -0.25), 1) : '') +
    rect(MID - 3, top + body / (rows * 2) - 1, 6, 2, c.accent)
  );
}

// One drawing per kind: each returns the shapes of a piece standing on GROUND around MID.
const DRAW = {
  sofa(p, c) {
    const [w, h] = fit(p, 78, 40);
    const x = MID - w / 2;
    const seat = GROUND - h * 0.45;
    return (
      legs(x + 4, x + w - 4, GROUND - 5, c.frame) +
      rect(x + 3, GROUND - h, w - 6, h * 0.6, shade(c.main, -0.08), { rx: 4 }) +
      rect(x, seat - 3, w, h * 0.38, c.main, { rx: 3 }) +
      rect(x, seat - h * 0.3, 7, h * 0.65, shade(c.main, -0.12), { rx: 3 }) +
      rect(x + w - 7, seat - h * 0.3, 7, h * 0.65, shade(c.main, -0.12), { rx: 3 }) +
      rect(x + 10, seat - h * 0.35, 12, 10, c.accent, { rx: 2 })
    );
  },
  armchair(p, c) {
    return DRAW.sofa({ ...p, width: p.width * 1.1 }, c);
  },
  'dining-chair'(p, c) {
    const [w, h] = fit(p, 36, 66);
    const x = MID - w / 2;
    const seat = GROUND - h * 0.55;
    return (
      legs(x + 1, x + w - 1, seat, c.frame) +
      rect(x + 2, GROUND - h, w - 4, h * 0.42, c.main, { rx: 3 }) +
      rect(x, seat - 3, w, 5, shade(c.main, -0.15), { rx: 2 })
    );
  },
  'desk-chair'(p, c) {
    const [w, h] = fit(p, 40, 66);
    const x = MID - w / 2;
    const seat = GROUND - h * 0.45;
    return (
      line(
        `M${n(MID - w / 2)} ${GROUND}L${MID} ${n(GROUND - 6)}L${n(MID + w / 2)} ${GROUND}`,
        c.frame,
        3,
      ) +
      rect(MID - 1.5, seat, 3, GROUND - seat - 5, c.frame) +
      rect(x + 3, GROUND - h, w - 6, h * 0.45, c.main, { rx: 5 }) +
      rect(x, seat - 4, w, 6, shade(c.main, -0.15), { rx: 3 })
    );
  },
  'coffee-table'(p, c) {
    return table(p, c, 6) + rect(MID - 12, GROUND - fit(p, 80, 52)[1] - 5, 14, 5, c.accent);
  },
  'dining-table'(p, c) {
    return table(p, c);
  },
  desk(p, c) {
    const [w, h] = fit(p, 80, 52);
    const x = MID + w / 2 - w * 0.36;
    return table(p, c) + rect(x - 3, GROUND - h + 4, w * 0.36, 10, shade(c.main, -0.1));
  },
  'side-table'(p, c) {
    const [w, h] = fit(p, 44, 56);
    return (
      rect(MID - w / 2, GROUND - h, w, 5, c.main, { rx: 2 }) +
      rect(MID - 3, GROUND - h + 5, 6, h - 8, c.frame) +
      ellipse(MID, GROUND - 2, w / 3, 2.5, c.frame)
    );
  },
  'bedside-table'(p, c) {
    return cabinet(p, c, 2, 1, 8);
  },
  'media-unit'(p, c) {
    return cabinet(p, c, 1, 3);
  },
  wardrobe(p, c) {
    return cabinet(p, c, 1, 2, 3);
  },
  dresser(p, c) {
    return cabinet(p, c, 3, 1);
  },
  sideboard(p, c) {
    return cabinet(p, c, 1, 3, 8);
  },
  shelving(p, c) {
    const [w, h] = fit(p, 70, 68);
    const x = MID - w / 2;
    const top = GROUND - h;
    const shelves = Math.max(2, Math.round(h / 16));
    let boards = '';
    let books = '';
    for (let k = 0; k <= shelves; k += 1) {
      const y = top + (h * k) / shelves;
      boards += `M${n(x)} ${n(y)}h${n(w)}`;
      if (k < shelves)
        books += rect(
          x + 4 + (k % 2) * (w / 2 - 4),
          y + 3,
          w / 3,
          h / shelves - 4,
          BOOKS[k % BOOKS.length],
        );
    }
    return (
      books +
      line(boards, c.main, 2.5) +
      rect(x, top, 3, h, c.main) +
      rect(x + w - 3, top, 3, h, c.main)
    );
  },
  bed(p, c) {
    const [w] = fit({ ...p, height: 40 }, 80, 60);
    const x = MID - w / 2;
    const head = Math.min(56, Math.max(40, p.height * 0.42));
    return (
      rect(x, GROUND - head, w, head - 4, c.main, { rx: 4 }) +
      legs(x + 2, x + w - 2, GROUND - 6, c.frame) +
      rect(x - 2, GROUND - 18, w + 4, 12, shade(c.main, -0.1), { rx: 2 }) +
      rect(x - 2, GROUND - 24, w + 4, 8, '#F7F3EC', { rx: 3 }) +
      rect(x + 4, GROUND - 30, w / 2 - 7, 7, '#FFFFFF', { rx: 3 }) +
      rect(MID + 3, GROUND - 30, w / 2 - 7, 7, '#FFFFFF', { rx: 3 }) +
      rect(x - 2, GROUND - 19, w + 4, 3, c.accent)
    );
  },
  'floor-lamp'(p, c) {
    return (
      rect(MID - 1, 24, 2, GROUND - 26, c.frame) +
      ellipse(MID, GROUND - 1, 9, 2.5, c.frame) +
      path(`M${MID - 9} 8h18l5 18h-28z`, c.main)
    );
  },
  'table-lamp'(p, c) {
    return (
      path(`M${MID - 14} 24h28l7 22h-42z`, c.main) +
      path(`M${MID - 7} ${GROUND}q-7 -17 4 -34h6q11 17 4 34z`, c.frame)
    );
  },
  pendant(p, c) {
    return (
      rect(MID - 0.75, 6, 1.5, 34, '#3A3430') +
      path(`M${MID - 24} 62a24 22 0 0 1 48 0z`, c.main) +
      ellipse(MID, 62, 24, 2.5, shade(c.main, -0.2)) +
      circle(MID, 64, 4, '#F6D98E')
    );
  },
  'wall-light'(p, c) {
    return (
      rect(22, 28, 6, 20, c.frame, { rx: 2 }) +
      line(`M28 38h22v10`, c.frame, 2.5) +
      path(`M40 48h20l5 16h-30z`, c.main) +
      circle(50, 66, 3, '#F6D98E')
    );
  },
  rug(p, c) {
    const round = /round/i.test(p.name);
    if (round)
      return (
        ellipse(MID, 60, 40, 17, c.frame) +
        ellipse(MID, 60, 34, 14, c.main) +
        ellipse(MID, 60, 18, 7, c.accent, { opacity: 0.55 })
      );
    return (
      path('M18 44h60l14 32h-88z', c.frame) +
      path('M22 47h52l11 26h-74z', c.main) +
      line('M30 53h36M26 67h44', shade(c.accent, -0.2), 2.5) +
      path('M48 55l7 5l-7 5l-7 -5z', shade(c.accent, -0.2))
    );
  },
  'wall-art'(p, c) {
    const [w, h] = fit(p, 64, 56);
    const x = MID - w / 2;
    const y = 44 - h / 2;
    return (
      rect(x, y, w, h, c.frame) +
      rect(x + 3, y + 3, w - 6, h - 6, '#F6F1E8') +
      rect(x + 7, y + h * 0.45, w - 14, h * 0.55 - 7, c.main) +
      circle(x + w * 0.68, y + h * 0.32, Math.min(w, h) * 0.12, c.accent)
    );
  },
  mirror(p, c) {
    const [w, h] = fit(p, 60, 62);
    const x = MID - w / 2;
    const y = 46 - h / 2;
    const inner = /round|sunburst/i.test(p.name)
      ? circle(MID, 46, Math.min(w, h) / 2, c.frame) +
        circle(MID, 46, Math.min(w, h) / 2 - 4, c.main)
      : rect(x, y, w, h, c.frame, { rx: /arch/i.test(p.name) ? w / 2 : 2 }) +
        rect(x + 4, y + 4, w - 8, h - 8, c.main, { rx: /arch/i.test(p.name) ? w / 2 - 4 : 1 });
    return inner + line(`M${n(MID - 6)} ${n(46 + 6)}l12 -12`, '#FFFFFF', 2, { opacity: 0.8 });
  },
  'floor-mirror'(p, c) {
    const [w, h] = fit(p, 40, 72);
    const x = MID - w / 2;
    return (
      rect(x, GROUND - h, w, h, c.frame, { rx: w / 2 }) +
      rect(x + 3, GROUND - h + 3, w - 6, h - 6, c.main, { rx: w / 2 - 3 }) +
      line(`M${n(MID - 4)} ${n(GROUND - h / 2 + 8)}l8 -16`, '#FFFFFF', 2, { opacity: 0.8 })
    );
  },
  plant(p, c) {
    const [, h] = fit(p, 60, 72);
    const top = GROUND - h;
    let leaves = '';
    for (let k = 0; k < 5; k += 1) {
      const angle = -60 + k * 30;
      leaves += ellipse(0, -9, 6, 11, k % 2 ? c.frame : shade(c.frame, 0.18), {
        transform: `translate(${MID} ${n(top + 18 + (k % 2) * 6)}) rotate(${angle})`,
      });
    }
    return (
      rect(MID - 1, top + 14, 2, GROUND - top - 28, '#5B4636') +
      leaves +
      path(`M${MID - 12} ${GROUND - 18}h24l-3 18h-18z`, c.main)
    );
  },
  vase(p, c) {
    const [, h] = fit(p, 40, 66);
    return (
      path(
        `M${MID - 5} ${n(GROUND - h)}h10v6q12 10 8 ${n(h - 12)}q-1 6 -6 6h-14q-5 0 -6 -6q-4 ${n(-(h - 22))} 8 ${n(-(h - 12))}z`,
        c.main,
      ) +
      line(
        `M${MID} ${n(GROUND - h)}q-6 -14 -14 -18M${MID} ${n(GROUND - h)}q8 -10 12 -20`,
        '#7B6A4E',
        1.5,
      )
    );
  },
  pouf(p, c) {
    const [w, h] = fit(p, 56, 38);
    const x = MID - w / 2;
    return (
      rect(x, GROUND - h, w, h, c.main, { rx: h / 2.5 }) +
      line(`M${n(x + 4)} ${n(GROUND - h / 2)}h${n(w - 8)}`, shade(c.main, -0.2), 1.5)
    );
  },
  basket(p, c) {
    const [w, h] = fit(p, 54, 44);
    const x = MID - w / 2;
    let weave = '';
    for (let y = GROUND - h + 6; y < GROUND - 2; y += 6)
      weave += `M${n(x + 3)} ${n(y)}h${n(w - 6)}`;
    return (
      path(`M${n(x)} ${n(GROUND - h)}h${n(w)}l-4 ${n(h)}h${n(-(w - 8))}z`, c.main) +
      line(weave, shade(c.main, -0.22), 1.2) +
      rect(MID - 10, GROUND - h - 6, 22, 8, c.accent, { rx: 3 })
    );
  },
  'coat-stand'(p, c) {
    return (
      rect(MID - 1.5, 12, 3, GROUND - 14, c.main) +
      line(`M${MID - 14} ${GROUND}L${MID} ${GROUND - 10}L${MID + 14} ${GROUND}`, c.main, 3) +
      line(`M${MID} 20l-10 -6M${MID} 20l10 -6M${MID} 26l-8 -3`, c.frame, 2.5) +
      rect(MID + 2, 24, 8, 18, c.accent, { rx: 3 })
    );
  },
};

const WALL_KINDS = new Set(['wall-art', 'mirror', 'wall-light', 'pendant']);

/** The SVG of one catalogue product: its kind's drawing in its colours, on a soft backdrop. */
export function illustration(product, size = ILLUSTRATION_SIZE) {
  const draw = DRAW[product.kind];
  if (!draw) throw new Error(`No drawing for the kind ${product.kind} (${product.id})`);
  const colours = productColours(product);
  const floor =
    WALL_KINDS.has(product.kind) || product.kind === 'rug'
      ? ''
      : ellipse(MID, GROUND + 1, 34, 4, '#1F1A17', { opacity: 0.1 });
  const box = ILLUSTRATION_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}">${rect(0, 0, box, box, '#F4EFE8')}${floor}${draw(product, colours)}</svg>`;
}
