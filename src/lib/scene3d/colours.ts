/**
 * A product's colours in 3D, the same every time: its style's palette (the one the sample
 * illustrations are painted in), then the materials its name speaks of ("walnut", "brass",
 * "sage"), then a cushion or artwork accent picked by its id.
 */
import type { FurnitureKind, FurnitureProduct, FurnitureStyle } from '../catalogue/furniture.ts';
import type { Colour, Finish } from './types.ts';

export interface PieceColours {
  /** The piece's body: upholstery, table top, carcass, bedding, shade, rug, canvas. */
  readonly main: Colour;
  readonly mainFinish: Finish;
  /** What carries it: legs, frame, base, stem, pot. */
  readonly frame: Colour;
  readonly frameFinish: Finish;
  /** Cushions, a duvet, the artwork's motif, books, a lamp's glow. */
  readonly accent: Colour;
}

interface StylePalette {
  readonly wood: Colour;
  readonly woodLight: Colour;
  readonly fabric: Colour;
  readonly linen: Colour;
  readonly metal: Colour;
  readonly accents: readonly [Colour, Colour, Colour, Colour];
  readonly rug: Colour;
}

/** The palettes of the sample illustrations' styles (scripts/samples/styles.mjs). */
const PALETTES: Record<FurnitureStyle, StylePalette> = {
  Modern: {
    wood: '#6B4A33',
    woodLight: '#8A6447',
    fabric: '#8F8C88',
    linen: '#ECE8E2',
    metal: '#1F1A17',
    accents: ['#C98B3C', '#A34A28', '#E9D9C4', '#3F4E5C'],
    rug: '#D4CCC0',
  },
  Japandi: {
    wood: '#A9825A',
    woodLight: '#C8AB82',
    fabric: '#ECE4D7',
    linen: '#F3EDE3',
    metal: '#1F1A17',
    accents: ['#7D8B6A', '#D5C7AF', '#B9A27F', '#3A3430'],
    rug: '#DCCDB3',
  },
  Industrial: {
    wood: '#7B5536',
    woodLight: '#98704C',
    fabric: '#9A5B34',
    linen: '#D9D3CB',
    metal: '#2A2522',
    accents: ['#4A5A66', '#C7A15E', '#6E7F5E', '#D9D3CB'],
    rug: '#6F7F8C',
  },
  Bohemian: {
    wood: '#8A5A3B',
    woodLight: '#B98A5E',
    fabric: '#F0E2D0',
    linen: '#F6EDE1',
    metal: '#8A5A3B',
    accents: ['#A34A28', '#C98B3C', '#7D8B6A', '#D98E74'],
    rug: '#B5482A',
  },
  Scandinavian: {
    wood: '#C9A97E',
    woodLight: '#DCC39C',
    fabric: '#D9D4CC',
    linen: '#FAF8F4',
    metal: '#3A3430',
    accents: ['#7A93A6', '#E3C8B8', '#8FA18B', '#3A3430'],
    rug: '#F1EEE8',
  },
  Classic: {
    wood: '#5A3522',
    woodLight: '#7A4B31',
    fabric: '#5F7A64',
    linen: '#F4EEE2',
    metal: '#B8914A',
    accents: ['#9E3B2B', '#C9A25A', '#F4EEE2', '#2E4A5C'],
    rug: '#9E3B2B',
  },
};

/** Materials a product's name may mention, with their colour and how they look. */
const MATERIALS: readonly (readonly [RegExp, Colour, Finish])[] = [
  [/\bwalnut\b/, '#6B4A33', 'wood'],
  [/\boak\b/, '#B8895A', 'wood'],
  [/\bbirch\b/, '#DCC39C', 'wood'],
  [/\bpine\b|\balpine\b/, '#D2AA70', 'wood'],
  [/\bash(wood)?\b/, '#CDB38C', 'wood'],
  [/\belm\b/, '#A9825A', 'wood'],
  [/\bmango\b|\bcarved\b/, '#8A6040', 'wood'],
  [/\breclaimed\b|\btrunk\b|\bplank\b/, '#7B5536', 'wood'],
  [/\bbamboo\b|\brattan\b|\bcane\b|\bwoven\b|\bseagrass\b|\bjute\b|\bwicker\b/, '#C8A46E', 'wood'],
  [/\bbrass\b|\bgilded\b|\bgilt\b/, '#B8914A', 'metal'],
  [/\bsteel\b|\biron\b|\bpipe\b|\bfactory\b|\bwire\b|\blocker\b|\briveted\b/, '#3A3735', 'metal'],
];

/** Colours a name may mention for the body (upholstery, glaze, canvas). */
const BODY_COLOURS: readonly (readonly [RegExp, Colour, Finish])[] = [
  [/\bsage\b/, '#7F9679', 'fabric'],
  [/\bterracotta\b/, '#B4613F', 'matte'],
  [/\bochre\b/, '#C98B3C', 'matte'],
  [/\bvelvet\b|\bvelluto\b/, '#5E4A5C', 'fabric'],
  [/\bleather\b|\bsaddle\b/, '#8A4B2A', 'fabric'],
  [/\bboucl[eé]\b|\bcloud\b/, '#EFE8DC', 'fabric'],
  [/\blinen\b|\bslipper\b/, '#E4DCCD', 'fabric'],
  [/\bmoss(grove)?\b/, '#6E7F5E', 'fabric'],
  [/\bcanvas\b/, '#C2B59B', 'fabric'],
  [/\bkilim\b|\bpersian\b/, '#A34A28', 'fabric'],
  [/\bcowhide\b/, '#D8CFC2', 'fabric'],
  [/\bberber\b|\bshag\b|\bwool\b|\bknitted\b|\bfelt\b/, '#E6DED1', 'fabric'],
  [/\bglass\b/, '#D8E2E0', 'glass'],
  [/\bmarble\b|\btravertine\b/, '#E6DDD0', 'matte'],
  [/\blacquer(ed)?\b/, '#3F2E2A', 'matte'],
  [/\bpainted\b/, '#DCD3C3', 'matte'],
  [/\bpaper\b|\brice\b|\blantern\b/, '#F3ECDD', 'glow'],
  [/\bsmoked\b/, '#5A524C', 'glass'],
  [/\bblack\b|\bsumi\b/, '#2A2522', 'matte'],
  [/\bstoneware\b|\bceramic\b/, '#D9C9AE', 'matte'],
];

/** Kinds whose body is cloth, whose body is the frame's own wood, and so on. */
const FABRIC_BODIES = new Set<FurnitureKind>(['sofa', 'armchair', 'pouf', 'bed']);
const WOOD_BODIES = new Set<FurnitureKind>([
  'coffee-table',
  'side-table',
  'bedside-table',
  'dining-table',
  'desk',
  'media-unit',
  'wardrobe',
  'dresser',
  'sideboard',
  'shelving',
  'dining-chair',
  'coat-stand',
]);
const SHADE_BODIES = new Set<FurnitureKind>(['floor-lamp', 'table-lamp', 'pendant', 'wall-light']);

/** A small, stable number from a string (FNV-1a), to pick among a palette's accents. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function mentioned(
  name: string,
  table: readonly (readonly [RegExp, Colour, Finish])[],
): readonly [Colour, Finish] | null {
  const lower = name.toLowerCase();
  for (const [pattern, colour, finish] of table) {
    if (pattern.test(lower)) return [colour, finish];
  }
  return null;
}

/** The colours of a product in the 3D view. */
export function pieceColours(
  product: Pick<FurnitureProduct, 'id' | 'name' | 'kind' | 'styles'>,
): PieceColours {
  const style = product.styles[0] ?? 'Modern';
  const palette = PALETTES[style];
  const hash = stableHash(product.id);
  const accent = palette.accents[hash % palette.accents.length] as Colour;
  const material = mentioned(product.name, MATERIALS);
  const body = mentioned(product.name, BODY_COLOURS);
  const frame: readonly [Colour, Finish] = material ?? [palette.wood, 'wood'];
  const kind = product.kind;

  if (kind === 'plant') {
    const pot = body ?? material ?? ['#D9C9AE', 'matte'];
    return { main: '#5F7F57', mainFinish: 'matte', frame: pot[0], frameFinish: pot[1], accent };
  }
  let main: readonly [Colour, Finish];
  if (body) main = body;
  else if (kind === 'rug') main = [palette.rug, 'fabric'];
  else if (FABRIC_BODIES.has(kind))
    main = [kind === 'bed' ? palette.linen : palette.fabric, 'fabric'];
  else if (WOOD_BODIES.has(kind)) main = material ?? [palette.woodLight, 'wood'];
  else if (SHADE_BODIES.has(kind)) main = [palette.linen, 'glow'];
  else if (kind === 'basket') main = material ?? [palette.woodLight, 'wood'];
  else if (kind === 'mirror' || kind === 'floor-mirror') main = ['#C9D6DA', 'mirror'];
  else if (kind === 'wall-art') main = [palette.linen, 'matte'];
  else main = [palette.accents[(hash >>> 3) % palette.accents.length] as Colour, 'matte'];

  return { main: main[0], mainFinish: main[1], frame: frame[0], frameFinish: frame[1], accent };
}

/** `from` moved toward `to` by `amount` (0..1), channel by channel. */
export function mix(from: Colour, to: Colour, amount: number): Colour {
  const a = parseInt(from.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const channel = (shift: number) => {
    const x = (a >> shift) & 255;
    const y = (b >> shift) & 255;
    return Math.round(x + (y - x) * amount);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0').toUpperCase()}`;
}
