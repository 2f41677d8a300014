/**
 * The simulated room scan (spec 01 sections 3 and 4): waiting, then scanning while progress
 * rises by 10 every 500 ms, then completed at 100. "Cancel Scan" returns to waiting at 0. A
 * plain reducer, so every transition is tested without timers; useScan drives the ticks.
 */
import { SCAN_STEP_PERCENT } from '../../lib/timing.ts';

export type ScanStatus = 'waiting' | 'scanning' | 'completed';

export interface ScanState {
  status: ScanStatus;
  /** 0-100. */
  progress: number;
}

export type ScanEvent =
  { type: 'start' } | { type: 'tick' } | { type: 'cancel' } | { type: 'reset' };

export const INITIAL_SCAN_STATE: ScanState = { status: 'waiting', progress: 0 };

export function scanReducer(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'start':
      return state.status === 'scanning' ? state : { status: 'scanning', progress: 0 };
    case 'tick': {
      if (state.status !== 'scanning') return state;
      const progress = Math.min(100, state.progress + SCAN_STEP_PERCENT);
      return { status: progress >= 100 ? 'completed' : 'scanning', progress };
    }
    case 'cancel':
      return state.status === 'scanning' ? INITIAL_SCAN_STATE : state;
    case 'reset':
      return INITIAL_SCAN_STATE;
  }
}

/** What the scanner says it is doing, by progress, so the wait reads as work under way. */
export function scanActivity(progress: number): string {
  if (progress < 30) return 'Finding the floor and walls...';
  if (progress < 60) return 'Mapping corners and openings...';
  if (progress < 90) return 'Measuring furniture and windows...';
  return 'Building your 3D model...';
}
