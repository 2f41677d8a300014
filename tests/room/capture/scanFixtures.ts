/**
 * Room scans made to Apple RoomPlan's documented structure, from a plan we know: each wall a
 * surface whose `dimensions` are [length, height, depth] in metres and whose column-major
 * `transform` places its centre in a y-up world, turned and moved by a pose, as RoomPlan's
 * world is wherever the phone started. Doors, windows and openings name their wall with
 * `parentIdentifier`. These are not captures of real rooms: they test the reading of the
 * format and the geometry, not a sensor.
 */
import type { Point, RoomPlan } from '../../../src/lib/room/plan.ts';

export interface Pose {
  /** A turn about the vertical axis, radians. */
  readonly angle: number;
  /** Where the plan's 0, 0 lies on the scan's floor, metres. */
  readonly x: number;
  readonly z: number;
  /** The floor's height in the scan's world, metres (ARKit's origin is the phone, not the floor). */
  readonly floorY: number;
}

export const NO_POSE: Pose = { angle: 0, x: 0, z: 0, floorY: 0 };
export const TURNED_POSE: Pose = { angle: 0.61, x: -1.7, z: 2.35, floorY: -1.42 };

type Vec3 = [number, number, number];

export interface FixtureOptions {
  readonly pose?: Pose;
  readonly story?: number;
  /** Walls listed in a scrambled order, some of them running backwards. */
  readonly scramble?: boolean;
  /** Each wall stops this many centimetres short of the next corner. */
  readonly shortBy?: number;
  /** Doors (by index) written as RoomPlan openings: doorways without a door. */
  readonly openings?: readonly number[];
  /** Pieces of furniture in `objects`. */
  readonly objects?: number;
  readonly section?: string;
  /** Leave out `parentIdentifier`, as a USDZ does. */
  readonly noParents?: boolean;
}

let counter = 0;
const uuid = (): string => {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`.toUpperCase();
};

/** The plan's point (cm, y down the page) at a height (m) in the scan's world. */
export function worldPoint([x, y]: Point, height: number, pose: Pose): Vec3 {
  const mx = x / 100;
  const mz = y / 100;
  const cos = Math.cos(pose.angle);
  const sin = Math.sin(pose.angle);
  return [pose.x + mx * cos + mz * sin, pose.floorY + height, pose.z - mx * sin + mz * cos];
}

/** A column-major matrix whose local x runs from `a` to `b`, y up, centred at `centre`. */
export function surfaceTransform(a: Vec3, b: Vec3, centre: Vec3): number[] {
  const length = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const ux = (b[0] - a[0]) / length;
  const uz = (b[2] - a[2]) / length;
  // z = x cross y, so the frame is right-handed as simd's.
  return [ux, 0, uz, 0, 0, 1, 0, 0, -uz, 0, ux, 0, centre[0], centre[1], centre[2], 1];
}

const surfaceBase = (category: Record<string, unknown>, story: number) => ({
  category,
  confidence: { high: {} },
  story,
  polygonCorners: [],
  completedEdges: [],
  curve: null,
});

function along(a: Point, b: Point, cm: number): Point {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [a[0] + ((b[0] - a[0]) * cm) / length, a[1] + ((b[1] - a[1]) * cm) / length];
}

/** A `CapturedRoom` as RoomPlan's JSONEncoder writes it, for the given plan. */
export function capturedRoom(plan: RoomPlan, options: FixtureOptions = {}) {
  const pose = options.pose ?? NO_POSE;
  const story = options.story ?? 0;
  const height = plan.height / 100;
  const n = plan.outline.length;
  const wallIds = plan.outline.map(() => uuid());

  const walls = plan.outline.map((start, i) => {
    const end = plan.outline[(i + 1) % n] as Point;
    const length = Math.hypot(end[0] - start[0], end[1] - start[1]) - (options.shortBy ?? 0);
    const from = start;
    const to = along(start, end, length);
    const backwards = options.scramble === true && i % 2 === 1;
    const a = worldPoint(backwards ? to : from, 0, pose);
    const b = worldPoint(backwards ? from : to, 0, pose);
    const centre = worldPoint([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], height / 2, pose);
    return {
      ...surfaceBase({ wall: {} }, story),
      identifier: wallIds[i] as string,
      parentIdentifier: null,
      dimensions: [length / 100, height, 0],
      transform: surfaceTransform(a, b, centre),
    };
  });

  const opening = (
    wall: number,
    offset: number,
    width: number,
    bottom: number,
    tall: number,
    category: Record<string, unknown>,
  ) => {
    const start = plan.outline[wall] as Point;
    const end = plan.outline[(wall + 1) % n] as Point;
    const a = worldPoint(along(start, end, offset), 0, pose);
    const b = worldPoint(along(start, end, offset + width), 0, pose);
    const centre = worldPoint(
      along(start, end, offset + width / 2),
      (bottom + tall / 2) / 100,
      pose,
    );
    return {
      ...surfaceBase(category, story),
      identifier: uuid(),
      parentIdentifier: options.noParents ? null : (wallIds[wall] as string),
      dimensions: [width / 100, tall / 100, 0],
      transform: surfaceTransform(a, b, centre),
    };
  };

  const doors = plan.doors
    .map((door, i) => ({ door, i }))
    .filter(({ i }) => !options.openings?.includes(i))
    .map(({ door }) =>
      opening(door.wall, door.offset, door.width, 0, 205, { door: { isOpen: false } }),
    );
  const openings = plan.doors
    .map((door, i) => ({ door, i }))
    .filter(({ i }) => options.openings?.includes(i))
    .map(({ door }) => opening(door.wall, door.offset, door.width, 0, 210, { opening: {} }));
  const windows = plan.windows.map((window) =>
    opening(window.wall, window.offset, window.width, window.sill, 120, { window: {} }),
  );

  const floorCentre = worldPoint([0, 0], 0, pose);
  const floors = [
    {
      ...surfaceBase({ floor: {} }, story),
      identifier: uuid(),
      parentIdentifier: null,
      dimensions: [4, 3, 0],
      // A floor lies in its local x-y plane, turned to face up.
      transform: [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, ...floorCentre, 1],
      polygonCorners: plan.outline.map(([x, y]) => [x / 100, y / 100, 0]),
    },
  ];
  const objects = Array.from({ length: options.objects ?? 0 }, () => ({
    category: { table: {} },
    confidence: { medium: {} },
    identifier: uuid(),
    parentIdentifier: null,
    story,
    dimensions: [1.2, 0.75, 0.8],
    transform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, ...worldPoint([100, 100], 0.375, pose), 1],
    attributes: {},
  }));

  const order = (list: typeof walls): typeof walls =>
    options.scramble
      ? [list[2], list[0], ...list.slice(3), list[1]].filter(
          (wall): wall is (typeof walls)[number] => wall !== undefined,
        )
      : list;

  return {
    identifier: uuid(),
    story,
    version: 2,
    walls: order(walls),
    doors,
    windows,
    openings,
    floors,
    objects,
    sections: options.section
      ? [{ label: options.section, center: worldPoint([100, 100], 0, pose), story }]
      : [],
    referenceOriginTransform: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
  };
}

export const encode = (value: unknown): Uint8Array =>
  new TextEncoder().encode(JSON.stringify(value));
