/**
 * Where a piece could go: slots along the walls (back to the wall, facing into the room),
 * slots in the room's corners, and slots relative to pieces already placed (a side table at a
 * sofa's arm, an armchair turned towards the coffee table, a rug under the bed's foot). Each
 * generator returns poses only; the scene decides which ones are free.
 */
import type { FurnitureProduct } from '../catalogue/furniture.ts';
import type { Point } from '../room/plan.ts';
import { EXACT_TURN, normaliseRotation } from '../room/rotation.ts';
import { localToWorld, rotationFacing, type Pose } from './box.ts';
import { WALL_GAP, type RoomModel, type RoomWall } from './room.ts';
import type { Piece } from './scene.ts';

export interface Candidate {
  readonly pose: Pose;
  /** The wall the piece's back is against, or -1. */
  readonly wall: number;
  readonly along: number;
}

const free = (pose: Pose): Candidate => ({ pose, wall: -1, along: 0 });

/** The pose of a piece with its back against the wall, its centre `along` cm from the wall's start. */
export function poseOnWall(wall: RoomWall, along: number, depth: number): Candidate {
  const off = depth / 2 + WALL_GAP;
  return {
    pose: {
      x: wall.start[0] + wall.direction[0] * along + wall.inwardNormal[0] * off,
      y: wall.start[1] + wall.direction[1] * along + wall.inwardNormal[1] * off,
      rotation: rotationFacing(wall.inwardNormal[0], wall.inwardNormal[1]),
    },
    wall: wall.index,
    along,
  };
}

/** Slots every `step` cm along every wall long enough, plus both ends and the middle. */
export function wallSlots(room: RoomModel, product: FurnitureProduct, step: number): Candidate[] {
  const slots: Candidate[] = [];
  const half = product.width / 2;
  const end = WALL_GAP + 0.5;
  for (const wall of room.walls) {
    const first = half + end;
    const last = wall.length - half - end;
    if (last < first) continue;
    const positions = new Set<number>([first, last, (first + last) / 2]);
    for (let along = first + step; along < last; along += step) positions.add(along);
    for (const along of [...positions].sort((a, b) => a - b)) {
      slots.push(poseOnWall(wall, along, product.depth));
    }
  }
  return slots;
}

/** Slots at both ends of every wall (into its corners), and a little way out of them. */
export function cornerSlots(room: RoomModel, product: FurnitureProduct): Candidate[] {
  const slots: Candidate[] = [];
  const half = product.width / 2;
  const end = WALL_GAP + 0.5;
  for (const wall of room.walls) {
    const first = half + end;
    const last = wall.length - half - end;
    if (last < first) continue;
    for (const along of [first, first + 15, last - 15, last]) {
      if (along >= first && along <= last) slots.push(poseOnWall(wall, along, product.depth));
    }
  }
  return slots;
}

/** Where along its wall a point lies. */
function alongWall(wall: RoomWall, x: number, y: number): number {
  return (x - wall.start[0]) * wall.direction[0] + (y - wall.start[1]) * wall.direction[1];
}

function relative(
  room: RoomModel,
  anchor: Piece,
  along: number,
  forward: number,
  rotation: number,
  keepsWall: boolean,
): Candidate {
  const [x, y] = localToWorld(anchor.box, along, forward);
  const pose = { x, y, rotation: normaliseRotation(rotation, EXACT_TURN) };
  const wall = keepsWall ? room.walls[anchor.wall] : undefined;
  return wall ? { pose, wall: wall.index, along: alongWall(wall, x, y) } : free(pose);
}

/** At either side of the anchor, backs lined up with its back (a side table at a sofa's arm). */
export function besideSlots(
  room: RoomModel,
  anchor: Piece,
  product: FurnitureProduct,
  gap = 3,
): Candidate[] {
  const { box } = anchor;
  const forward = -box.hd + product.depth / 2;
  return [-1, 1].map((side) =>
    relative(
      room,
      anchor,
      side * (box.hw + gap + product.width / 2),
      forward,
      anchor.pose.rotation,
      anchor.wall >= 0,
    ),
  );
}

/** Centred in front of the anchor, `gap` cm from its front, facing the same way. */
export function frontSlot(anchor: Piece, product: FurnitureProduct, gap: number): Candidate {
  const [x, y] = localToWorld(anchor.box, 0, anchor.box.hd + gap + product.depth / 2);
  return free({ x, y, rotation: anchor.pose.rotation });
}

/** A chair in front of a desk, facing it. */
export function chairAt(desk: Piece, chair: FurnitureProduct): Candidate {
  const [x, y] = localToWorld(desk.box, 0, desk.box.hd + 2 + chair.depth / 2);
  return free({ x, y, rotation: normaliseRotation(desk.pose.rotation + 180, EXACT_TURN) });
}

/**
 * Armchairs beside a coffee table, facing it square or turned towards the room's focus (the
 * direction the sofa faces), nearer to or further from the sofa.
 */
export function conversationSlots(sofa: Piece, table: Piece, chair: FurnitureProduct): Candidate[] {
  const slots: Candidate[] = [];
  const s = sofa.box;
  // The table's half extent along the sofa's width.
  const tableHalf =
    table.box.hw * Math.abs(table.box.ux * s.ux + table.box.uy * s.uy) +
    table.box.hd * Math.abs(table.box.vx * s.ux + table.box.vy * s.uy);
  const tableForward = (table.box.cx - s.cx) * s.vx + (table.box.cy - s.cy) * s.vy;
  const tableAlong = (table.box.cx - s.cx) * s.ux + (table.box.cy - s.cy) * s.uy;
  for (const side of [-1, 1]) {
    for (const turn of [0, 20, 35]) {
      for (const shift of [0, 25, 50, -20]) {
        const radians = (turn * Math.PI) / 180;
        // Facing back across the table, turned towards the sofa's front direction.
        const fx = -side * s.ux * Math.cos(radians) + s.vx * Math.sin(radians);
        const fy = -side * s.uy * Math.cos(radians) + s.vy * Math.sin(radians);
        const reach = tableHalf + 38 + chair.depth / 2 + chair.width * 0.25 * Math.sin(radians);
        const along = tableAlong + side * reach;
        const forward = tableForward + shift;
        const [x, y] = localToWorld(s, along, forward);
        slots.push(free({ x, y, rotation: rotationFacing(fx, fy) }));
      }
    }
  }
  return slots;
}

/**
 * Slots near every wall turned to look at a point (a chair facing the media unit or a window),
 * as close to the wall as the turned footprint allows.
 */
export function facingSlots(
  room: RoomModel,
  product: FurnitureProduct,
  focus: Point,
  step: number,
): Candidate[] {
  const slots: Candidate[] = [];
  const hw = product.width / 2;
  const hd = product.depth / 2;
  for (const wall of room.walls) {
    for (let along = hw + 2; along <= wall.length - hw - 2; along += step) {
      const bx = wall.start[0] + wall.direction[0] * along;
      const by = wall.start[1] + wall.direction[1] * along;
      const dx = focus[0] - bx;
      const dy = focus[1] - by;
      const length = Math.hypot(dx, dy);
      if (length < 100) continue;
      const cos = (dx * wall.inwardNormal[0] + dy * wall.inwardNormal[1]) / length;
      // Turned more than 60 degrees from the wall, a chair stands awkwardly off it.
      if (cos < 0.5) continue;
      const sin = Math.sqrt(Math.max(0, 1 - cos * cos));
      const off = hd * cos + hw * sin + WALL_GAP + 1;
      slots.push(
        free({
          x: bx + wall.inwardNormal[0] * off,
          y: by + wall.inwardNormal[1] * off,
          rotation: rotationFacing(dx, dy),
        }),
      );
    }
  }
  return slots;
}

/** Pieces turned to face out of a corner, at a few distances from it. */
export function diagonalCornerSlots(room: RoomModel, product: FurnitureProduct): Candidate[] {
  const slots: Candidate[] = [];
  const n = room.walls.length;
  for (let i = 0; i < n; i += 1) {
    const before = room.walls[(i + n - 1) % n] as RoomWall;
    const after = room.walls[i] as RoomWall;
    // Only corners that turn into the room (convex ones).
    const turn =
      before.direction[0] * after.direction[1] - before.direction[1] * after.direction[0];
    const inward =
      before.inwardNormal[0] * after.direction[0] + before.inwardNormal[1] * after.direction[1];
    if (Math.abs(turn) < 1e-6 || inward <= 0) continue;
    const bx = before.inwardNormal[0] + after.inwardNormal[0];
    const by = before.inwardNormal[1] + after.inwardNormal[1];
    const length = Math.hypot(bx, by);
    const ux = bx / length;
    const uy = by / length;
    const corner = after.start as Point;
    const radius = Math.hypot(product.width, product.depth) / 2;
    for (const extra of [2, 12, 25]) {
      const distance = radius * Math.SQRT2 * 0.75 + extra;
      slots.push(
        free({
          x: corner[0] + ux * distance,
          y: corner[1] + uy * distance,
          rotation: rotationFacing(ux, uy),
        }),
      );
    }
  }
  return slots;
}

/** The directions a free-standing piece may take: square to the room's two longest walls. */
export function roomRotations(room: RoomModel): number[] {
  const sorted = [...room.walls].sort((a, b) => b.length - a.length || a.index - b.index);
  const longest = sorted[0];
  if (!longest) return [0, 90];
  const base = rotationFacing(longest.inwardNormal[0], longest.inwardNormal[1]);
  return [base, normaliseRotation(base + 90, EXACT_TURN)];
}

/** Free-standing slots on a grid over the room, every `step` cm, both ways round. */
export function gridSlots(room: RoomModel, step: number): Candidate[] {
  const slots: Candidate[] = [];
  const { minX, minY, maxX, maxY } = room.bounds;
  const rotations = roomRotations(room);
  for (let y = minY + step / 2; y < maxY; y += step) {
    for (let x = minX + step / 2; x < maxX; x += step) {
      for (const rotation of rotations) slots.push(free({ x, y, rotation }));
    }
  }
  return slots;
}
