/**
 * The plan editor's state and every change to it, as one pure reducer: no React, no DOM, no
 * storage. The record in the state is the one copy of the plan the page draws; the hook
 * (useRoomPlanEditor.ts) keeps it on the device whenever a change marks it `edited`.
 */
import {
  addDoor,
  addWindow,
  newRectanglePlan,
  nextPlanName,
  removeOpening,
  setHeight,
  setWallLength,
  slideOpening,
  updateOpening,
  type OpeningKind,
} from '../../lib/room/editing.ts';
import type { Door, RoomPlan, RoomWindow } from '../../lib/room/plan.ts';
import { roomUnits, type RoomPlanRecord } from '../../lib/room/records.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { validateRoomPlan, type PlanIssue } from '../../lib/room/validation.ts';
import type { MeasureRoomFrom } from './links.ts';
import { newRoomPlanRecord } from './roomPlanRecord.ts';

/** What the page shows before any plan is kept: a 4 x 3 m room, kept at its first edit. */
export const STARTING_RECORD: RoomPlanRecord = {
  id: '',
  name: 'Room 1',
  plan: newRectanglePlan(400, 300),
  createdAt: '',
  updatedAt: '',
};

export interface RoomPlanEditorState {
  /** The plan being edited, with its name, unit and links. */
  readonly record: RoomPlanRecord;
  /** Whether `record` is the user's change, still to be kept; false for a plan opened as kept. */
  readonly edited: boolean;
  /**
   * Counts the plans opened, so the fields of a newly opened plan start from its values. Giving
   * the starting plan its id at its first edit is no opening: the field being typed in stays.
   */
  readonly opened: number;
  /** Whether the plan the address asks for (or the last edited) has been chosen yet. */
  readonly arrived: boolean;
  /** Whether the outline is being drawn corner by corner instead of the plan edited. */
  readonly drawing: boolean;
  /** The wall whose length field has focus, marked on the plan. */
  readonly selectedWall: number | null;
}

export const initialEditorState: RoomPlanEditorState = {
  record: STARTING_RECORD,
  edited: false,
  opened: 0,
  arrived: false,
  drawing: false,
  selectedWall: null,
};

/** What a change needs from outside the state, so the reducer stays pure. */
export interface ChangeContext {
  readonly now: Date;
  /** The id the record takes if this change is the one that first keeps it. */
  readonly newId: string;
  /** The device's choice of unit, for a room that has none of its own yet. */
  readonly deviceUnits: UnitSystem;
}

/** The fields of a door or a window a person may change. */
export type OpeningChange = Partial<Door> & Partial<RoomWindow>;

/** One change to the plan itself, each one of lib/room/editing.ts's pure edits. */
export type PlanEdit =
  | { readonly type: 'wall-length'; readonly wall: number; readonly length: number }
  | { readonly type: 'height'; readonly height: number }
  | { readonly type: 'add-opening'; readonly kind: OpeningKind }
  | {
      readonly type: 'change-opening';
      readonly kind: OpeningKind;
      readonly index: number;
      readonly change: OpeningChange;
    }
  | { readonly type: 'remove-opening'; readonly kind: OpeningKind; readonly index: number }
  | {
      readonly type: 'slide-opening';
      readonly kind: OpeningKind;
      readonly index: number;
      readonly offset: number;
    };

export type RoomPlanEditorAction =
  /** The kept plans and the address are known: open what the address names, once. */
  | {
      readonly type: 'arrive';
      readonly records: readonly RoomPlanRecord[];
      readonly from: MeasureRoomFrom;
      readonly context: ChangeContext;
    }
  /** A new room from a shape, a ready-made room, a drawing or a scan. */
  | {
      readonly type: 'start';
      readonly plan: RoomPlan;
      /** Its name, when free; otherwise the next "Room N". */
      readonly name?: string;
      /** The names of the rooms kept already. */
      readonly taken: readonly string[];
      readonly context: ChangeContext;
    }
  | { readonly type: 'edit'; readonly edit: PlanEdit; readonly context: ChangeContext }
  | { readonly type: 'rename'; readonly name: string; readonly context: ChangeContext }
  /** "Measure in" switched: a kept room keeps the unit with it. */
  | { readonly type: 'set-units'; readonly units: UnitSystem; readonly context: ChangeContext }
  | { readonly type: 'open'; readonly record: RoomPlanRecord }
  /** A plan was deleted; `records` are the plans kept before, last edited first. */
  | { readonly type: 'remove'; readonly id: string; readonly records: readonly RoomPlanRecord[] }
  | { readonly type: 'draw' }
  | { readonly type: 'stop-drawing' }
  | { readonly type: 'select-wall'; readonly wall: number | null };

export function applyPlanEdit(plan: RoomPlan, edit: PlanEdit): RoomPlan {
  switch (edit.type) {
    case 'wall-length':
      return setWallLength(plan, edit.wall, edit.length);
    case 'height':
      return setHeight(plan, edit.height);
    case 'add-opening':
      return edit.kind === 'door' ? addDoor(plan) : addWindow(plan);
    case 'change-opening':
      return updateOpening(plan, edit.kind, edit.index, edit.change);
    case 'remove-opening':
      return removeOpening(plan, edit.kind, edit.index);
    case 'slide-opening':
      return slideOpening(plan, edit.kind, edit.index, edit.offset);
  }
}

type Shown = Pick<RoomPlanEditorState, 'record'>;

/** The unit the editor shows: the room's own, else the device's choice. */
export const editorUnits = ({ record }: Shown, deviceUnits: UnitSystem): UnitSystem =>
  roomUnits(record, deviceUnits);

/** What the plan's rules say of the plan as it stands, in the unit it is shown in. */
export const editorIssues = (shown: Shown, deviceUnits: UnitSystem): readonly PlanIssue[] =>
  validateRoomPlan(shown.record.plan, { units: editorUnits(shown, deviceUnits) });

export function roomPlanEditorReducer(
  state: RoomPlanEditorState,
  action: RoomPlanEditorAction,
): RoomPlanEditorState {
  switch (action.type) {
    case 'arrive':
      return state.arrived ? state : { ...arrive(state, action), arrived: true };
    case 'start': {
      const { plan, name, taken, context } = action;
      const fresh = newRoomPlanRecord(
        name && !taken.includes(name) ? name : nextPlanName(taken),
        plan,
        {},
        context.now,
        context.newId,
      );
      return { ...opening(state, measured(fresh, state, context)), edited: true };
    }
    case 'edit':
      return change(state, action.context, (base) => ({
        ...base,
        plan: applyPlanEdit(base.plan, action.edit),
      }));
    case 'rename':
      return change(state, action.context, (base) => ({ ...base, name: action.name }));
    case 'set-units':
      // A room not kept yet has no unit of its own: it follows the device's choice.
      return state.record.id
        ? {
            ...state,
            record: { ...state.record, units: action.units, updatedAt: stamp(action.context) },
            edited: true,
          }
        : state;
    case 'open':
      return opening(state, action.record);
    case 'remove': {
      if (action.id !== state.record.id) return state;
      const next = action.records.find((other) => other.id !== action.id);
      return opening(state, next ?? STARTING_RECORD);
    }
    case 'draw':
      return { ...state, drawing: true, selectedWall: null };
    case 'stop-drawing':
      return { ...state, drawing: false };
    case 'select-wall':
      return { ...state, selectedWall: action.wall };
  }
}

const stamp = (context: ChangeContext): string => context.now.toISOString();

/** A record as the user changed it, with the unit they measure it in. */
function measured(
  record: RoomPlanRecord,
  state: RoomPlanEditorState,
  context: ChangeContext,
): RoomPlanRecord {
  return { ...record, units: roomUnits(record, editorUnits(state, context.deviceUnits)) };
}

/** Another plan shown, as kept, its fields starting afresh from its values. */
function showing(state: RoomPlanEditorState, record: RoomPlanRecord): RoomPlanEditorState {
  return { ...state, record, edited: false, opened: state.opened + 1 };
}

/** A plan the user opened: shown, with nothing selected or being drawn. */
function opening(state: RoomPlanEditorState, record: RoomPlanRecord): RoomPlanEditorState {
  return { ...showing(state, record), drawing: false, selectedWall: null };
}

/**
 * A change to the record shown. The starting plan becomes a record of its own at its first
 * change, with the name it showed.
 */
function change(
  state: RoomPlanEditorState,
  context: ChangeContext,
  apply: (base: RoomPlanRecord) => RoomPlanRecord,
): RoomPlanEditorState {
  const base = state.record;
  const changed = apply(base);
  const record = base.id
    ? { ...changed, updatedAt: stamp(context) }
    : newRoomPlanRecord(changed.name, changed.plan, {}, context.now, context.newId);
  return { ...state, record: measured(record, state, context), edited: true };
}

/** The plan the address names (by plan or by scan), a new one for a scan or photos, or the last edited. */
function arrive(
  state: RoomPlanEditorState,
  { records, from, context }: Extract<RoomPlanEditorAction, { type: 'arrive' }>,
): RoomPlanEditorState {
  const named = from.planId
    ? records.find((record) => record.id === from.planId)
    : from.scanId
      ? records.find((record) => record.scanId === from.scanId)
      : undefined;
  if (named) return showing(state, named);
  if (from.scanId || from.photoIds) {
    const taken = records.map((record) => record.name);
    const record = newRoomPlanRecord(
      nextPlanName(taken),
      newRectanglePlan(400, 300),
      from,
      context.now,
      context.newId,
    );
    return { ...state, record, edited: true };
  }
  // Nothing named: the last edited plan, unless the user has already changed the starting one.
  const latest = records[0];
  if (latest && state.record.id === '') return showing(state, latest);
  return state;
}
