// @vitest-environment node
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { describe, expect, it } from 'vitest';
import { checkLayout, type CheckedItem, type HardRule } from '../../src/lib/layout/checker.ts';
import { layoutRoom } from '../../src/lib/layout/engine.ts';
import { sampleRoom } from '../../src/lib/layout/sampleRooms.ts';
import type { Door, Point, RoomPlan, RoomWindow } from '../../src/lib/room/plan.ts';

/** 400 x 300 cm, clockwise on screen; wall 0 is the top, wall 3 the left. */
const RECT: Point[] = [
  [0, 0],
  [400, 0],
  [400, 300],
  [0, 300],
];

/** A door in the left wall, y 110 to 200, opening into the room. */
const LEFT_DOOR: Door = { wall: 3, offset: 100, width: 90, swing: 'in', hinge: 'start' };

function room(
  outline: Point[] = RECT,
  doors: Door[] = [LEFT_DOOR],
  windows: RoomWindow[] = [],
): RoomPlan {
  return { unit: 'cm', outline, height: 260, doors, windows };
}

function piece(
  layer: CheckedItem['layer'],
  x: number,
  y: number,
  width: number,
  depth: number,
  { rotation = 0, useDepth = 0, price = 100 } = {},
): CheckedItem {
  return { layer, x, y, rotation, width, depth, useDepth, price };
}

function rulesBroken(plan: RoomPlan, items: CheckedItem[], budget = 10_000): HardRule[] {
  return [...new Set(checkLayout(plan, { items, budget }).violations.map((v) => v.rule))];
}

describe('the layout checker', () => {
  it('passes a sensible layout', () => {
    const items = [
      piece('floor', 200, 253, 200, 90, { rotation: 180, useDepth: 35 }),
      piece('rug', 210, 200, 160, 230, { rotation: 90 }),
      piece('wall', 200, 298, 60, 3, { rotation: 180 }),
    ];
    expect(checkLayout(room(), { items, budget: 1000 })).toEqual({ ok: true, violations: [] });
  });

  it('finds standing pieces that overlap, and lets rugs lie under them', () => {
    const sofa = piece('floor', 250, 60, 200, 90);
    expect(rulesBroken(room(), [sofa, piece('floor', 250, 140, 100, 80)])).toEqual(['overlap']);
    // Within the 0.5 cm tolerance.
    expect(rulesBroken(room(), [sofa, piece('floor', 250, 144.7, 100, 80)])).toEqual([]);
    expect(rulesBroken(room(), [sofa, piece('rug', 250, 100, 160, 230, { rotation: 90 })])).toEqual(
      [],
    );
    expect(
      rulesBroken(room(), [piece('rug', 250, 100, 120, 170), piece('rug', 300, 120, 120, 170)]),
    ).toEqual(['overlap']);
    expect(
      rulesBroken(room(), [piece('wall', 200, 2.5, 80, 3), piece('wall', 250, 2.5, 80, 3)]),
    ).toEqual(['overlap']);
  });

  it('finds pieces outside the outline, also across the notch of an L', () => {
    expect(rulesBroken(room(), [piece('floor', 380, 60, 60, 60)])).toEqual(['inside']);
    expect(rulesBroken(room(), [piece('floor', 369.5, 60, 60, 60)])).toEqual([]);
    const l: Point[] = [
      [0, 0],
      [400, 0],
      [400, 150],
      [200, 150],
      [200, 300],
      [0, 300],
    ];
    expect(rulesBroken(room(l, []), [piece('floor', 300, 225, 60, 60)])).toEqual(['inside']);
    // Every corner inside the L, the middle across its missing corner.
    const across = piece('floor', 210, 150, 254.6, 10, { rotation: 315 });
    expect(rulesBroken(room(l, []), [across])).toEqual(['inside']);
  });

  it('finds pieces in front of a door and in the swing of a door that opens inwards', () => {
    expect(rulesBroken(room(), [piece('floor', 60, 150, 40, 40)])).toEqual(['doorZone']);
    expect(rulesBroken(room(), [piece('floor', 115, 150, 40, 40)])).toEqual([]);
    // A 110 cm door in the top wall sweeps deeper than the 90 cm zone.
    const wide: Door = { wall: 0, offset: 150, width: 110, swing: 'in', hinge: 'start' };
    const inSwing = piece('floor', 165, 100, 20, 10);
    expect(rulesBroken(room(RECT, [wide]), [inSwing])).toEqual(['doorZone']);
    expect(rulesBroken(room(RECT, [{ ...wide, swing: 'out' }]), [inSwing])).toEqual([]);
  });

  it('finds wall pieces off the walls or across a window or a door', () => {
    const window: RoomWindow = { wall: 0, offset: 250, width: 100, sill: 90 };
    expect(rulesBroken(room(RECT, [], [window]), [piece('wall', 200, 150, 60, 3)])).toEqual([
      'wallPlacement',
    ]);
    expect(rulesBroken(room(RECT, [], [window]), [piece('wall', 280, 2.5, 60, 3)])).toEqual([
      'wallPlacement',
    ]);
    expect(rulesBroken(room(RECT, [], [window]), [piece('wall', 150, 2.5, 60, 3)])).toEqual([]);
    const onDoor = piece('wall', 2.5, 150, 60, 3, { rotation: 270 });
    expect(rulesBroken(room(), [onDoor])).toContain('wallPlacement');
  });

  it('finds doors no 90 cm walkway joins', () => {
    const plan = room(
      [
        [0, 0],
        [500, 0],
        [500, 300],
        [0, 300],
      ],
      [LEFT_DOOR, { wall: 1, offset: 100, width: 90, swing: 'out', hinge: 'end' }],
    );
    // A run of cabinets across the room leaves a 70 cm gap: wide enough to reach, too narrow to walk.
    const cabinets = piece('floor', 250, 115.5, 40, 229);
    expect(rulesBroken(plan, [cabinets])).toEqual(['walkway']);
    const shorter = piece('floor', 250, 95.5, 40, 189);
    expect(rulesBroken(plan, [shorter])).toEqual([]);
  });

  it('finds pieces no 60 cm path reaches, and use zones outside the room', () => {
    const wall = piece('floor', 250, 150, 20, 298);
    const plant = piece('floor', 350, 150, 40, 40);
    expect(rulesBroken(room(), [wall, plant])).toEqual(['reach']);
    // A wardrobe facing the wall it stands against.
    const backwards = piece('floor', 300, 31, 100, 60, { useDepth: 70, rotation: 180 });
    expect(rulesBroken(room(), [backwards])).toEqual(['reach']);
    const facingIn = piece('floor', 300, 31, 100, 60, { useDepth: 70 });
    expect(rulesBroken(room(), [facingIn])).toEqual([]);
  });

  it('gives each finding as data, its figures in centimetres, for the app to word', () => {
    const details = (plan: RoomPlan, items: CheckedItem[]) =>
      checkLayout(plan, { items, budget: 10_000 }).violations.map((v) => v.detail);
    expect(details(room(), [piece('floor', 60, 150, 40, 40)])).toEqual([
      { kind: 'doorFront', clear: 90 },
    ]);
    const wide: Door = { wall: 0, offset: 150, width: 110, swing: 'in', hinge: 'start' };
    expect(details(room(RECT, [wide]), [piece('floor', 165, 100, 20, 10)])).toEqual([
      { kind: 'doorSwing' },
    ]);
    const wall = piece('floor', 250, 150, 20, 298);
    const plant = piece('floor', 350, 150, 40, 40);
    expect(details(room(), [wall, plant])).toEqual([{ kind: 'noPath', width: 60 }]);
    const [overlap] = details(room(), [
      piece('floor', 300, 150, 40, 40),
      piece('floor', 330, 150, 40, 40),
    ]);
    expect(overlap).toEqual({ kind: 'overlap', depth: expect.closeTo(10, 1) as number });
  });

  it('finds layouts over budget or with a wrong total', () => {
    const items = [piece('floor', 300, 60, 60, 60, { price: 300 })];
    expect(rulesBroken(room(), items, 250)).toEqual(['budget']);
    expect(checkLayout(room(), { items, budget: 500, total: 200 }).violations[0]?.rule).toBe(
      'budget',
    );
    expect(checkLayout(room(), { items, budget: 300, total: 300 }).ok).toBe(true);
  });

  it("passes the engine's layout of a sample room", () => {
    const { plan, brief } = sampleRoom(0);
    const result = layoutRoom(plan, brief, CATALOGUE, { iterations: 50 });
    expect(checkLayout(plan, { ...result, budget: brief.budget }).violations).toEqual([]);
  });
});
