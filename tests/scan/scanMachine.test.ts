// @vitest-environment node
import {
  INITIAL_SCAN_STATE,
  scanActivity,
  scanReducer,
} from '../../src/features/scan/scanMachine.ts';
import type { ScanState } from '../../src/features/scan/scanMachine.ts';

function ticks(state: ScanState, count: number): ScanState {
  let next = state;
  for (let tick = 0; tick < count; tick += 1) next = scanReducer(next, { type: 'tick' });
  return next;
}

describe('scanReducer', () => {
  it('starts waiting at 0', () => {
    expect(INITIAL_SCAN_STATE).toEqual({ status: 'waiting', progress: 0 });
  });

  it('rises by 10 a tick while scanning and completes on the 10th tick', () => {
    const scanning = scanReducer(INITIAL_SCAN_STATE, { type: 'start' });
    expect(scanning).toEqual({ status: 'scanning', progress: 0 });
    expect(ticks(scanning, 1)).toEqual({ status: 'scanning', progress: 10 });
    expect(ticks(scanning, 9)).toEqual({ status: 'scanning', progress: 90 });
    expect(ticks(scanning, 10)).toEqual({ status: 'completed', progress: 100 });
    expect(ticks(scanning, 14)).toEqual({ status: 'completed', progress: 100 });
  });

  it('ignores ticks unless scanning', () => {
    expect(scanReducer(INITIAL_SCAN_STATE, { type: 'tick' })).toBe(INITIAL_SCAN_STATE);
  });

  it('cancels back to waiting at 0', () => {
    const midway = ticks(scanReducer(INITIAL_SCAN_STATE, { type: 'start' }), 4);
    expect(scanReducer(midway, { type: 'cancel' })).toEqual({ status: 'waiting', progress: 0 });
  });

  it('keeps a completed scan on cancel, and resets it to waiting on reset', () => {
    const done = ticks(scanReducer(INITIAL_SCAN_STATE, { type: 'start' }), 10);
    expect(scanReducer(done, { type: 'cancel' })).toBe(done);
    expect(scanReducer(done, { type: 'reset' })).toEqual(INITIAL_SCAN_STATE);
  });

  it('does not restart a scan under way, but starts again from 0 after one', () => {
    const midway = ticks(scanReducer(INITIAL_SCAN_STATE, { type: 'start' }), 3);
    expect(scanReducer(midway, { type: 'start' })).toBe(midway);
    const done = ticks(midway, 7);
    expect(scanReducer(done, { type: 'start' })).toEqual({ status: 'scanning', progress: 0 });
  });
});

describe('scanActivity', () => {
  it('describes the work by progress', () => {
    expect(scanActivity(0)).toBe('Finding the floor and walls...');
    expect(scanActivity(40)).toBe('Mapping corners and openings...');
    expect(scanActivity(70)).toBe('Measuring furniture and windows...');
    expect(scanActivity(90)).toBe('Building your 3D model...');
  });
});
