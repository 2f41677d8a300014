import type { FurnitureStyle, RoomType } from '../catalogue/furniture.ts';

/**
 * A design on a room plan: the pieces placed on it at true size, and the brief they were
 * designed for. Kept inside the plan's record (lib/room/records.ts), so a plan and the design
 * made on it travel together, on the device and in the account.
 */

/** One catalogue product placed on the plan. Positions are the plan's centimetres. */
export interface PlacedPiece {
  /** A uuid made on the device; the room cart row that mirrors the piece has the same id. */
  readonly id: string;
  /** An id of content/catalogue.ts. */
  readonly productId: string;
  /** The centre of the piece's footprint. */
  readonly x: number;
  readonly y: number;
  /** Degrees; the piece's front faces (-sin r, cos r), as in the layout engine. */
  readonly rotation: number;
  /** Kept where it is when the room is designed again. */
  readonly locked: boolean;
}

/** What the user asked "Design my room" for. */
export interface DesignBrief {
  readonly roomType: RoomType;
  readonly style: FurnitureStyle;
  /** US dollars. */
  readonly budget: number;
}

export interface RoomDesign {
  readonly pieces: readonly PlacedPiece[];
  /** The brief of the last automatic design, absent while the user only placed by hand. */
  readonly brief?: DesignBrief;
}

export const EMPTY_DESIGN: RoomDesign = { pieces: [] };
