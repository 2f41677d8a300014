// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findFurniture } from '../../src/content/catalogue.ts';
import { checkLayout } from '../../src/lib/layout/checker.ts';
import { layoutRoom } from '../../src/lib/layout/engine.ts';
import type { LayoutBrief, LayoutItem, LayoutResult } from '../../src/lib/layout/types.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';

const ANCHORS = new Set(['sofa', 'bed', 'dining-table', 'desk']);

const rectangle = (
  width: number,
  depth: number,
  door: RoomPlan['doors'][number],
  windows: RoomPlan['windows'] = [],
): RoomPlan => ({
  unit: 'cm',
  outline: [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ],
  height: 260,
  doors: [door],
  windows,
});

const ROOMS: readonly { name: string; plan: RoomPlan; brief: Omit<LayoutBrief, 'seed'> }[] = [
  {
    name: 'a 420 x 360 living room',
    plan: rectangle(420, 360, { wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'start' }, [
      { wall: 0, offset: 150, width: 140, sill: 90 },
    ]),
    brief: { roomType: 'living-room', style: 'Scandinavian', budget: 3000, locked: [] },
  },
  {
    name: 'a 350 x 300 bedroom',
    plan: rectangle(350, 300, { wall: 2, offset: 30, width: 80, swing: 'in', hinge: 'end' }, [
      { wall: 0, offset: 110, width: 120, sill: 90 },
    ]),
    brief: { roomType: 'bedroom', style: 'Japandi', budget: 2500, locked: [] },
  },
  {
    name: 'a 400 x 340 dining room',
    plan: rectangle(400, 340, { wall: 1, offset: 40, width: 90, swing: 'in', hinge: 'start' }, [
      { wall: 2, offset: 120, width: 160, sill: 80 },
    ]),
    brief: { roomType: 'dining-room', style: 'Modern', budget: 3500, locked: [] },
  },
  {
    name: 'a 330 x 290 home office',
    plan: rectangle(330, 290, { wall: 3, offset: 30, width: 80, swing: 'in', hinge: 'start' }, [
      { wall: 1, offset: 90, width: 110, sill: 90 },
    ]),
    brief: { roomType: 'home-office', style: 'Classic', budget: 2000, locked: [] },
  },
];

const anchorOf = (result: LayoutResult): LayoutItem | undefined =>
  result.items.find((item) => ANCHORS.has(findFurniture(item.productId)?.kind ?? ''));

const products = (result: LayoutResult): string[] =>
  result.items.map((item) => item.productId).sort();

/** Different products, or the anchor piece moved more than 30 cm or turned. */
function differ(a: LayoutResult, b: LayoutResult): boolean {
  if (JSON.stringify(products(a)) !== JSON.stringify(products(b))) return true;
  const x = anchorOf(a);
  const y = anchorOf(b);
  if (!x || !y) return false;
  return x.rotation !== y.rotation || Math.hypot(x.x - y.x, x.y - y.y) > 30;
}

describe('alternatives from consecutive seeds', () => {
  for (const { name, plan, brief } of ROOMS) {
    it(`gives ${name} three different valid layouts, each reproducible`, () => {
      const layouts = [1, 2, 3].map((seed) => layoutRoom(plan, { ...brief, seed }, CATALOGUE));
      for (const [index, layout] of layouts.entries()) {
        const report = checkLayout(plan, {
          items: layout.items,
          budget: brief.budget,
          total: layout.total,
        });
        expect(
          report.violations.map((violation) => violation.message),
          `seed ${index + 1}`,
        ).toEqual([]);
        expect(anchorOf(layout), `seed ${index + 1}`).toBeDefined();
      }
      const [first, second, third] = layouts as [LayoutResult, LayoutResult, LayoutResult];
      expect(differ(first, second), 'seeds 1 and 2').toBe(true);
      expect(differ(first, third), 'seeds 1 and 3').toBe(true);
      expect(differ(second, third), 'seeds 2 and 3').toBe(true);
      expect(layoutRoom(plan, { ...brief, seed: 2 }, CATALOGUE)).toEqual(second);
    });
  }
});
