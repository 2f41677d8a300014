/**
 * The upload page's processing simulation (spec 02 sections 4 and 9): five stages of 1 s each,
 * 20% to 100%, then the progress view hides 1 s after "Complete!". No server call.
 */
import { UPLOAD_PROGRESS_HIDE_MS, UPLOAD_STAGE_MS } from '../../lib/timing.ts';

export const UPLOAD_STAGES = [
  { percent: 20, label: 'Analyzing room layout' },
  { percent: 40, label: 'Matching with designers' },
  { percent: 60, label: 'Generating 3D preview' },
  { percent: 80, label: 'Adding furniture suggestions' },
  { percent: 100, label: 'Complete! Your styled room is ready.' },
] as const;

export type ProcessingState = { status: 'idle' } | { status: 'running'; stage: number };

export type ProcessingEvent = { type: 'start' } | { type: 'advance' } | { type: 'hide' };

export const IDLE: ProcessingState = { status: 'idle' };

export const LAST_STAGE = UPLOAD_STAGES.length - 1;

export function processingReducer(state: ProcessingState, event: ProcessingEvent): ProcessingState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'running', stage: 0 } : state;
    case 'advance':
      if (state.status !== 'running' || state.stage >= LAST_STAGE) return state;
      return { status: 'running', stage: state.stage + 1 };
    case 'hide':
      return state.status === 'running' && state.stage === LAST_STAGE ? IDLE : state;
  }
}

/** How long the current stage stays before the next event: 1 s each, 1 s after "Complete!". */
export function stageDuration(stage: number): number {
  return stage >= LAST_STAGE ? UPLOAD_PROGRESS_HIDE_MS : UPLOAD_STAGE_MS;
}

export function isComplete(state: ProcessingState): boolean {
  return state.status === 'running' && state.stage === LAST_STAGE;
}
