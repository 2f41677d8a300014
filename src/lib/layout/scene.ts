/**
 * The engine's bookkeeping of a layout in progress: the placed pieces with their footprints
 * and use zones, and the tests a new or moved piece must pass. These tests ask for a little
 * more than the hard rules (a centimetre between pieces, a few around doors), so the separate
 * checker, measuring on its own, always finds the result within the rules.
 */
import type { FurnitureKind, FurnitureProduct } from '../catalogue/furniture.ts';
import { boxOf, frontZone, separation, type Box, type Pose } from './box.ts';
import { type PathTarget, PATH_RADIUS } from './clearance.ts';
import { insideRoom, OPENING_MARGIN, type RoomModel } from './room.ts';

/** Gap between two standing pieces, and between two rugs, in cm. */
export const PIECE_GAP = 1;
/** Gap between two pieces on a wall. */
export const WALL_PIECE_GAP = 10;
/** A floor piece this tall hides the wall behind it: nothing hangs there. */
export const WALL_HIDING_HEIGHT = 150;
/**
 * How close a path's centre line must come to a use zone: the 60 cm wide path overlaps the
 * zone by at least 10 cm (the checker allows 2 cm less).
 */
export const ZONE_REACH = PATH_RADIUS - 2 - 10 - 2;
/** A piece used from anywhere around it is in reach when the path passes within 50 cm of it. */
export const PIECE_REACH = PATH_RADIUS - 2 + 50 - 2;

export interface Piece {
  readonly id: number;
  readonly product: FurnitureProduct;
  readonly pose: Pose;
  readonly box: Box;
  /** The use zone in front, or null for a piece used from anywhere around it. */
  readonly zone: Box | null;
  readonly locked: boolean;
  /** The room need it answers (the need's key), or "locked". */
  readonly need: string;
  /** The piece this one was placed with (a coffee table's sofa), or -1. */
  readonly anchor: number;
  /** The wall its back stands against (or hangs on), or -1. */
  readonly wall: number;
  /** Where along that wall its centre is, in cm from the wall's start. */
  readonly along: number;
}

export interface PieceSpec {
  readonly product: FurnitureProduct;
  readonly pose: Pose;
  readonly need: string;
  readonly locked?: boolean;
  readonly anchor?: number;
  readonly wall?: number;
  readonly along?: number;
}

export function makePiece(spec: PieceSpec, id: number): Piece {
  const { product, pose } = spec;
  const box = boxOf(pose, product.width, product.depth);
  return {
    id,
    product,
    pose,
    box,
    zone:
      product.layer === 'floor' && product.useDepth > 0 ? frontZone(box, product.useDepth) : null,
    locked: spec.locked ?? false,
    need: spec.need,
    anchor: spec.anchor ?? -1,
    wall: spec.wall ?? -1,
    along: spec.along ?? 0,
  };
}

/** The same piece at another pose (its identity and relations kept). */
export function movePiece(piece: Piece, pose: Pose, wall = -1, along = 0): Piece {
  return makePiece({ ...piece, pose, wall, along }, piece.id);
}

/** Pieces that stand inside another's use zone by design: a chair at its desk or table. */
const PARTNERS: readonly (readonly [FurnitureKind, FurnitureKind])[] = [
  ['desk', 'desk-chair'],
  ['dining-table', 'dining-chair'],
];

function partners(a: FurnitureKind, b: FurnitureKind): boolean {
  return PARTNERS.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
}

/** Whether the piece, alone, sits well in the room: inside, clear of doors, off openings. */
export function fitsRoom(room: RoomModel, piece: Piece): boolean {
  if (!insideRoom(room, piece.box)) return false;
  for (const door of room.doors) {
    if (separation(piece.box, door.keepOut) < 0.5) return false;
  }
  if (piece.zone && !insideRoom(room, piece.zone, 0)) return false;
  if (piece.product.layer === 'wall') {
    const wall = room.walls[piece.wall];
    if (!wall) return false;
    const from = piece.along - piece.product.width / 2;
    const to = piece.along + piece.product.width / 2;
    // Past a wall's end its line may run on inside the room (at an L's inner corner).
    if (from < 1 || to > wall.length - 1) return false;
    for (const opening of wall.openings) {
      if (from < opening.to + OPENING_MARGIN && to > opening.from - OPENING_MARGIN) return false;
    }
  }
  return true;
}

/** Whether two pieces get in each other's way. */
export function clash(a: Piece, b: Piece): boolean {
  const la = a.product.layer;
  const lb = b.product.layer;
  if (la === 'floor' && lb === 'floor') {
    if (separation(a.box, b.box) < PIECE_GAP) return true;
    const paired = partners(a.product.kind, b.product.kind);
    if (!paired && a.zone && separation(a.zone, b.box) < 0.5) return true;
    if (!paired && b.zone && separation(b.zone, a.box) < 0.5) return true;
    return false;
  }
  if (la === 'rug' && lb === 'rug') return separation(a.box, b.box) < PIECE_GAP;
  if (la === 'wall' && lb === 'wall') return separation(a.box, b.box) < WALL_PIECE_GAP;
  if (la === 'wall' && lb === 'floor') return hides(b, a);
  if (la === 'floor' && lb === 'wall') return hides(a, b);
  return false;
}

function hides(floor: Piece, wall: Piece): boolean {
  return floor.product.height >= WALL_HIDING_HEIGHT && separation(floor.box, wall.box) < 5;
}

/** Whether the piece clashes with none of the others (skipping the ids in `skip`). */
export function fitsAmong(
  piece: Piece,
  others: readonly Piece[],
  skip?: ReadonlySet<number>,
): boolean {
  for (const other of others) {
    if (other.id === piece.id || skip?.has(other.id)) continue;
    if (clash(piece, other)) return false;
  }
  return true;
}

/** What a walkway must reach for this piece, or null for a piece that needs no path. */
export function pathTarget(piece: Piece): PathTarget | null {
  if (piece.product.layer !== 'floor') return null;
  return piece.zone
    ? { box: piece.zone, reach: ZONE_REACH }
    : { box: piece.box, reach: PIECE_REACH };
}
