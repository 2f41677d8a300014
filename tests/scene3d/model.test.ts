// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findFurniture } from '../../src/content/catalogue.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';
import {
  buildRoomModel,
  frontOf,
  partsBounds,
  pieceBoundsOnPlan,
  toPlan,
  windowHead,
  doorHead,
  WALL_THICKNESS,
  type WallPanel,
} from '../../src/lib/scene3d/index.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';

const ROOM: RoomPlan = {
  ...EXAMPLE_PLAN,
  windows: [...EXAMPLE_PLAN.windows, { wall: 1, offset: 60, width: 100, sill: 40 }],
};

/** An L-shaped room drawn the other way round, with an inside corner. */
const L_ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [0, 500],
    [600, 500],
    [600, 250],
    [300, 250],
    [300, 0],
  ],
  height: 270,
  doors: [{ wall: 4, offset: 60, width: 90, swing: 'out', hinge: 'end' }],
  windows: [{ wall: 1, offset: 200, width: 160, sill: 80 }],
};

/** The value, or a failed test naming what was missing. */
function must<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** Corner i of a plan's outline, wrapping round. */
const corner = (plan: RoomPlan, i: number) =>
  must(plan.outline[i % plan.outline.length], `corner ${i}`);

let counter = 0;
const piece = (productId: string, x: number, y: number, rotation = 0): PlacedPiece => ({
  id: `piece-${(counter += 1)}`,
  productId,
  x,
  y,
  rotation,
  locked: false,
});

const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

const solidArea = (panels: readonly WallPanel[], wall: number): number =>
  panels
    .filter((panel) => panel.wall === wall)
    .reduce(
      (sum, panel) => sum + overlap(panel.from, panel.to, 0, Infinity) * (panel.top - panel.bottom),
      0,
    );

describe('walls with openings', () => {
  for (const plan of [ROOM, L_ROOM]) {
    const model = buildRoomModel(plan, []);

    it(`leaves every window open between its sill and its head (${plan.outline.length} walls)`, () => {
      const windows = model.openings.filter((opening) => opening.type === 'window');
      expect(windows).toHaveLength(plan.windows.length);
      for (const [index, roomWindow] of plan.windows.entries()) {
        const opening = windows.find((candidate) => candidate.index === index);
        expect(opening).toBeDefined();
        if (!opening) continue;
        expect(opening.wall).toBe(roomWindow.wall);
        expect(opening.from).toBeCloseTo(roomWindow.offset);
        expect(opening.to).toBeCloseTo(roomWindow.offset + roomWindow.width);
        expect(opening.bottom).toBe(roomWindow.sill);
        expect(opening.top).toBe(windowHead(roomWindow.sill, plan.height));
        for (const panel of model.panels.filter(
          (candidate) => candidate.wall === roomWindow.wall,
        )) {
          const across = overlap(panel.from, panel.to, opening.from, opening.to);
          const up = overlap(panel.bottom, panel.top, opening.bottom, opening.top);
          expect(across * up).toBe(0);
        }
        // Below the sill and above the head the wall is solid across the whole window.
        const below = model.panels.filter(
          (panel) =>
            panel.wall === roomWindow.wall && panel.bottom === 0 && panel.top === roomWindow.sill,
        );
        const above = model.panels.filter(
          (panel) =>
            panel.wall === roomWindow.wall &&
            panel.bottom === opening.top &&
            panel.top === plan.height,
        );
        const covered = (panels: readonly WallPanel[]) =>
          panels.reduce(
            (sum, panel) => sum + overlap(panel.from, panel.to, opening.from, opening.to),
            0,
          );
        expect(covered(below)).toBeCloseTo(roomWindow.width);
        expect(covered(above)).toBeCloseTo(roomWindow.width);
      }
    });

    it(`leaves every door open from the floor to its head (${plan.outline.length} walls)`, () => {
      for (const door of plan.doors) {
        for (const panel of model.panels.filter((candidate) => candidate.wall === door.wall)) {
          const across = overlap(panel.from, panel.to, door.offset, door.offset + door.width);
          const up = overlap(panel.bottom, panel.top, 0, doorHead(plan.height));
          expect(across * up).toBe(0);
        }
      }
    });

    it(`builds every wall whole but for its openings (${plan.outline.length} walls)`, () => {
      plan.outline.forEach((_, wall) => {
        const [start, end] = [corner(plan, wall), corner(plan, wall + 1)];
        const length = Math.hypot(end[0] - start[0], end[1] - start[1]);
        const inside = model.panels
          .filter((panel) => panel.wall === wall)
          .reduce(
            (sum, panel) =>
              sum + overlap(panel.from, panel.to, 0, length) * (panel.top - panel.bottom),
            0,
          );
        const holes = model.openings
          .filter((opening) => opening.wall === wall)
          .reduce(
            (sum, opening) => sum + (opening.to - opening.from) * (opening.top - opening.bottom),
            0,
          );
        expect(inside).toBeCloseTo(length * plan.height - holes, 3);
        expect(solidArea(model.panels, wall)).toBeGreaterThanOrEqual(inside);
      });
    });

    it(`stands the walls outside the outline, their inner faces on it (${plan.outline.length} walls)`, () => {
      for (const panel of model.panels) {
        const start = corner(plan, panel.wall);
        const end = corner(plan, panel.wall + 1);
        const length = Math.hypot(end[0] - start[0], end[1] - start[1]);
        // Distance of the panel's centre from the wall's line, signed towards the room's outside.
        const [dx, dy] = [(end[0] - start[0]) / length, (end[1] - start[1]) / length];
        const across = (panel.centre[0] - start[0]) * -dy + (panel.centre[1] - start[1]) * dx;
        expect(Math.abs(across)).toBeCloseTo(WALL_THICKNESS / 2);
        expect(panel.size[1]).toBe(WALL_THICKNESS);
        const inside = model.floor;
        expect(inside).toHaveLength(plan.outline.length);
      }
    });
  }

  it('puts a daylight outside each window, aimed into the room', () => {
    const model = buildRoomModel(ROOM, []);
    expect(model.lights).toHaveLength(2);
    const south = must(model.lights.find((light) => light.window === 0));
    // Window 0 is on the wall at y = 360: the light is beyond it, its target inside the room.
    expect(south.position[1]).toBeGreaterThan(360);
    expect(south.target[1]).toBeLessThan(360);
    expect(south.position[2]).toBeGreaterThan(ROOM.height);
  });

  it('ignores an opening on a wall the outline does not have', () => {
    const model = buildRoomModel(
      { ...ROOM, windows: [{ wall: 9, offset: 0, width: 50, sill: 90 }] },
      [],
    );
    expect(model.openings.filter((opening) => opening.type === 'window')).toHaveLength(0);
  });
});

describe('pieces', () => {
  it('gives every catalogue product its catalogue size, centred on its plan position', () => {
    const rotations = [0, 30, 90, 215];
    CATALOGUE.forEach((product, index) => {
      const rotation = must(rotations[index % rotations.length]);
      const placed = piece(product.id, 150 + index, 170, rotation);
      const [model] = buildRoomModel(ROOM, [placed]).pieces;
      expect(model, product.id).toBeDefined();
      if (!model) return;
      const local = must(partsBounds(model.parts));
      const message = `${product.id} (${product.kind})`;
      expect(local.min[0], message).toBeCloseTo(-product.width / 2, 6);
      expect(local.max[0], message).toBeCloseTo(product.width / 2, 6);
      expect(local.min[1], message).toBeCloseTo(-product.depth / 2, 6);
      expect(local.max[1], message).toBeCloseTo(product.depth / 2, 6);
      expect(local.min[2], message).toBeCloseTo(0, 6);
      expect(local.max[2], message).toBeCloseTo(product.height, 6);
      expect(model.size).toEqual([product.width, product.depth, product.height]);

      const onPlan = must(pieceBoundsOnPlan(model));
      expect((onPlan.min[0] + onPlan.max[0]) / 2, message).toBeCloseTo(placed.x, 6);
      expect((onPlan.min[1] + onPlan.max[1]) / 2, message).toBeCloseTo(placed.y, 6);
      const r = (rotation * Math.PI) / 180;
      const spanX = Math.abs(product.width * Math.cos(r)) + Math.abs(product.depth * Math.sin(r));
      expect(onPlan.max[0] - onPlan.min[0], message).toBeCloseTo(spanX, 6);
      expect(model.x).toBe(placed.x);
      expect(model.y).toBe(placed.y);
      expect(model.rotation).toBe(rotation);
    });
  });

  it('gives each kind its own shape: a sofa has seat, back and arms, a table a top and legs', () => {
    const models = buildRoomModel(ROOM, [
      piece('harbour-three-seat-sofa', 200, 100),
      piece('oak-four-seat-table', 200, 200),
      piece('oak-platform-double-bed', 200, 200),
      piece('linen-shade-floor-lamp', 50, 50),
    ]).pieces;
    const sofa = must(models[0], 'sofa');
    const table = must(models[1], 'table');
    const bed = must(models[2], 'bed');
    const lamp = must(models[3], 'lamp');
    // Two arms running the full depth at the sofa's two ends, and a back along its back.
    const arms = sofa.parts.filter((part) => part.size[1] === 92 && part.size[0] < 30);
    expect(arms).toHaveLength(2);
    expect(sofa.parts.some((part) => part.size[0] === 218 && part.centre[1] < 0)).toBe(true);
    // A top the table's full size, resting on four legs.
    expect(table.parts.filter((part) => part.size[0] === 120 && part.size[1] === 80)).toHaveLength(
      1,
    );
    expect(table.parts.filter((part) => part.size[0] < 10 && part.size[1] < 10)).toHaveLength(4);
    // The headboard is the tallest part, at the bed's back.
    const headboard = must(bed.parts.find((part) => part.centre[2] + part.size[2] / 2 === 85));
    expect(headboard.centre[1]).toBeLessThan(-90);
    // A shade at the top of a lamp.
    expect(lamp.parts.some((part) => part.finish === 'glow' && part.centre[2] > 120)).toBe(true);
  });

  it('lays rugs flat as thin slabs', () => {
    const rugs = CATALOGUE.filter((product) => product.kind === 'rug');
    const model = buildRoomModel(
      ROOM,
      rugs.map((rug) => piece(rug.id, 210, 180)),
    );
    for (const rug of model.pieces) {
      const bounds = must(pieceBoundsOnPlan(rug));
      expect(bounds.min[2]).toBe(0);
      expect(bounds.max[2]).toBeLessThanOrEqual(2);
    }
  });

  it('hangs wall art on its wall, facing the room, at eye height', () => {
    const art = must(findFurniture('coastal-linen-print'));
    // Wall 1 runs down the right side (x = 420); a piece against it faces -x: rotation 90.
    const placed = piece(art.id, 420 - art.depth / 2, 120, 90);
    expect(frontOf(90)[0]).toBeCloseTo(-1);
    const models = buildRoomModel(ROOM, [placed]).pieces;
    const model = must(models[0], 'model');
    expect(model.wall).toBe(1);
    const local = must(partsBounds(model.parts));
    const back = toPlan(0, local.min[1], model.x, model.y, model.rotation);
    expect(back[0]).toBeCloseTo(420, 6);
    const bounds = must(pieceBoundsOnPlan(model));
    expect((bounds.min[2] + bounds.max[2]) / 2).toBeCloseTo(150);
    expect(bounds.max[2]).toBeLessThan(ROOM.height);
  });

  it('keeps tall wall pieces under the ceiling of a low room', () => {
    const scroll = must(findFurniture('sumi-ink-scroll'));
    const low = { ...ROOM, height: 200 };
    const models = buildRoomModel(low, [piece(scroll.id, 210, 1.5, 0)]).pieces;
    const model = must(models[0], 'model');
    expect(model.wall).toBe(0);
    expect(model.elevation + scroll.height).toBeLessThanOrEqual(200);
  });

  it('stands a table lamp on the table under it and hangs a pendant from the ceiling', () => {
    const table = must(findFurniture('floating-oak-nightstand'));
    const models = buildRoomModel(ROOM, [
      piece(table.id, 100, 100, 0),
      piece('pleated-table-lamp', 105, 95, 0),
      piece('rice-paper-pendant', 210, 180, 0),
    ]).pieces;
    const lamp = must(models[1], 'lamp');
    const pendant = must(models[2], 'pendant');
    expect(lamp.elevation).toBe(table.height);
    const cord = must(pendant.fixings[0]);
    expect(pendant.elevation + cord.centre[2] + cord.size[2] / 2).toBeCloseTo(ROOM.height);
  });

  it('leaves out a piece whose product is unknown', () => {
    const model = buildRoomModel(ROOM, [
      piece('no-such-product', 10, 10),
      piece('drum-side-table', 50, 50),
    ]);
    expect(model.pieces.map((p) => p.productId)).toEqual(['drum-side-table']);
  });

  it('colours every product the same way every time, from its style and name', () => {
    const first = buildRoomModel(
      ROOM,
      CATALOGUE.map((product) => piece(product.id, 100, 100)),
    );
    const second = buildRoomModel(
      ROOM,
      CATALOGUE.map((product) => piece(product.id, 100, 100)),
    );
    first.pieces.forEach((model, index) => {
      const colours = model.parts.map((part) => part.colour);
      for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
      expect(colours).toEqual(must(second.pieces[index]).parts.map((part) => part.colour));
    });
    const walnut = must(
      first.pieces.find((model) => model.productId === 'walnut-oval-coffee-table'),
    );
    const sage = must(first.pieces.find((model) => model.productId === 'sage-cloud-sofa'));
    expect(walnut.parts.some((part) => part.colour === '#6B4A33')).toBe(true);
    expect(sage.parts.some((part) => part.colour === '#7F9679')).toBe(true);
  });
});
