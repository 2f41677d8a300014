/**
 * What a piece of furniture is to the room kernel, the layout engine, the plan and the 3D
 * view: its kind, the layer it goes on, its size in centimetres, the zone in front of it a
 * person needs, and the styles and rooms it suits. The products themselves are data
 * (content/catalogue.ts).
 */
import type { ProductCategory } from '../../content/products.ts';
import type { SampleImage } from '../../content/sampleLibrary.ts';

export const FURNITURE_STYLES = [
  'Modern',
  'Japandi',
  'Industrial',
  'Bohemian',
  'Scandinavian',
  'Classic',
] as const;
export type FurnitureStyle = (typeof FURNITURE_STYLES)[number];

export const ROOM_TYPES = ['living-room', 'bedroom', 'dining-room', 'home-office'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Where a piece goes: standing on the floor, lying flat under other pieces, or on a wall. */
export type PlacementLayer = 'floor' | 'rug' | 'wall';

export const FURNITURE_KINDS = [
  'sofa',
  'armchair',
  'dining-chair',
  'desk-chair',
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
  'bed',
  'floor-lamp',
  'table-lamp',
  'pendant',
  'wall-light',
  'rug',
  'wall-art',
  'mirror',
  'floor-mirror',
  'plant',
  'vase',
  'pouf',
  'basket',
  'coat-stand',
] as const;
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];

export interface FurnitureProduct {
  readonly id: string;
  readonly name: string;
  /** US dollars. */
  readonly price: number;
  /** One of the brands of brands.ts. */
  readonly brand: string;
  readonly category: ProductCategory;
  readonly kind: FurnitureKind;
  /** Along the piece's front, in cm. */
  readonly width: number;
  /** From the piece's back to its front, in cm (a wall piece's depth off the wall). */
  readonly depth: number;
  readonly height: number;
  readonly styles: readonly FurnitureStyle[];
  readonly rooms: readonly RoomType[];
  readonly layer: PlacementLayer;
  /**
   * How deep a zone in front of the piece must stay usable, in cm: legroom before a sofa,
   * the swing of wardrobe doors, the chair space at a desk. 0 for a piece that is used from
   * anywhere around it (a side table, a lamp, a dining chair pulled out from behind).
   */
  readonly useDepth: number;
  /**
   * Its picture, drawn by the sample generator (scripts/generate-samples.mjs): the canvas's
   * six keep their studio pictures, every other product has a small one of its kind in its
   * colours. Its alt text is empty: the product's name is always written beside it.
   */
  readonly image: SampleImage;
}
