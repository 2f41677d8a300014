// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignFailure, startDesign } from '../../src/features/design-room/layoutClient.ts';
import { runLayoutRequest } from '../../src/lib/layout/layout.worker.ts';
import type { LayoutBrief } from '../../src/lib/layout/types.ts';
import type { LayoutAnswer } from '../../src/lib/layout/workerProtocol.ts';
import { LIVING_ROOM } from './fixtures.ts';

const brief = (seed: number, budget = 3000): LayoutBrief => ({
  roomType: 'living-room',
  style: 'Modern',
  budget,
  seed,
  locked: [],
});

/** A Worker that runs the handler on this thread and answers as a real one would. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(request: unknown): void {
    void runLayoutRequest(request, (answer: LayoutAnswer) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: answer }));
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  FakeWorker.made = [];
  vi.unstubAllGlobals();
});

describe('startDesign', () => {
  it('runs in a module worker, reports progress, and ends the worker when done', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const progress = vi.fn();
    const run = startDesign(LIVING_ROOM, [brief(1, 100), brief(2, 100)], progress);
    const options = await run.done;
    expect(options).toHaveLength(2);
    expect(options[0]?.essentialsMissing).toEqual(['Sofa']);
    const worker = FakeWorker.made[0];
    expect(worker?.url.pathname).toMatch(/layout\.worker\.ts$/);
    expect(worker?.options.type).toBe('module');
    expect(worker?.terminated).toBe(true);
    expect(progress).toHaveBeenLastCalledWith({
      option: 1,
      options: 2,
      phase: 'refine',
      fraction: 1,
    });
  });

  it('ends the worker and rejects when cancelled', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const run = startDesign(LIVING_ROOM, [brief(1, 100)], () => undefined);
    run.cancel();
    await expect(run.done).rejects.toMatchObject({ kind: 'cancelled' });
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('rejects with the engine’s reason for a brief it cannot work with', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const bad = { ...brief(1), locked: [{ productId: 'nope', x: 1, y: 1, rotation: 0 }] };
    const failure = await startDesign(LIVING_ROOM, [bad], () => undefined).done.catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DesignFailure);
    expect(failure).toMatchObject({ kind: 'input' });
  });

  it('says the designer could not start when the worker fails to load', async () => {
    class BrokenWorker extends FakeWorker {
      override postMessage(): void {
        this.dispatchEvent(new Event('error'));
      }
    }
    vi.stubGlobal('Worker', BrokenWorker);
    await expect(startDesign(LIVING_ROOM, [brief(1)], () => undefined).done).rejects.toThrow(
      'The designer could not start on this device.',
    );
  });

  it('runs on this thread, in slices, where there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    const progress = vi.fn();
    const options = await startDesign(LIVING_ROOM, [brief(1, 100)], progress).done;
    expect(options).toHaveLength(1);
    expect(progress).toHaveBeenCalledWith(expect.objectContaining({ phase: 'construct' }));
  });
});
