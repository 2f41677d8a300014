/**
 * The placed pieces as 3D models: the catalogue's size and the plan's position and rotation,
 * lifted to the height they are used at (art on its wall, a lamp on its table, a pendant under
 * the ceiling).
 */
import { findFurniture } from '../../content/catalogue.ts';
import { type FurnitureProduct } from '../catalogue/furniture.ts';
import type { PlacedPiece } from '../room/design.ts';
import { distanceToSegment, walls as planWalls } from '../room/geometry.ts';
import type { Point, RoomPlan } from '../room/plan.ts';
import { pieceColours } from './colours.ts';
import { pieceParts } from './pieceParts.ts';
import { column } from './shapes.ts';
import type { Part, PieceModel } from './types.ts';

/** Where the middle of a wall piece hangs, in cm above the floor. */
const HANGING_CENTRE: Partial<Record<FurnitureProduct['kind'], number>> = {
  'wall-art': 150,
  mirror: 150,
  'wall-light': 165,
};
/** How far the bottom of a pendant's shade hangs above the floor, at most. */
const PENDANT_BOTTOM = 150;
/** A table lamp stands on the tallest piece under it that is no taller than this. */
const TALLEST_LAMP_TABLE = 110;

/** The piece's front, as on the plan: (-sin r, cos r). */
export function frontOf(rotation: number): readonly [number, number] {
  const r = (rotation * Math.PI) / 180;
  return [-Math.sin(r), Math.cos(r)];
}

/** A plan point in the frame of a piece at (x, y) turned by `rotation`. */
export function toPieceFrame(
  px: number,
  py: number,
  x: number,
  y: number,
  rotation: number,
): readonly [number, number] {
  const r = (rotation * Math.PI) / 180;
  const dx = px - x;
  const dy = py - y;
  return [dx * Math.cos(r) + dy * Math.sin(r), -dx * Math.sin(r) + dy * Math.cos(r)];
}

/** A point of a piece's frame on the plan. */
export function toPlan(
  lx: number,
  ly: number,
  x: number,
  y: number,
  rotation: number,
): readonly [number, number] {
  const r = (rotation * Math.PI) / 180;
  return [x + lx * Math.cos(r) - ly * Math.sin(r), y + lx * Math.sin(r) + ly * Math.cos(r)];
}

/** The wall nearest a wall piece's back. */
function wallBehind(plan: RoomPlan, piece: PlacedPiece, depth: number): number | null {
  const [fx, fy] = frontOf(piece.rotation);
  const back: Point = [piece.x - (fx * depth) / 2, piece.y - (fy * depth) / 2];
  let best: { index: number; distance: number } | null = null;
  for (const wall of planWalls(plan.outline)) {
    const distance = distanceToSegment(back, wall.start, wall.end);
    if (!best || distance < best.distance) best = { index: wall.index, distance };
  }
  return best?.index ?? null;
}

interface Resolved {
  readonly piece: PlacedPiece;
  readonly product: FurnitureProduct;
}

/** The height of the tallest table-like piece under (x, y), if any, for a lamp to stand on. */
function tableUnder(x: number, y: number, others: readonly Resolved[]): number {
  let top = 0;
  for (const { piece, product } of others) {
    if (product.layer !== 'floor' || product.height > TALLEST_LAMP_TABLE) continue;
    if (product.kind === 'table-lamp' || product.kind === 'pendant') continue;
    const [lx, ly] = toPieceFrame(x, y, piece.x, piece.y, piece.rotation);
    if (Math.abs(lx) <= product.width / 2 && Math.abs(ly) <= product.depth / 2) {
      top = Math.max(top, product.height);
    }
  }
  return top;
}

function elevationOf(
  plan: RoomPlan,
  { piece, product }: Resolved,
  all: readonly Resolved[],
): number {
  const ceiling = plan.height;
  const hanging = HANGING_CENTRE[product.kind];
  if (hanging !== undefined) {
    const highest = Math.max(0, ceiling - product.height - 5);
    return Math.max(0, Math.min(highest, hanging - product.height / 2));
  }
  if (product.kind === 'pendant') {
    return Math.max(0, Math.min(PENDANT_BOTTOM, ceiling - product.height - 40));
  }
  if (product.kind === 'table-lamp') {
    return tableUnder(
      piece.x,
      piece.y,
      all.filter((other) => other.piece.id !== piece.id),
    );
  }
  return 0;
}

/** Every placed piece whose product is in the catalogue, as its 3D model. */
export function buildPieces(plan: RoomPlan, pieces: readonly PlacedPiece[]): PieceModel[] {
  const resolved: Resolved[] = [];
  for (const piece of pieces) {
    const product = findFurniture(piece.productId);
    if (product) resolved.push({ piece, product });
  }
  return resolved.map((entry) => {
    const { piece, product } = entry;
    const elevation = elevationOf(plan, entry, resolved);
    const fixings: Part[] = [];
    if (product.kind === 'pendant') {
      const top = product.height;
      fixings.push(column(1, top, plan.height - elevation, '#2A2522', 'metal'));
    }
    return {
      id: piece.id,
      productId: product.id,
      name: product.name,
      kind: product.kind,
      layer: product.layer,
      x: piece.x,
      y: piece.y,
      rotation: piece.rotation,
      elevation,
      size: [product.width, product.depth, product.height],
      parts: pieceParts(product, pieceColours(product)),
      fixings,
      wall: product.layer === 'wall' ? wallBehind(plan, piece, product.depth) : null,
    };
  });
}
