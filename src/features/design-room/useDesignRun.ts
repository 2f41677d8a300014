import { useCallback, useEffect, useRef, useState } from 'react';
import type { LayoutBrief } from '../../lib/layout/types.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import {
  DesignFailure,
  startDesign,
  type DesignOption,
  type DesignProgress,
  type DesignRun,
} from './layoutClient.ts';

export type RunState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly progress: DesignProgress | null }
  | { readonly status: 'done'; readonly options: readonly DesignOption[] }
  | { readonly status: 'failed'; readonly failure: DesignFailure };

const IDLE: RunState = { status: 'idle' };

/** One design run at a time; a new run, `reset` or unmounting stops the one before. */
export function useDesignRun() {
  const [state, setState] = useState<RunState>(IDLE);
  const current = useRef<DesignRun | null>(null);

  const stop = useCallback(() => {
    const run = current.current;
    current.current = null;
    run?.cancel();
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (plan: RoomPlan, briefs: readonly LayoutBrief[]) => {
      stop();
      setState({ status: 'running', progress: null });
      const run = startDesign(plan, briefs, (progress) => {
        if (current.current === run) setState({ status: 'running', progress });
      });
      current.current = run;
      run.done.then(
        (options) => {
          if (current.current !== run) return;
          current.current = null;
          setState({ status: 'done', options });
        },
        (error: unknown) => {
          if (current.current !== run) return;
          current.current = null;
          const failure =
            error instanceof DesignFailure
              ? error
              : new DesignFailure('internal', 'The designer stopped unexpectedly.');
          setState({ status: 'failed', failure });
        },
      );
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { state, start, reset };
}
