/**
 * The edits a user makes to a design's pieces on the plan: pure functions from the pieces to
 * the next pieces, so the canvas, its tests and the store agree on what an edit means.
 */
import { CATALOGUE, findFurniture } from '../../content/catalogue.ts';
import { type FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { normaliseRotation } from '../../lib/room/rotation.ts';
import { CM_PER_INCH, formatLength, type UnitSystem } from '../../lib/room/units.ts';

/** The turn of one press of the rotate buttons or R / Shift+R, in degrees. */
export const ROTATE_STEP_DEG = 15;
/** Positions snap to whole centimetres: finer than anyone measures a room. */
export const snapCm = (value: number): number => Math.round(value);
/** Hundredths of a centimetre: an inch step (2.54 cm) kept exact, without float noise. */
const snapHundredths = (value: number): number => Math.round(value * 100) / 100;

export interface KeyStep {
  /** One press of an arrow key, in cm. */
  readonly step: number;
  /** One press with Shift, in cm. */
  readonly large: number;
  /** Where a moved piece lands. */
  readonly snap: (value: number) => number;
}

/**
 * The arrow keys move a piece in the room's own unit: 1 cm (Shift: 10 cm) in a metric room,
 * 1 inch (Shift: 6 inches) in an imperial one, each press the whole step.
 */
export const KEY_STEPS: Readonly<Record<UnitSystem, KeyStep>> = {
  metric: { step: 1, large: 10, snap: snapCm },
  imperial: { step: CM_PER_INCH, large: 6 * CM_PER_INCH, snap: snapHundredths },
};

/** The canvas's keyboard help, its steps in the room's unit ("Arrow keys move 1 in, ..."). */
export function planPieceKeys(system: UnitSystem): string {
  const { step, large } = KEY_STEPS[system];
  const say = (cm: number) => formatLength(cm, system, { imperial: 'words' });
  return `Arrow keys move ${say(step)}, with Shift ${say(large)}. R turns right ${ROTATE_STEP_DEG} degrees, Shift+R left. L locks, Delete removes.`;
}
/** How many other products the swap menu offers. */
export const SWAP_CHOICES = 4;

function update(
  pieces: readonly PlacedPiece[],
  id: string,
  change: (piece: PlacedPiece) => PlacedPiece,
): PlacedPiece[] {
  return pieces.map((piece) => (piece.id === id ? change(piece) : piece));
}

export function placePiece(
  pieces: readonly PlacedPiece[],
  id: string,
  x: number,
  y: number,
): PlacedPiece[] {
  return update(pieces, id, (piece) => ({ ...piece, x: snapCm(x), y: snapCm(y) }));
}

export function nudgePiece(
  pieces: readonly PlacedPiece[],
  id: string,
  dx: number,
  dy: number,
  snap: (value: number) => number = snapCm,
): PlacedPiece[] {
  return update(pieces, id, (piece) => ({
    ...piece,
    x: snap(piece.x + dx),
    y: snap(piece.y + dy),
  }));
}

/** Steps to the next multiple of 15 degrees, so a piece turned freely comes back to square. */
export function rotatePieceStep(
  pieces: readonly PlacedPiece[],
  id: string,
  direction: 1 | -1,
): PlacedPiece[] {
  return update(pieces, id, (piece) => {
    const steps = piece.rotation / ROTATE_STEP_DEG;
    const next = direction > 0 ? Math.floor(steps + 1e-6) + 1 : Math.ceil(steps - 1e-6) - 1;
    return { ...piece, rotation: normaliseRotation(next * ROTATE_STEP_DEG) };
  });
}

export function setPieceRotation(
  pieces: readonly PlacedPiece[],
  id: string,
  degrees: number,
): PlacedPiece[] {
  return update(pieces, id, (piece) => ({ ...piece, rotation: normaliseRotation(degrees) }));
}

export function toggleLock(pieces: readonly PlacedPiece[], id: string): PlacedPiece[] {
  return update(pieces, id, (piece) => ({ ...piece, locked: !piece.locked }));
}

export function removePiece(pieces: readonly PlacedPiece[], id: string): PlacedPiece[] {
  return pieces.filter((piece) => piece.id !== id);
}

/** The piece becomes another product where it stands (its id, and so its cart row, stay). */
export function swapPiece(
  pieces: readonly PlacedPiece[],
  id: string,
  productId: string,
): PlacedPiece[] {
  return update(pieces, id, (piece) => ({ ...piece, productId }));
}

/** Other products of the same kind, nearest in price first (then by name, for a stable menu). */
export function similarProducts(
  productId: string,
  count: number = SWAP_CHOICES,
): FurnitureProduct[] {
  const product = findFurniture(productId);
  if (!product) return [];
  return CATALOGUE.filter((other) => other.kind === product.kind && other.id !== product.id)
    .sort(
      (a, b) =>
        Math.abs(a.price - product.price) - Math.abs(b.price - product.price) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, count);
}

/** Pieces equal in what is kept of them (ids, products, places, turns, locks). */
export function samePieces(a: readonly PlacedPiece[], b: readonly PlacedPiece[]): boolean {
  return (
    a.length === b.length &&
    a.every((piece, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        piece.id === other.id &&
        piece.productId === other.productId &&
        piece.x === other.x &&
        piece.y === other.y &&
        piece.rotation === other.rotation &&
        piece.locked === other.locked
      );
    })
  );
}
