/**
 * The layout engine's input and output: a brief (what the room is for, in which style, for
 * how much) and the furnished layout, in the JSON form the CLI prints and the app stores.
 */
import type {
  FurnitureKind,
  FurnitureProduct,
  FurnitureStyle,
  PlacementLayer,
  RoomType,
} from '../catalogue/furniture.ts';

export type { FurnitureKind, FurnitureStyle, PlacementLayer, RoomType };

/** A piece the user has already placed and wants kept exactly where it is. */
export interface LockedPiece {
  readonly productId: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

export interface LayoutBrief {
  readonly roomType: RoomType;
  readonly style: FurnitureStyle;
  /** US dollars; the layout's total never exceeds it. */
  readonly budget: number;
  readonly seed: number;
  readonly locked: readonly LockedPiece[];
}

/**
 * One placed piece. (x, y) is the centre of its footprint in the plan's centimetres;
 * `rotation` is in degrees and the piece's front faces (-sin r, cos r); `width` runs along
 * the piece's own x axis and `depth` along its own y axis; `useDepth` is the depth of the
 * zone in front of it that must stay usable.
 */
export interface LayoutItem {
  readonly productId: string;
  readonly name: string;
  readonly category: FurnitureProduct['category'];
  readonly layer: PlacementLayer;
  readonly price: number;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly width: number;
  readonly depth: number;
  readonly height: number;
  readonly useDepth: number;
}

/** A piece the room needed but did not get, and the reason. */
export interface DroppedPiece {
  readonly what: string;
  readonly why: string;
  /**
   * When the room was too small for it: the least floor area it needs, in cm², so the app can
   * say `why` in the room's unit (`smallRoomReason` in droppedReasons.ts).
   */
  readonly roomUnder?: number;
}

export interface LayoutResult {
  readonly items: readonly LayoutItem[];
  readonly dropped: readonly DroppedPiece[];
  readonly total: number;
  /** Each design rule by name: whether the layout meets it. */
  readonly rules: Readonly<Record<string, boolean>>;
}
