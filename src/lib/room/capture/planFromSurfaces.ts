/**
 * A scanned room's surfaces -> a room plan of ours.
 *
 * - The scan's world is y-up, in metres. The plan is the floor seen from above: plan x is the
 *   scan's x and plan y its z, both in centimetres, so the drawing is not mirrored.
 * - A wall's local x is its length, its transform places its centre: its two ends are the centre
 *   plus and minus half its width along that axis, projected on the floor. Thickness is ignored.
 *   A curved wall is an arc of short straight walls (one per 15 degrees of turn).
 * - Walls are put in a loop by nearest ends; ends within `JOIN_TOLERANCE_CM` become one corner
 *   (where the two walls' lines cross, so a wall that stops short still meets its neighbour).
 *   A wider gap stays a wall of its own (an opening with no wall scanned beside it).
 * - The plan is turned by the smallest angle that lays its longest wall square to the page,
 *   moved so its corners start at 0, 0, wound as the editor's own plans are, and starts at the
 *   corner nearest the top left.
 * - Doors, windows and openings land on their wall (`parentIdentifier`, else the nearest wall)
 *   by where their centre falls along it; width from their size, a window's sill from its
 *   bottom edge above the floor. Openings (a doorway without a door) become doors: people walk
 *   through them, and the layout keeps them clear.
 * - The ceiling is the median wall's top above the floor (the floor surface, else the walls'
 *   lowest bottom).
 */
import { signedArea } from '../geometry.ts';
import type { Door, Point, RoomPlan, RoomWindow } from '../plan.ts';
import { validateRoomPlan, type PlanIssueCode } from '../validation.ts';
import { ScanImportError, outlineMessage } from './scanErrors.ts';
import { transformPoint, translationOf, type Surface, type Vec3 } from './surfaces.ts';

/** Wall ends closer than this are one corner. */
export const JOIN_TOLERANCE_CM = 10;
/** A curved wall is drawn as straight walls turning at most this much each. */
const ARC_STEP_RADIANS = Math.PI / 12;
const CM_PER_M = 100;

/** Rules a plan from a scan must keep to be a room at all; the rest the editor shows to fix. */
const OUTLINE_CODES: readonly PlanIssueCode[] = [
  'too-few-corners',
  'same-corner',
  'no-floor',
  'zero-length-wall',
  'walls-cross',
];

export interface PlanFromScan {
  readonly plan: RoomPlan;
  /** What the editor will ask to fix (a low ceiling, overlapping openings ...). */
  readonly issues: readonly string[];
}

const toPlan = ([x, , z]: Vec3): Point => [x * CM_PER_M, z * CM_PER_M];
const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const cross2 = (a: Point, b: Point): number => a[0] * b[1] - a[1] * b[0];
const dist = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A wall's points on the floor, in order along its length. */
function wallChain(wall: Surface): Point[] {
  const { curve, transform, dimensions } = wall;
  if (curve) {
    const turn = curve.endAngle - curve.startAngle;
    const steps = Math.max(2, Math.ceil(Math.abs(turn) / ARC_STEP_RADIANS));
    return Array.from({ length: steps + 1 }, (_, i) => {
      const angle = curve.startAngle + (turn * i) / steps;
      return toPlan(
        transformPoint(transform, [
          curve.center[0] + curve.radius * Math.cos(angle),
          0,
          curve.center[1] + curve.radius * Math.sin(angle),
        ]),
      );
    });
  }
  const half = dimensions[0] / 2;
  return [
    toPlan(transformPoint(transform, [-half, 0, 0])),
    toPlan(transformPoint(transform, [half, 0, 0])),
  ];
}

/** Where the line through a1-a2 meets the line through b1-b2, unless they run (nearly) parallel. */
function linesMeet(a1: Point, a2: Point, b1: Point, b2: Point): Point | null {
  const da = sub(a2, a1);
  const db = sub(b2, b1);
  const denominator = cross2(da, db);
  const lengths = Math.hypot(...da) * Math.hypot(...db);
  if (lengths === 0 || Math.abs(denominator) / lengths < Math.sin((10 * Math.PI) / 180))
    return null;
  const t = cross2(sub(b1, a1), db) / denominator;
  return [a1[0] + da[0] * t, a1[1] + da[1] * t];
}

/** The corner two wall ends make: where their lines cross if near, else halfway between. */
function corner(endOfA: [Point, Point], startOfB: [Point, Point]): Point {
  const [beforeEnd, end] = endOfA;
  const [start, afterStart] = startOfB;
  const meet = linesMeet(beforeEnd, end, start, afterStart);
  if (
    meet &&
    dist(meet, end) <= 3 * JOIN_TOLERANCE_CM &&
    dist(meet, start) <= 3 * JOIN_TOLERANCE_CM
  ) {
    return meet;
  }
  return [(end[0] + start[0]) / 2, (end[1] + start[1]) / 2];
}

interface Loop {
  points: Point[];
  /** For each wall (in the scan's order), the outline walls it became. */
  edgesOf: number[][];
}

function loopOfWalls(chains: Point[][]): Loop {
  const points: Point[] = [];
  const edgesOf: number[][] = chains.map(() => []);
  const left = new Set(chains.keys());
  const place = (index: number, chain: Point[], merged: boolean) => {
    const first = merged ? points.length - 1 : points.length;
    points.push(...(merged ? chain.slice(1) : chain));
    edgesOf[index] = chain.slice(1).map((_, k) => first + k);
  };

  left.delete(0);
  place(0, chains[0] as Point[], false);
  while (left.size > 0) {
    const end = points[points.length - 1] as Point;
    let best = -1;
    let reversed = false;
    let gap = Infinity;
    for (const index of left) {
      const chain = chains[index] as Point[];
      const toStart = dist(end, chain[0] as Point);
      const toEnd = dist(end, chain[chain.length - 1] as Point);
      if (toStart < gap) [best, reversed, gap] = [index, false, toStart];
      if (toEnd < gap) [best, reversed, gap] = [index, true, toEnd];
    }
    left.delete(best);
    const chain = reversed
      ? [...(chains[best] as Point[])].reverse()
      : [...(chains[best] as Point[])];
    const merged = gap <= JOIN_TOLERANCE_CM;
    if (merged) {
      const joined = corner(
        [points[points.length - 2] as Point, end],
        [chain[0] as Point, chain[1] as Point],
      );
      points[points.length - 1] = joined;
      chain[0] = joined;
    }
    place(best, chain, merged);
  }

  // Close the loop: the last wall's end and the first wall's start.
  const last = points[points.length - 1] as Point;
  const first = points[0] as Point;
  if (points.length > 2 && dist(last, first) <= JOIN_TOLERANCE_CM) {
    points[0] = corner([points[points.length - 2] as Point, last], [first, points[1] as Point]);
    points.pop();
  }
  const n = points.length;
  return { points, edgesOf: edgesOf.map((edges) => edges.map((edge) => edge % n)) };
}

/** The loop with its corners in a new order: `order[i]` is the old corner now at `i`. */
function reorder(loop: Loop, order: number[], reversed: boolean): Loop {
  const n = loop.points.length;
  const where = new Map(order.map((old, i) => [old, i]));
  return {
    points: order.map((old) => loop.points[old] as Point),
    edgesOf: loop.edgesOf.map((edges) =>
      edges.map((edge) => {
        const start = reversed ? (edge + 1) % n : edge;
        // Reversed, old wall k (k -> k + 1) runs from where corner k + 1 went.
        return where.get(start) ?? 0;
      }),
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const round1 = (cm: number): number => Math.round(cm * 10) / 10 + 0;

export function planFromSurfaces(surfaces: readonly Surface[]): PlanFromScan {
  const walls = surfaces.filter((surface) => surface.kind === 'wall');
  const wallBottoms = walls.map(
    (wall) => translationOf(wall.transform)[1] - wall.dimensions[1] / 2,
  );
  const floors = surfaces.filter((surface) => surface.kind === 'floor');
  const floorY =
    floors.length > 0
      ? Math.min(...floors.map((floor) => translationOf(floor.transform)[1]))
      : Math.min(...wallBottoms);
  const height =
    median(
      walls.map((wall) => translationOf(wall.transform)[1] + wall.dimensions[1] / 2 - floorY),
    ) * CM_PER_M;

  const chains = walls.map(wallChain);
  let loop = loopOfWalls(chains);
  let n = loop.points.length;

  if (signedArea(loop.points) < 0) {
    // Walls run clockwise on screen (y down), as the editor's own plans do.
    loop = reorder(loop, [0, ...Array.from({ length: n - 1 }, (_, i) => n - 1 - i)], true);
  }

  // The smallest turn that lays the longest wall square to the page.
  let longest = 0;
  let turn = 0;
  loop.points.forEach((point, i) => {
    const next = loop.points[(i + 1) % n] as Point;
    const length = dist(point, next);
    if (length > longest + 1e-6) {
      longest = length;
      const angle = Math.atan2(next[1] - point[1], next[0] - point[0]);
      turn = -(angle - Math.round(angle / (Math.PI / 2)) * (Math.PI / 2));
    }
  });
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const rotate = ([x, y]: Point): Point => [x * cos - y * sin, x * sin + y * cos];
  const turned = loop.points.map(rotate);
  const minX = Math.min(...turned.map(([x]) => x));
  const minY = Math.min(...turned.map(([, y]) => y));
  const place = (p: Point): Point => {
    const [x, y] = rotate(p);
    return [x - minX, y - minY];
  };
  loop = { ...loop, points: loop.points.map(place) };

  // Start at the corner nearest the top left, as a plan drawn by hand would.
  const startAt = loop.points.reduce(
    (best, [x, y], i) => {
      const d = Math.hypot(x, y);
      return d < best.d - 1e-6 ? { i, d } : best;
    },
    { i: 0, d: Infinity },
  ).i;
  loop = reorder(
    loop,
    Array.from({ length: n }, (_, i) => (i + startAt) % n),
    false,
  );
  const outline: Point[] = loop.points.map(([x, y]) => [round1(x), round1(y)]);
  n = outline.length;

  const wallIndexById = new Map<string, number>();
  walls.forEach((wall, index) => {
    if (wall.id) wallIndexById.set(wall.id, index);
  });
  const allEdges = Array.from({ length: n }, (_, i) => i);

  const placeOpening = (surface: Surface): { wall: number; offset: number; width: number } => {
    const centre = place(toPlan(translationOf(surface.transform)));
    const host = surface.parentId === undefined ? undefined : wallIndexById.get(surface.parentId);
    const candidates = host === undefined ? allEdges : (loop.edgesOf[host] ?? allEdges);
    let best = { wall: 0, along: 0, length: 0, away: Infinity };
    for (const edge of candidates.length > 0 ? candidates : allEdges) {
      const a = outline[edge] as Point;
      const b = outline[(edge + 1) % n] as Point;
      const length = dist(a, b);
      if (length === 0) continue;
      const along =
        ((centre[0] - a[0]) * (b[0] - a[0]) + (centre[1] - a[1]) * (b[1] - a[1])) / length;
      const clamped = Math.min(Math.max(along, 0), length);
      const foot: Point = [
        a[0] + ((b[0] - a[0]) * clamped) / length,
        a[1] + ((b[1] - a[1]) * clamped) / length,
      ];
      const away = dist(foot, centre);
      if (away < best.away) best = { wall: edge, along, length, away };
    }
    const width = Math.min(surface.dimensions[0] * CM_PER_M, best.length);
    const offset = Math.min(Math.max(best.along - width / 2, 0), best.length - width);
    return { wall: best.wall, offset: round1(offset), width: round1(width) };
  };

  const doors: Door[] = surfaces
    .filter((surface) => surface.kind === 'door' || surface.kind === 'opening')
    .map((surface) => ({ ...placeOpening(surface), swing: 'in', hinge: 'start' }));
  const windows: RoomWindow[] = surfaces
    .filter((surface) => surface.kind === 'window')
    .map((surface) => {
      const bottom = translationOf(surface.transform)[1] - surface.dimensions[1] / 2;
      return { ...placeOpening(surface), sill: round1(Math.max(0, (bottom - floorY) * CM_PER_M)) };
    });

  const plan: RoomPlan = { unit: 'cm', outline, height: round1(height), doors, windows };
  const issues = validateRoomPlan(plan);
  const broken = issues.find((issue) => OUTLINE_CODES.includes(issue.code));
  if (broken) throw new ScanImportError(outlineMessage(broken.message));
  return { plan, issues: issues.map((issue) => issue.message) };
}
