/**
 * The page's side of the layout worker: sends one request, reports progress, gathers the
 * alternatives, and stops the worker when the run ends or is cancelled. Where a browser (or
 * jsdom) has no Worker, the same handler runs on this thread, yielding between phases.
 */
import { CATALOGUE } from '../../content/catalogue.ts';
import type { LayoutBrief, LayoutResult } from '../../lib/layout/types.ts';
import type { LayoutAnswer, LayoutPhase, LayoutRequest } from '../../lib/layout/workerProtocol.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';

export interface DesignProgress {
  /** From 0. */
  readonly option: number;
  readonly options: number;
  readonly phase: LayoutPhase;
  /** The whole run, 0 to 1. */
  readonly fraction: number;
}

export interface DesignOption {
  readonly result: LayoutResult;
  readonly essentialsMissing: readonly string[];
}

/** Why a run gave no alternatives: 'input' when the plan or locked pieces are the problem. */
export class DesignFailure extends Error {
  constructor(
    readonly kind: 'input' | 'internal' | 'cancelled',
    message: string,
  ) {
    super(message);
    this.name = 'DesignFailure';
  }
}

export interface DesignRun {
  /** The alternatives, in the order of the briefs. */
  readonly done: Promise<DesignOption[]>;
  /** Stops the engine; `done` rejects with a 'cancelled' failure. */
  cancel(): void;
}

interface Channel {
  send(request: LayoutRequest): void;
  close(): void;
}

type Listener = (answer: LayoutAnswer) => void;
type Failed = (failure: DesignFailure) => void;

function workerChannel(listen: Listener, failed: Failed): Channel {
  const worker = new Worker(new URL('../../lib/layout/layout.worker.ts', import.meta.url), {
    type: 'module',
    name: 'layout',
  });
  worker.addEventListener('message', (event: MessageEvent<LayoutAnswer>) => listen(event.data));
  // The worker's file could not load or run (offline before it was ever cached, for one).
  const broken = () =>
    failed(new DesignFailure('internal', 'The designer could not start on this device.'));
  worker.addEventListener('error', broken);
  worker.addEventListener('messageerror', broken);
  return {
    send: (request) => worker.postMessage(request),
    close: () => worker.terminate(),
  };
}

function threadChannel(listen: Listener, failed: Failed): Channel {
  let stopped = false;
  return {
    send(request) {
      import('../../lib/layout/layout.worker.ts')
        .then(({ runLayoutRequest }) =>
          runLayoutRequest(request, (answer) => (stopped ? undefined : listen(answer)), {
            pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
            cancelled: () => stopped,
          }),
        )
        .catch(() =>
          failed(new DesignFailure('internal', 'The designer could not start on this device.')),
        );
    },
    close() {
      stopped = true;
    },
  };
}

let lastId = 0;

/** Lays out the plan once per brief, off the main thread where the browser allows it. */
export function startDesign(
  plan: RoomPlan,
  briefs: readonly LayoutBrief[],
  onProgress: (progress: DesignProgress) => void,
): DesignRun {
  lastId += 1;
  const id = lastId;
  let finish: { resolve: (options: DesignOption[]) => void; reject: Failed } | null = null;
  const done = new Promise<DesignOption[]>((resolve, reject) => {
    finish = { resolve, reject };
  });
  const options: DesignOption[] = [];
  let channel: Channel | null = null;
  let settled = false;

  const settle = (outcome: DesignOption[] | DesignFailure) => {
    if (settled) return;
    settled = true;
    channel?.close();
    if (outcome instanceof DesignFailure) finish?.reject(outcome);
    else finish?.resolve(outcome);
  };

  const listen: Listener = (answer) => {
    if (settled || answer.id !== id) return;
    switch (answer.type) {
      case 'progress':
        onProgress({
          option: answer.option,
          options: answer.options,
          phase: answer.phase,
          fraction: answer.fraction,
        });
        break;
      case 'result':
        options[answer.option] = {
          result: answer.result,
          essentialsMissing: answer.essentialsMissing,
        };
        break;
      case 'done':
        settle(options);
        break;
      case 'error':
        settle(new DesignFailure(answer.kind, answer.message));
        break;
    }
  };

  channel =
    typeof Worker === 'function' ? workerChannel(listen, settle) : threadChannel(listen, settle);
  channel.send({ type: 'design', id, plan, briefs, catalogue: CATALOGUE });
  return { done, cancel: () => settle(new DesignFailure('cancelled', 'Designing stopped.')) };
}
