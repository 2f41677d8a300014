/**
 * What each type of room needs, in order of importance, and which products answer each need.
 * The order is the dropping order read backwards: the engine furnishes needs first to last,
 * so when the room, the doors or the budget cannot take everything, the last needs are the
 * ones left out.
 */
import type {
  FurnitureKind,
  FurnitureProduct,
  FurnitureStyle,
  RoomType,
} from '../catalogue/furniture.ts';
import { weightedOrder, type Random } from './random.ts';

export interface Need {
  readonly key: string;
  /** How the layout's report names the piece. */
  readonly label: string;
  readonly kinds: readonly FurnitureKind[];
  /** Essentials are furnished before everything else and get their money set aside first. */
  readonly essential: boolean;
  /** The need's share of the budget, relative to the other needs of the room. */
  readonly share: number;
  /** Smaller rooms (m²) keep their floor for the needs before this one. */
  readonly minArea: number;
}

const need = (
  key: string,
  label: string,
  kinds: readonly FurnitureKind[],
  share: number,
  minArea = 0,
  essential = false,
): Need => ({ key, label, kinds, share, minArea, essential });

/**
 * Each room's needs, most important first. Companions (a sofa's coffee table, a bed's bedside
 * tables, a dining table's chairs, a desk's chair) are listed right after what they go with.
 */
export const ROOM_PROGRAMS: Readonly<Record<RoomType, readonly Need[]>> = {
  'living-room': [
    need('sofa', 'Sofa', ['sofa'], 28, 0, true),
    need('coffee-table', 'Coffee table', ['coffee-table'], 9),
    need('media-unit', 'Media unit', ['media-unit'], 11, 8),
    need('rug', 'Rug', ['rug'], 8),
    need('armchair', 'Armchair', ['armchair'], 11, 11),
    need('floor-lamp', 'Floor lamp', ['floor-lamp'], 4),
    need('side-table', 'Side table', ['side-table'], 4, 9),
    need('storage', 'Storage', ['shelving', 'sideboard'], 9, 14),
    need('wall-art', 'Wall art', ['wall-art'], 5),
    need('plant', 'Plant', ['plant'], 2),
    need('pouf', 'Pouf', ['pouf', 'basket'], 2, 16),
    need('mirror', 'Mirror', ['mirror'], 3, 18),
  ],
  bedroom: [
    need('bed', 'Bed', ['bed'], 32, 0, true),
    need('bedside-table', 'Bedside tables', ['bedside-table'], 8),
    need('wardrobe', 'Wardrobe', ['wardrobe', 'dresser'], 16),
    need('rug', 'Rug', ['rug'], 6, 9),
    need('floor-lamp', 'Floor lamp', ['floor-lamp'], 4),
    need('wall-art', 'Wall art', ['wall-art'], 4),
    need('mirror', 'Mirror', ['mirror', 'floor-mirror'], 4),
    need('armchair', 'Armchair', ['armchair'], 8, 14),
    need('dresser', 'Dresser', ['dresser'], 9, 13),
    need('plant', 'Plant', ['plant'], 2),
    need('basket', 'Basket', ['basket', 'pouf'], 2, 15),
  ],
  'dining-room': [
    need('dining-table', 'Dining table', ['dining-table'], 30, 0, true),
    need('dining-chair', 'Dining chairs', ['dining-chair'], 24, 0, true),
    need('sideboard', 'Sideboard', ['sideboard'], 15, 9),
    need('rug', 'Rug', ['rug'], 8, 11),
    need('wall-art', 'Wall art', ['wall-art'], 5),
    need('lighting', 'Lighting', ['floor-lamp', 'wall-light'], 4),
    need('mirror', 'Mirror', ['mirror'], 4, 12),
    need('plant', 'Plant', ['plant'], 2),
    need('vase', 'Floor vase', ['vase'], 1, 13),
  ],
  'home-office': [
    need('desk', 'Desk', ['desk'], 26, 0, true),
    need('desk-chair', 'Desk chair', ['desk-chair'], 16, 0, true),
    need('shelving', 'Shelving', ['shelving'], 14),
    need('floor-lamp', 'Floor lamp', ['floor-lamp'], 4),
    need('rug', 'Rug', ['rug'], 6, 9),
    need('armchair', 'Reading chair', ['armchair'], 9, 10),
    need('side-table', 'Side table', ['side-table'], 3, 11),
    need('wall-art', 'Wall art', ['wall-art'], 5),
    need('plant', 'Plant', ['plant'], 2),
    need('coat-stand', 'Coat stand', ['coat-stand'], 2, 13),
  ],
};

/** The companions each anchor is placed with, and how many of each it takes. */
export const COMPANIONS: Readonly<
  Partial<Record<string, { readonly need: string; readonly count: number }>>
> = {
  sofa: { need: 'coffee-table', count: 1 },
  bed: { need: 'bedside-table', count: 2 },
  'dining-table': { need: 'dining-chair', count: 8 },
  desk: { need: 'desk-chair', count: 1 },
};

/** The size a piece should have in this room, for the kinds whose size should follow the room. */
function idealWidth(kind: FurnitureKind, roomArea: number, longestWall: number): number | null {
  const m2 = roomArea / 10_000;
  switch (kind) {
    case 'sofa':
      return Math.min(230, Math.max(150, longestWall * 0.5));
    case 'bed':
      return m2 < 9 ? 100 : m2 < 12 ? 150 : m2 < 16 ? 168 : 190;
    case 'dining-table':
      return m2 < 9 ? 85 : m2 < 12 ? 120 : m2 < 16 ? 150 : m2 < 22 ? 175 : 205;
    case 'desk':
      return m2 < 8 ? 105 : m2 < 12 ? 125 : 145;
    case 'wardrobe':
      return m2 < 10 ? 90 : m2 < 14 ? 120 : 170;
    case 'rug':
      return Math.sqrt(roomArea * 0.3);
    case 'media-unit':
      return Math.min(200, longestWall * 0.4);
    case 'coffee-table':
      return m2 < 10 ? 90 : 115;
    case 'shelving':
    case 'sideboard':
    case 'dresser':
      return m2 < 12 ? 100 : 150;
    default:
      return null;
  }
}

export interface RankContext {
  readonly roomType: RoomType;
  readonly style: FurnitureStyle;
  readonly budget: number;
  /** The sum of the shares of the room's needs. */
  readonly totalShare: number;
  readonly roomArea: number;
  readonly longestWall: number;
}

/** A product for a need with how badly it fits the brief (0 is a perfect fit). */
export interface RankedProduct {
  readonly product: FurnitureProduct;
  readonly miss: number;
}

/** How many of the best-fitting products the seed chooses the lead from. */
const PRODUCT_CHOICES = 4;
/** How far (in fit points) behind the best a product may be and still be chosen. */
export const PRODUCT_MARGIN = 24;
/** Fit points over which a product's chance of leading falls by a factor e. */
const PRODUCT_SPREAD = 12;

/**
 * The catalogue's products for a need, best first: in the brief's style, priced near the need's
 * share of the budget, sized for the room. Products of other styles follow, so a need the
 * style cannot answer (nothing that fits, nothing affordable) still gets a piece.
 */
export function rankProducts(
  catalogue: readonly FurnitureProduct[],
  target: Need,
  context: RankContext,
): RankedProduct[] {
  const idealPrice = Math.max(1, (context.budget * target.share) / context.totalShare);
  const ranked = catalogue
    .filter(
      (product) =>
        target.kinds.includes(product.kind) &&
        product.rooms.includes(context.roomType) &&
        Math.max(product.width, product.depth) < context.longestWall,
    )
    .map((product) => {
      const inStyle = product.styles.includes(context.style);
      const ideal = idealWidth(product.kind, context.roomArea, context.longestWall);
      const sizeMiss =
        ideal === null
          ? 0
          : product.kind === 'rug'
            ? Math.abs(Math.sqrt(product.width * product.depth) - ideal) / 8
            : Math.abs(product.width - ideal) / 6;
      const kindOrder = target.kinds.indexOf(product.kind) * 15;
      const miss =
        (inStyle ? 0 : 100) +
        Math.abs(Math.log(product.price / idealPrice)) * 20 +
        sizeMiss +
        kindOrder;
      return { product, miss };
    });
  ranked.sort((a, b) => a.miss - b.miss || a.product.id.localeCompare(b.product.id));
  return ranked;
}

/**
 * The products in order of preference, with the few that fit nearly as well as the best (as
 * many as PRODUCT_CHOICES) in a seeded order, the better-fitting likelier first. The engine
 * takes the first it can place, so each seed furnishes the room with its own good pieces
 * rather than always the same ones. `ranked` is best first, already cut to what is affordable.
 */
export function seededLead(ranked: readonly RankedProduct[], random: Random): FurnitureProduct[] {
  const best = ranked[0]?.miss ?? 0;
  let lead = 0;
  while (
    lead < Math.min(PRODUCT_CHOICES, ranked.length) &&
    (ranked[lead]?.miss ?? Infinity) <= best + PRODUCT_MARGIN
  )
    lead += 1;
  const head = ranked.slice(0, lead);
  const order = weightedOrder(
    head,
    head.map(({ miss }) => Math.exp(-(miss - best) / PRODUCT_SPREAD)),
    random,
  );
  return [...order, ...ranked.slice(lead)].map(({ product }) => product);
}
