import { useCallback, useEffect, useReducer } from 'react';
import { IDLE, LAST_STAGE, processingReducer, stageDuration } from './processingStages.ts';

/** The processing simulation with its timers: each stage schedules the next event. */
export function useProcessing() {
  const [state, dispatch] = useReducer(processingReducer, IDLE);
  const stage = state.status === 'running' ? state.stage : null;

  useEffect(() => {
    if (stage === null) return;
    const timer = setTimeout(
      () => dispatch({ type: stage >= LAST_STAGE ? 'hide' : 'advance' }),
      stageDuration(stage),
    );
    return () => clearTimeout(timer);
  }, [stage]);

  return { state, start: useCallback(() => dispatch({ type: 'start' }), []) };
}
