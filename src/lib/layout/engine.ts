/**
 * The automatic layout engine. Given a room plan and a brief it chooses what the room needs
 * (ROOM_PROGRAMS), picks products in the brief's style within the budget, and arranges them:
 *
 * 1. construct: needs in order of importance, each piece (with its companions: a sofa's coffee
 *    table, a bed's bedside tables, a table's chairs, a desk's chair) put on the best free slot
 *    along the walls, in the corners or beside what is already there. Every placement keeps
 *    every hard rule, so this first layout is already valid; a need that finds no valid slot
 *    (or no money) is dropped with the reason, and since needs go in order, the optional ones
 *    at the end of the list are the first to go.
 * 2. refine: a short simulated annealing over moves in the style of Yu et al. 2011 (slide along
 *    a wall, jump to another slot, swap two pieces' walls, nudge a free piece, re-seat a
 *    companion) that accepts only moves that keep every hard rule, minimising the design cost.
 *
 * The seed makes the design, not only its fine positions: it orders the products that fit the
 * brief nearly as well as the best, and chooses which of the anchor's few best distinct spots
 * (sofa, bed, dining table, desk) the room is arranged around, so the app's alternatives differ.
 * All randomness comes from the brief's seed and the search is bounded by move counts, never
 * by the clock, so the same input always gives the same layout.
 */
import { type FurnitureKind, type FurnitureProduct } from '../catalogue/furniture.ts';
import type { Point, RoomPlan } from '../room/plan.ts';
import { EXACT_TURN, normaliseRotation } from '../room/rotation.ts';
import { localToWorld, separation, type Box, type Pose } from './box.ts';
import {
  besideSlots,
  chairAt,
  conversationSlots,
  cornerSlots,
  diagonalCornerSlots,
  facingSlots,
  frontSlot,
  gridSlots,
  poseOnWall,
  roomRotations,
  wallSlots,
  type Candidate,
} from './candidates.ts';
import { checkLayout } from './checker.ts';
import { smallRoomReason, squareMetresToCm2 } from './droppedReasons.ts';
import { ClearanceGrid, type PathTarget } from './clearance.ts';
import { createCostModel, type CostModel } from './cost.ts';
import {
  COMPANIONS,
  rankProducts,
  ROOM_PROGRAMS,
  PRODUCT_MARGIN,
  seededLead,
  type Need,
  type RankContext,
  type RankedProduct,
} from './program.ts';
import { itemOf } from './pieces.ts';
import { createRandom, type Random } from './random.ts';
import { insideRoom, modelRoom, type RoomModel } from './room.ts';
import { CHAIR_PULL_OUT, DESIGN_RULES } from './rules.ts';
import { fitsAmong, fitsRoom, makePiece, movePiece, pathTarget, type Piece } from './scene.ts';
import type { DroppedPiece, LayoutBrief, LayoutItem, LayoutResult } from './types.ts';

export interface LayoutOptions {
  /** Refinement moves after the first valid layout (0 keeps the first layout). */
  readonly iterations?: number;
}

/** Refinement moves by default: enough to settle a room of a dozen pieces, well under a second. */
export const DEFAULT_ITERATIONS = 600;
/** How many different products of a need the engine tries before dropping it for lack of room. */
const PRODUCT_TRIES = 4;
/** Walkway checks spent on the best-looking slots of one piece before giving up on it. */
const PATH_CHECKS = 14;
/** The pieces a room is arranged around: where they go sets the whole layout. */
const ANCHOR_KINDS: ReadonlySet<FurnitureKind> = new Set(['sofa', 'bed', 'dining-table', 'desk']);
/**
 * How many of the best distinct spots for an anchor the seed chooses from: as many as the
 * alternatives the app shows side by side.
 */
const SPOT_CHOICES = 3;
/** How much worse (in the engine's cost) than the best a spot may be and still be chosen. */
const SPOT_MARGIN = 2;
/** Walkway checks spent looking for an anchor's other good spots. */
const SPOT_CHECKS = 8;
/** Spots of one turn nearer than this (cm) look the same. */
const SPOT_DISTANCE = 60;
/** How far refinement may slide an anchor from the spot its seed chose. */
const ANCHOR_DRIFT = 12;

/** A brief the engine cannot work with (a locked piece it does not know or that breaks a rule). */
export class LayoutInputError extends Error {}

/** A layout being built: the engine's working state between construction and refinement. */
export interface Draft {
  readonly room: RoomModel;
  readonly grid: ClearanceGrid;
  readonly costs: CostModel;
  readonly brief: LayoutBrief;
  readonly random: Random;
  pieces: Piece[];
  readonly dropped: DroppedPiece[];
  nextId: number;
  /** Locked pieces the engine's own (stricter) path test cannot reach; exempt from it. */
  readonly exempt: ReadonlySet<number>;
}

const money = (value: number): string => `$${Math.round(value).toLocaleString('en-US')}`;

const totalOf = (pieces: readonly Piece[]): number =>
  pieces.reduce((sum, piece) => sum + piece.product.price, 0);

function pathsClear(draft: Draft, pieces: readonly Piece[]): boolean {
  const obstacles: Box[] = [];
  const targets: PathTarget[] = [];
  for (const piece of pieces) {
    // Wall pieces stand a few centimetres out from their wall: counted, they only make the
    // engine's paths a little more generous than the rules ask.
    if (piece.product.layer === 'wall') obstacles.push(piece.box);
    if (piece.product.layer !== 'floor') continue;
    obstacles.push(piece.box);
    const target = pathTarget(piece);
    if (target && !draft.exempt.has(piece.id)) targets.push(target);
  }
  const report = draft.grid.check(obstacles, targets);
  return report.doorsJoined && report.unreachable.length === 0;
}

/** Whether a new piece (or group) may join the others: in the room, clear of doors and of the others. */
function fits(draft: Draft, piece: Piece, others: readonly Piece[]): boolean {
  return fitsRoom(draft.room, piece) && fitsAmong(piece, others);
}

function newPiece(
  draft: Draft,
  product: FurnitureProduct,
  candidate: Candidate,
  need: string,
  anchor = -1,
): Piece {
  const piece = makePiece(
    { product, pose: candidate.pose, need, anchor, wall: candidate.wall, along: candidate.along },
    draft.nextId,
  );
  draft.nextId += 1;
  return piece;
}

// --- where each kind of piece may go -------------------------------------------------------

/** What seats should face: the media unit, else a window (as the design rule has it). */
function fociOf(draft: Draft): Point[] {
  const media = draft.pieces.find((piece) => piece.product.kind === 'media-unit');
  if (media) return [[media.box.cx, media.box.cy]];
  return draft.room.windows.map((window) => window.centre);
}

const WALL_KINDS: ReadonlySet<FurnitureKind> = new Set([
  'sofa',
  'media-unit',
  'wardrobe',
  'dresser',
  'sideboard',
  'shelving',
  'bed',
  'desk',
  'floor-mirror',
]);
const SMALL_KINDS: ReadonlySet<FurnitureKind> = new Set(['plant', 'vase', 'basket', 'coat-stand']);

function piecesOf(pieces: readonly Piece[], ...kinds: FurnitureKind[]): Piece[] {
  return pieces.filter((piece) => kinds.includes(piece.product.kind));
}

function rugCandidates(draft: Draft, rug: FurnitureProduct): Candidate[] {
  const { pieces, room } = draft;
  const slots: Candidate[] = [];
  const around = (anchor: Piece, forwards: (extent: number) => number[]) => {
    for (const turn of [0, 90]) {
      const extent = turn === 0 ? rug.depth : rug.width;
      for (const forward of forwards(extent)) {
        for (const along of [0, 10, -10]) {
          const [x, y] = localToWorld(anchor.box, along, forward);
          slots.push({
            pose: { x, y, rotation: normaliseRotation(anchor.pose.rotation + turn, EXACT_TURN) },
            wall: -1,
            along: 0,
          });
        }
      }
    }
  };
  const [sofa] = piecesOf(pieces, 'sofa');
  const [bed] = piecesOf(pieces, 'bed');
  const [table] = piecesOf(pieces, 'dining-table');
  const [chair] = piecesOf(pieces, 'desk-chair');
  if (sofa) {
    around(sofa, (extent) => [0, 15, 30, 45].map((shift) => sofa.box.hd - 25 + shift + extent / 2));
  }
  if (bed) {
    around(bed, (extent) =>
      [60, 40, 20, 80].map((beyond) =>
        Math.max(bed.box.hd + beyond - extent / 2, -bed.box.hd + 45 + extent / 2),
      ),
    );
  }
  if (table) around(table, () => [0, 10, -10]);
  if (chair) around(chair, () => [0, -30, 30]);
  for (const rotation of roomRotations(room)) {
    for (const [dx, dy] of [
      [0, 0],
      [30, 0],
      [-30, 0],
      [0, 30],
      [0, -30],
    ] as const) {
      slots.push({
        pose: { x: room.centre[0] + dx, y: room.centre[1] + dy, rotation },
        wall: -1,
        along: 0,
      });
    }
  }
  return slots;
}

/**
 * A dining table's slots: free-standing ones nearest the room's centre, and a few against a wall
 * for rooms too narrow to walk round a table.
 */
function tableSlots(room: RoomModel, product: FurnitureProduct): Candidate[] {
  const [cx, cy] = room.centre;
  const byCentre = (a: Candidate, b: Candidate) =>
    Math.hypot(a.pose.x - cx, a.pose.y - cy) - Math.hypot(b.pose.x - cx, b.pose.y - cy);
  const inRoom = (candidate: Candidate) =>
    insideRoom(room, makePiece({ product, pose: candidate.pose, need: 'probe' }, 0).box);
  const middle = gridSlots(room, 20).filter(inRoom).sort(byCentre).slice(0, 80);
  const against = wallSlots(room, product, 20).filter(inRoom).sort(byCentre).slice(0, 16);
  return [...middle, ...against];
}

/** Every slot worth trying for a piece (not its companions). */
function candidatesFor(draft: Draft, product: FurnitureProduct): Candidate[] {
  const { room, pieces } = draft;
  const kind = product.kind;
  if (WALL_KINDS.has(kind)) return wallSlots(room, product, 10);
  if (kind === 'dining-table') return tableSlots(room, product);
  if (product.layer === 'wall') {
    const slots = wallSlots(room, product, 10);
    for (const under of pieces) {
      const wall = room.walls[under.wall];
      if (wall && under.product.layer === 'floor')
        slots.push(poseOnWall(wall, under.along, product.depth));
    }
    return slots;
  }
  const beside = (...kinds: FurnitureKind[]) =>
    piecesOf(pieces, ...kinds).flatMap((anchor) => besideSlots(room, anchor, product));
  switch (kind) {
    case 'coffee-table':
      return piecesOf(pieces, 'sofa').flatMap((sofa) =>
        [40.5, 38, 43, 36, 45.5].map((gap) => frontSlot(sofa, product, gap)),
      );
    case 'armchair': {
      const [sofa] = piecesOf(pieces, 'sofa');
      const [coffee] = piecesOf(pieces, 'coffee-table');
      const slots = sofa && coffee ? conversationSlots(sofa, coffee, product) : [];
      return [
        ...slots,
        ...fociOf(draft).flatMap((focus) => facingSlots(room, product, focus, 20)),
        ...diagonalCornerSlots(room, product),
        ...wallSlots(room, product, 20),
      ];
    }
    case 'side-table':
      return [...beside('sofa', 'armchair', 'desk'), ...cornerSlots(room, product)];
    case 'bedside-table':
      return beside('bed');
    case 'floor-lamp':
      return [
        ...beside('sofa', 'armchair', 'bed', 'desk', 'side-table', 'bedside-table'),
        ...cornerSlots(room, product),
        ...diagonalCornerSlots(room, product),
      ];
    case 'pouf': {
      const front = piecesOf(pieces, 'coffee-table').map((table) => frontSlot(table, product, 20));
      return [...front, ...beside('armchair', 'sofa', 'bed'), ...cornerSlots(room, product)];
    }
    case 'rug':
      return rugCandidates(draft, product);
    case 'desk-chair':
      return piecesOf(pieces, 'desk').map((desk) => chairAt(desk, product));
    default:
      if (SMALL_KINDS.has(kind)) {
        return [
          ...cornerSlots(room, product),
          ...diagonalCornerSlots(room, product),
          ...beside(
            'sofa',
            'media-unit',
            'sideboard',
            'shelving',
            'desk',
            'dresser',
            'wardrobe',
            'bed',
          ),
        ];
      }
      // Table lamps and pendants stand on or hang over other pieces: the three layers of a
      // layout have no place for them, so the engine leaves them to the shopper.
      return [];
  }
}

// --- companions ------------------------------------------------------------------------------

/** The chairs a dining table can take: along both long sides, then at the ends. */
function chairSlots(
  table: Piece,
  chair: FurnitureProduct,
): { candidate: Candidate; end: boolean }[] {
  const { box } = table;
  const perSide = Math.max(1, Math.floor((table.product.width + 10) / 60));
  const spacing = table.product.width / perSide;
  const slots: { candidate: Candidate; end: boolean }[] = [];
  const at = (
    along: number,
    forward: number,
    faceAlong: number,
    faceForward: number,
    end: boolean,
  ) => {
    const [x, y] = localToWorld(box, along, forward);
    const fx = box.ux * faceAlong + box.vx * faceForward;
    const fy = box.uy * faceAlong + box.vy * faceForward;
    const rotation = normaliseRotation((Math.atan2(-fx, fy) * 180) / Math.PI, EXACT_TURN);
    slots.push({
      candidate: { pose: { x, y, rotation: Math.round(rotation * 1e6) / 1e6 }, wall: -1, along: 0 },
      end,
    });
  };
  const offset = box.hd + 2 + chair.depth / 2;
  for (let k = 0; k < perSide; k += 1) {
    const along = (k - (perSide - 1) / 2) * spacing;
    at(along, offset, 0, -1, false);
    at(along, -offset, 0, 1, false);
  }
  if (table.product.depth >= 60) {
    const endOffset = box.hw + 2 + chair.depth / 2;
    at(endOffset, 0, -1, 0, true);
    at(-endOffset, 0, 1, 0, true);
  }
  return slots;
}

/** How many people a dining room of this size seats. */
function seatsFor(roomArea: number): number {
  const m2 = roomArea / 10_000;
  return m2 < 9 ? 2 : m2 < 13 ? 4 : m2 < 18 ? 6 : 8;
}

/** Whether the floor behind a chair stays free for pulling it out (the design rule's test). */
function pullOutClear(draft: Draft, chair: Piece, others: readonly Piece[]): boolean {
  const { box } = chair;
  const depth = CHAIR_PULL_OUT / 2 + 1;
  const zone: Box = {
    ...box,
    cx: box.cx - box.vx * (box.hd + depth),
    cy: box.cy - box.vy * (box.hd + depth),
    hd: depth,
  };
  if (!insideRoom(draft.room, zone, 0)) return false;
  return others.every(
    (other) => other.product.layer !== 'floor' || separation(zone, other.box) >= 0.5,
  );
}

interface CompanionPlan {
  readonly product: FurnitureProduct;
  readonly need: string;
  /** The most of them the budget pays for. */
  readonly count: number;
  /** Fewer than this and the group is not worth placing (a table needs two chairs). */
  readonly minimum: number;
}

/** The companions that fit with this anchor, best first, up to the plan's count. */
function companionsFor(
  draft: Draft,
  anchor: Piece,
  plan: CompanionPlan,
  others: readonly Piece[],
): Piece[] {
  const chosen: Piece[] = [];
  const placed = (): Piece[] => [...others, anchor, ...chosen];
  const tryAdd = (candidate: Candidate): boolean => {
    const piece = newPiece(draft, plan.product, candidate, plan.need, anchor.id);
    if (!fits(draft, piece, placed())) return false;
    chosen.push(piece);
    return true;
  };
  switch (anchor.product.kind) {
    case 'sofa':
      for (const gap of [40.5, 38, 43, 36, 45.5])
        if (tryAdd(frontSlot(anchor, plan.product, gap))) break;
      break;
    case 'desk':
      tryAdd(chairAt(anchor, plan.product));
      break;
    case 'bed':
      for (const candidate of besideSlots(draft.room, anchor, plan.product)) {
        if (chosen.length < plan.count) tryAdd(candidate);
      }
      break;
    case 'dining-table': {
      const slots = chairSlots(anchor, plan.product);
      const target = Math.min(plan.count, seatsFor(draft.room.area));
      // Chairs with room behind them first, side chairs before end chairs.
      const scored = slots.map((slot) => {
        const piece = newPiece(draft, plan.product, slot.candidate, plan.need, anchor.id);
        const clear =
          fits(draft, piece, [...others, anchor]) &&
          pullOutClear(draft, piece, [...others, anchor]);
        return { slot, clear };
      });
      const order = [...scored].sort(
        (a, b) => Number(b.clear) - Number(a.clear) || Number(a.slot.end) - Number(b.slot.end),
      );
      for (const { slot, clear } of order) {
        if (chosen.length >= target) break;
        if (!clear && chosen.length >= plan.minimum) break;
        tryAdd(slot.candidate);
      }
      break;
    }
    default:
      break;
  }
  return chosen.length >= plan.minimum ? chosen : [];
}

// --- construction ----------------------------------------------------------------------------

interface Group {
  readonly pieces: Piece[];
  /** What the engine minimises. */
  readonly total: number;
  /** The design rules' cost with the group in place. */
  readonly rules: number;
  /** Each design rule's cost with the group in place. */
  readonly perRule: readonly number[];
}

interface GroupSearch {
  readonly group: Group | null;
  /** Whether free slots were found but every one would break a design rule. */
  readonly spoiling: boolean;
  /** How many distinct good spots the seed could choose from (anchors only). */
  readonly spots: number;
}

/**
 * An optional piece may not break a design rule the layout meets, and may make one it already
 * misses only this much worse (in that rule's cost): a piece that cannot go anywhere without
 * spoiling the arrangement is better left out.
 */
const RULE_SLACK = 0.05;

/** Whether the rules after adding a piece are no worse than before, as RULE_SLACK allows. */
function keepsRules(before: readonly number[], after: readonly number[]): boolean {
  return after.every((cost, rule) => {
    const was = before[rule] ?? 0;
    return cost <= (was > 0 ? was + RULE_SLACK : 1e-9);
  });
}

/**
 * The best group (anchor and companions) over the candidates that passes the walkway test.
 * Candidates are ranked by the design cost first, so the expensive walkway test runs on few of
 * them; groups whose design-rule cost exceeds `ruleLimit` are not considered. An anchor takes
 * the good spot `turn` places after the best (see distinctSpots and seedTurn).
 */
function bestGroup(
  draft: Draft,
  product: FurnitureProduct,
  need: string,
  candidates: readonly Candidate[],
  companion: CompanionPlan | null,
  ruleLimit: readonly number[] | null,
  turn = 0,
): GroupSearch {
  const base = draft.pieces;
  const groups: Group[] = [];
  const seen = new Set<string>();
  let fitting = 0;
  for (const candidate of candidates) {
    const key = `${candidate.pose.x.toFixed(1)},${candidate.pose.y.toFixed(1)},${candidate.pose.rotation.toFixed(1)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const anchor = newPiece(draft, product, candidate, need);
    if (!fits(draft, anchor, base)) continue;
    const companions = companion ? companionsFor(draft, anchor, companion, base) : [];
    if (companion && companion.minimum > 0 && companions.length === 0) continue;
    fitting += 1;
    const pieces = [anchor, ...companions];
    const evaluation = draft.costs.evaluate([...base, ...pieces]);
    if (ruleLimit && !keepsRules(ruleLimit, evaluation.perRule)) continue;
    // Each companion placed is worth more than any preference it costs.
    groups.push({
      pieces,
      total: evaluation.total - 6 * companions.length,
      rules: evaluation.rules,
      perRule: evaluation.perRule,
    });
  }
  if (groups.length === 0) return { group: null, spoiling: fitting > 0, spots: 0 };
  groups.sort((a, b) => a.total - b.total);
  // The best few first, then a spread over the rest: a walkway blocked near the best spot is
  // often blocked for all its neighbours.
  const order: Group[] = groups.slice(0, PATH_CHECKS);
  const stride = Math.max(1, Math.floor((groups.length - PATH_CHECKS) / PATH_CHECKS));
  for (let i = PATH_CHECKS; i < groups.length; i += stride) order.push(groups[i] as Group);
  const checked = new Map<Group, boolean>();
  const clear = (group: Group): boolean => {
    const known = checked.get(group);
    if (known !== undefined) return known;
    const result = pathsClear(draft, [...base, ...group.pieces]);
    checked.set(group, result);
    return result;
  };
  const found = order.find(clear);
  if (!found) return { group: null, spoiling: false, spots: 0 };
  if (!ANCHOR_KINDS.has(product.kind)) return { group: found, spoiling: false, spots: 1 };
  const spots = distinctSpots(
    found,
    groups.filter((group) => checked.get(group) !== false),
    clear,
  );
  return { group: spots[turn % spots.length] ?? found, spoiling: false, spots: spots.length };
}

/** Whether two placements of a piece would read as different arrangements. */
function apart(a: Piece, b: Piece): boolean {
  const turn = Math.abs(
    normaliseRotation(a.pose.rotation - b.pose.rotation + 180, EXACT_TURN) - 180,
  );
  return turn > 1 || Math.hypot(a.pose.x - b.pose.x, a.pose.y - b.pose.y) >= SPOT_DISTANCE;
}

/** Whether a group breaks no design rule that the best group keeps. */
function keepsMet(best: Group, group: Group): boolean {
  return group.perRule.every((cost, rule) => cost === 0 || (best.perRule[rule] ?? 0) > 0);
}

/**
 * The few best distinct spots for an anchor: `best` (the best group that keeps the walkways
 * clear) and the best group of each spot apart from it that costs at most SPOT_MARGIN more,
 * breaks no design rule it keeps, and keeps the walkways clear too. `groups` is sorted best
 * first.
 */
function distinctSpots(
  best: Group,
  groups: readonly Group[],
  clear: (group: Group) => boolean,
): Group[] {
  const spots: Group[] = [best];
  let checks = 0;
  for (const group of groups) {
    if (spots.length >= SPOT_CHOICES || checks >= SPOT_CHECKS) break;
    if (group.total > best.total + SPOT_MARGIN) break;
    const lead = group.pieces[0];
    if (!lead || !keepsMet(best, group)) continue;
    if (!spots.every((spot) => apart(spot.pieces[0] as Piece, lead))) continue;
    checks += 1;
    if (clear(group)) spots.push(group);
  }
  return spots;
}

/**
 * How many good choices of spot (then of product) a seed passes over for a room's anchor. It
 * turns with the seed rather than being drawn, so the three consecutive seeds the app lays
 * out side by side make three different choices whenever the room offers them.
 */
function seedTurn(seed: number): number {
  const whole = Number.isFinite(seed) ? Math.floor(seed) : 0;
  return ((whole % SPOT_CHOICES) + SPOT_CHOICES) % SPOT_CHOICES;
}

/** Products worth trying, one of each footprint, best first. */
function distinctSizes(products: readonly FurnitureProduct[]): FurnitureProduct[] {
  const seen = new Set<string>();
  const tries: FurnitureProduct[] = [];
  for (const product of products) {
    const key = `${product.width}x${product.depth}`;
    if (seen.has(key)) continue;
    seen.add(key);
    tries.push(product);
    if (tries.length >= PRODUCT_TRIES) break;
  }
  // Always end with the smallest, the likeliest to fit.
  const smallest = [...products].sort((a, b) => a.width * a.depth - b.width * b.depth)[0];
  if (smallest && !tries.includes(smallest)) tries.push(smallest);
  return tries;
}

function cheapest(ranked: readonly RankedProduct[]): number {
  return ranked.reduce((best, { product }) => Math.min(best, product.price), Infinity);
}

function validateLocked(
  plan: RoomPlan,
  brief: LayoutBrief,
  catalogue: readonly FurnitureProduct[],
): Piece[] {
  const locked = brief.locked.map((entry, index) => {
    const product = catalogue.find((candidate) => candidate.id === entry.productId);
    if (!product)
      throw new LayoutInputError(
        `locked[${index}].productId "${entry.productId}" is not in the catalogue.`,
      );
    return makePiece(
      {
        product,
        pose: { x: entry.x, y: entry.y, rotation: normaliseRotation(entry.rotation, EXACT_TURN) },
        need: 'locked',
        locked: true,
      },
      index + 1,
    );
  });
  if (locked.length === 0) return locked;
  const report = checkLayout(plan, {
    items: locked.map((piece) => toItem(piece)),
    budget: brief.budget,
  });
  const first = report.violations[0];
  if (first) throw new LayoutInputError(`The locked pieces break a rule: ${first.message}`);
  return locked;
}

/**
 * Locked pieces the engine's stricter path test cannot reach are still fine by the rules (the
 * checker passed them): they are exempt from that test rather than refusing every new piece.
 */
function unreachableLocked(grid: ClearanceGrid, locked: readonly Piece[]): Set<number> {
  const lockedBoxes = locked
    .filter((piece) => piece.product.layer === 'floor')
    .map((piece) => piece.box);
  const exempt = new Set<number>();
  for (const piece of locked) {
    const target = pathTarget(piece);
    if (target && grid.check(lockedBoxes, [target], false).unreachable.length > 0)
      exempt.add(piece.id);
  }
  return exempt;
}

/** An empty room but for the locked pieces: where construction starts. */
function startDraft(
  plan: RoomPlan,
  brief: LayoutBrief,
  catalogue: readonly FurnitureProduct[],
): Draft {
  const room = modelRoom(plan);
  const grid = new ClearanceGrid(room);
  const locked = validateLocked(plan, brief, catalogue);
  return {
    room,
    grid,
    costs: createCostModel(room),
    brief,
    random: createRandom(brief.seed),
    pieces: [...locked],
    dropped: [],
    nextId: locked.length + 1,
    exempt: unreachableLocked(grid, locked),
  };
}

/** What construction knows while it goes through the room type's needs in order. */
interface Construction {
  readonly draft: Draft;
  readonly program: readonly Need[];
  readonly byKey: ReadonlyMap<string, Need>;
  /** Each need's products, best first for this brief. */
  readonly ranked: ReadonlyMap<string, readonly RankedProduct[]>;
  /** The needs that come with an anchor (a sofa's coffee table, a table's chairs ...). */
  readonly companionNeeds: ReadonlySet<string | undefined>;
  readonly lockedKinds: ReadonlySet<FurnitureKind>;
  /** Needs settled: placed, dropped, or answered by a locked piece. */
  readonly done: Set<string>;
}

function startConstruction(draft: Draft, catalogue: readonly FurnitureProduct[]): Construction {
  const { room, brief } = draft;
  const program = ROOM_PROGRAMS[brief.roomType];
  const context: RankContext = {
    roomType: brief.roomType,
    style: brief.style,
    budget: brief.budget,
    totalShare: program.reduce((sum, need) => sum + need.share, 0),
    roomArea: room.area,
    longestWall: Math.max(...room.walls.map((wall) => wall.length)),
  };
  return {
    draft,
    program,
    byKey: new Map(program.map((need) => [need.key, need])),
    ranked: new Map(program.map((need) => [need.key, rankProducts(catalogue, need, context)])),
    companionNeeds: new Set(Object.values(COMPANIONS).map((companion) => companion?.need)),
    lockedKinds: new Set(draft.pieces.map((piece) => piece.product.kind)),
    done: new Set(),
  };
}

const rankedFor = (work: Construction, key: string): readonly RankedProduct[] =>
  work.ranked.get(key) ?? [];

/** Essentials come in twos only as dining chairs: a table needs at least two. */
const leastCount = (key: string): number => (key === 'dining-chair' ? 2 : 1);

/** Money set aside for the essentials still to come after the need at `index`. */
function reserveAfter(work: Construction, index: number): number {
  return work.program.slice(index + 1).reduce((sum, need) => {
    if (
      !need.essential ||
      work.done.has(need.key) ||
      need.kinds.some((kind) => work.lockedKinds.has(kind))
    )
      return sum;
    return sum + leastCount(need.key) * cheapest(rankedFor(work, need.key));
  }, 0);
}

function drop(draft: Draft, what: string, why: string, roomUnder?: number): void {
  draft.dropped.push(roomUnder === undefined ? { what, why } : { what, why, roomUnder });
}

function dropOverBudget(work: Construction, need: Need, left: number, count = 1): void {
  const least = cheapest(rankedFor(work, need.key));
  drop(
    work.draft,
    need.label,
    Number.isFinite(least)
      ? `Over budget: ${money(Math.max(0, left))} is left for it and the least expensive costs ${money(least * count)}.`
      : 'The catalogue has nothing of this kind for this room.',
  );
}

/**
 * A companion whose anchor was placed without it, or was locked: it goes beside its anchor on
 * its own, in the first size that fits and keeps the walkways clear.
 */
function placeLateCompanion(work: Construction, need: Need, left: number): void {
  const { draft } = work;
  const anchorKey = Object.entries(COMPANIONS).find(
    ([, companion]) => companion?.need === need.key,
  )?.[0];
  const anchorKind = anchorKey ? work.byKey.get(anchorKey)?.kinds[0] : undefined;
  const anchor = draft.pieces.find((piece) => piece.product.kind === anchorKind);
  if (draft.pieces.some((piece) => piece.need === need.key)) return;
  if (!anchor) {
    drop(
      draft,
      need.label,
      `There is no ${(anchorKey ?? 'piece').replace('-', ' ')} for it to go with.`,
    );
    return;
  }
  const spec = COMPANIONS[anchorKey ?? ''];
  const minimum = leastCount(need.key);
  const options = seededLead(
    rankedFor(work, need.key).filter(({ product }) => product.price * minimum <= left),
    draft.random,
  );
  const before = draft.costs.evaluate(draft.pieces).perRule;
  for (const product of distinctSizes(options)) {
    const count = Math.min(spec?.count ?? 1, Math.floor(left / product.price));
    const companion: CompanionPlan = { product, need: need.key, count, minimum };
    const others = draft.pieces.filter((piece) => piece.id !== anchor.id);
    const chosen = companionsFor(draft, anchor, companion, others);
    if (chosen.length === 0) continue;
    const after = draft.costs.evaluate([...draft.pieces, ...chosen]).perRule;
    if (!need.essential && !keepsRules(before, after)) continue;
    if (pathsClear(draft, [...draft.pieces, ...chosen])) {
      draft.pieces.push(...chosen);
      return;
    }
  }
  if (options.length === 0) dropOverBudget(work, need, left, minimum);
  else
    drop(
      draft,
      need.label,
      'No free spot beside it keeps the doors, walkways and use zones clear.',
    );
}

/**
 * The companion that comes with one product of a need (the table's chairs ...), in what the
 * budget leaves once the product is paid: null when the need has none or none is affordable
 * and it may go without; 'unaffordable' when an essential companion cannot be paid for.
 */
function companionWith(
  work: Construction,
  need: Need,
  product: FurnitureProduct,
  left: number,
): CompanionPlan | null | 'unaffordable' {
  const key = COMPANIONS[need.key]?.need;
  const companionNeed = key ? work.byKey.get(key) : undefined;
  if (!key || !companionNeed) return null;
  const spec = COMPANIONS[need.key];
  const minimum = companionNeed.essential ? leastCount(key) : 0;
  // The money set aside for an essential companion is the companion's to spend.
  const reserved = minimum * cheapest(rankedFor(work, key));
  const budget = left + (Number.isFinite(reserved) ? reserved : 0) - product.price;
  const [choice] = seededLead(
    rankedFor(work, key).filter(
      ({ product: candidate }) => candidate.price * Math.max(1, minimum) <= budget,
    ),
    work.draft.random,
  );
  if (!choice) return minimum > 0 ? 'unaffordable' : null;
  return {
    product: choice,
    need: key,
    count: Math.min(spec?.count ?? 1, Math.floor(budget / choice.price)),
    minimum,
  };
}

/** How the search over a need's products stands: the state `placeNeed` carries between sizes. */
interface ProductSearch {
  /** The group taken: the first that keeps the design rules once the seed's turn has passed. */
  chosen: Group | null;
  /** The first good group the seed's turn passed over, taken when no later one is. */
  passed: Group | null;
  /** The group that breaks the design rules least, when none keeps them. */
  fallback: Group | null;
  fallbackInStyle: boolean;
  /** Good spots (then good products) the seed's turn still passes over. */
  turn: number;
  /** Whether any product fits the room at all, clear of the doors and the other pieces. */
  fitsAnywhere: boolean;
  /** Whether free spots were found that every one broke a design rule. */
  spoiling: boolean;
}

/** Whether the search should stop before trying this product, having found enough. */
function searchSettled(
  search: ProductSearch,
  inStyle: boolean,
  miss: number,
  bestMiss: number,
): boolean {
  // A piece in the brief's style that misses a design rule beats one in another style.
  if (search.fallback && search.fallbackInStyle && !inStyle) return true;
  // Variety never costs the style or a good fit.
  return search.passed !== null && (!inStyle || miss > bestMiss + PRODUCT_MARGIN);
}

/**
 * Tries one product (with its companion) on its best free spots and records what it found.
 * True when the search is over: this product's group is the one.
 */
function tryProduct(
  work: Construction,
  need: Need,
  product: FurnitureProduct,
  companion: CompanionPlan | null,
  before: { readonly rules: number; readonly perRule: readonly number[] },
  search: ProductSearch,
): boolean {
  const { draft } = work;
  const candidates = candidatesFor(draft, product);
  if (candidates.length === 0) return false;
  if (!search.fitsAnywhere) {
    search.fitsAnywhere = candidates.some((candidate) =>
      fits(draft, newPiece(draft, product, candidate, need.key), draft.pieces),
    );
  }
  const limit = need.essential ? null : before.perRule;
  let found = bestGroup(draft, product, need.key, candidates, companion, limit, search.turn);
  if (!found.group && companion && companion.minimum === 0) {
    found = bestGroup(draft, product, need.key, candidates, null, limit, search.turn);
  }
  search.spoiling ||= found.spoiling;
  const group = found.group;
  if (!group) return false;
  // The first size (in order of preference) that keeps the design rules wins; failing that,
  // the size that breaks them least.
  if (group.rules <= before.rules + 1e-9) {
    if (search.turn > 0 && search.turn >= found.spots) {
      search.turn -= found.spots;
      search.passed ??= group;
      return false;
    }
    search.chosen = group;
    return true;
  }
  if (!search.fallback || group.rules < search.fallback.rules) {
    search.fallback = group;
    search.fallbackInStyle = product.styles.includes(draft.brief.style);
  }
  return false;
}

function noSpotReason(need: Need, search: ProductSearch): string {
  if (need.essential && !search.fitsAnywhere)
    return 'It does not fit in the room clear of the doors and the other pieces.';
  return search.spoiling
    ? 'Every free spot for it would break a design rule the room keeps.'
    : 'No free spot keeps the doors, walkways and use zones clear.';
}

/**
 * A need placed with its companion: its affordable products in the seed's order, each size
 * tried on its best free spots until one keeps the design rules (the seed's turn passing over
 * an anchor's first good spots), else the size that breaks them least, else dropped.
 */
function placeWithCompanion(work: Construction, need: Need, left: number): void {
  const { draft } = work;
  const options = seededLead(
    rankedFor(work, need.key).filter(({ product }) => product.price <= left),
    draft.random,
  );
  if (options.length === 0) {
    dropOverBudget(work, need, left);
    return;
  }
  const before = draft.costs.evaluate(draft.pieces);
  const search: ProductSearch = {
    chosen: null,
    passed: null,
    fallback: null,
    fallbackInStyle: false,
    turn: need.kinds.some((kind) => ANCHOR_KINDS.has(kind)) ? seedTurn(draft.brief.seed) : 0,
    fitsAnywhere: false,
    spoiling: false,
  };
  const misses = new Map(rankedFor(work, need.key).map((entry) => [entry.product, entry.miss]));
  const bestMiss = Math.min(...options.map((product) => misses.get(product) ?? Infinity));
  for (const product of distinctSizes(options)) {
    const inStyle = product.styles.includes(draft.brief.style);
    if (searchSettled(search, inStyle, misses.get(product) ?? Infinity, bestMiss)) break;
    const companion = companionWith(work, need, product, left);
    if (companion === 'unaffordable') continue;
    if (tryProduct(work, need, product, companion, before, search)) break;
  }
  const chosen = search.chosen ?? search.passed ?? search.fallback;
  if (!chosen) {
    drop(draft, need.label, noSpotReason(need, search));
    return;
  }
  draft.pieces.push(...chosen.pieces);
  const companionKey = COMPANIONS[need.key]?.need;
  if (companionKey && chosen.pieces.length > 1) work.done.add(companionKey);
}

/** One need of the room type's program, at `index` in it: met, placed, or dropped with why. */
function placeNeed(work: Construction, need: Need, index: number): void {
  const { draft } = work;
  if (work.done.has(need.key)) return;
  work.done.add(need.key);
  // A locked piece answers its need; its companions still come with it (later needs).
  if (need.kinds.some((kind) => work.lockedKinds.has(kind))) return;
  const isCompanion = work.companionNeeds.has(need.key);
  if (!need.essential && !isCompanion && draft.room.area / 10_000 < need.minArea) {
    const roomUnder = squareMetresToCm2(need.minArea);
    drop(draft, need.label, smallRoomReason(roomUnder, 'metric'), roomUnder);
    return;
  }
  const left = draft.brief.budget - totalOf(draft.pieces) - reserveAfter(work, index);
  if (isCompanion) placeLateCompanion(work, need, left);
  else placeWithCompanion(work, need, left);
}

/**
 * Builds the first valid layout: the locked pieces, then every need of the room type in order
 * of importance, each on its best free slot.
 */
export function constructLayout(
  plan: RoomPlan,
  brief: LayoutBrief,
  catalogue: readonly FurnitureProduct[],
): Draft {
  const draft = startDraft(plan, brief, catalogue);
  const work = startConstruction(draft, catalogue);
  work.program.forEach((need, index) => placeNeed(work, need, index));
  return draft;
}

// --- refinement ------------------------------------------------------------------------------

/** A companion keeps its place relative to its anchor when the anchor moves. */
function carry(anchorBefore: Piece, anchorAfter: Piece, companion: Piece, draft: Draft): Piece {
  const a = anchorBefore.box;
  const dx = companion.box.cx - a.cx;
  const dy = companion.box.cy - a.cy;
  const along = dx * a.ux + dy * a.uy;
  const forward = dx * a.vx + dy * a.vy;
  const [x, y] = localToWorld(anchorAfter.box, along, forward);
  const rotation = normaliseRotation(
    companion.pose.rotation + anchorAfter.pose.rotation - anchorBefore.pose.rotation,
    EXACT_TURN,
  );
  const wall = draft.room.walls[anchorAfter.wall];
  const keepsWall = companion.wall >= 0 && wall !== undefined;
  const alongWall = keepsWall
    ? (x - wall.start[0]) * wall.direction[0] + (y - wall.start[1]) * wall.direction[1]
    : 0;
  return movePiece(companion, { x, y, rotation }, keepsWall ? wall.index : -1, alongWall);
}

/** The pieces with one moved and its companions carried along. */
function moveGroup(draft: Draft, pieces: readonly Piece[], anchor: Piece, moved: Piece): Piece[] {
  return pieces.map((piece) => {
    if (piece.id === anchor.id) return moved;
    if (piece.anchor === anchor.id) return carry(anchor, moved, piece, draft);
    return piece;
  });
}

function onWall(draft: Draft, piece: Piece, wallIndex: number, along: number): Piece | null {
  const wall = draft.room.walls[wallIndex];
  if (!wall) return null;
  const half = piece.product.width / 2;
  if (along < half + 2 || along > wall.length - half - 2) return null;
  const slot = poseOnWall(wall, along, piece.product.depth);
  return movePiece(piece, slot.pose, slot.wall, slot.along);
}

/** One random move; the pieces after it, or null when it makes no sense here. */
function propose(
  draft: Draft,
  pieces: readonly Piece[],
): { next: Piece[]; moved: Set<number> } | null {
  const random = draft.random;
  const movable = pieces.filter((piece) => !piece.locked);
  if (movable.length === 0) return null;
  const piece = random.pick(movable);
  // Companions move with their anchor; moving one alone re-seats it around the anchor.
  const anchor = piece.anchor >= 0 ? pieces.find((other) => other.id === piece.anchor) : undefined;
  const group = (lead: Piece) =>
    new Set([
      lead.id,
      ...pieces.filter((other) => other.anchor === lead.id).map((other) => other.id),
    ]);
  const roll = random.next();

  if (anchor) {
    if (piece.product.kind === 'coffee-table') {
      const gap = random.range(36, 45.5);
      const slot = frontSlot(anchor, piece.product, gap);
      return {
        next: pieces.map((p) => (p.id === piece.id ? movePiece(piece, slot.pose) : p)),
        moved: new Set([piece.id]),
      };
    }
    return null;
  }

  if (piece.wall >= 0 && WALL_KINDS.has(piece.product.kind) && roll < 0.25) {
    // Swap walls with another wall piece of similar size.
    const others = movable.filter(
      (other) =>
        other.id !== piece.id &&
        other.wall >= 0 &&
        other.anchor < 0 &&
        WALL_KINDS.has(other.product.kind),
    );
    if (others.length > 0) {
      const other = random.pick(others);
      const a = onWall(draft, piece, other.wall, other.along);
      const b = onWall(draft, other, piece.wall, piece.along);
      if (!a || !b) return null;
      let next = moveGroup(draft, pieces, piece, a);
      next = moveGroup(draft, next, other, b);
      return { next, moved: new Set([...group(piece), ...group(other)]) };
    }
  }
  if (piece.wall >= 0 && roll < 0.6) {
    const shift = (random.next() < 0.5 ? -1 : 1) * random.range(3, 60);
    const moved = onWall(draft, piece, piece.wall, piece.along + shift);
    if (!moved) return null;
    return { next: moveGroup(draft, pieces, piece, moved), moved: group(piece) };
  }
  if (piece.wall < 0 && roll < 0.5) {
    const pose: Pose = {
      x: piece.pose.x + random.range(-25, 25),
      y: piece.pose.y + random.range(-25, 25),
      rotation: piece.pose.rotation,
    };
    return { next: moveGroup(draft, pieces, piece, movePiece(piece, pose)), moved: group(piece) };
  }
  // Jump to another of its slots, worked out against the layout without it.
  const rest = pieces.filter((other) => !group(piece).has(other.id));
  const saved = draft.pieces;
  draft.pieces = rest;
  const candidates =
    piece.product.kind === 'dining-table'
      ? gridSlots(draft.room, 20)
      : candidatesFor(draft, piece.product);
  draft.pieces = saved;
  if (candidates.length === 0) return null;
  const candidate = random.pick(candidates);
  const moved = movePiece(piece, candidate.pose, candidate.wall, candidate.along);
  return { next: moveGroup(draft, pieces, piece, moved), moved: group(piece) };
}

/** Whether an anchor has left the spot construction chose for it. */
function drifted(home: Pose, pose: Pose): boolean {
  const turn = Math.abs(normaliseRotation(home.rotation - pose.rotation + 180, EXACT_TURN) - 180);
  return turn > 1 || Math.hypot(home.x - pose.x, home.y - pose.y) > ANCHOR_DRIFT;
}

function movesFit(draft: Draft, next: readonly Piece[], moved: ReadonlySet<number>): boolean {
  for (const piece of next) {
    if (!moved.has(piece.id)) continue;
    if (!fitsRoom(draft.room, piece)) return false;
    if (!fitsAmong(piece, next)) return false;
  }
  return true;
}

/** Improves the layout by simulated annealing over moves that keep every hard rule. */
export function refineLayout(draft: Draft, options: LayoutOptions = {}): Draft {
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  // Anchors stay near the spots construction chose for them: those spots are what makes one
  // seed's arrangement differ from another's, and each was already among the best.
  const homes = new Map(
    draft.pieces
      .filter((piece) => ANCHOR_KINDS.has(piece.product.kind) && !piece.locked)
      .map((piece) => [piece.id, piece.pose]),
  );
  const strays = (next: readonly Piece[], moved: ReadonlySet<number>): boolean =>
    next.some((piece) => {
      const home = moved.has(piece.id) ? homes.get(piece.id) : undefined;
      return home !== undefined && drifted(home, piece.pose);
    });
  let current = draft.pieces;
  let currentCost = draft.costs.evaluate(current).total;
  let best = current;
  let bestCost = currentCost;
  const startTemperature = 3;
  const endTemperature = 0.02;
  for (let step = 0; step < iterations; step += 1) {
    const temperature =
      startTemperature *
      Math.pow(endTemperature / startTemperature, step / Math.max(1, iterations - 1));
    const proposal = propose(draft, current);
    if (!proposal) continue;
    if (strays(proposal.next, proposal.moved)) continue;
    if (!movesFit(draft, proposal.next, proposal.moved)) continue;
    const cost = draft.costs.evaluate(proposal.next).total;
    const delta = cost - currentCost;
    if (delta > 0 && draft.random.next() >= Math.exp(-delta / temperature)) continue;
    if (!pathsClear(draft, proposal.next)) continue;
    current = proposal.next;
    currentCost = cost;
    if (cost < bestCost - 1e-9) {
      best = current;
      bestCost = cost;
    }
  }
  draft.pieces = best;
  return draft;
}

// --- the result --------------------------------------------------------------------------------

const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

function toItem(piece: Piece): LayoutItem {
  const { product, pose } = piece;
  const rotation = round(normaliseRotation(pose.rotation, EXACT_TURN), 2);
  return itemOf(product, round(pose.x, 1), round(pose.y, 1), rotation === 360 ? 0 : rotation);
}

export function finishLayout(draft: Draft): LayoutResult {
  const score = draft.costs.score(draft.pieces);
  const rules: Record<string, boolean> = {};
  for (const rule of DESIGN_RULES) rules[rule] = score.rules[rule].satisfied;
  return {
    items: draft.pieces.map(toItem),
    dropped: [...draft.dropped],
    total: totalOf(draft.pieces),
    rules,
  };
}

/** Lays out a room for a brief from the given products: the first valid layout, refined. */
export function layoutRoom(
  plan: RoomPlan,
  brief: LayoutBrief,
  catalogue: readonly FurnitureProduct[],
  options: LayoutOptions = {},
): LayoutResult {
  return finishLayout(refineLayout(constructLayout(plan, brief, catalogue), options));
}
