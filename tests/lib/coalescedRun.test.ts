// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { coalescedRunner } from '../../src/lib/coalescedRun.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('coalescedRunner', () => {
  it('runs one pass at a time and adds exactly one more pass for calls made meanwhile', async () => {
    const gates = [deferred(), deferred()];
    const passes: boolean[] = [];
    const afterRun = vi.fn();
    const runner = coalescedRunner(
      async (forced) => {
        passes.push(forced);
        await gates[passes.length - 1]?.promise;
      },
      { stopped: () => false, onError: vi.fn(), afterRun },
    );

    const first = runner.run();
    const second = runner.run({ force: true });
    const third = runner.run();
    expect(passes).toEqual([false]);
    expect(second).toBe(first);
    expect(third).toBe(first);

    gates[0]?.resolve();
    await vi.waitFor(() => expect(passes).toEqual([false, true]));
    gates[1]?.resolve();
    await first;
    expect(passes).toEqual([false, true]);
    expect(afterRun).toHaveBeenCalledTimes(1);
    expect(runner.current).toBeNull();
  });

  it('reports a failing pass, ends the run and lets the next call start afresh', async () => {
    const onError = vi.fn();
    let calls = 0;
    const runner = coalescedRunner(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
      },
      { stopped: () => false, onError, afterRun: vi.fn() },
    );
    await runner.run();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    await runner.run();
    expect(calls).toBe(2);
  });

  it('starts nothing once stopped, and skips the extra pass asked for before stopping', async () => {
    let stopped = false;
    const gate = deferred();
    let calls = 0;
    const runner = coalescedRunner(
      async () => {
        calls += 1;
        await gate.promise;
      },
      { stopped: () => stopped, onError: vi.fn(), afterRun: vi.fn() },
    );
    const run = runner.run();
    void runner.run();
    stopped = true;
    gate.resolve();
    await run;
    expect(calls).toBe(1);
    await runner.run();
    expect(calls).toBe(1);
  });
});
