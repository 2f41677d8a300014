/**
 * From an engine's layout to the pieces of a design, and the words the alternatives are shown
 * with. No engine code: the layouts arrive from the worker.
 */
import { formatPrice } from '../../lib/format.ts';
import { smallRoomReason } from '../../lib/layout/droppedReasons.ts';
import type { DroppedPiece, LayoutItem } from '../../lib/layout/types.ts';
import type { DesignBrief, PlacedPiece, RoomDesign } from '../../lib/room/design.ts';
import type { UnitSystem } from '../../lib/room/units.ts';

/** How far (cm, degrees) a layout's item may sit from a locked piece and still be that piece. */
const SAME_PLACE = 0.6;

function sameAngle(a: number, b: number): boolean {
  const difference = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return difference <= SAME_PLACE;
}

function samePlace(piece: PlacedPiece, item: LayoutItem): boolean {
  return (
    piece.productId === item.productId &&
    Math.abs(piece.x - item.x) <= SAME_PLACE &&
    Math.abs(piece.y - item.y) <= SAME_PLACE &&
    sameAngle(piece.rotation, item.rotation)
  );
}

/**
 * The pieces of a chosen layout. A locked piece of the current design comes back as itself
 * (its id, its exact pose, still locked), so the room cart row that mirrors it survives; every
 * other item is a new piece with a new id.
 */
export function piecesFromLayout(
  items: readonly LayoutItem[],
  current: readonly PlacedPiece[],
  makeId: () => string,
): PlacedPiece[] {
  const unmatched = current.filter((piece) => piece.locked);
  return items.map((item) => {
    const index = unmatched.findIndex((piece) => samePlace(piece, item));
    if (index >= 0) {
      const [kept] = unmatched.splice(index, 1);
      if (kept) return { ...kept, locked: true };
    }
    return {
      id: makeId(),
      productId: item.productId,
      x: item.x,
      y: item.y,
      rotation: item.rotation,
      locked: false,
    };
  });
}

/** The design to hand back when the user picks an alternative. */
export function chosenDesign(
  items: readonly LayoutItem[],
  current: readonly PlacedPiece[],
  brief: DesignBrief,
  makeId: () => string = () => crypto.randomUUID(),
): RoomDesign {
  return { pieces: piecesFromLayout(items, current, makeId), brief };
}

export const pieceCount = (count: number): string => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/** "Option 1: 9 pieces, $2,840": the accessible name of an alternative. */
export function optionName(index: number, items: number, total: number): string {
  return `Option ${index + 1}: ${pieceCount(items)}, ${formatPrice(total)}`;
}

const lowerFirst = (text: string): string =>
  text.length === 0 ? text : text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "No armchair: no free spot keeps the doors, walkways and use zones clear.", a figure in the
 * reason written in the room's unit.
 */
export function droppedLine(drop: DroppedPiece, system: UnitSystem = 'metric'): string {
  const why = drop.roomUnder === undefined ? drop.why : smallRoomReason(drop.roomUnder, system);
  return `No ${lowerFirst(drop.what)}: ${lowerFirst(why)}`;
}

/** Whether two layouts put the same products in the same places (different seeds may agree). */
export function sameLayout(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  if (a.length !== b.length) return false;
  const key = (item: LayoutItem) => `${item.productId}@${item.x},${item.y},${item.rotation}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, index) => value === right[index]);
}
