// @vitest-environment node
/**
 * The plan and the 3D view agree on every piece's outline: each piece is built in 3D, its
 * triangles are laid flat on the floor, and the floor it covers is compared, centimetre by
 * centimetre, with the footprint the plan draws (lib/room/pieceOutline.ts).
 */
import { Mesh, Vector3, type BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { buildRoomScene } from '../../src/features/room-3d/sceneGraph.ts';
import type { FurnitureProduct } from '../../src/lib/catalogue/furniture.ts';
import { pieceParts } from '../../src/lib/scene3d/pieceParts.ts';
import { pieceColours } from '../../src/lib/scene3d/colours.ts';
import { buildRoomModel, type RoomModel } from '../../src/lib/scene3d/index.ts';
import { footprintShape, pieceFootprint, type PiecePose } from '../../src/lib/room/pieceOutline.ts';
import type { Point } from '../../src/lib/room/plan.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';

/** How far apart the two outlines may be, in cm. */
const TOLERANCE = 2;
/** The grid the covered floor is sampled on, in cm. */
const STEP = 0.5;

/** A large empty room, so every piece stands clear of the walls. */
const ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [800, 0],
    [800, 800],
    [0, 800],
  ],
  height: 280,
  doors: [],
  windows: [],
};

/** Turned off the plan's axes, so a mistake in either view's turn shows. */
const POSE: PiecePose = { x: 400, y: 400, rotation: 30 };

/** One product of every kind, and one more of each other shape a kind comes in. */
function productsToCompare(): FurnitureProduct[] {
  const seen = new Set<string>();
  const chosen: FurnitureProduct[] = [];
  for (const product of CATALOGUE) {
    const key = `${product.kind}:${footprintShape(product).type}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(product);
  }
  return chosen;
}

/** Corner sofas, which the plan draws as an L: none is in the catalogue yet. */
const cornerSofas = (): FurnitureProduct[] => {
  const sofa = CATALOGUE.find((product) => product.kind === 'sofa');
  if (!sofa) throw new Error('The catalogue has no sofa');
  return [
    { ...sofa, id: 'corner-sofa-right', name: 'Corner Sofa', width: 260, depth: 170 },
    { ...sofa, id: 'corner-sofa-left', name: 'Corner Sofa, Left', width: 240, depth: 160 },
  ];
};

/** The model of a room holding only this piece, with the product's parts as the view builds them. */
function modelOf(product: FurnitureProduct): RoomModel {
  const model = buildRoomModel(ROOM, [
    { id: 'piece', productId: CATALOGUE[0]?.id ?? '', ...POSE, locked: false },
  ]);
  const [piece] = model.pieces;
  if (!piece) throw new Error('The piece was not built');
  return {
    ...model,
    pieces: [
      {
        ...piece,
        productId: product.id,
        name: product.name,
        kind: product.kind,
        layer: product.layer,
        size: [product.width, product.depth, product.height],
        parts: pieceParts(product, pieceColours(product)),
        fixings: [],
        elevation: 0,
        wall: null,
      },
    ],
  };
}

/** The piece's triangles on the floor (scene x, z are plan x, y), in plan cm. */
function flatTriangles(model: RoomModel): [Point, Point, Point][] {
  const room = buildRoomScene(model);
  const group = room.pieces.get('piece');
  if (!group) throw new Error('The piece has no group');
  group.updateMatrixWorld(true);
  const triangles: [Point, Point, Point][] = [];
  const v = new Vector3();
  group.traverse((object) => {
    if (!(object instanceof Mesh) || object.userData.helper) return;
    const geometry = object.geometry as BufferGeometry;
    const position = geometry.getAttribute('position');
    const index = geometry.getIndex();
    const count = index ? index.count : position.count;
    const at = (i: number): Point => {
      v.fromBufferAttribute(position, index ? index.getX(i) : i).applyMatrix4(object.matrixWorld);
      return [v.x, v.z];
    };
    for (let i = 0; i + 2 < count; i += 3) triangles.push([at(i), at(i + 1), at(i + 2)]);
  });
  room.dispose();
  return triangles;
}

const cross = (o: Point, a: Point, b: Point): number =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

function inTriangle(p: Point, [a, b, c]: [Point, Point, Point]): boolean {
  const d1 = cross(a, b, p);
  const d2 = cross(b, c, p);
  const d3 = cross(c, a, p);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

function inPolygon([x, y]: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToOutline([px, py]: Point, polygon: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < polygon.length; i += 1) {
    const [ax, ay] = polygon[i] as Point;
    const [bx, by] = polygon[(i + 1) % polygon.length] as Point;
    const vx = bx - ax;
    const vy = by - ay;
    const t = Math.max(
      0,
      Math.min(1, ((px - ax) * vx + (py - ay) * vy) / (vx * vx + vy * vy || 1)),
    );
    best = Math.min(best, Math.hypot(px - (ax + t * vx), py - (ay + t * vy)));
  }
  return best;
}

interface Disagreement {
  /** The farthest a sample covered by one view only lies from the plan's outline, in cm. */
  readonly farthest: number;
  readonly where: Point | null;
  readonly covered3d: number;
  readonly covered2d: number;
}

/** Samples the floor round the piece and finds where one view covers it and the other not. */
function compare(product: FurnitureProduct): Disagreement {
  const outline = pieceFootprint(product, POSE);
  const triangles = flatTriangles(modelOf(product));
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const minX = Math.min(...xs) - 10;
  const minY = Math.min(...ys) - 10;
  const columns = Math.ceil((Math.max(...xs) + 10 - minX) / STEP);
  const rows = Math.ceil((Math.max(...ys) + 10 - minY) / STEP);
  const covered = new Uint8Array(columns * rows);
  for (const triangle of triangles) {
    const txs = triangle.map(([x]) => x);
    const tys = triangle.map(([, y]) => y);
    const c0 = Math.max(0, Math.floor((Math.min(...txs) - minX) / STEP));
    const c1 = Math.min(columns - 1, Math.ceil((Math.max(...txs) - minX) / STEP));
    const r0 = Math.max(0, Math.floor((Math.min(...tys) - minY) / STEP));
    const r1 = Math.min(rows - 1, Math.ceil((Math.max(...tys) - minY) / STEP));
    for (let r = r0; r <= r1; r += 1) {
      for (let c = c0; c <= c1; c += 1) {
        if (covered[r * columns + c]) continue;
        if (inTriangle([minX + c * STEP, minY + r * STEP], triangle)) covered[r * columns + c] = 1;
      }
    }
  }
  let farthest = 0;
  let where: Point | null = null;
  let covered3d = 0;
  let covered2d = 0;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < columns; c += 1) {
      const p: Point = [minX + c * STEP, minY + r * STEP];
      const in3d = covered[r * columns + c] === 1;
      const in2d = inPolygon(p, outline);
      if (in3d) covered3d += 1;
      if (in2d) covered2d += 1;
      if (in3d === in2d) continue;
      const off = distanceToOutline(p, outline);
      if (off > farthest) {
        farthest = off;
        where = p;
      }
    }
  }
  return { farthest, where, covered3d, covered2d };
}

describe('the plan and the 3D view agree on every piece outline', () => {
  const products = [...productsToCompare(), ...cornerSofas()];

  it('compares every kind of the catalogue, and each shape a kind comes in', () => {
    const kinds = new Set(CATALOGUE.map((product) => product.kind));
    expect(new Set(products.map((product) => product.kind))).toEqual(kinds);
    const shapes = new Set(products.map((product) => footprintShape(product).type));
    expect(shapes).toEqual(new Set(['rectangle', 'ellipse', 'l']));
  });

  it.each(products.map((product) => [`${product.kind}: ${product.name}`, product] as const))(
    '%s',
    (_, product) => {
      const result = compare(product);
      const at = result.where?.map((value) => value.toFixed(1)).join(', ');
      expect(
        result.farthest,
        `${product.name} (${footprintShape(product).type}): the views differ ${result.farthest.toFixed(1)} cm from the plan's outline near (${at})`,
      ).toBeLessThanOrEqual(TOLERANCE);
      // Both cover the same floor, within the band the tolerance allows round the outline.
      expect(result.covered3d / result.covered2d).toBeGreaterThan(0.9);
      expect(result.covered3d / result.covered2d).toBeLessThan(1.1);
    },
  );
});
