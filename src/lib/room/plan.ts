/**
 * The room plan: one format for the plan editor, the layout engine, the 3D view, sync and the
 * layout CLI. Lengths are centimetres. Wall `i` runs from `outline[i]` to
 * `outline[(i + 1) % outline.length]`; an opening's `offset` is the distance along its wall
 * from the wall's start to the opening's near edge.
 */
export type Point = readonly [x: number, y: number];

export type DoorSwing = 'in' | 'out';
export type DoorHinge = 'start' | 'end';

export interface Door {
  readonly wall: number;
  readonly offset: number;
  readonly width: number;
  readonly swing: DoorSwing;
  readonly hinge: DoorHinge;
}

export interface RoomWindow {
  readonly wall: number;
  readonly offset: number;
  readonly width: number;
  readonly sill: number;
}

export interface RoomPlan {
  readonly unit: 'cm';
  readonly outline: readonly Point[];
  readonly height: number;
  readonly doors: readonly Door[];
  readonly windows: readonly RoomWindow[];
}
