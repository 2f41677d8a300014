/**
 * What the engine minimises: the design rules (weighted heavily, they are what the layout is
 * judged by) plus softer preferences that make a layout read as arranged rather than parked:
 * the media unit across from the sofa, side tables and lamps at a seat, art centred over a
 * sofa or a bed, plants in corners, the rug under the group it belongs to.
 */
import type { FurnitureKind } from '../catalogue/furniture.ts';
import type { Point } from '../room/plan.ts';
import { pointInside, separation, type Box } from './box.ts';
import type { RoomModel } from './room.ts';
import {
  createDesignScorer,
  DESIGN_RULES,
  type DesignRule,
  type DesignScore,
  type ScoredPiece,
} from './rules.ts';
import type { Piece } from './scene.ts';

/**
 * How much one unit of a design rule's cost weighs against the soft preferences. Balance
 * weighs less: in a small room the bed or sofa alone decides it, and chasing it would pull a
 * side table away from the sofa it serves.
 */
const RULE_WEIGHTS: Readonly<Record<DesignRule, number>> = {
  sofaToCoffeeTable: 10,
  bedSideClearance: 10,
  diningChairClearance: 10,
  seatingFacesFocus: 10,
  backsAgainstWalls: 10,
  tallPiecesClearOfWindows: 10,
  visualBalance: 3,
};

export const toScored = (piece: Piece): ScoredPiece => ({
  kind: piece.product.kind,
  layer: piece.product.layer,
  x: piece.pose.x,
  y: piece.pose.y,
  rotation: piece.pose.rotation,
  width: piece.product.width,
  depth: piece.product.depth,
  height: piece.product.height,
});

const SEATS: ReadonlySet<FurnitureKind> = new Set(['sofa', 'armchair', 'bed', 'desk']);
const CORNER_PIECES: ReadonlySet<FurnitureKind> = new Set([
  'plant',
  'vase',
  'basket',
  'coat-stand',
]);
/** Pieces that art or a mirror looks right centred above. */
const UNDER_ART: ReadonlySet<FurnitureKind> = new Set([
  'sofa',
  'bed',
  'sideboard',
  'dresser',
  'desk',
  'media-unit',
]);

const clamp01 = (value: number): number => Math.max(0, Math.min(1, value));

function angle(ax: number, ay: number, bx: number, by: number): number {
  const cos = (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by) || 1);
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
}

const within = (inner: Box, outer: Box): boolean => {
  const dx = inner.cx - outer.cx;
  const dy = inner.cy - outer.cy;
  const along = Math.abs(dx * outer.ux + dy * outer.uy);
  const forward = Math.abs(dx * outer.vx + dy * outer.vy);
  const halfU =
    inner.hw * Math.abs(inner.ux * outer.ux + inner.uy * outer.uy) +
    inner.hd * Math.abs(inner.vx * outer.ux + inner.vy * outer.uy);
  const halfV =
    inner.hw * Math.abs(inner.ux * outer.vx + inner.uy * outer.vy) +
    inner.hd * Math.abs(inner.vx * outer.vx + inner.vy * outer.vy);
  return along + halfU <= outer.hw && forward + halfV <= outer.hd;
};

export interface Evaluation {
  /** The weighted design rules plus the soft preferences: what the engine minimises. */
  readonly total: number;
  /** The design rules' own cost (unweighted). */
  readonly rules: number;
  /** Each rule's cost, in the order of DESIGN_RULES. */
  readonly perRule: readonly number[];
}

export interface CostModel {
  readonly score: (pieces: readonly Piece[]) => DesignScore;
  readonly evaluate: (pieces: readonly Piece[]) => Evaluation;
}

export function createCostModel(room: RoomModel): CostModel {
  const scorer = createDesignScorer(room.plan);
  const score = (pieces: readonly Piece[]) => scorer(pieces.map(toScored));
  const corners: Point[] = room.walls.map((wall) => wall.start);
  const roomSize = Math.sqrt(room.area);

  const cornerDistance = (box: Box): number =>
    Math.min(...corners.map((c) => Math.hypot(c[0] - box.cx, c[1] - box.cy)));

  const soft = (pieces: readonly Piece[]): number => {
    let cost = 0;
    const first = (kind: FurnitureKind) => pieces.find((piece) => piece.product.kind === kind);
    const sofa = first('sofa');
    const media = first('media-unit');
    const coffee = first('coffee-table');
    const bed = first('bed');
    const table = first('dining-table');
    const desk = first('desk');
    const deskChair = first('desk-chair');
    const seats = pieces.filter((piece) => SEATS.has(piece.product.kind));
    const nearestSeat = (piece: Piece): number =>
      seats.reduce((best, seat) => Math.min(best, separation(piece.box, seat.box)), Infinity);

    if (sofa && media) {
      const dx = sofa.box.cx - media.box.cx;
      const dy = sofa.box.cy - media.box.cy;
      cost += clamp01((angle(media.box.vx, media.box.vy, dx, dy) - 15) / 60) * 2;
      const distance = Math.hypot(dx, dy);
      cost += distance < 200 ? (200 - distance) / 100 : distance > 450 ? (distance - 450) / 200 : 0;
    }

    const onWall = new Map<number, number>();
    for (const piece of pieces) {
      if (piece.locked) continue;
      const { kind, layer } = piece.product;
      if (layer === 'wall') onWall.set(piece.wall, (onWall.get(piece.wall) ?? 0) + 1);
      switch (kind) {
        case 'side-table':
          cost += clamp01((nearestSeat(piece) - 3) / 60);
          break;
        case 'floor-lamp':
          cost +=
            0.6 *
            Math.min(
              clamp01((nearestSeat(piece) - 3) / 80),
              clamp01(cornerDistance(piece.box) / 200) + 0.3,
            );
          break;
        case 'armchair':
          if (coffee) cost += clamp01((separation(piece.box, coffee.box) - 50) / 120);
          else if (sofa) cost += clamp01((separation(piece.box, sofa.box) - 100) / 200);
          break;
        case 'pouf': {
          const near = coffee ?? sofa ?? bed;
          if (near) cost += 0.5 * clamp01((separation(piece.box, near.box) - 10) / 100);
          break;
        }
        case 'dining-table':
          cost +=
            (2 * Math.hypot(piece.box.cx - room.centre[0], piece.box.cy - room.centre[1])) /
            roomSize;
          break;
        case 'desk': {
          const windowDistance = room.windows.reduce(
            (best, window) =>
              Math.min(
                best,
                Math.hypot(window.centre[0] - piece.box.cx, window.centre[1] - piece.box.cy),
              ),
            Infinity,
          );
          if (Number.isFinite(windowDistance)) cost += 0.5 * clamp01((windowDistance - 100) / 300);
          break;
        }
        case 'bed': {
          // A bed for two wants a way in on both sides, not one side against a wall.
          if (piece.product.width >= 140) {
            for (const side of [-1, 1]) {
              const reach = piece.box.hw + 15;
              const x = piece.box.cx + piece.box.ux * side * reach;
              const y = piece.box.cy + piece.box.uy * side * reach;
              if (!pointInside(room.shape, x, y)) cost += 3;
            }
          }
          const head = room.walls[piece.wall];
          if (head) {
            for (const window of room.windows) {
              if (window.wall !== head.index) continue;
              const overlap =
                Math.min(window.to, piece.along + piece.product.width / 2) -
                Math.max(window.from, piece.along - piece.product.width / 2);
              if (overlap > 0) cost += 0.5;
            }
          }
          break;
        }
        case 'rug': {
          let target: Point = room.centre;
          let mustHold: Box | null = null;
          if (sofa) {
            const reachForward = coffee
              ? (coffee.box.cx - sofa.box.cx) * sofa.box.vx +
                (coffee.box.cy - sofa.box.cy) * sofa.box.vy
              : sofa.box.hd + 60;
            const forward = (sofa.box.hd + reachForward) / 2;
            target = [sofa.box.cx + sofa.box.vx * forward, sofa.box.cy + sofa.box.vy * forward];
            mustHold = coffee?.box ?? null;
          } else if (bed) {
            const forward = bed.box.hd / 2;
            target = [bed.box.cx + bed.box.vx * forward, bed.box.cy + bed.box.vy * forward];
          } else if (table) {
            target = [table.box.cx, table.box.cy];
            mustHold = table.box;
          } else if (deskChair ?? desk) {
            const anchor = (deskChair ?? desk) as Piece;
            target = [anchor.box.cx, anchor.box.cy];
          }
          cost += clamp01(Math.hypot(piece.box.cx - target[0], piece.box.cy - target[1]) / 150);
          if (mustHold && !within(mustHold, piece.box)) cost += 0.5;
          break;
        }
        case 'wall-art':
        case 'mirror': {
          let best = kind === 'mirror' ? 0.3 : 0.7;
          for (const other of pieces) {
            if (other.wall !== piece.wall || !UNDER_ART.has(other.product.kind)) continue;
            const offset = Math.abs(other.along - piece.along);
            if (offset <= other.product.width / 2)
              best = Math.min(best, 0.25 * clamp01(offset / 40));
          }
          cost += best;
          break;
        }
        case 'wall-light':
          cost += 0.4 * clamp01((nearestSeat(piece) - 20) / 150);
          break;
        default:
          if (CORNER_PIECES.has(kind)) cost += 0.5 * clamp01(cornerDistance(piece.box) / 150);
      }
    }
    for (const count of onWall.values()) if (count > 1) cost += 0.3 * (count - 1);
    return cost;
  };

  return {
    score,
    evaluate: (pieces) => {
      const scored = score(pieces);
      const perRule = DESIGN_RULES.map((rule) => scored.rules[rule].cost);
      const weighted = DESIGN_RULES.reduce(
        (sum, rule) => sum + RULE_WEIGHTS[rule] * scored.rules[rule].cost,
        0,
      );
      return { total: weighted + soft(pieces), rules: scored.cost, perRule };
    },
  };
}
