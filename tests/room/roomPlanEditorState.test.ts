// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  editorIssues,
  editorUnits,
  initialEditorState,
  roomPlanEditorReducer,
  STARTING_RECORD,
  type ChangeContext,
  type PlanEdit,
  type RoomPlanEditorAction,
  type RoomPlanEditorState,
} from '../../src/features/room-plan/roomPlanEditorState.ts';
import type { MeasureRoomFrom } from '../../src/features/room-plan/links.ts';
import {
  newRoomPlanRecord,
  putRoomPlan,
  roomPlanWritesSettled,
} from '../../src/features/room-plan/roomPlanStore.ts';
import { db } from '../../src/lib/db.ts';
import { newLShapePlan, newRectanglePlan } from '../../src/lib/room/editing.ts';
import { wallLengths } from '../../src/lib/room/geometry.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';
import type { UnitSystem } from '../../src/lib/room/units.ts';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const LATER = new Date('2026-11-26T10:05:00.000Z');

let ids = 0;
const context = (deviceUnits: UnitSystem = 'metric', now = LATER): ChangeContext => {
  ids += 1;
  return { now, newId: `new-${ids}`, deviceUnits };
};

const run = (state: RoomPlanEditorState, ...actions: RoomPlanEditorAction[]) =>
  actions.reduce(roomPlanEditorReducer, state);

const edit = (planEdit: PlanEdit, deviceUnits: UnitSystem = 'metric'): RoomPlanEditorAction => ({
  type: 'edit',
  edit: planEdit,
  context: context(deviceUnits),
});

const kept = (name: string, links: Partial<RoomPlanRecord> = {}): RoomPlanRecord => ({
  ...newRoomPlanRecord(name, newRectanglePlan(500, 400), {}, NOW),
  units: 'metric',
  ...links,
});

/** The editor with a kept plan open. */
const opened = (record: RoomPlanRecord = kept('Kitchen')) =>
  roomPlanEditorReducer(initialEditorState, { type: 'open', record });

const messages = (state: RoomPlanEditorState, deviceUnits: UnitSystem = 'metric') =>
  editorIssues(state, deviceUnits).map((issue) => issue.message);

describe('the starting plan', () => {
  it('shows a 4 x 3 m "Room 1" that is not kept until its first change', () => {
    expect(initialEditorState.record).toBe(STARTING_RECORD);
    expect(initialEditorState.record.id).toBe('');
    expect(initialEditorState.edited).toBe(false);
    expect(wallLengths(STARTING_RECORD.plan.outline)).toEqual([400, 300, 400, 300]);
  });

  it('becomes a record of its own at the first change, without reopening its fields', () => {
    const state = run(initialEditorState, {
      type: 'edit',
      edit: { type: 'wall-length', wall: 0, length: 420 },
      context: { now: LATER, newId: 'first', deviceUnits: 'imperial' },
    });
    expect(state.record).toMatchObject({
      id: 'first',
      name: 'Room 1',
      units: 'imperial',
      createdAt: LATER.toISOString(),
      updatedAt: LATER.toISOString(),
    });
    expect(wallLengths(state.record.plan.outline)).toEqual([420, 300, 420, 300]);
    expect(state.edited).toBe(true);
    // The field being typed in keeps its text: no plan was opened.
    expect(state.opened).toBe(initialEditorState.opened);
  });

  it('is kept under the name typed as its first change', () => {
    const state = run(initialEditorState, { type: 'rename', name: 'Study', context: context() });
    expect(state.record).toMatchObject({ name: 'Study', units: 'metric' });
    expect(state.record.id).not.toBe('');
    expect(state.edited).toBe(true);
  });
});

describe('the edits', () => {
  it('sets a wall, and the opposite wall of a rectangle follows', () => {
    const state = run(opened(), edit({ type: 'wall-length', wall: 1, length: 360 }));
    expect(wallLengths(state.record.plan.outline)).toEqual([500, 360, 500, 360]);
    expect(state.record.updatedAt).toBe(LATER.toISOString());
    expect(state.record.createdAt).toBe(NOW.toISOString());
    expect(state.edited).toBe(true);
  });

  it('sets the ceiling', () => {
    expect(run(opened(), edit({ type: 'height', height: 275 })).record.plan.height).toBe(275);
  });

  it('adds a door and a window on different walls, changes them and removes them', () => {
    let state = run(
      opened(),
      edit({ type: 'add-opening', kind: 'door' }),
      edit({ type: 'add-opening', kind: 'window' }),
    );
    const [door] = state.record.plan.doors;
    const [window] = state.record.plan.windows;
    expect(door).toMatchObject({ wall: 0, offset: 20, width: 80, swing: 'in', hinge: 'start' });
    expect(window?.wall).not.toBe(door?.wall);

    state = run(
      state,
      edit({ type: 'change-opening', kind: 'door', index: 0, change: { hinge: 'end', width: 90 } }),
      edit({ type: 'change-opening', kind: 'window', index: 0, change: { sill: 100 } }),
    );
    expect(state.record.plan.doors[0]).toMatchObject({ hinge: 'end', width: 90 });
    expect(state.record.plan.windows[0]?.sill).toBe(100);

    state = run(state, edit({ type: 'remove-opening', kind: 'door', index: 0 }));
    expect(state.record.plan.doors).toEqual([]);
    expect(state.record.plan.windows).toHaveLength(1);
    state = run(state, edit({ type: 'remove-opening', kind: 'window', index: 0 }));
    expect(state.record.plan.windows).toEqual([]);
  });

  it('slides an opening along its wall, stopping at the wall’s end', () => {
    let state = run(opened(), edit({ type: 'add-opening', kind: 'door' }));
    state = run(state, edit({ type: 'slide-opening', kind: 'door', index: 0, offset: 100.04 }));
    expect(state.record.plan.doors[0]?.offset).toBe(100);
    state = run(state, edit({ type: 'slide-opening', kind: 'door', index: 0, offset: 900 }));
    expect(state.record.plan.doors[0]?.offset).toBe(420);
  });

  it('renames a kept room', () => {
    const state = run(opened(), { type: 'rename', name: 'Den', context: context() });
    expect(state.record).toMatchObject({ name: 'Den', updatedAt: LATER.toISOString() });
  });
});

describe('invalid input', () => {
  it('keeps a wall too short as typed, and names the wall in the message', () => {
    const state = run(opened(), edit({ type: 'wall-length', wall: 1, length: 4 }));
    expect(wallLengths(state.record.plan.outline)).toEqual([500, 4, 500, 4]);
    expect(state.edited).toBe(true);
    expect(messages(state)).toEqual([
      'Wall 2 is shorter than 5 cm.',
      'Wall 4 is shorter than 5 cm.',
    ]);
  });

  it('keeps a door wider than its wall, and says which wall', () => {
    const state = run(
      opened(),
      edit({ type: 'add-opening', kind: 'door' }),
      edit({ type: 'change-opening', kind: 'door', index: 0, change: { width: 600 } }),
    );
    expect(state.record.plan.doors[0]?.width).toBe(600);
    expect(messages(state)).toContain('Door 1 (600 cm) is wider than wall 1 (500 cm).');
  });

  it('keeps a ceiling too low, with its message in the room’s unit', () => {
    const state = run(
      opened(kept('Loft', { units: 'imperial' })),
      edit({ type: 'height', height: 150 }),
    );
    expect(state.record.plan.height).toBe(150);
    expect(messages(state, 'metric')).toEqual([`The ceiling is lower than 6' 7".`]);
  });

  it('finds nothing to fix in a plan that adds up', () => {
    expect(messages(opened())).toEqual([]);
  });
});

describe('the units', () => {
  it('shows a room in its own unit, whatever the device chose', () => {
    const state = opened(kept('Loft', { units: 'imperial' }));
    expect(editorUnits(state, 'metric')).toBe('imperial');
    // A room kept before its unit was recorded follows the device.
    const { units: _units, ...old } = kept('Old room');
    expect(editorUnits(opened(old), 'imperial')).toBe('imperial');
    expect(editorUnits(initialEditorState, 'imperial')).toBe('imperial');
  });

  it('keeps the unit switched to with the room', () => {
    const state = run(opened(), { type: 'set-units', units: 'imperial', context: context() });
    expect(state.record).toMatchObject({ units: 'imperial', updatedAt: LATER.toISOString() });
    expect(state.edited).toBe(true);
    expect(editorUnits(state, 'metric')).toBe('imperial');
  });

  it('leaves a room not kept yet alone: it follows the device’s choice', () => {
    const state = run(initialEditorState, {
      type: 'set-units',
      units: 'imperial',
      context: context('imperial'),
    });
    expect(state).toBe(initialEditorState);
    expect(editorUnits(state, 'imperial')).toBe('imperial');
  });

  it('keeps a room’s own unit through its edits, and gives one to a room without', () => {
    const imperial = run(
      opened(kept('Loft', { units: 'imperial' })),
      edit({ type: 'height', height: 260 }, 'metric'),
    );
    expect(imperial.record.units).toBe('imperial');
    const { units: _units, ...old } = kept('Old room');
    expect(run(opened(old), edit({ type: 'height', height: 260 }, 'imperial')).record.units).toBe(
      'imperial',
    );
  });

  it('starts a new room in the unit of the room shown', () => {
    const state = run(opened(kept('Loft', { units: 'imperial' })), {
      type: 'start',
      plan: newLShapePlan(),
      taken: ['Loft'],
      context: context('metric'),
    });
    expect(state.record.units).toBe('imperial');
  });
});

describe('starting, opening and deleting rooms', () => {
  it('starts a ready-made room under its name, or the next free "Room N"', () => {
    const before = run(opened(), { type: 'draw' }, { type: 'select-wall', wall: 2 });
    const action = {
      type: 'start',
      plan: newLShapePlan(),
      name: 'Bedroom',
      taken: ['Kitchen'],
      context: { now: LATER, newId: 'bedroom-id', deviceUnits: 'metric' },
    } as const;
    const state = run(before, action);
    expect(state.record).toMatchObject({ id: 'bedroom-id', name: 'Bedroom', units: 'metric' });
    expect(state.record.plan).toBe(action.plan);
    expect(state).toMatchObject({ edited: true, drawing: false, selectedWall: null });
    expect(state.opened).toBe(before.opened + 1);

    const again = run(state, { ...action, taken: ['Kitchen', 'Bedroom', 'Room 1'] });
    expect(again.record.name).toBe('Room 2');
  });

  it('opens a kept room as it is, with nothing left to keep', () => {
    const other = kept('Hall');
    const state = run(
      opened(),
      edit({ type: 'height', height: 260 }),
      { type: 'draw' },
      { type: 'open', record: other },
    );
    expect(state.record).toBe(other);
    expect(state).toMatchObject({ edited: false, drawing: false, selectedWall: null });
  });

  it('after deleting the room shown, opens the next kept one, or the starting plan', () => {
    const kitchen = kept('Kitchen');
    const hall = kept('Hall');
    const state = opened(kitchen);
    expect(run(state, { type: 'remove', id: hall.id, records: [kitchen, hall] })).toBe(state);
    expect(run(state, { type: 'remove', id: kitchen.id, records: [kitchen, hall] }).record).toBe(
      hall,
    );
    expect(run(state, { type: 'remove', id: kitchen.id, records: [kitchen] }).record).toBe(
      STARTING_RECORD,
    );
  });

  it('draws, stops drawing and selects a wall', () => {
    let state = run(opened(), { type: 'select-wall', wall: 1 });
    expect(state.selectedWall).toBe(1);
    state = run(state, { type: 'draw' });
    expect(state).toMatchObject({ drawing: true, selectedWall: null, edited: false });
    expect(run(state, { type: 'stop-drawing' }).drawing).toBe(false);
  });
});

describe('arriving at the page', () => {
  const kitchen = kept('Kitchen');
  const scanned = kept('Room 2', { scanId: 'scan-7' });
  const records = [kitchen, scanned];
  const arrival = (from: MeasureRoomFrom): RoomPlanEditorAction => ({
    type: 'arrive',
    records,
    from,
    context: context(),
  });
  const arrive = (from: MeasureRoomFrom, state = initialEditorState) => run(state, arrival(from));

  it('opens the plan the address names, by its id or by its scan', () => {
    expect(arrive({ planId: scanned.id })).toMatchObject({ record: scanned, edited: false });
    expect(arrive({ scanId: 'scan-7' }).record).toBe(scanned);
  });

  it('starts a plan for a scan or photos that have none yet, and keeps it', () => {
    const forScan = arrive({ scanId: 'scan-9' });
    expect(forScan.record).toMatchObject({ name: 'Room 1', scanId: 'scan-9' });
    expect(forScan.record.id).toMatch(/^new-/);
    expect(forScan.edited).toBe(true);
    const forPhotos = arrive({ photoIds: ['a', 'b'] });
    expect(forPhotos.record).toMatchObject({ photoIds: ['a', 'b'] });
  });

  it('otherwise opens the last edited plan, unless the starting one was changed first', () => {
    expect(arrive({}).record).toBe(kitchen);
    const typed = run(initialEditorState, edit({ type: 'height', height: 260 }));
    expect(arrive({}, typed).record).toBe(typed.record);
    expect(arrive({}, typed).arrived).toBe(true);
  });

  it('arrives once: a later list of plans opens nothing', () => {
    const first = arrive({});
    expect(run(first, arrival({ planId: scanned.id }))).toBe(first);
  });
});

describe('the kept record', () => {
  it('comes back from the device as the editor left it', async () => {
    await db.delete({ disableAutoOpen: false });
    const state = run(
      initialEditorState,
      edit({ type: 'wall-length', wall: 0, length: 426.7 }, 'imperial'),
      edit({ type: 'add-opening', kind: 'window' }),
      { type: 'rename', name: 'Loft', context: context() },
    );
    await putRoomPlan(state.record);
    await roomPlanWritesSettled();

    const stored = await db.roomPlans.toArray();
    const reopened = run(initialEditorState, {
      type: 'arrive',
      records: stored,
      from: { planId: state.record.id },
      context: context(),
    });
    // The sync's capture stamps the time of the write itself; the rest is the editor's.
    const { id, name, plan, units, createdAt } = reopened.record;
    expect({ id, name, plan, units, createdAt }).toEqual({
      id: state.record.id,
      name: 'Loft',
      plan: state.record.plan,
      units: 'imperial',
      createdAt: state.record.createdAt,
    });
    expect(editorUnits(reopened, 'metric')).toBe('imperial');

    // A change to the reopened plan is kept over it, not beside it.
    await putRoomPlan(run(reopened, edit({ type: 'height', height: 240 })).record);
    await roomPlanWritesSettled();
    expect(await db.roomPlans.count()).toBe(1);
    expect((await db.roomPlans.get(state.record.id))?.plan.height).toBe(240);
  });
});
