/**
 * The room's walls as solid panels around their doors and windows. Walls stand outside the
 * outline, so the inner faces are exactly where the plan draws them and the pieces stand
 * where the plan puts them.
 */
import { cross, signedArea, walls as planWalls, type Wall } from '../room/geometry.ts';
import { doorSwing } from '../room/openings.ts';
import type { RoomPlan } from '../room/plan.ts';
import type { FittingModel, OpeningModel, Vec3, WallPanel, WindowLight } from './types.ts';

export const WALL_THICKNESS = 12;
/** A standard door's height, kept under the ceiling of a low room. */
const DOOR_HEAD = 210;
/** Windows line up with the doors' heads, as in most rooms, and stay clear of the ceiling. */
const WINDOW_HEAD = 210;
const HEAD_BELOW_CEILING = 15;

const GLASS = '#CFE0E6';
const SILL = '#F4F1EC';
const DOOR_LEAF = '#E8E1D6';

const degrees = (radians: number): number => (radians * 180) / Math.PI;
const wallAngle = (wall: Wall): number => degrees(Math.atan2(wall.direction[1], wall.direction[0]));

/** The head of a door in a room this high. */
export function doorHead(ceiling: number): number {
  return Math.min(DOOR_HEAD, ceiling - 10);
}

/** The head of a window with this sill in a room this high. */
export function windowHead(sill: number, ceiling: number): number {
  return Math.min(ceiling - HEAD_BELOW_CEILING, Math.max(WINDOW_HEAD, sill + 60));
}

/** A point of wall `wall`, `along` cm from its start and `out` cm outside its inner face. */
function onWall(wall: Wall, along: number, out: number, z: number): Vec3 {
  return [
    wall.start[0] + wall.direction[0] * along - wall.inwardNormal[0] * out,
    wall.start[1] + wall.direction[1] * along - wall.inwardNormal[1] * out,
    z,
  ];
}

/** The doors and windows of the plan, each on its wall with its stretch and its height. */
export function buildOpenings(plan: RoomPlan): OpeningModel[] {
  const walls = planWalls(plan.outline);
  const openings: OpeningModel[] = [];
  const add = (
    type: 'door' | 'window',
    index: number,
    wallIndex: number,
    offset: number,
    width: number,
    bottom: number,
    top: number,
  ) => {
    const wall = walls[wallIndex];
    if (!wall) return;
    const from = Math.max(0, Math.min(wall.length, offset));
    const to = Math.max(0, Math.min(wall.length, offset + width));
    if (to - from <= 0 || top - bottom <= 0) return;
    openings.push({
      type,
      index,
      wall: wallIndex,
      from,
      to,
      bottom,
      top,
      centre: onWall(wall, (from + to) / 2, 0, (bottom + top) / 2),
      angle: wallAngle(wall),
      inward: wall.inwardNormal,
    });
  };
  plan.doors.forEach((door, index) =>
    add('door', index, door.wall, door.offset, door.width, 0, doorHead(plan.height)),
  );
  plan.windows.forEach((roomWindow, index) =>
    add(
      'window',
      index,
      roomWindow.wall,
      roomWindow.offset,
      roomWindow.width,
      roomWindow.sill,
      windowHead(roomWindow.sill, plan.height),
    ),
  );
  return openings;
}

/**
 * How far a wall's panels reach past its corner so the outside corner is closed: nothing at an
 * inside (reflex) corner, where the two walls' slabs already overlap.
 */
function cornerReach(previous: Wall, next: Wall, clockwise: boolean): number {
  const turn = cross(previous.direction, next.direction);
  const convex = clockwise ? turn > 0 : turn < 0;
  if (!convex) return 0;
  const cosine =
    previous.direction[0] * next.direction[0] + previous.direction[1] * next.direction[1];
  const turnAngle = Math.acos(Math.max(-1, Math.min(1, cosine)));
  return Math.min(3 * WALL_THICKNESS, WALL_THICKNESS * Math.tan(turnAngle / 2));
}

type Interval = readonly [number, number];

/** [0, height] less the given intervals. */
function solidIntervals(height: number, holes: readonly Interval[]): Interval[] {
  const sorted = [...holes].sort((a, b) => a[0] - b[0]);
  const solid: Interval[] = [];
  let z = 0;
  for (const [bottom, top] of sorted) {
    if (bottom > z) solid.push([z, Math.min(bottom, height)]);
    z = Math.max(z, top);
  }
  if (z < height) solid.push([z, height]);
  return solid.filter(([bottom, top]) => top - bottom > 0);
}

const sameIntervals = (a: readonly Interval[], b: readonly Interval[]): boolean =>
  a.length === b.length &&
  a.every((interval, i) => interval[0] === b[i]?.[0] && interval[1] === b[i]?.[1]);

/** Every wall split into solid panels around its openings: beside, below a sill, above a head. */
export function buildWallPanels(plan: RoomPlan, openings: readonly OpeningModel[]): WallPanel[] {
  const walls = planWalls(plan.outline);
  const clockwise = signedArea(plan.outline) >= 0;
  const n = walls.length;
  const panels: WallPanel[] = [];
  for (const wall of walls) {
    if (wall.length <= 0) continue;
    const previous = walls[(wall.index - 1 + n) % n] as Wall;
    const next = walls[(wall.index + 1) % n] as Wall;
    const startReach = cornerReach(previous, wall, clockwise);
    const endReach = cornerReach(wall, next, clockwise);
    const own = openings.filter((opening) => opening.wall === wall.index);
    const cuts = [
      ...new Set([-startReach, wall.length + endReach, ...own.flatMap((o) => [o.from, o.to])]),
    ].sort((a, b) => a - b);

    // Stretches between cuts with the same solid heights become one panel per height.
    let runStart = cuts[0] as number;
    let runSolid: Interval[] | null = null;
    const flush = (end: number) => {
      if (!runSolid) return;
      for (const [bottom, top] of runSolid) {
        const from = runStart;
        const to = end;
        panels.push({
          wall: wall.index,
          from,
          to,
          bottom,
          top,
          centre: onWall(wall, (from + to) / 2, WALL_THICKNESS / 2, (bottom + top) / 2),
          size: [to - from, WALL_THICKNESS, top - bottom],
          angle: wallAngle(wall),
        });
      }
    };
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      const from = cuts[i] as number;
      const to = cuts[i + 1] as number;
      const middle = (from + to) / 2;
      const holes = own
        .filter((opening) => opening.from < middle && middle < opening.to)
        .map((opening): Interval => [opening.bottom, opening.top]);
      const solid = solidIntervals(plan.height, holes);
      if (runSolid && sameIntervals(runSolid, solid)) continue;
      flush(from);
      runStart = from;
      runSolid = solid;
    }
    flush(cuts[cuts.length - 1] as number);
  }
  return panels;
}

/** Glass and a sill in each window, an open leaf in each door. */
export function buildFittings(plan: RoomPlan, openings: readonly OpeningModel[]): FittingModel[] {
  const walls = planWalls(plan.outline);
  const fittings: FittingModel[] = [];
  for (const opening of openings) {
    const wall = walls[opening.wall];
    if (!wall) continue;
    const width = opening.to - opening.from;
    const middle = (opening.from + opening.to) / 2;
    if (opening.type === 'window') {
      fittings.push({
        kind: 'glass',
        wall: opening.wall,
        centre: onWall(wall, middle, WALL_THICKNESS / 2, (opening.bottom + opening.top) / 2),
        size: [width, 1, opening.top - opening.bottom],
        angle: opening.angle,
        colour: GLASS,
        finish: 'glass',
      });
      if (opening.bottom > 0) {
        fittings.push({
          kind: 'sill',
          wall: opening.wall,
          centre: onWall(wall, middle, WALL_THICKNESS / 2 - 2, opening.bottom + 1.5),
          size: [width + 8, WALL_THICKNESS + 4, 3],
          angle: opening.angle,
          colour: SILL,
          finish: 'matte',
        });
      }
      continue;
    }
    const door = plan.doors[opening.index];
    const swing = door ? doorSwing(plan.outline, door) : null;
    if (!door || !swing) continue;
    // The leaf stands open at right angles to the wall, hinged at its side, on the swing side.
    const hingeAlong = door.hinge === 'start' ? opening.from + 2 : opening.to - 2;
    const hingeOut = door.swing === 'in' ? 0 : WALL_THICKNESS;
    const hinge = onWall(wall, hingeAlong, hingeOut, opening.top / 2);
    const normal = swing.towards;
    fittings.push({
      kind: 'door-leaf',
      wall: opening.wall,
      centre: [hinge[0] + (normal[0] * width) / 2, hinge[1] + (normal[1] * width) / 2, hinge[2]],
      size: [width - 2, 4, opening.top - 1],
      angle: degrees(Math.atan2(normal[1], normal[0])),
      colour: DOOR_LEAF,
      finish: 'wood',
    });
  }
  return fittings;
}

/** A sun-like light outside each window, high up, aimed through it at the floor inside. */
export function buildWindowLights(openings: readonly OpeningModel[]): WindowLight[] {
  return openings
    .filter((opening) => opening.type === 'window')
    .map((opening) => {
      const [cx, cy] = opening.centre;
      const [nx, ny] = opening.inward;
      return {
        window: opening.index,
        position: [cx - nx * 400, cy - ny * 400, opening.top + 220],
        target: [cx + nx * 160, cy + ny * 160, 0],
      };
    });
}
