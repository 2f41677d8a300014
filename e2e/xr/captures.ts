/**
 * What @iwer/sem's captured rooms say about themselves: the floor corners where their walls
 * meet, the floor and ceiling heights, the doors on their walls. The tests aim at these points
 * and compare the measured plan with them. Metres, y up, as in the captures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const CAPTURES = [
  'living_room',
  'meeting_room',
  'music_room',
  'office_small',
  'office_large',
] as const;
export type CaptureName = (typeof CAPTURES)[number];

interface Vec3 {
  x: number;
  y: number;
  z: number;
}
interface Quat extends Vec3 {
  w: number;
}
interface CaptureEntity {
  semanticLabel_META?: string;
  locatable_META?: { position: Vec3; orientation: Quat };
  bounded2D_META?: {
    offset: { x: number; y: number };
    extent: { width: number; height: number };
  };
}
interface CaptureFile {
  spatialEntities: CaptureEntity[];
}

/** A floor point: x and z in metres. */
export type FloorXZ = readonly [x: number, z: number];

export interface CapturedRoom {
  readonly name: CaptureName;
  readonly json: CaptureFile;
  /** The floor corners in order round the room. */
  readonly corners: readonly FloorXZ[];
  readonly floorY: number;
  readonly ceilingY: number;
  /** Each door's two bottom edges on the floor. */
  readonly doors: readonly (readonly [FloorXZ, FloorXZ])[];
}

const require = createRequire(import.meta.url);
const capturesDir = join(dirname(require.resolve('@iwer/sem/package.json')), 'captures');

function rotate(q: Quat, v: readonly [number, number, number]): [number, number, number] {
  const [vx, vy, vz] = v;
  const tx = 2 * (q.y * vz - q.z * vy);
  const ty = 2 * (q.z * vx - q.x * vz);
  const tz = 2 * (q.x * vy - q.y * vx);
  return [
    vx + q.w * tx + (q.y * tz - q.z * ty),
    vy + q.w * ty + (q.z * tx - q.x * tz),
    vz + q.w * tz + (q.x * ty - q.y * tx),
  ];
}

/**
 * A plane's bottom edge: SEM lays a plane's rectangle in its local x-z (x across, z up the
 * plane's height) before turning it by the entity's orientation.
 */
function bottomEdge(entity: CaptureEntity): [FloorXZ, FloorXZ] | null {
  const at = entity.locatable_META;
  const box = entity.bounded2D_META;
  if (!at || !box) return null;
  const ends = [box.offset.x, box.offset.x + box.extent.width].map((x): FloorXZ => {
    const [dx, , dz] = rotate(at.orientation, [x, 0, box.offset.y]);
    return [at.position.x + dx, at.position.z + dz];
  });
  return [ends[0] as FloorXZ, ends[1] as FloorXZ];
}

/** The item at `index` round a list (wrapping), which tests know to be there. */
export function item<T>(list: readonly T[], index: number): T {
  const found = list[((index % list.length) + list.length) % list.length];
  if (found === undefined) throw new Error(`Nothing at ${index} in a list of ${list.length}`);
  return found;
}

const gap = (a: FloorXZ, b: FloorXZ) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const label = (entity: CaptureEntity) => entity.semanticLabel_META ?? '';

/** The walls joined end to end round the room; each corner is where two wall ends meet. */
function chainWalls(edges: [FloorXZ, FloorXZ][]): FloorXZ[] {
  const left = [...edges];
  const first = left.shift();
  if (!first) return [];
  const corners: FloorXZ[] = [];
  let end = first[1];
  const start = first[0];
  while (left.length > 0) {
    let best = 0;
    let flip = false;
    let nearest = Infinity;
    left.forEach(([a, b], i) => {
      if (gap(a, end) < nearest) [nearest, best, flip] = [gap(a, end), i, false];
      if (gap(b, end) < nearest) [nearest, best, flip] = [gap(b, end), i, true];
    });
    const [a, b] = left.splice(best, 1)[0] as [FloorXZ, FloorXZ];
    const [near, far] = flip ? [b, a] : [a, b];
    corners.push([(end[0] + near[0]) / 2, (end[1] + near[1]) / 2]);
    end = far;
  }
  corners.push([(end[0] + start[0]) / 2, (end[1] + start[1]) / 2]);
  return corners;
}

export function readCapture(name: CaptureName): CapturedRoom {
  const json = JSON.parse(readFileSync(join(capturesDir, `${name}.json`), 'utf8')) as CaptureFile;
  const entities = json.spatialEntities;
  const heightOf = (kind: string) => {
    const found = entities.find((entity) => label(entity) === kind)?.locatable_META;
    if (!found) throw new Error(`${name} has no ${kind}`);
    return found.position.y;
  };
  const floorY = heightOf('FLOOR');
  const ceilingY = heightOf('CEILING');
  const walls = entities
    .filter((entity) => label(entity) === 'WALL_FACE')
    .map(bottomEdge)
    .filter((edge): edge is [FloorXZ, FloorXZ] => edge !== null);
  const corners = chainWalls(walls);
  // Doors in the room's own walls (a capture may hold one seen through another door).
  const doors = entities
    .filter((entity) => label(entity) === 'DOOR_FRAME')
    .filter((entity) => Math.abs((entity.locatable_META?.position.y ?? 0) - floorY) < 1.5)
    .map(bottomEdge)
    .filter((edge): edge is [FloorXZ, FloorXZ] => edge !== null)
    .filter((edge) => Math.abs(edge[0][1] - edge[1][1]) + Math.abs(edge[0][0] - edge[1][0]) > 0)
    .filter((edge) => isOnOutline(edge, corners));
  return { name, json, corners, floorY, ceilingY, doors };
}

function isOnOutline(edge: readonly [FloorXZ, FloorXZ], corners: readonly FloorXZ[]): boolean {
  return edge.every((point) =>
    corners.some((a, i) => distanceToSegment(point, a, item(corners, i + 1)) < 0.1),
  );
}

export function distanceToSegment(p: FloorXZ, a: FloorXZ, b: FloorXZ): number {
  const ab = [b[0] - a[0], b[1] - a[1]] as const;
  const length2 = ab[0] ** 2 + ab[1] ** 2;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1]) / length2));
  return gap(p, [a[0] + ab[0] * t, a[1] + ab[1] * t]);
}

/** The captured room's walls in centimetres, in order round the room. */
export const wallLengthsCm = (corners: readonly FloorXZ[]): number[] =>
  corners.map((corner, i) => gap(corner, item(corners, i + 1)) * 100);

/** The floor area in square centimetres. */
export function areaCm2(corners: readonly FloorXZ[]): number {
  let sum = 0;
  corners.forEach((p, i) => {
    const q = item(corners, i + 1);
    sum += p[0] * q[1] - q[0] * p[1];
  });
  return (Math.abs(sum) / 2) * 10_000;
}

/** Whether a floor point lies inside the room (even-odd rule). */
export function inside(p: FloorXZ, corners: readonly FloorXZ[]): boolean {
  let odd = false;
  corners.forEach((a, i) => {
    const b = item(corners, i + 1);
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
      if (p[0] < x) odd = !odd;
    }
  });
  return odd;
}

/**
 * The measured walls against the captured ones: the two lists matched round the room (either
 * way, from any corner), each measured wall's error in cm.
 */
export function matchWalls(measured: readonly number[], captured: readonly number[]): number[] {
  const n = captured.length;
  if (measured.length !== n) return [Infinity];
  let best: number[] = [Infinity];
  for (let shift = 0; shift < n; shift += 1) {
    for (const reverse of [false, true]) {
      const errors = captured.map((length, i) => {
        const j = reverse ? (shift - i + 2 * n) % n : (shift + i) % n;
        return Math.abs(item(measured, j) - length);
      });
      if (Math.max(...errors) < Math.max(...best)) best = errors;
    }
  }
  return best;
}
