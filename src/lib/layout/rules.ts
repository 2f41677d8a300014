/**
 * The design rules a good layout follows (interior-design guidelines in the spirit of Merrell
 * et al. 2011), each scored on a finished layout: a cost (0 when met, growing with how badly
 * it is missed, at most 1 per piece) and a yes/no. They are preferences, not hard rules: the
 * engine trades them off, the CLI reports them, and the benchmark counts how often they hold.
 */
import type { FurnitureKind, PlacementLayer } from '../catalogue/furniture.ts';
import {
  area,
  centroid,
  distanceToSegment,
  openingSpan,
  segmentsCross,
  walls,
} from '../room/geometry.ts';
import type { Point, RoomPlan } from '../room/plan.ts';
import { boxInside, boxOf, corners, pointInside, separation, toOutline, type Box } from './box.ts';

export const DESIGN_RULES = [
  'sofaToCoffeeTable',
  'bedSideClearance',
  'diningChairClearance',
  'seatingFacesFocus',
  'backsAgainstWalls',
  'tallPiecesClearOfWindows',
  'visualBalance',
] as const;
export type DesignRule = (typeof DESIGN_RULES)[number];

/** What the rules read of a placed piece. */
export interface ScoredPiece {
  readonly kind: FurnitureKind;
  readonly layer: PlacementLayer;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly width: number;
  readonly depth: number;
  readonly height: number;
}

export interface RuleOutcome {
  /** False when the room has nothing the rule is about (no bed, no window...). */
  readonly applicable: boolean;
  readonly satisfied: boolean;
  readonly cost: number;
}

export interface DesignScore {
  readonly cost: number;
  readonly rules: Readonly<Record<DesignRule, RuleOutcome>>;
}

/** Legroom between a sofa's front and its coffee table, in cm. */
export const SOFA_TABLE_GAP = { min: 35, max: 46 } as const;
/** Free floor beside a bed's open sides. */
export const BED_SIDE_CLEARANCE = 60;
/** Free floor behind a dining chair to pull it out and sit down. */
export const CHAIR_PULL_OUT = 90;
/** How far a sofa, and an armchair, may turn away from the room's focus, in degrees. */
export const FOCUS_TOLERANCE = { sofa: 30, armchair: 60 } as const;
/** A back this close to a wall (cm) stands against it. */
export const BACK_TO_WALL = 3;
/** Pieces this tall (cm) or taller block a window they stand in front of. */
export const TALL_PIECE = 120;
/** A tall piece closer than this to a window (cm) stands across it. */
export const WINDOW_CLEARANCE = 60;
/** The pieces' centre of visual weight lies within this share of the room's size of its centre. */
export const BALANCE_SHARE = 0.2;

const BACK_TO_WALL_KINDS: ReadonlySet<FurnitureKind> = new Set([
  'sofa',
  'bed',
  'wardrobe',
  'shelving',
  'media-unit',
  'dresser',
  'sideboard',
  'desk',
]);

/** Tall but slender pieces (a lamp, a plant) do not darken a window. */
const SLENDER_KINDS: ReadonlySet<FurnitureKind> = new Set(['floor-lamp', 'plant', 'coat-stand']);

const NOT_APPLICABLE: RuleOutcome = { applicable: false, satisfied: true, cost: 0 };

/**
 * The cost of one miss: a tenth for missing at all, so a search does not settle for a near
 * miss, plus how far it is missed (0 to 1), at most 1.
 */
const miss = (shortfall: number): number => (shortfall > 0 ? Math.min(1, 0.1 + shortfall) : 0);

interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** Shortest distance between a box and a segment (0 when they touch or cross). */
function boxToSegment(box: Box, segment: Segment): number {
  const boxCorners = corners(box);
  const local = (p: Point): Point => {
    const dx = p[0] - box.cx;
    const dy = p[1] - box.cy;
    return [dx * box.ux + dy * box.uy, dx * box.vx + dy * box.vy];
  };
  const [la, lb] = [local(segment.a), local(segment.b)];
  // The segment crosses or lies inside the box when it meets the box's interior.
  const inside = (p: Point): boolean => Math.abs(p[0]) <= box.hw && Math.abs(p[1]) <= box.hd;
  if (inside(la) || inside(lb)) return 0;
  let best = Infinity;
  for (let i = 0; i < 4; i += 1) {
    const c = boxCorners[i] as Point;
    const d = boxCorners[(i + 1) % 4] as Point;
    best = Math.min(
      best,
      distanceToSegment(c, segment.a, segment.b),
      distanceToSegment(segment.a, c, d),
    );
    best = Math.min(best, distanceToSegment(segment.b, c, d));
    if (segmentsCross(segment.a, segment.b, c, d)) return 0;
  }
  return best;
}

const angleBetween = (ax: number, ay: number, bx: number, by: number): number => {
  const cos = (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by) || 1);
  return (Math.acos(Math.max(-1, Math.min(1, cos))) * 180) / Math.PI;
};

/**
 * A scorer for one room: the room's walls, windows and size are worked out once, so the engine
 * can score thousands of candidate layouts cheaply.
 */
export function createDesignScorer(
  plan: RoomPlan,
): (pieces: readonly ScoredPiece[]) => DesignScore {
  const outline = plan.outline;
  const wallSegments: Segment[] = walls(outline).map((wall) => ({ a: wall.start, b: wall.end }));
  const windows = plan.windows.flatMap((window) => {
    const span = openingSpan(outline, window);
    return span
      ? [{ segment: { a: span.start, b: span.end }, centre: span.centre, width: window.width }]
      : [];
  });
  const roomCentre = centroid(outline);
  const roomSize = Math.sqrt(area(outline));

  const shape = toOutline(outline);
  const inRoom = (box: Box): boolean => boxInside(shape, box, -0.5);
  const pointInRoom = (p: Point): boolean => pointInside(shape, p[0], p[1]);

  return (pieces) => {
    const boxes = pieces.map((piece) => boxOf(piece, piece.width, piece.depth));
    const standing = pieces
      .map((piece, index) => ({ piece, box: boxes[index] as Box, index }))
      .filter(({ piece }) => piece.layer === 'floor');
    const ofKind = (kind: FurnitureKind) => standing.filter(({ piece }) => piece.kind === kind);

    /** How far the zone is blocked: 0 when free and inside the room, up to 1. */
    const blockage = (zone: Box, ignore: ReadonlySet<number>, reach: number): number => {
      let worst = inRoom(zone) ? 0 : 1;
      for (const other of standing) {
        if (ignore.has(other.index)) continue;
        const overlap = -separation(zone, other.box);
        if (overlap > 0.5) worst = Math.max(worst, Math.min(1, overlap / reach));
      }
      return worst;
    };

    // A sofa's legroom: its coffee table 35 to 46 cm in front.
    const sofas = ofKind('sofa');
    const tables = ofKind('coffee-table');
    let sofaToCoffeeTable = NOT_APPLICABLE;
    if (sofas.length > 0 && tables.length > 0) {
      let cost = 0;
      for (const sofa of sofas) {
        let best = 1;
        for (const table of tables) {
          const dx = table.box.cx - sofa.box.cx;
          const dy = table.box.cy - sofa.box.cy;
          const lateral = Math.abs(dx * sofa.box.ux + dy * sofa.box.uy);
          if (lateral > sofa.box.hw) continue;
          const forward = dx * sofa.box.vx + dy * sofa.box.vy;
          const tableHalf =
            table.box.hw * Math.abs(table.box.ux * sofa.box.vx + table.box.uy * sofa.box.vy) +
            table.box.hd * Math.abs(table.box.vx * sofa.box.vx + table.box.vy * sofa.box.vy);
          const gap = forward - sofa.box.hd - tableHalf;
          const shortfall = Math.max(0, SOFA_TABLE_GAP.min - gap, gap - SOFA_TABLE_GAP.max);
          best = Math.min(best, miss(shortfall / 30));
        }
        cost += best;
      }
      sofaToCoffeeTable = { applicable: true, satisfied: cost === 0, cost };
    }

    // 60 cm of free floor along each open side of a bed (a side against a wall is not open).
    const beds = ofKind('bed');
    let bedSideClearance = NOT_APPLICABLE;
    if (beds.length > 0) {
      const bedsideTables = new Set(ofKind('bedside-table').map(({ index }) => index));
      let cost = 0;
      for (const bed of beds) {
        const { box } = bed;
        for (const side of [-1, 1]) {
          const probe: Point = [
            box.cx + box.ux * side * (box.hw + 15),
            box.cy + box.uy * side * (box.hw + 15),
          ];
          if (!pointInRoom(probe)) continue;
          // The head end is where bedside tables stand; the strip runs from there to the foot.
          const headRoom = Math.min(45, box.hd);
          const strip: Box = {
            ...box,
            cx:
              box.cx + box.ux * side * (box.hw + BED_SIDE_CLEARANCE / 2) + box.vx * (headRoom / 2),
            cy:
              box.cy + box.uy * side * (box.hw + BED_SIDE_CLEARANCE / 2) + box.vy * (headRoom / 2),
            hw: BED_SIDE_CLEARANCE / 2,
            hd: box.hd - headRoom / 2,
          };
          cost +=
            miss(blockage(strip, new Set([bed.index, ...bedsideTables]), BED_SIDE_CLEARANCE)) / 2;
        }
      }
      bedSideClearance = { applicable: true, satisfied: cost === 0, cost };
    }

    // 90 cm behind each dining chair.
    const chairs = ofKind('dining-chair');
    let diningChairClearance = NOT_APPLICABLE;
    if (chairs.length > 0) {
      let cost = 0;
      for (const chair of chairs) {
        const { box } = chair;
        const zone: Box = {
          ...box,
          cx: box.cx - box.vx * (box.hd + CHAIR_PULL_OUT / 2),
          cy: box.cy - box.vy * (box.hd + CHAIR_PULL_OUT / 2),
          hd: CHAIR_PULL_OUT / 2,
        };
        cost += miss(blockage(zone, new Set([chair.index]), CHAIR_PULL_OUT)) / chairs.length;
      }
      diningChairClearance = { applicable: true, satisfied: cost === 0, cost };
    }

    // Sofas and armchairs face the room's focus: the media unit, or else a window.
    const mediaUnit = ofKind('media-unit')[0];
    const foci: Point[] = mediaUnit
      ? [[mediaUnit.box.cx, mediaUnit.box.cy]]
      : windows.map((window) => window.centre);
    const seats = [...sofas, ...ofKind('armchair')];
    let seatingFacesFocus = NOT_APPLICABLE;
    if (foci.length > 0 && seats.length > 0) {
      let cost = 0;
      for (const seat of seats) {
        const tolerance =
          seat.piece.kind === 'sofa' ? FOCUS_TOLERANCE.sofa : FOCUS_TOLERANCE.armchair;
        const angle = Math.min(
          ...foci.map((focus) =>
            angleBetween(seat.box.vx, seat.box.vy, focus[0] - seat.box.cx, focus[1] - seat.box.cy),
          ),
        );
        cost += miss(Math.max(0, angle - tolerance) / 60);
      }
      seatingFacesFocus = { applicable: true, satisfied: cost === 0, cost };
    }

    // Backs of sofas, beds and storage against a wall, square to it.
    const backed = standing.filter(({ piece }) => BACK_TO_WALL_KINDS.has(piece.kind));
    let backsAgainstWalls = NOT_APPLICABLE;
    if (backed.length > 0) {
      let cost = 0;
      for (const { box } of backed) {
        const left: Point = [
          box.cx - box.ux * box.hw - box.vx * box.hd,
          box.cy - box.uy * box.hw - box.vy * box.hd,
        ];
        const right: Point = [
          box.cx + box.ux * box.hw - box.vx * box.hd,
          box.cy + box.uy * box.hw - box.vy * box.hd,
        ];
        let best = Infinity;
        for (const wall of wallSegments) {
          const gap = Math.max(
            distanceToSegment(left, wall.a, wall.b),
            distanceToSegment(right, wall.a, wall.b),
          );
          best = Math.min(best, gap);
        }
        cost += best <= BACK_TO_WALL ? 0 : miss(best / 60);
      }
      backsAgainstWalls = { applicable: true, satisfied: cost === 0, cost };
    }

    // Tall pieces stand clear of windows.
    const tall = standing.filter(
      ({ piece }) => piece.height >= TALL_PIECE && !SLENDER_KINDS.has(piece.kind),
    );
    let tallPiecesClearOfWindows = NOT_APPLICABLE;
    if (tall.length > 0 && windows.length > 0) {
      let cost = 0;
      for (const { box } of tall) {
        for (const window of windows) {
          const gap = boxToSegment(box, window.segment);
          if (gap < WINDOW_CLEARANCE) cost += miss(1 - gap / (2 * WINDOW_CLEARANCE));
        }
      }
      tallPiecesClearOfWindows = { applicable: true, satisfied: cost === 0, cost };
    }

    // Visual balance: the pieces' centre of visual weight (footprint times height) near the room's centre.
    let visualBalance = NOT_APPLICABLE;
    if (standing.length > 0) {
      let weight = 0;
      let mx = 0;
      let my = 0;
      for (const { piece, box } of standing) {
        const w = piece.width * piece.depth * piece.height;
        weight += w;
        mx += box.cx * w;
        my += box.cy * w;
      }
      const offset = Math.hypot(mx / weight - roomCentre[0], my / weight - roomCentre[1]);
      const limit = BALANCE_SHARE * roomSize;
      const satisfied = offset <= limit;
      visualBalance = {
        applicable: true,
        satisfied,
        cost: satisfied ? 0 : miss((offset - limit) / limit),
      };
    }

    const rules: Record<DesignRule, RuleOutcome> = {
      sofaToCoffeeTable,
      bedSideClearance,
      diningChairClearance,
      seatingFacesFocus,
      backsAgainstWalls,
      tallPiecesClearOfWindows,
      visualBalance,
    };
    const cost = DESIGN_RULES.reduce((sum, rule) => sum + rules[rule].cost, 0);
    return { cost, rules };
  };
}
