/**
 * The messages between the app and the layout worker (layout.worker.ts). Types only, so the
 * page can speak the protocol without loading the engine.
 */
import type { FurnitureProduct } from '../catalogue/furniture.ts';
import type { RoomPlan } from '../room/plan.ts';
import type { LayoutBrief, LayoutResult } from './types.ts';

/** Lay out one plan for each brief, in order (the briefs differ only in their seed). */
export interface LayoutRequest {
  readonly type: 'design';
  /** Echoed in every answer, so answers to an abandoned request can be told apart. */
  readonly id: number;
  readonly plan: RoomPlan;
  readonly briefs: readonly LayoutBrief[];
  /** The products to furnish from: the page's catalogue, which the engine never reads itself. */
  readonly catalogue: readonly FurnitureProduct[];
}

/** construct: the first valid layout; refine: the search for a better one. */
export type LayoutPhase = 'construct' | 'refine';

export interface LayoutProgress {
  readonly type: 'progress';
  readonly id: number;
  /** Which brief is being laid out, from 0. */
  readonly option: number;
  readonly options: number;
  readonly phase: LayoutPhase;
  /** The whole request's progress, 0 to 1. */
  readonly fraction: number;
}

export interface LayoutOption {
  readonly type: 'result';
  readonly id: number;
  readonly option: number;
  /** The seed the layout came from: the brief's, or another when the brief's repeated an earlier option. */
  readonly seed: number;
  readonly result: LayoutResult;
  /** The labels of dropped pieces the room type cannot do without (a sofa, a bed ...). */
  readonly essentialsMissing: readonly string[];
}

export interface LayoutDone {
  readonly type: 'done';
  readonly id: number;
}

export interface LayoutFailure {
  readonly type: 'error';
  readonly id: number;
  /** 'input': the plan or the locked pieces cannot be worked with; 'internal': anything else. */
  readonly kind: 'input' | 'internal';
  readonly message: string;
}

export type LayoutAnswer = LayoutProgress | LayoutOption | LayoutDone | LayoutFailure;

/** Share of one option's progress bar given to the first layout; refining takes the rest. */
export const CONSTRUCT_SHARE = 0.25;

/** The whole request's progress when `option` reaches `phaseFraction` of `phase`. */
export function overallFraction(
  option: number,
  options: number,
  phase: LayoutPhase,
  phaseFraction: number,
): number {
  const within =
    phase === 'construct'
      ? CONSTRUCT_SHARE * phaseFraction
      : CONSTRUCT_SHARE + (1 - CONSTRUCT_SHARE) * phaseFraction;
  const total = Math.max(1, options);
  return Math.min(1, Math.max(0, (option + within) / total));
}
