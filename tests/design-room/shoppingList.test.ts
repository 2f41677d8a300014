// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import { shoppingList, shoppingListText } from '../../src/features/design-room/shoppingList.ts';

const piece = (id: string, productId: string): PlacedPiece => ({
  id,
  productId,
  x: 100,
  y: 100,
  rotation: 0,
  locked: false,
});

describe('shoppingList', () => {
  const pieces = [
    piece('a', 'sage-cloud-sofa'), // Hearth & Loom, $899
    piece('b', 'walnut-oval-coffee-table'), // Nordhaven, $449
    piece('c', 'cane-walnut-sideboard'), // Nordhaven, $549
    piece('d', 'walnut-oval-coffee-table'),
    piece('e', 'no-such-product'),
  ];

  it('groups by brand, A to Z, the same product twice as one line of quantity 2', () => {
    const list = shoppingList(pieces);
    expect(list.groups.map((group) => group.brand)).toEqual(['Hearth & Loom', 'Nordhaven']);
    const nordhaven = list.groups[1];
    expect(nordhaven?.lines).toEqual([
      {
        productId: 'walnut-oval-coffee-table',
        name: 'Walnut Oval Coffee Table',
        quantity: 2,
        unitPrice: 449,
        lineTotal: 898,
      },
      {
        productId: 'cane-walnut-sideboard',
        name: 'Cane Walnut Sideboard',
        quantity: 1,
        unitPrice: 549,
        lineTotal: 549,
      },
    ]);
    expect(nordhaven?.subtotal).toBe(1447);
    expect(nordhaven?.quantity).toBe(3);
    expect(nordhaven?.url).toBe('https://nordhaven.example');
  });

  it('totals every known piece and leaves unknown products out', () => {
    const list = shoppingList(pieces);
    expect(list.total).toBe(899 + 449 * 2 + 549);
    expect(list.quantity).toBe(4);
  });

  it('is empty for no pieces', () => {
    expect(shoppingList([])).toEqual({ groups: [], quantity: 0, total: 0 });
  });
});

describe('shoppingListText', () => {
  it('writes each brand with its link, lines, subtotals and the grand total', () => {
    const text = shoppingListText(
      shoppingList([
        piece('a', 'sage-cloud-sofa'),
        piece('b', 'harbour-three-seat-sofa'),
        piece('c', 'harbour-three-seat-sofa'),
      ]),
    );
    expect(text).toBe(
      [
        'My Aurevia design: shopping list',
        '',
        'Fjeld Studio (https://fjeld-studio.example)',
        '- 2 x Harbour Three-Seat Sofa: $2,580 ($1,290 each)',
        '  Subtotal: $2,580',
        '',
        'Hearth & Loom (https://hearth-and-loom.example)',
        '- 1 x Sage Cloud Sofa: $899',
        '  Subtotal: $899',
        '',
        'Total: $3,479 (3 pieces)',
      ].join('\n'),
    );
  });
});
