/**
 * Each piece's footprint as seen from above, true to its shape: round pieces are round (an
 * ellipse where width and depth differ), an L-shaped sofa is an L, everything else a
 * rectangle of its catalogue size. The plan draws this outline and the 3D view
 * (lib/scene3d/pieceParts.ts) builds its parts inside the same one, so both views agree on
 * every piece. Pure, no DOM.
 *
 * A piece's own frame: origin at its centre, x along its width, y from its back (-depth / 2)
 * to its front (+depth / 2). On the plan it stands at (x, y) turned by `rotation` degrees,
 * its front facing (-sin r, cos r), as the layout engine places it.
 */
import type { FurnitureKind } from '../catalogue/furniture.ts';
import type { Point } from './plan.ts';
import { pathData, round2 } from './planDrawing.ts';

/** What the outline needs to know of a product: its kind, its size and (for some) its name. */
export interface PieceShapeSource {
  readonly kind: FurnitureKind;
  /** Along its front, in cm. */
  readonly width: number;
  /** From its back to its front, in cm. */
  readonly depth: number;
  /** "Round Wool Rug", "Corner Sofa, Left": a few kinds come in shapes their name tells. */
  readonly name?: string;
}

/** Where a piece stands on the plan: its centre in cm, its turn in degrees. */
export interface PiecePose {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

export type FootprintShape =
  | { readonly type: 'rectangle' }
  | { readonly type: 'ellipse' }
  | {
      readonly type: 'l';
      /** Where the chaise (the return) is, as seen standing in front of the sofa. */
      readonly side: 'left' | 'right';
      /** How deep the main run is, from the back, in cm. */
      readonly runDepth: number;
      /** How wide the chaise is, in cm; it runs the whole depth. */
      readonly chaiseWidth: number;
    };

/** Kinds that are round whatever their name: pots, lamps, poufs, a desk chair's base. */
const ALWAYS_ROUND: ReadonlySet<FurnitureKind> = new Set<FurnitureKind>([
  'pouf',
  'basket',
  'vase',
  'plant',
  'floor-lamp',
  'table-lamp',
  'pendant',
  'coat-stand',
  'desk-chair',
]);

/** Kinds that are round when their name says so ("Round Wool Rug", "Drum Side Table"). */
const ROUND_BY_NAME: ReadonlySet<FurnitureKind> = new Set<FurnitureKind>([
  'rug',
  'coffee-table',
  'side-table',
  'dining-table',
]);

/** The words in a product's name that make a table or a rug round (or oval). */
export const ROUND_NAME = /\b(round|drum|pedestal|globe|oval)\b/i;
/** The words in a sofa's name that make it an L. */
export const L_SOFA_NAME = /\b(corner|sectional|l-shaped|chaise)\b/i;

/** The footprint's shape for a product of this kind, size and name. */
export function footprintShape(source: PieceShapeSource): FootprintShape {
  const name = source.name ?? '';
  if (ALWAYS_ROUND.has(source.kind)) return { type: 'ellipse' };
  if (ROUND_BY_NAME.has(source.kind) && ROUND_NAME.test(name)) return { type: 'ellipse' };
  if (source.kind === 'sofa' && L_SOFA_NAME.test(name)) {
    return {
      type: 'l',
      // A left-hand chaise is on the left of someone facing the sofa (x < 0 in its frame).
      side: /\bleft\b/i.test(name) ? 'left' : 'right',
      runDepth: Math.min(source.depth * 0.6, 100),
      chaiseWidth: Math.min(source.width * 0.4, 100),
    };
  }
  return { type: 'rectangle' };
}

/** How many straight sides stand for an ellipse in a polygon: within 0.3 % of its area. */
const ELLIPSE_SIDES = 48;

/** The footprint in the piece's own frame, clockwise on screen (y down). */
export function localFootprint(source: PieceShapeSource, sides = ELLIPSE_SIDES): Point[] {
  const w = source.width / 2;
  const d = source.depth / 2;
  const shape = footprintShape(source);
  switch (shape.type) {
    case 'ellipse':
      return Array.from({ length: sides }, (_, step): Point => {
        const angle = (step / sides) * 2 * Math.PI;
        return [w * Math.cos(angle), d * Math.sin(angle)];
      });
    case 'l': {
      const inner = w - shape.chaiseWidth;
      const run = -d + shape.runDepth;
      const right: Point[] = [
        [-w, -d],
        [w, -d],
        [w, d],
        [inner, d],
        [inner, run],
        [-w, run],
      ];
      // The left-hand L is the right-hand one mirrored; reversed to stay clockwise.
      return shape.side === 'right' ? right : right.map(([x, y]): Point => [-x, y]).reverse();
    }
    case 'rectangle':
      return [
        [-w, -d],
        [w, -d],
        [w, d],
        [-w, d],
      ];
  }
}

/** A point of the piece's frame on the plan. */
export function toPlan(local: Point, pose: PiecePose): Point {
  const r = (pose.rotation * Math.PI) / 180;
  const [lx, ly] = local;
  return [
    pose.x + lx * Math.cos(r) - ly * Math.sin(r),
    pose.y + lx * Math.sin(r) + ly * Math.cos(r),
  ];
}

/** The piece's footprint on the plan, as polygon corners in cm (an ellipse as 48 sides). */
export function pieceFootprint(source: PieceShapeSource, pose: PiecePose, sides?: number): Point[] {
  return localFootprint(source, sides).map((corner) => toPlan(corner, pose));
}

const xy = ([x, y]: Point): string => `${round2(x)} ${round2(y)}`;

/**
 * SVG path data of the footprint: an ellipse as two exact arcs, a polygon as its corners.
 * Without a pose, in the piece's own frame (for a symbol drawn inside a transformed group).
 */
export function footprintPathData(
  source: PieceShapeSource,
  pose: PiecePose = { x: 0, y: 0, rotation: 0 },
): string {
  if (footprintShape(source).type === 'ellipse') {
    const rx = source.width / 2;
    const ry = source.depth / 2;
    const start = toPlan([rx, 0], pose);
    const opposite = toPlan([-rx, 0], pose);
    const arc = `A${round2(rx)} ${round2(ry)} ${round2(pose.rotation)} 1 1`;
    return `M${xy(start)} ${arc} ${xy(opposite)} ${arc} ${xy(start)} Z`;
  }
  return pathData(pieceFootprint(source, pose), true);
}
