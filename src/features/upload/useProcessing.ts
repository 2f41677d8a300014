import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  IDLE,
  LAST_STAGE,
  isComplete,
  processingReducer,
  stageDuration,
} from './processingStages.ts';

/**
 * The processing simulation with its timers: each stage schedules the next event. Once a run
 * reaches "Complete!", `processed` names the photos it ran on, for the step that follows; a new
 * run forgets them until it completes in turn.
 */
export function useProcessing() {
  const [state, dispatch] = useReducer(processingReducer, IDLE);
  const [processed, setProcessed] = useState<readonly string[] | null>(null);
  const running = useRef<readonly string[]>([]);
  const stage = state.status === 'running' ? state.stage : null;
  const complete = isComplete(state);

  useEffect(() => {
    if (stage === null) return;
    const timer = setTimeout(
      () => dispatch({ type: stage >= LAST_STAGE ? 'hide' : 'advance' }),
      stageDuration(stage),
    );
    return () => clearTimeout(timer);
  }, [stage]);

  useEffect(() => {
    if (complete) setProcessed(running.current);
  }, [complete]);

  const start = useCallback(
    (photoIds: readonly string[] = []) => {
      if (state.status !== 'idle') return;
      running.current = photoIds;
      setProcessed(null);
      dispatch({ type: 'start' });
    },
    [state.status],
  );

  return { state, processed, start };
}
