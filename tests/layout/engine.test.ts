// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findFurniture } from '../../src/content/catalogue.ts';
import { checkLayout } from '../../src/lib/layout/checker.ts';
import {
  LayoutInputError,
  constructLayout,
  finishLayout,
  layoutRoom,
} from '../../src/lib/layout/engine.ts';
import { ROOM_PROGRAMS } from '../../src/lib/layout/program.ts';
import { DESIGN_RULES } from '../../src/lib/layout/rules.ts';
import { sampleRoom } from '../../src/lib/layout/sampleRooms.ts';
import type { LayoutBrief, LayoutResult } from '../../src/lib/layout/types.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';

const ESSENTIALS: Record<LayoutBrief['roomType'], string[][]> = {
  'living-room': [['sofa']],
  bedroom: [['bed']],
  'dining-room': [['dining-table'], ['dining-chair', 'dining-chair']],
  'home-office': [['desk'], ['desk-chair']],
};

const kinds = (result: LayoutResult): string[] =>
  result.items.map((item) => findFurniture(item.productId)?.kind ?? 'unknown');

function violations(plan: RoomPlan, brief: LayoutBrief, result: LayoutResult): string[] {
  return checkLayout(plan, {
    items: result.items,
    budget: brief.budget,
    total: result.total,
  }).violations.map((violation) => `${violation.rule}: ${violation.message}`);
}

/** 450 x 380 cm with a door in the left wall and a window in the top wall. */
const ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [450, 0],
    [450, 380],
    [0, 380],
  ],
  height: 260,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 0, offset: 150, width: 140, sill: 90 }],
};

const brief = (overrides: Partial<LayoutBrief> = {}): LayoutBrief => ({
  roomType: 'living-room',
  style: 'Scandinavian',
  budget: 4000,
  seed: 7,
  locked: [],
  ...overrides,
});

describe('the layout engine', () => {
  // Seconds on an idle machine; the timeout leaves room for a busy one.
  it(
    'lays out 50 sample rooms without breaking a hard rule, essentials included',
    { timeout: 60_000 },
    () => {
      for (let index = 0; index < 50; index += 1) {
        const sample = sampleRoom(index);
        const result = layoutRoom(sample.plan, sample.brief, CATALOGUE, { iterations: 80 });
        expect(violations(sample.plan, sample.brief, result), `room ${index}`).toEqual([]);
        const areaM2 = Math.abs(
          sample.plan.outline.reduce((sum, [x1, y1], i, all) => {
            const [x2, y2] = all[(i + 1) % all.length] ?? [0, 0];
            return sum + x1 * y2 - x2 * y1;
          }, 0) / 20_000,
        );
        if (areaM2 >= 8) {
          const placed = kinds(result);
          for (const group of ESSENTIALS[sample.brief.roomType]) {
            for (const kind of new Set(group)) {
              const wanted = group.filter((k) => k === kind).length;
              expect(
                placed.filter((k) => k === kind).length,
                `room ${index}: ${kind}`,
              ).toBeGreaterThanOrEqual(wanted);
            }
          }
        }
      }
    },
  );

  it('gives the same layout for the same input, and uses the seed', () => {
    const first = layoutRoom(ROOM, brief(), CATALOGUE);
    expect(layoutRoom(ROOM, brief(), CATALOGUE)).toEqual(first);
    const others = [1, 2, 3].map((seed) => layoutRoom(ROOM, brief({ seed }), CATALOGUE));
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
  });

  it('answers in the CLI form: items with their footprint, the total and every design rule', () => {
    const result = layoutRoom(ROOM, brief(), CATALOGUE);
    expect(Object.keys(result)).toEqual(['items', 'dropped', 'total', 'rules']);
    expect(result.total).toBe(result.items.reduce((sum, item) => sum + item.price, 0));
    expect(result.total).toBeLessThanOrEqual(4000);
    expect(Object.keys(result.rules)).toEqual([...DESIGN_RULES]);
    for (const item of result.items) {
      const product = findFurniture(item.productId);
      expect(product).toBeDefined();
      expect(item).toMatchObject({
        name: product?.name,
        category: product?.category,
        layer: product?.layer,
        price: product?.price,
        width: product?.width,
        depth: product?.depth,
        height: product?.height,
        useDepth: product?.useDepth,
      });
      expect(item.rotation).toBeGreaterThanOrEqual(0);
      expect(item.rotation).toBeLessThan(360);
    }
  });

  it('keeps locked pieces exactly where they are', () => {
    const first = layoutRoom(ROOM, brief(), CATALOGUE);
    const sofa = first.items.find((item) => findFurniture(item.productId)?.kind === 'sofa');
    expect(sofa).toBeDefined();
    const plant = { productId: 'snake-plant', x: 420, y: 350, rotation: 0 };
    const locked = [
      {
        productId: sofa?.productId ?? '',
        x: sofa?.x ?? 0,
        y: sofa?.y ?? 0,
        rotation: sofa?.rotation ?? 0,
      },
      plant,
    ];
    const next = layoutRoom(ROOM, brief({ seed: 99, locked }), CATALOGUE);
    for (const piece of locked) {
      expect(next.items).toContainEqual(expect.objectContaining(piece));
    }
    // The locked sofa answers the need for a sofa: no second one.
    expect(kinds(next).filter((kind) => kind === 'sofa')).toHaveLength(1);
    expect(violations(ROOM, brief({ locked }), next)).toEqual([]);
  });

  it('refuses locked pieces it does not know or that break a rule', () => {
    expect(() =>
      layoutRoom(
        ROOM,
        brief({ locked: [{ productId: 'no-such-thing', x: 100, y: 100, rotation: 0 }] }),
        CATALOGUE,
      ),
    ).toThrow(LayoutInputError);
    expect(() =>
      layoutRoom(
        ROOM,
        brief({ locked: [{ productId: 'snake-plant', x: 40, y: 300, rotation: 0 }] }),
        CATALOGUE,
      ),
    ).toThrow(/door 1/);
    expect(() =>
      layoutRoom(
        ROOM,
        brief({
          budget: 100,
          locked: [{ productId: 'sage-cloud-sofa', x: 225, y: 320, rotation: 180 }],
        }),
        CATALOGUE,
      ),
    ).toThrow(/budget/);
  });

  it('drops pieces last-needed first and says why', () => {
    // No money: nothing, and the sofa says so first.
    const broke = layoutRoom(ROOM, brief({ budget: 0 }), CATALOGUE);
    expect(broke.items).toEqual([]);
    expect(broke.total).toBe(0);
    expect(broke.dropped[0]).toEqual({ what: 'Sofa', why: expect.stringMatching(/^Over budget/) });

    // Enough for a sofa only: the sofa, and the rest over budget in the program's order.
    const tight = layoutRoom(ROOM, brief({ budget: 360, style: 'Modern' }), CATALOGUE);
    expect(kinds(tight)).toEqual(['sofa']);
    const program = ROOM_PROGRAMS['living-room'].map((need) => need.label);
    const order = tight.dropped.map((entry) => program.indexOf(entry.what));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(tight.dropped.every((entry) => entry.why.length > 0)).toBe(true);

    // A small room keeps its floor for the first needs.
    const small: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [300, 0],
        [300, 280],
        [0, 280],
      ],
      windows: [],
    };
    const compact = layoutRoom(small, brief({ budget: 10_000 }), CATALOGUE);
    expect(compact.dropped).toContainEqual({
      what: 'Armchair',
      why: 'The room is under 11 m², so its floor goes to the pieces before it.',
      roomUnder: 110_000,
    });
    expect(kinds(compact)).toContain('sofa');
    expect(violations(small, brief({ budget: 10_000 }), compact)).toEqual([]);
  });

  it('furnishes a room with no door, and gives a first valid layout before refining', () => {
    const closed: RoomPlan = { ...ROOM, doors: [] };
    const result = layoutRoom(closed, brief({ roomType: 'bedroom' }), CATALOGUE);
    expect(kinds(result)).toContain('bed');
    expect(violations(closed, brief({ roomType: 'bedroom' }), result)).toEqual([]);

    const first = finishLayout(
      constructLayout(ROOM, brief({ roomType: 'dining-room' }), CATALOGUE),
    );
    expect(kinds(first)).toContain('dining-table');
    expect(violations(ROOM, brief({ roomType: 'dining-room' }), first)).toEqual([]);
  });

  it('covers the catalogue: every style has an essential of every room type', () => {
    for (const style of [
      'Modern',
      'Japandi',
      'Industrial',
      'Bohemian',
      'Scandinavian',
      'Classic',
    ] as const) {
      for (const kind of [
        'sofa',
        'bed',
        'dining-table',
        'dining-chair',
        'desk',
        'desk-chair',
      ] as const) {
        expect(
          CATALOGUE.some((product) => product.kind === kind && product.styles.includes(style)),
          `${style} ${kind}`,
        ).toBe(true);
      }
    }
  });
});
