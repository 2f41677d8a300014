/**
 * Where a product added by hand lands on the plan: the first free spot on a grid from the
 * room's centre outwards (a wall piece: along the walls, facing into the room), judged by the
 * layout checker. Only overlapping, leaving the room and standing before a door count here;
 * everything else is the user's to arrange, and the warnings say so.
 */
import type { FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import { checkLayout, type CheckedItem, type HardRule } from '../../lib/layout/checker.ts';
import { piecesToItems } from '../../lib/catalogue/placedPieces.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { boundingBox, walls } from '../../lib/room/geometry.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { normaliseRotation } from '../../lib/room/rotation.ts';
import { snapCm } from './pieceEdits.ts';

/** The grid the floor spots are tried on, and the step along a wall, in cm. */
const FLOOR_STEP_CM = 20;
const WALL_STEP_CM = 10;
const BLOCKING: ReadonlySet<HardRule> = new Set(['overlap', 'inside', 'doorZone', 'wallPlacement']);

export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
}

function asItem(product: FurnitureProduct, pose: Pose): CheckedItem {
  return {
    name: product.name,
    layer: product.layer,
    price: product.price,
    x: pose.x,
    y: pose.y,
    rotation: pose.rotation,
    width: product.width,
    depth: product.depth,
    useDepth: product.useDepth,
  };
}

/**
 * Whether the pose is free: first against the pieces of its layer in the room without its
 * doors (cheap), then alone in the real room (the door zones and swings).
 */
function isFree(plan: RoomPlan, neighbours: readonly CheckedItem[], item: CheckedItem): boolean {
  const index = neighbours.length;
  const blocked = (violations: ReturnType<typeof checkLayout>['violations'], at: number) =>
    violations.some((violation) => BLOCKING.has(violation.rule) && violation.items.includes(at));
  const near = checkLayout(
    { ...plan, doors: [] },
    { items: [...neighbours, item], budget: Infinity },
  );
  if (blocked(near.violations, index)) return false;
  if (plan.doors.length === 0) return true;
  return !blocked(checkLayout(plan, { items: [item], budget: Infinity }).violations, 0);
}

function floorCandidates(plan: RoomPlan): Pose[] {
  const box = boundingBox(plan.outline);
  const cx = box.minX + box.width / 2;
  const cy = box.minY + box.height / 2;
  const poses: Pose[] = [];
  const reachX = Math.ceil(box.width / 2 / FLOOR_STEP_CM);
  const reachY = Math.ceil(box.height / 2 / FLOOR_STEP_CM);
  for (let i = -reachX; i <= reachX; i += 1) {
    for (let j = -reachY; j <= reachY; j += 1) {
      poses.push({
        x: snapCm(cx + i * FLOOR_STEP_CM),
        y: snapCm(cy + j * FLOOR_STEP_CM),
        rotation: 0,
      });
    }
  }
  return poses.sort(
    (a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy) || a.y - b.y,
  );
}

/**
 * Spots along every wall, from each wall's middle outwards, the piece's back on the wall (not
 * rounded to the centimetre: half a centimetre into the wall would take it out of the room).
 */
function wallCandidates(plan: RoomPlan, product: FurnitureProduct): Pose[] {
  const poses: Pose[] = [];
  for (const wall of walls(plan.outline)) {
    const room = wall.length - product.width;
    if (room < 0) continue;
    const rotation = normaliseRotation(
      (Math.atan2(-wall.inwardNormal[0], wall.inwardNormal[1]) * 180) / Math.PI,
    );
    const steps = Math.floor(room / 2 / WALL_STEP_CM);
    for (let k = 0; k <= 2 * steps; k += 1) {
      const shift = (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * WALL_STEP_CM;
      const along = wall.length / 2 + shift;
      poses.push({
        x: wall.start[0] + wall.direction[0] * along + (wall.inwardNormal[0] * product.depth) / 2,
        y: wall.start[1] + wall.direction[1] * along + (wall.inwardNormal[1] * product.depth) / 2,
        rotation,
      });
    }
  }
  return poses;
}

/** The pose a new piece of `product` takes among `pieces`; the room's centre when none is free. */
export function freeSpot(
  plan: RoomPlan,
  pieces: readonly PlacedPiece[],
  product: FurnitureProduct,
): Pose {
  const neighbours = piecesToItems(pieces).filter((item) => item.layer === product.layer);
  const candidates =
    product.layer === 'wall' ? wallCandidates(plan, product) : floorCandidates(plan);
  const found = candidates.find((pose) => isFree(plan, neighbours, asItem(product, pose)));
  if (found) return found;
  const box = boundingBox(plan.outline);
  return { x: snapCm(box.minX + box.width / 2), y: snapCm(box.minY + box.height / 2), rotation: 0 };
}
