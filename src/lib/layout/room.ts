/**
 * The room as the engine sees it: walls with their inward normals and openings, door
 * keep-outs drawn a little larger than the hard rule asks (so rounding never lets a piece
 * touch a door's zone), and the tests that a footprint lies in the room.
 */
import {
  area,
  boundingBox,
  centroid,
  openingSpan,
  walls as wallsOf,
  type BoundingBox,
  type Wall,
} from '../room/geometry.ts';
import type { Door, Point, RoomPlan } from '../room/plan.ts';
import { boxInside, toOutline, type Box, type Outline } from './box.ts';

/** Depth of the clear zone in front of a door, inside the room (the hard rule). */
export const DOOR_CLEAR_DEPTH = 90;
/** Extra room the engine keeps around every door zone beyond what the rule asks. */
export const DOOR_MARGIN = 5;
/** A piece's back stands this far off its wall, so it never grazes the wall through rounding. */
export const WALL_GAP = 1.5;
/** Gap the engine keeps between the walls and any footprint. */
export const INSIDE_MARGIN = 1;
/** Wall pieces keep this far from the edge of a door or window on their wall. */
export const OPENING_MARGIN = 10;

export interface WallOpening {
  readonly kind: 'door' | 'window';
  readonly index: number;
  /** Along the wall from its start, in cm. */
  readonly from: number;
  readonly to: number;
}

export interface RoomWall extends Wall {
  readonly openings: readonly WallOpening[];
}

export interface DoorModel {
  readonly index: number;
  readonly door: Door;
  readonly wall: number;
  readonly centre: Point;
  /** The opening's width by the hard rule's 90 cm, inside the room. */
  readonly zone: Box;
  /** What the engine keeps clear: the zone and the leaf's swing, with a margin. */
  readonly keepOut: Box;
}

export interface WindowModel {
  readonly index: number;
  readonly wall: number;
  readonly from: number;
  readonly to: number;
  readonly centre: Point;
  readonly sill: number;
}

export interface RoomModel {
  readonly plan: RoomPlan;
  readonly outline: readonly Point[];
  readonly shape: Outline;
  readonly walls: readonly RoomWall[];
  /** cm². */
  readonly area: number;
  readonly centre: Point;
  readonly bounds: BoundingBox;
  readonly doors: readonly DoorModel[];
  readonly windows: readonly WindowModel[];
}

/** A box on a wall: `along` its width axis the wall's direction, its front the inward normal. */
function boxOnWall(wall: Wall, from: number, to: number, depth: number, offset = 0): Box {
  const middle = (from + to) / 2;
  const forward = offset + depth / 2;
  return {
    cx: wall.start[0] + wall.direction[0] * middle + wall.inwardNormal[0] * forward,
    cy: wall.start[1] + wall.direction[1] * middle + wall.inwardNormal[1] * forward,
    hw: (to - from) / 2,
    hd: depth / 2,
    ux: wall.direction[0],
    uy: wall.direction[1],
    vx: wall.inwardNormal[0],
    vy: wall.inwardNormal[1],
  };
}

export function modelRoom(plan: RoomPlan): RoomModel {
  const outline = plan.outline;
  const base = wallsOf(outline);
  const openingsOn = (index: number): WallOpening[] => [
    ...plan.doors.flatMap((door, i) =>
      door.wall === index
        ? [{ kind: 'door' as const, index: i, from: door.offset, to: door.offset + door.width }]
        : [],
    ),
    ...plan.windows.flatMap((window, i) =>
      window.wall === index
        ? [
            {
              kind: 'window' as const,
              index: i,
              from: window.offset,
              to: window.offset + window.width,
            },
          ]
        : [],
    ),
  ];
  const roomWalls: RoomWall[] = base.map((wall) => ({ ...wall, openings: openingsOn(wall.index) }));

  const doors: DoorModel[] = plan.doors.flatMap((door, index) => {
    const wall = roomWalls[door.wall];
    const span = openingSpan(outline, door);
    if (!wall || !span) return [];
    const from = door.offset;
    const to = door.offset + door.width;
    const keepDepth =
      Math.max(DOOR_CLEAR_DEPTH, door.swing === 'in' ? door.width : 0) + DOOR_MARGIN;
    // A narrow door still gets a clearing as wide as the walkway that starts there.
    const side = Math.max(DOOR_MARGIN, (DOOR_CLEAR_DEPTH + 2 * DOOR_MARGIN - door.width) / 2);
    return [
      {
        index,
        door,
        wall: door.wall,
        centre: span.centre,
        zone: boxOnWall(wall, from, to, DOOR_CLEAR_DEPTH),
        keepOut: boxOnWall(wall, from - side, to + side, keepDepth),
      },
    ];
  });

  const windows: WindowModel[] = plan.windows.flatMap((window, index) => {
    const span = openingSpan(outline, window);
    if (!span) return [];
    return [
      {
        index,
        wall: window.wall,
        from: window.offset,
        to: window.offset + window.width,
        centre: span.centre,
        sill: window.sill,
      },
    ];
  });

  return {
    plan,
    outline,
    shape: toOutline(outline),
    walls: roomWalls,
    area: area(outline),
    centre: centroid(outline),
    bounds: boundingBox(outline),
    doors,
    windows,
  };
}

/** Whether the footprint, grown by `margin` on every side, lies inside the room. */
export function insideRoom(room: RoomModel, box: Box, margin = INSIDE_MARGIN): boolean {
  return boxInside(room.shape, box, margin);
}
