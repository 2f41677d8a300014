import { showConnectivity } from './connectivity.ts';
import { startedOffline } from './earlyOffline.ts';
import { earlyNoticeBackOnline, takeOverEarlyCheck } from './earlyCheckHandover.ts';
import { CONNECTIVITY_PROBE_PATH, isNetworkMessage } from './connectivityProbe.ts';
import {
  CONNECTIVITY_PROBE_TIMEOUT_MS,
  UNKNOWN_CONNECTIVITY,
  isOnlineIn,
  nextConnectivity,
  nextProbeDelay,
  probeAfterFailure,
  type ConnectivityInput,
  type ConnectivityState,
} from './connectivityRules.ts';

/**
 * The app's one answer to "are we online?" (connectivityRules.ts decides it), fed by evidence:
 * the browser's `offline` and `online` events, the answers and failures of every backend call
 * (`watchedFetch`, which lib/backend.ts hands supabase-js) and of the outbox, the service worker's
 * messages about its own fetches, and a probe of the app's own origin: once at the start of a
 * page the worker served from its precache, when a call fails, on `online`, and with back-off
 * while the network is out. The offline notice, the forms' offline notes, the outbox and sync
 * all read it. Not part of the first paint: the worker's registration loads it once the page
 * has loaded (serviceWorkerRegistration.ts), and so does every module that reads it.
 */

type Listener = (online: boolean) => void;
type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ConnectivityMonitorDeps {
  /** `navigator.onLine`, read each time: its `false` is a fact, its `true` a hint. */
  browserOnline: () => boolean;
  /** Asks the app's own origin; resolves true when it answered, false when it did not. */
  probe: () => Promise<boolean>;
  /** What was known before the monitor loaded: index.html found the network out (earlyOffline.ts). */
  startedOffline?: boolean;
}

export interface ConnectivityEnvironment {
  window: Events;
  document: Events & { visibilityState: DocumentVisibilityState };
  /** The page's service worker container; its controller means the page came from the precache. */
  serviceWorker?: (Events & { controller: unknown; startMessages?: () => void }) | undefined;
}

export interface ConnectivityMonitor {
  isOnline(): boolean;
  /** Called with the new state whenever it changes. Returns a function that unsubscribes. */
  subscribe(listener: Listener): () => void;
  /** A request got an answer (any status): the network works. */
  reportAnswer(): void;
  /** A request got no answer: the own origin is probed, and its answer decides. */
  reportNoAnswer(): void;
  /** Asks the own origin now (one probe at a time); resolves once it has answered or not. */
  probe(): Promise<void>;
  /**
   * Whether the app is online, for something the user just asked for. While the browser says
   * online but the evidence still says offline (the network has just come back, and its probe is
   * under way), it waits for the own origin's answer rather than refuse the press.
   */
  settled(): Promise<boolean>;
  /** Listens to the browser, the page and the worker. Returns a function that stops it. */
  start(environment?: ConnectivityEnvironment): () => void;
}

export function createConnectivityMonitor(deps: ConnectivityMonitorDeps): ConnectivityMonitor {
  // A page that started offline by index.html's probe counts it as the first that failed.
  let state: ConnectivityState = deps.startedOffline
    ? nextConnectivity(UNKNOWN_CONNECTIVITY, { type: 'no-answer' })
    : UNKNOWN_CONNECTIVITY;
  let online = isOnlineIn(state, deps.browserOnline());
  const listeners = new Set<Listener>();
  let probing: Promise<void> | undefined;
  let probeAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let starts = 0;
  let stopListening = () => {};

  const isOnline = () => isOnlineIn(state, deps.browserOnline());

  function scheduleProbe(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    // Only a started monitor keeps timers: a page that never started it makes no requests.
    const delay = starts > 0 ? nextProbeDelay(state, deps.browserOnline()) : undefined;
    if (delay !== undefined) timer = setTimeout(() => void probe(), delay);
  }

  function update(input?: ConnectivityInput): void {
    if (input) state = nextConnectivity(state, input);
    const now = isOnline();
    if (now !== online) {
      online = now;
      for (const listener of [...listeners]) listener(now);
    }
    scheduleProbe();
  }

  /** `fresh`: a probe already under way was sent before the news that calls for this one. */
  function probe(fresh = false): Promise<void> {
    // Offline by the browser's own word: no request, the `online` event is awaited.
    if (!deps.browserOnline()) {
      update({ type: 'browser-offline' });
      return Promise.resolve();
    }
    if (probing && fresh) probeAgain = true;
    probing ??= deps
      .probe()
      .catch(() => false)
      .then((answered) => {
        probing = undefined;
        update({ type: answered ? 'answer' : 'no-answer' });
        if (probeAgain) {
          probeAgain = false;
          void probe();
        }
      });
    return probing;
  }

  async function settled(): Promise<boolean> {
    if (!deps.browserOnline() || isOnline()) return isOnline();
    await probe();
    // The probe joined may have been sent before the network came back: the fresh one that
    // `online` asked for follows it at once.
    if (probing) await probing;
    return isOnline();
  }

  function reportNoAnswer(): void {
    if (probeAfterFailure(state, deps.browserOnline())) void probe();
    else update();
  }

  function listen(environment: ConnectivityEnvironment): () => void {
    const { window: target, document: page, serviceWorker } = environment;
    const onOnline = () => {
      update({ type: 'browser-online' });
      // A probe sent while the network was still out would answer for then, not now.
      void probe(true);
    };
    const onOffline = () => update({ type: 'browser-offline' });
    // Coming back to the app is a good moment to check a network believed out.
    const recheck = () => {
      if (page.visibilityState === 'visible' && !isOnline()) void probe();
    };
    const onMessage = (event: Event) => {
      const data: unknown = (event as MessageEvent).data;
      if (!isNetworkMessage(data)) return;
      if (data.online) update({ type: 'answer' });
      else reportNoAnswer();
    };
    target.addEventListener('online', onOnline);
    target.addEventListener('offline', onOffline);
    target.addEventListener('focus', recheck);
    page.addEventListener('visibilitychange', recheck);
    serviceWorker?.addEventListener('message', onMessage);
    serviceWorker?.startMessages?.();

    if (!deps.browserOnline()) update({ type: 'browser-offline' });
    // A page the worker served from its precache says nothing about the network: ask once (one
    // that started offline by index.html's probe asks again at once, then backs off).
    else if (serviceWorker?.controller) void probe();
    else update();

    return () => {
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
      target.removeEventListener('focus', recheck);
      page.removeEventListener('visibilitychange', recheck);
      serviceWorker?.removeEventListener('message', onMessage);
    };
  }

  function start(
    environment: ConnectivityEnvironment = {
      window,
      document,
      serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    },
  ): () => void {
    starts += 1;
    if (starts === 1) stopListening = listen(environment);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      starts -= 1;
      if (starts > 0) return;
      stopListening();
      scheduleProbe();
    };
  }

  return {
    isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportAnswer: () => update({ type: 'answer' }),
    reportNoAnswer,
    probe,
    settled,
    start,
  };
}

/** One HEAD request to the own origin, which the worker lets through to the network. */
export async function probeOrigin(
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), CONNECTIVITY_PROBE_TIMEOUT_MS);
  try {
    await fetcher(CONNECTIVITY_PROBE_PATH, {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timeout);
  }
}

// index.html's request still under way, if any, is this monitor's first probe.
let earlyProbe = takeOverEarlyCheck();

/** The page's one monitor. */
export const connectivity = createConnectivityMonitor({
  browserOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  probe: () => {
    const probe = earlyProbe ?? probeOrigin();
    earlyProbe = undefined;
    return probe;
  },
  startedOffline: startedOffline(),
});

// Started as soon as it loads in a page, whoever loaded it: from then on the page shows its state
// (connectivity.ts) rather than the browser's word alone.
if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  // Offline, the app's own notice replaces an early one as it draws (OfflineIndicator); online, an
  // early "offline" turns to "Back online".
  const show = (online: boolean) => {
    if (online) earlyNoticeBackOnline();
    showConnectivity(online);
  };
  connectivity.subscribe(show);
  connectivity.start();
  show(connectivity.isOnline());
}

/** Whether the app is online now: what the notice shows and what forms and queues go by. */
export function isOnline(): boolean {
  return connectivity.isOnline();
}

/**
 * Whether the app is online, for a press the user just made: a network that has just come back
 * is asked before the press is refused (ConnectivityMonitor.settled).
 */
export function isOnlineForPress(): Promise<boolean> {
  return connectivity.settled();
}

/** Runs `listener` each time the connection comes back, by any evidence. */
export function onConnectionReturn(listener: () => void): () => void {
  return connectivity.subscribe((online) => {
    if (online) listener();
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * `fetch`, telling the monitor whether the request got an answer. Handed to supabase-js, so every
 * backend call (auth, functions, data, storage; the outbox's and sync's included) is evidence.
 * An aborted request says nothing about the network.
 */
export function watchedFetch(
  monitor: ConnectivityMonitor = connectivity,
  fetcher: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetcher(input, init);
      monitor.reportAnswer();
      return response;
    } catch (error: unknown) {
      if (!isAbort(error)) monitor.reportNoAnswer();
      throw error;
    }
  };
}
