/**
 * The layout engine in a Web Worker: "Design my room" lays out three alternatives here, so the
 * page keeps answering while the engine works. The app starts it with
 * `new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' })`; tests and
 * the app's fallback for browsers without workers call `runLayoutRequest` directly.
 */
import { constructLayout, finishLayout, LayoutInputError, refineLayout } from './engine.ts';
import { ROOM_PROGRAMS } from './program.ts';
import type { LayoutBrief, LayoutItem, LayoutResult } from './types.ts';
import { overallFraction, type LayoutAnswer, type LayoutRequest } from './workerProtocol.ts';

export interface RunHooks {
  /** Awaited between phases: the main-thread fallback gives the page a turn there. */
  readonly pause?: () => Promise<void>;
  /** Checked after each pause; a cancelled run stops without answering further. */
  readonly cancelled?: () => boolean;
}

function essentialsMissing(brief: LayoutBrief, result: LayoutResult): string[] {
  const program = ROOM_PROGRAMS[brief.roomType] ?? [];
  return program
    .filter((need) => need.essential && result.dropped.some((drop) => drop.what === need.label))
    .map((need) => need.label);
}

/** Other seeds an option tries when its layout came out the same as an earlier option's. */
const RETRIES = 2;
const RETRY_STEP = 7919;

const layoutKey = (items: readonly LayoutItem[]): string =>
  items
    .map((item) => `${item.productId}@${item.x},${item.y},${item.rotation}`)
    .sort()
    .join(';');

function isRequest(value: unknown): value is LayoutRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<LayoutRequest>;
  return (
    request.type === 'design' &&
    typeof request.id === 'number' &&
    typeof request.plan === 'object' &&
    request.plan !== null &&
    Array.isArray(request.briefs) &&
    Array.isArray(request.catalogue)
  );
}

/** Answers one request: progress as it goes, each option's layout, then done (or an error). */
export async function runLayoutRequest(
  request: unknown,
  post: (answer: LayoutAnswer) => void,
  hooks: RunHooks = {},
): Promise<void> {
  if (!isRequest(request)) {
    const id =
      typeof request === 'object' && request !== null && 'id' in request
        ? Number((request as { id: unknown }).id)
        : -1;
    post({ type: 'error', id, kind: 'input', message: 'The layout request is not valid.' });
    return;
  }
  const { id, plan, briefs, catalogue } = request;
  const options = briefs.length;
  const pause = hooks.pause ?? (() => Promise.resolve());
  const cancelled = hooks.cancelled ?? (() => false);
  const progress = (option: number, phase: 'construct' | 'refine', done: number) =>
    post({
      type: 'progress',
      id,
      option,
      options,
      phase,
      fraction: overallFraction(option, options, phase, done),
    });
  const seen = new Set<string>();
  try {
    for (const [option, brief] of briefs.entries()) {
      let result: LayoutResult | null = null;
      let seed = brief.seed;
      // Some rooms leave the search little freedom and two seeds can agree exactly; an
      // alternative that repeats an earlier one is worth another seed or two.
      for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
        seed = brief.seed + attempt * RETRY_STEP;
        if (attempt === 0) progress(option, 'construct', 0);
        await pause();
        if (cancelled()) return;
        const draft = constructLayout(plan, { ...brief, seed }, catalogue);
        if (attempt === 0) progress(option, 'refine', 0);
        await pause();
        if (cancelled()) return;
        result = finishLayout(refineLayout(draft));
        if (result.items.length === 0 || !seen.has(layoutKey(result.items))) break;
      }
      if (!result) continue;
      seen.add(layoutKey(result.items));
      post({
        type: 'result',
        id,
        option,
        seed,
        result,
        essentialsMissing: essentialsMissing(brief, result),
      });
      progress(option, 'refine', 1);
    }
    post({ type: 'done', id });
  } catch (error) {
    post({
      type: 'error',
      id,
      kind: error instanceof LayoutInputError ? 'input' : 'internal',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(answer: LayoutAnswer): void;
}

// Only inside a worker: imported by tests or the fallback, this module must not listen.
const workerScope = (globalThis as { WorkerGlobalScope?: abstract new () => object })
  .WorkerGlobalScope;
if (workerScope !== undefined && globalThis instanceof workerScope) {
  const scope = globalThis as unknown as WorkerScope;
  scope.addEventListener('message', (event) => {
    void runLayoutRequest(event.data, (answer) => scope.postMessage(answer));
  });
}
