/**
 * The steps of "See it in your room", as a reducer: find the floor, mark the corner where wall 1
 * starts and where it ends, then the design stands in the room, its pieces selected, hidden or
 * shown. No WebXR here, so every step is unit-tested; the overlay feeds it the session's hits.
 */
import { facesUp, type Mark } from '../../lib/room/arMeasure.ts';
import { alignToMarks, type PlanToXr } from '../../lib/room/arPlacement.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';

export type ArViewStep = 'starting' | 'floor' | 'mark-start' | 'mark-end' | 'placed';

export type ArViewProblem =
  | { readonly kind: 'no-floor' }
  | { readonly kind: 'no-hit' }
  | { readonly kind: 'not-floor' }
  | { readonly kind: 'too-close' }
  | { readonly kind: 'wrong-corners'; readonly markedCm: number; readonly wallCm: number };

export interface ArViewState {
  readonly step: ArViewStep;
  /** The corner where wall 1 starts, once marked. */
  readonly first: Mark | null;
  /** The plan on the floor, once placed. */
  readonly placement: PlanToXr | null;
  /** How it was placed: by the two marks, or from the room measured in this visit. */
  readonly placedBy: 'marks' | 'measured' | null;
  readonly problem: ArViewProblem | null;
  readonly trackingLost: boolean;
  readonly hidden: ReadonlySet<string>;
  readonly selectedId: string | null;
}

export type ArViewAction =
  | { readonly type: 'session-started'; readonly measured: PlanToXr | null }
  | { readonly type: 'floor-found' }
  | { readonly type: 'floor-timeout' }
  | { readonly type: 'tracking'; readonly ok: boolean }
  | {
      readonly type: 'mark';
      readonly hit: Mark | null;
      readonly normalY: number;
      readonly plan: Pick<RoomPlan, 'outline'>;
    }
  | { readonly type: 'undo' }
  | { readonly type: 'mark-again' }
  | { readonly type: 'select'; readonly id: string | null }
  | { readonly type: 'toggle'; readonly id: string };

export const initialArView: ArViewState = {
  step: 'starting',
  first: null,
  placement: null,
  placedBy: null,
  problem: null,
  trackingLost: false,
  hidden: new Set(),
  selectedId: null,
};

export function arViewReducer(state: ArViewState, action: ArViewAction): ArViewState {
  switch (action.type) {
    case 'session-started':
      // A room measured in this visit is already lined up: its pieces stand at once.
      return action.measured
        ? { ...state, step: 'placed', placement: action.measured, placedBy: 'measured' }
        : { ...state, step: 'floor' };
    case 'floor-found':
      return state.step === 'floor' ? { ...state, step: 'mark-start', problem: null } : state;
    case 'floor-timeout':
      return state.step === 'floor' ? { ...state, problem: { kind: 'no-floor' } } : state;
    case 'tracking':
      return state.trackingLost === !action.ok ? state : { ...state, trackingLost: !action.ok };
    case 'mark':
      return mark(state, action);
    case 'undo':
      return state.step === 'mark-end'
        ? { ...state, step: 'mark-start', first: null, problem: null }
        : state;
    case 'mark-again':
      return state.step === 'placed'
        ? {
            ...state,
            step: 'mark-start',
            first: null,
            placement: null,
            placedBy: null,
            problem: null,
            selectedId: null,
          }
        : state;
    case 'select':
      return state.step === 'placed' && (action.id === null || !state.hidden.has(action.id))
        ? { ...state, selectedId: action.id }
        : state;
    case 'toggle': {
      const hidden = new Set(state.hidden);
      if (hidden.has(action.id)) hidden.delete(action.id);
      else hidden.add(action.id);
      // A hidden piece cannot stay selected: nothing of it is to be seen.
      const selectedId =
        hidden.has(action.id) && state.selectedId === action.id ? null : state.selectedId;
      return { ...state, hidden, selectedId };
    }
  }
}

function mark(state: ArViewState, action: Extract<ArViewAction, { type: 'mark' }>): ArViewState {
  if (state.step !== 'mark-start' && state.step !== 'mark-end') return state;
  if (!action.hit) return { ...state, problem: { kind: 'no-hit' } };
  if (!facesUp(action.normalY)) return { ...state, problem: { kind: 'not-floor' } };
  if (state.step === 'mark-start' || !state.first) {
    return { ...state, step: 'mark-end', first: action.hit, problem: null };
  }
  const aligned = alignToMarks(action.plan, state.first, action.hit);
  if (!aligned.ok) {
    // Both marks go: which of the two was wrong cannot be told, so both are marked again.
    const problem: ArViewProblem =
      aligned.reason === 'too-close'
        ? { kind: 'too-close' }
        : { kind: 'wrong-corners', markedCm: aligned.markedCm, wallCm: aligned.wallCm };
    return { ...state, step: 'mark-start', first: null, problem };
  }
  return {
    ...state,
    step: 'placed',
    placement: aligned.transform,
    placedBy: 'marks',
    problem: null,
  };
}
