import { startTransition, useEffect, useMemo, useReducer } from 'react';
import type { OpeningKind } from '../../lib/room/editing.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import type { PlanIssue } from '../../lib/room/validation.ts';
import {
  editorIssues,
  editorUnits,
  initialEditorState,
  roomPlanEditorReducer,
  type ChangeContext,
  type PlanEdit,
  type RoomPlanEditorState,
} from './roomPlanEditorState.ts';
import type { RoomPlanRecord } from './roomPlanStore.ts';
import { useUnitSystem } from './unitPreference.ts';
import { useMeasureRoomAddress } from './useMeasureRoomAddress.ts';
import { useRoomPlanStorage } from './useRoomPlanStorage.ts';

export interface RoomPlanEditor {
  readonly state: RoomPlanEditorState;
  /** The plans kept on the device, last edited first; undefined while they load. */
  readonly records: readonly RoomPlanRecord[] | undefined;
  /** The unit the room is shown in, and the device's own choice (for the list of rooms). */
  readonly units: UnitSystem;
  readonly deviceUnits: UnitSystem;
  readonly issues: readonly PlanIssue[];
  /** Starts a new room and opens it; returns its id. */
  readonly start: (plan: RoomPlan, name?: string) => string;
  readonly edit: (edit: PlanEdit) => void;
  readonly slide: (kind: OpeningKind, index: number, offset: number) => void;
  readonly rename: (name: string) => void;
  readonly setUnits: (units: UnitSystem) => void;
  readonly open: (record: RoomPlanRecord) => void;
  readonly remove: (record: RoomPlanRecord) => void;
  readonly draw: () => void;
  readonly stopDrawing: () => void;
  readonly selectWall: (wall: number | null) => void;
}

/** The moment of a change, read when the user makes it (never while rendering). */
const changeContext = (deviceUnits: UnitSystem): ChangeContext => ({
  now: new Date(),
  newId: crypto.randomUUID(),
  deviceUnits,
});

/**
 * The plan editor's state (roomPlanEditorState.ts) wired to the page: the device's unit, the
 * address it opened on and the kept plans, where every change is kept as it is made.
 */
export function useRoomPlanEditor(): RoomPlanEditor {
  const [state, dispatch] = useReducer(roomPlanEditorReducer, initialEditorState);
  const { records, deletePlan } = useRoomPlanStorage(state.record, state.edited);
  const from = useMeasureRoomAddress();
  const [deviceUnits, setDeviceUnits] = useUnitSystem();

  const context = () => changeContext(deviceUnits);

  // Once the kept plans and the address are known, open the plan the address asks for, or
  // the last edited. A transition, so the page stays answering while the plan is drawn.
  useEffect(() => {
    if (state.arrived || records === undefined || from === null) return;
    const arrival = { records, from, context: changeContext(deviceUnits) };
    startTransition(() => dispatch({ type: 'arrive', ...arrival }));
  }, [state.arrived, records, from, deviceUnits]);

  const { record } = state;
  const issues = useMemo(() => editorIssues({ record }, deviceUnits), [record, deviceUnits]);

  const edit = (change: PlanEdit) => dispatch({ type: 'edit', edit: change, context: context() });

  return {
    state,
    records,
    units: editorUnits(state, deviceUnits),
    deviceUnits,
    issues,
    start: (plan, name) => {
      const moment = context();
      dispatch({
        type: 'start',
        plan,
        name,
        taken: (records ?? []).map((kept) => kept.name),
        context: moment,
      });
      return moment.newId;
    },
    edit,
    slide: (kind, index, offset) => edit({ type: 'slide-opening', kind, index, offset }),
    rename: (name) => dispatch({ type: 'rename', name, context: context() }),
    setUnits: (units) => {
      setDeviceUnits(units);
      dispatch({ type: 'set-units', units, context: context() });
    },
    open: (record) => dispatch({ type: 'open', record }),
    remove: (record) => {
      deletePlan(record.id);
      dispatch({ type: 'remove', id: record.id, records: records ?? [] });
    },
    draw: () => dispatch({ type: 'draw' }),
    stopDrawing: () => dispatch({ type: 'stop-drawing' }),
    selectWall: (wall) => dispatch({ type: 'select-wall', wall }),
  };
}
