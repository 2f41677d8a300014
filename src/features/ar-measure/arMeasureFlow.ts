/**
 * The steps of measuring a room in AR, as a reducer: what each mark, undo or answer does. The
 * session (arSession.ts) feeds it hits; the overlay draws its state. No WebXR here, so every
 * step is unit-tested.
 */
import {
  closesOutline,
  crossingOfClosingWall,
  crossingOfNewestWall,
  DEFAULT_CEILING_CM,
  floorLevel,
  floorPoint,
  heightAboveFloor,
  squareCorners,
  type Mark,
  type MeasuredOpening,
  type Squared,
} from '../../lib/room/arMeasure.ts';

export type ArStep = 'starting' | 'floor' | 'corners' | 'square' | 'ceiling' | 'openings';

export type ArProblem =
  | { readonly kind: 'no-floor' }
  | { readonly kind: 'tracking-lost' }
  | { readonly kind: 'no-hit' }
  | { readonly kind: 'ceiling-no-hit' }
  /** Walls numbered from 1, as the editor numbers them. */
  | { readonly kind: 'crossing'; readonly wall: number; readonly crosses: number };

export type OpeningKind = MeasuredOpening['kind'];

export interface ArFlowState {
  readonly step: ArStep;
  readonly corners: readonly Mark[];
  /** One id per corner, for the anchor that keeps it in place. */
  readonly cornerIds: readonly string[];
  /** The squared outline on offer (step 'square') or accepted. */
  readonly squared: Squared | null;
  readonly squareAccepted: boolean;
  readonly heightCm: number;
  readonly openings: readonly MeasuredOpening[];
  /** The door or window being marked, with its first edge once marked. */
  readonly opening: { readonly kind: OpeningKind; readonly first: Mark | null } | null;
  readonly problem: ArProblem | null;
  /** The corner problems that do not block the flow (tracking) are kept apart from a crossing. */
  readonly trackingLost: boolean;
}

export type ArAction =
  | { readonly type: 'session-started' }
  | { readonly type: 'floor-found' }
  | { readonly type: 'floor-timeout' }
  | { readonly type: 'tracking'; readonly ok: boolean }
  | {
      readonly type: 'mark';
      readonly hit: Mark | null;
      readonly normalY: number;
      readonly id: string;
    }
  | { readonly type: 'undo' }
  | { readonly type: 'finish' }
  | { readonly type: 'square'; readonly accept: boolean }
  | { readonly type: 'ceiling-typed'; readonly cm: number }
  | { readonly type: 'start-opening'; readonly kind: OpeningKind }
  | { readonly type: 'anchors-moved'; readonly moved: ReadonlyMap<string, Mark> };

export const initialArFlow: ArFlowState = {
  step: 'starting',
  corners: [],
  cornerIds: [],
  squared: null,
  squareAccepted: false,
  heightCm: DEFAULT_CEILING_CM,
  openings: [],
  opening: null,
  problem: null,
  trackingLost: false,
};

/** A hit on a surface facing down (a ceiling), from its normal's y. */
const FACING_DOWN = -0.5;
/** The least a ceiling can sit above the floor and be one (the plan's own limit is 200 cm). */
const LEAST_CEILING_CM = 150;

/** After the outline is closed: offer squaring where it applies, else go on to the ceiling. */
function closeOutline(state: ArFlowState): ArFlowState {
  const squared = squareCorners(state.corners.map(floorPoint));
  return squared
    ? { ...state, step: 'square', squared, problem: null }
    : { ...state, step: 'ceiling', squared: null, problem: null };
}

function markCorner(state: ArFlowState, hit: Mark, id: string): ArFlowState {
  if (state.problem?.kind === 'crossing') return state;
  const points = state.corners.map(floorPoint);
  const point = floorPoint(hit);
  if (closesOutline(points, point)) {
    const crossing = crossingOfClosingWall(points);
    if (crossing) {
      return {
        ...state,
        problem: { kind: 'crossing', wall: crossing.wall + 1, crosses: crossing.crosses + 1 },
      };
    }
    return closeOutline(state);
  }
  const corners = [...state.corners, hit];
  const crossing = crossingOfNewestWall(corners.map(floorPoint));
  return {
    ...state,
    corners,
    cornerIds: [...state.cornerIds, id],
    problem: crossing
      ? { kind: 'crossing', wall: crossing.wall + 1, crosses: crossing.crosses + 1 }
      : null,
  };
}

export function arFlowReducer(state: ArFlowState, action: ArAction): ArFlowState {
  switch (action.type) {
    case 'session-started':
      return { ...state, step: 'floor' };
    case 'floor-found':
      return state.step === 'floor'
        ? { ...state, step: 'corners', problem: null }
        : state.problem?.kind === 'no-floor'
          ? { ...state, problem: null }
          : state;
    case 'floor-timeout':
      return state.step === 'floor' ? { ...state, problem: { kind: 'no-floor' } } : state;
    case 'tracking':
      return state.trackingLost === !action.ok ? state : { ...state, trackingLost: !action.ok };
    case 'mark': {
      if (state.trackingLost) return state;
      const { hit } = action;
      if (state.step === 'corners') {
        if (!hit) return { ...state, problem: { kind: 'no-hit' } };
        return markCorner(state, hit, action.id);
      }
      if (state.step === 'ceiling') {
        const height = hit ? heightAboveFloor(hit, floorLevel(state.corners)) : 0;
        if (!hit || action.normalY > FACING_DOWN || height < LEAST_CEILING_CM) {
          return { ...state, problem: { kind: 'ceiling-no-hit' } };
        }
        return { ...state, heightCm: height, step: 'openings', problem: null };
      }
      if (state.step === 'openings' && state.opening) {
        if (!hit) return { ...state, problem: { kind: 'no-hit' } };
        if (!state.opening.first) {
          return { ...state, opening: { ...state.opening, first: hit }, problem: null };
        }
        const opening: MeasuredOpening = {
          kind: state.opening.kind,
          first: state.opening.first,
          second: hit,
        };
        return { ...state, openings: [...state.openings, opening], opening: null, problem: null };
      }
      return state;
    }
    case 'undo':
      if (state.step === 'corners' && state.corners.length > 0) {
        return {
          ...state,
          corners: state.corners.slice(0, -1),
          cornerIds: state.cornerIds.slice(0, -1),
          problem: null,
        };
      }
      if (state.step === 'openings' && state.opening?.first) {
        return { ...state, opening: { ...state.opening, first: null } };
      }
      if (state.step === 'openings' && !state.opening && state.openings.length > 0) {
        return { ...state, openings: state.openings.slice(0, -1) };
      }
      return state;
    case 'finish': {
      if (state.step !== 'corners' || state.corners.length < 3) return state;
      if (state.problem?.kind === 'crossing') return state;
      const crossing = crossingOfClosingWall(state.corners.map(floorPoint));
      if (crossing) {
        return {
          ...state,
          problem: { kind: 'crossing', wall: crossing.wall + 1, crosses: crossing.crosses + 1 },
        };
      }
      return closeOutline(state);
    }
    case 'square':
      return state.step === 'square'
        ? {
            ...state,
            step: 'ceiling',
            squareAccepted: action.accept,
            squared: action.accept ? state.squared : null,
          }
        : state;
    case 'ceiling-typed':
      return state.step === 'ceiling'
        ? { ...state, heightCm: action.cm, step: 'openings', problem: null }
        : state;
    case 'start-opening':
      return state.step === 'openings'
        ? { ...state, opening: { kind: action.kind, first: null }, problem: null }
        : state;
    case 'anchors-moved': {
      let changed = false;
      const corners = state.corners.map((corner, i) => {
        const moved = action.moved.get(state.cornerIds[i] ?? '');
        if (!moved) return corner;
        changed = true;
        return moved;
      });
      return changed ? { ...state, corners } : state;
    }
  }
}

/** Whether "Finish" closes the outline now. */
export const canFinish = (state: ArFlowState): boolean =>
  state.step === 'corners' && state.corners.length >= 3 && state.problem?.kind !== 'crossing';
