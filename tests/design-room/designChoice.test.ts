// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chosenDesign,
  droppedLine,
  optionName,
  piecesFromLayout,
  sameLayout,
} from '../../src/features/design-room/designChoice.ts';
import type { LayoutItem } from '../../src/lib/layout/types.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import { counter } from './fixtures.ts';

const item = (productId: string, x: number, y: number, rotation = 0): LayoutItem => ({
  productId,
  name: productId,
  category: 'Seating',
  layer: 'floor',
  price: 100,
  x,
  y,
  rotation,
  width: 100,
  depth: 50,
  height: 80,
  useDepth: 0,
});

const sofa: PlacedPiece = {
  id: 'kept-sofa',
  productId: 'sage-cloud-sofa',
  x: 210.04,
  y: 45.02,
  rotation: 0,
  locked: true,
};

describe('piecesFromLayout', () => {
  it('keeps a locked piece (its id, exact place and lock) and gives the rest new ids', () => {
    const items = [
      item('sage-cloud-sofa', 210, 45, 360),
      item('walnut-oval-coffee-table', 210, 120),
      item('sage-cloud-sofa', 300, 200),
    ];
    const pieces = piecesFromLayout(items, [sofa], counter());
    expect(pieces).toEqual([
      sofa,
      {
        id: 'new-1',
        productId: 'walnut-oval-coffee-table',
        x: 210,
        y: 120,
        rotation: 0,
        locked: false,
      },
      { id: 'new-2', productId: 'sage-cloud-sofa', x: 300, y: 200, rotation: 0, locked: false },
    ]);
  });

  it('does not keep unlocked pieces, nor a locked one the layout moved', () => {
    const loose = { ...sofa, id: 'loose', locked: false };
    const moved = piecesFromLayout([item('sage-cloud-sofa', 260, 45)], [loose, sofa], counter());
    expect(moved).toEqual([
      { id: 'new-1', productId: 'sage-cloud-sofa', x: 260, y: 45, rotation: 0, locked: false },
    ]);
  });

  it('matches two locked copies of one product each to its own item', () => {
    const left = { ...sofa, id: 'left', x: 100, y: 45 };
    const right = { ...sofa, id: 'right', x: 300, y: 45 };
    const pieces = piecesFromLayout(
      [item('sage-cloud-sofa', 300, 45), item('sage-cloud-sofa', 100, 45)],
      [left, right],
      counter(),
    );
    expect(pieces.map((piece) => piece.id)).toEqual(['right', 'left']);
  });
});

describe('chosenDesign', () => {
  it('carries the brief the design was made for', () => {
    const brief = { roomType: 'bedroom', style: 'Japandi', budget: 2500 } as const;
    const design = chosenDesign([item('a', 1, 2)], [], brief, counter());
    expect(design).toEqual({
      brief,
      pieces: [{ id: 'new-1', productId: 'a', x: 1, y: 2, rotation: 0, locked: false }],
    });
  });

  it('makes uuids by default', () => {
    const design = chosenDesign([item('a', 1, 2)], [], {
      roomType: 'bedroom',
      style: 'Modern',
      budget: 900,
    });
    expect(design.pieces[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('words', () => {
  it('names an option by its pieces and total', () => {
    expect(optionName(0, 9, 2840)).toBe('Option 1: 9 pieces, $2,840');
    expect(optionName(2, 1, 899)).toBe('Option 3: 1 piece, $899');
  });

  it('says what was dropped and why in one line', () => {
    expect(
      droppedLine({
        what: 'Armchair',
        why: 'No free spot keeps the doors, walkways and use zones clear.',
      }),
    ).toBe('No armchair: no free spot keeps the doors, walkways and use zones clear.');
  });

  it("writes a small room's least area in the room's unit", () => {
    const drop = {
      what: 'Armchair',
      why: 'The room is under 11 m², so its floor goes to the pieces before it.',
      roomUnder: 110_000,
    };
    expect(droppedLine(drop, 'metric')).toBe(
      'No armchair: the room is under 11 m², so its floor goes to the pieces before it.',
    );
    expect(droppedLine(drop, 'imperial')).toBe(
      'No armchair: the room is under 118 ft², so its floor goes to the pieces before it.',
    );
  });

  it('tells layouts apart by what stands where, in any order', () => {
    const a = [item('x', 1, 1), item('y', 2, 2)];
    expect(sameLayout(a, [item('y', 2, 2), item('x', 1, 1)])).toBe(true);
    expect(sameLayout(a, [item('y', 2, 2), item('x', 1, 5)])).toBe(false);
    expect(sameLayout(a, [item('y', 2, 2)])).toBe(false);
  });
});
