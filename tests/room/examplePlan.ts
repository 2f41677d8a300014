import type { RoomPlan } from '../../src/lib/room/plan.ts';

/**
 * The README's example room: 4.2 x 3.6 m, a door on wall 1 opening in, a window on wall 3.
 * Tests that need "a room" start from it, so a change to the plan's form is made once.
 */
export const EXAMPLE_PLAN: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 360],
    [0, 360],
  ],
  height: 250,
  doors: [{ wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 2, offset: 100, width: 120, sill: 90 }],
};
