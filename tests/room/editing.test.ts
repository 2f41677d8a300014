// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addDoor,
  addWindow,
  newLShapePlan,
  newRectanglePlan,
  nextPlanName,
  outlineFromDrawing,
  removeOpening,
  setWallLength,
  slideOpening,
  updateDoor,
  updateWindow,
} from '../../src/lib/room/editing.ts';
import { area, orientation, wallLengths } from '../../src/lib/room/geometry.ts';
import { validateRoomPlan } from '../../src/lib/room/validation.ts';

describe('setWallLength', () => {
  it('keeps a rectangle a rectangle', () => {
    let plan = newRectanglePlan(400, 300);
    plan = setWallLength(plan, 0, 420);
    plan = setWallLength(plan, 1, 360);
    expect(wallLengths(plan.outline)).toEqual([420, 360, 420, 360]);
    expect(area(plan.outline)).toBe(151_200);
    // The same from the other two walls.
    const other = setWallLength(setWallLength(newRectanglePlan(400, 300), 2, 420), 3, 360);
    expect(wallLengths(other.outline)).toEqual([420, 360, 420, 360]);
  });

  it('lets the walls round the notch of an L follow', () => {
    const plan = newLShapePlan();
    expect(wallLengths(plan.outline)).toEqual([600, 300, 250, 200, 350, 500]);
    expect(wallLengths(setWallLength(plan, 0, 700).outline)).toEqual([
      700, 300, 350, 200, 350, 500,
    ]);
    expect(wallLengths(setWallLength(plan, 3, 250).outline)).toEqual([
      600, 300, 250, 250, 350, 550,
    ]);
    expect(wallLengths(setWallLength(plan, 5, 600).outline)).toEqual([
      600, 400, 250, 200, 350, 600,
    ]);
  });

  it('passes through short values while typing and comes back', () => {
    let plan = newRectanglePlan(400, 300);
    for (const typed of [4, 42, 420]) plan = setWallLength(plan, 0, typed);
    expect(wallLengths(plan.outline)).toEqual([420, 300, 420, 300]);
  });

  it('ignores walls that do not exist', () => {
    const plan = newRectanglePlan();
    expect(setWallLength(plan, 7, 100)).toBe(plan);
    expect(setWallLength(plan, 0, Number.NaN)).toBe(plan);
  });
});

describe('doors and windows', () => {
  it('adds a door and a window on different walls, keeping every rule', () => {
    const plan = addWindow(addDoor(newRectanglePlan(420, 360)));
    expect(plan.doors).toHaveLength(1);
    expect(plan.windows).toHaveLength(1);
    expect(plan.doors[0]?.wall).not.toBe(plan.windows[0]?.wall);
    expect(validateRoomPlan(plan)).toEqual([]);
    expect(plan.windows[0]).toMatchObject({ width: 120, sill: 90, offset: 150 });
  });

  it('keeps whatever is typed, even what breaks a rule', () => {
    const plan = updateDoor(addDoor(newRectanglePlan()), 0, { width: 900 });
    expect(plan.doors[0]?.width).toBe(900);
    expect(validateRoomPlan(plan).map((issue) => issue.code)).toEqual(['opening-too-wide']);
    expect(updateWindow(addWindow(plan), 0, { sill: 40 }).windows[0]?.sill).toBe(40);
  });

  it('slides an opening along its wall, stopping at its ends', () => {
    const plan = addDoor(newRectanglePlan(400, 300));
    const wall = plan.doors[0]?.wall ?? 0;
    const length = wallLengths(plan.outline)[wall] ?? 0;
    expect(slideOpening(plan, 'door', 0, 100).doors[0]?.offset).toBe(100);
    expect(slideOpening(plan, 'door', 0, -50).doors[0]?.offset).toBe(0);
    expect(slideOpening(plan, 'door', 0, 5000).doors[0]?.offset).toBe(length - 80);
    expect(slideOpening(plan, 'window', 3, 10)).toBe(plan);
  });

  it('removes one opening', () => {
    const plan = addDoor(addDoor(newRectanglePlan()));
    expect(removeOpening(plan, 'door', 0).doors).toEqual([plan.doors[1]]);
    expect(removeOpening(addWindow(plan), 'window', 0).windows).toEqual([]);
  });
});

describe('outlineFromDrawing', () => {
  it('runs clockwise from the top-left, to the millimetre', () => {
    const drawn = outlineFromDrawing([
      [100.04, 100],
      [100, 600],
      [400, 600],
      [400, 350],
      [700, 350],
      [700, 100],
      [700, 100],
    ]);
    expect(orientation(drawn)).toBe('clockwise');
    expect(drawn).toEqual([
      [0, 0],
      [600, 0],
      [600, 250],
      [300, 250],
      [300, 500],
      [0, 500],
    ]);
  });
});

describe('nextPlanName', () => {
  it('takes the first free "Room N"', () => {
    expect(nextPlanName([])).toBe('Room 1');
    expect(nextPlanName(['Room 1', 'room 2', 'Kitchen'])).toBe('Room 3');
  });
});
