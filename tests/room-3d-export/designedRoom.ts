import { CATALOGUE } from '../../src/content/catalogue.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';

/**
 * A designed living room, fixed: 480 x 390 cm with a door and a window, a sofa facing a round
 * coffee table on a round rug, two of the same armchair, a lamp, shelving, a pendant and a
 * print on the wall. Fixed positions, so a change to the layout engine changes nothing here.
 */
export const LIVING_ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [480, 0],
    [480, 390],
    [0, 390],
  ],
  height: 260,
  doors: [{ wall: 0, offset: 40, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 2, offset: 150, width: 140, sill: 80 }],
};

/** A product by its name, or by its id. */
function productId(name: string): string {
  const product = CATALOGUE.find((candidate) => candidate.name === name || candidate.id === name);
  if (!product) throw new Error(`${name} is not in the catalogue`);
  return product.id;
}

const place = (id: string, name: string, x: number, y: number, rotation = 0): PlacedPiece => ({
  id,
  productId: productId(name),
  x,
  y,
  rotation,
  locked: false,
});

export const LIVING_ROOM_PIECES: readonly PlacedPiece[] = [
  place('sofa', 'Harbour Three-Seat Sofa', 240, 330, 180),
  place('rug', 'Round Wool Rug', 240, 215),
  place('table', 'Round Travertine Coffee Table', 240, 215),
  place('chair-1', 'Oak Frame Easy Chair', 70, 200, 270),
  place('chair-2', 'Oak Frame Easy Chair', 70, 300, 250),
  place('side', 'Drum Side Table', 95, 345),
  place('lamp', 'Linen Shade Floor Lamp', 410, 345),
  place('shelves', 'Oak Modular Shelving', 462, 200, 90),
  place('pendant', 'Rice Paper Pendant', 240, 215),
  place('print', 'terracotta-arches-print', 240, 388, 180),
];
