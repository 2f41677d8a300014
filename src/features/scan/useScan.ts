import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ScanRecord } from '../../lib/deviceRecords.ts';
import { SCAN_TICK_MS } from '../../lib/timing.ts';
import { INITIAL_SCAN_STATE, scanReducer } from './scanMachine.ts';
import { saveCompletedScan } from './scanStore.ts';

export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; scan: ScanRecord } | { kind: 'failed' };

/**
 * The scan panel's state with its ticking timer. A completed scan is kept on the device once,
 * however often React re-runs the effect.
 */
export function useScan(save: () => Promise<ScanRecord> = saveCompletedScan) {
  const [state, dispatch] = useReducer(scanReducer, INITIAL_SCAN_STATE);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const savedThisRun = useRef(false);

  useEffect(() => {
    if (state.status !== 'scanning') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), SCAN_TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  useEffect(() => {
    if (state.status !== 'completed') {
      savedThisRun.current = false;
      return;
    }
    if (savedThisRun.current) return;
    savedThisRun.current = true;
    setSaveState({ kind: 'saving' });
    save().then(
      (scan) => setSaveState({ kind: 'saved', scan }),
      (error: unknown) => {
        console.error('Could not keep the scan on this device', error);
        setSaveState({ kind: 'failed' });
      },
    );
  }, [state.status, save]);

  return {
    state,
    saveState,
    start: useCallback(() => {
      setSaveState({ kind: 'idle' });
      dispatch({ type: 'start' });
    }, []),
    cancel: useCallback(() => dispatch({ type: 'cancel' }), []),
    reset: useCallback(() => {
      setSaveState({ kind: 'idle' });
      dispatch({ type: 'reset' });
    }, []),
  };
}
