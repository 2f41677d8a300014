export interface CoalescedRunOptions {
  /** Passed to the next pass; remembered when a run is already under way. */
  readonly force?: boolean;
}

export interface CoalescedRunHooks {
  /** True once the owner has stopped: no new run starts and no further pass follows. */
  readonly stopped: () => boolean;
  /** A pass threw: reported here, and the run ends. */
  readonly onError: (error: unknown) => void;
  /** After every run, thrown or not (e.g. to arm the next retry). */
  readonly afterRun: () => void;
}

export interface CoalescedRunner {
  run(options?: CoalescedRunOptions): Promise<void>;
  /** The run under way, if any, so an owner that stops can wait for it. */
  readonly current: Promise<void> | null;
}

/**
 * One run at a time. A call made while a run is under way does not start a second one beside
 * it: it asks for one more pass once the current pass ends and is answered when the run ends,
 * so work that arrived mid-run is never left behind and never done twice at once.
 */
export function coalescedRunner(
  pass: (forced: boolean) => Promise<void>,
  hooks: CoalescedRunHooks,
): CoalescedRunner {
  let running: Promise<void> | null = null;
  let rerun = false;
  let forceNext = false;

  function run({ force = false }: CoalescedRunOptions = {}): Promise<void> {
    if (hooks.stopped()) return Promise.resolve();
    if (force) forceNext = true;
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerun = false;
          const forced = forceNext;
          forceNext = false;
          await pass(forced);
        } while (rerun && !hooks.stopped());
      } catch (error: unknown) {
        hooks.onError(error);
      } finally {
        running = null;
        hooks.afterRun();
      }
    })();
    return running;
  }

  return {
    run,
    get current() {
      return running;
    },
  };
}
