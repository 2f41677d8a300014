// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createConnectivityMonitor,
  probeOrigin,
  watchedFetch,
  type ConnectivityEnvironment,
} from '../../src/lib/connectivityMonitor.ts';
import { CONNECTIVITY_PROBE_PATH, NETWORK_MESSAGE_TYPE } from '../../src/lib/connectivityProbe.ts';
import {
  UNKNOWN_CONNECTIVITY,
  isOnlineIn,
  nextConnectivity,
  nextProbeDelay,
  type ConnectivityState,
} from '../../src/lib/connectivityRules.ts';

describe('the connectivity rules', () => {
  it('takes the browser at its word only when it says offline', () => {
    expect(isOnlineIn(UNKNOWN_CONNECTIVITY, true)).toBe(true);
    expect(isOnlineIn(UNKNOWN_CONNECTIVITY, false)).toBe(false);
    const noAnswer = nextConnectivity(UNKNOWN_CONNECTIVITY, { type: 'no-answer' });
    expect(isOnlineIn(noAnswer, true)).toBe(false);
    const answered = nextConnectivity(noAnswer, { type: 'answer' });
    expect(isOnlineIn(answered, true)).toBe(true);
    expect(isOnlineIn(answered, false)).toBe(false);
  });

  it("keeps the evidence on the browser's `online` until a probe answers", () => {
    const offline = nextConnectivity(UNKNOWN_CONNECTIVITY, { type: 'browser-offline' });
    const hinted = nextConnectivity(offline, { type: 'browser-online' });
    expect(isOnlineIn(hinted, true)).toBe(false);
    expect(isOnlineIn(nextConnectivity(hinted, { type: 'answer' }), true)).toBe(true);
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, then every 15 s, and never while the browser says offline', () => {
    let state: ConnectivityState = UNKNOWN_CONNECTIVITY;
    const delays: (number | undefined)[] = [];
    for (let probe = 0; probe < 7; probe += 1) {
      state = nextConnectivity(state, { type: 'no-answer' });
      delays.push(nextProbeDelay(state, true));
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    expect(nextProbeDelay(state, false)).toBeUndefined();
    expect(nextProbeDelay(nextConnectivity(state, { type: 'answer' }), true)).toBeUndefined();
    // The browser's `online` starts the back-off over.
    const hinted = nextConnectivity(state, { type: 'browser-online' });
    expect(nextProbeDelay(nextConnectivity(hinted, { type: 'no-answer' }), true)).toBe(1000);
  });
});

/** A page's window, document and worker container, as plain event targets. */
function fakeEnvironment(controlled: boolean) {
  const serviceWorker = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
  });
  const environment = {
    window: new EventTarget(),
    document: Object.assign(new EventTarget(), {
      visibilityState: 'visible' as DocumentVisibilityState,
    }),
    serviceWorker,
  } satisfies ConnectivityEnvironment;
  const workerSays = (online: boolean) =>
    serviceWorker.dispatchEvent(
      new MessageEvent('message', { data: { type: NETWORK_MESSAGE_TYPE, online } }),
    );
  return { environment, workerSays };
}

/** A monitor whose network is a switch, with every probe counted. */
function setUp({
  browserOnline = true,
  network = false,
  controlled = true,
  startedOffline = false,
} = {}) {
  const world = { browserOnline, network };
  const probe = vi.fn(() => Promise.resolve(world.network));
  const monitor = createConnectivityMonitor({
    browserOnline: () => world.browserOnline,
    probe,
    startedOffline,
  });
  const seen: boolean[] = [];
  monitor.subscribe((online) => seen.push(online));
  const { environment, workerSays } = fakeEnvironment(controlled);
  return { world, probe, monitor, seen, environment, workerSays };
}

/**
 * A probe answered by hand, each in turn: `answerNext()` answers the oldest still waiting with
 * the network's state when that request went out.
 */
function probeAnsweredByHand(world: { network: boolean }) {
  const waiting: (() => void)[] = [];
  const probe = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        const sentOnline = world.network;
        waiting.push(() => resolve(sentOnline));
      }),
  );
  const answerNext = () => waiting.shift()?.();
  return { probe, answerNext };
}

describe('the connectivity monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds a page opened from the precache offline, though the browser says online', async () => {
    const { monitor, probe, seen, environment } = setUp();
    expect(monitor.isOnline()).toBe(true);
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(monitor.isOnline()).toBe(false);
    expect(seen).toEqual([false]);
    stop();
  });

  it("starts offline when index.html's probe found the network out, and comes back with it", async () => {
    const { world, monitor, probe, seen, environment } = setUp({ startedOffline: true });
    expect(monitor.isOnline()).toBe(false);
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(0);
    // One probe as it takes over, then the back-off: 1 s later the next.
    expect(probe).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    world.network = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(monitor.isOnline()).toBe(true);
    expect(seen).toEqual([true]);
    stop();
  });

  it('does not probe a page that came over the network', async () => {
    const { monitor, probe, environment } = setUp({ controlled: false });
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    expect(monitor.isOnline()).toBe(true);
    stop();
  });

  it('probes again with back-off while offline, and goes online within 2 s of the network returning early on', async () => {
    const { world, monitor, probe, seen, environment } = setUp();
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(0);
    // Probes at 0 s, then 1 s, 3 s, 7 s, 15 s, 30 s, 45 s, 60 s: eight in a minute, no loop.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).toHaveBeenCalledTimes(8);
    expect(monitor.isOnline()).toBe(false);

    world.network = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(monitor.isOnline()).toBe(true);
    expect(seen).toEqual([false, true]);
    // Online, nothing more is asked.
    const asked = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).toHaveBeenCalledTimes(asked);
    stop();
  });

  it('goes online within 2 s of a network that returns one second after the page opened', async () => {
    const { world, monitor, environment } = setUp();
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(500);
    expect(monitor.isOnline()).toBe(false);
    world.network = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(monitor.isOnline()).toBe(true);
    stop();
  });

  it('asks again on `online` when a probe sent while the network was out is still under way, and a press waits for that one', async () => {
    const world = { network: false };
    // The network's state when the request went out decides its answer.
    const { probe, answerNext } = probeAnsweredByHand(world);
    const monitor = createConnectivityMonitor({
      browserOnline: () => true,
      probe,
      startedOffline: true,
    });
    const { environment } = fakeEnvironment(true);
    const stop = monitor.start(environment);
    expect(probe).toHaveBeenCalledTimes(1);
    world.network = true;
    environment.window.dispatchEvent(new Event('online'));
    let pressed: boolean | undefined;
    void monitor.settled().then((online) => (pressed = online));
    answerNext();
    await vi.advanceTimersByTimeAsync(0);
    // Not the back-off's next turn: a fresh probe at once, which finds the network.
    expect(probe).toHaveBeenCalledTimes(2);
    expect(pressed).toBeUndefined();
    answerNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.isOnline()).toBe(true);
    expect(pressed).toBe(true);
    stop();
  });

  it('makes no request at all while the browser says offline, and probes on `online`', async () => {
    const { world, monitor, probe, environment } = setUp({ browserOnline: false });
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).not.toHaveBeenCalled();
    expect(monitor.isOnline()).toBe(false);

    world.browserOnline = true;
    world.network = true;
    environment.window.dispatchEvent(new Event('online'));
    // Still offline until the probe answers: no "Back online" on the browser's word alone.
    expect(monitor.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(monitor.isOnline()).toBe(true);
    stop();
  });

  it('answers a press made as the network returns by the probe, not by the old evidence', async () => {
    const world = { browserOnline: false, network: false };
    const { probe, answerNext } = probeAnsweredByHand(world);
    const monitor = createConnectivityMonitor({ browserOnline: () => world.browserOnline, probe });
    const { environment } = fakeEnvironment(true);
    const stop = monitor.start(environment);
    expect(await monitor.settled()).toBe(false);
    expect(probe).not.toHaveBeenCalled();

    world.browserOnline = true;
    world.network = true;
    environment.window.dispatchEvent(new Event('online'));
    expect(monitor.isOnline()).toBe(false);
    // The press joins the probe `online` sent rather than refuse, or send one of its own.
    let pressed: boolean | undefined;
    void monitor.settled().then((online) => (pressed = online));
    await vi.advanceTimersByTimeAsync(0);
    expect(pressed).toBeUndefined();
    expect(probe).toHaveBeenCalledTimes(1);
    answerNext();
    await vi.advanceTimersByTimeAsync(0);
    expect(pressed).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    stop();
  });

  it('refuses a press when the network the browser believes in does not answer', async () => {
    const { monitor, probe, environment } = setUp();
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(0);
    expect(monitor.isOnline()).toBe(false);
    expect(await monitor.settled()).toBe(false);
    // One probe for the press (the back-off's next was not due yet), none more.
    expect(probe).toHaveBeenCalledTimes(2);
    stop();
  });

  it('answers a press at once while online', async () => {
    const { monitor, probe, environment } = setUp({ network: true, controlled: false });
    const stop = monitor.start(environment);
    expect(await monitor.settled()).toBe(true);
    expect(probe).not.toHaveBeenCalled();
    stop();
  });

  it('takes `offline` as a fact, even when navigator.onLine still reads true', async () => {
    const { world, monitor, environment } = setUp({ network: true, controlled: false });
    const stop = monitor.start(environment);
    world.network = false;
    environment.window.dispatchEvent(new Event('offline'));
    expect(monitor.isOnline()).toBe(false);
    stop();
  });

  it("believes the worker's messages: a failure is checked with a probe, an answer ends it", async () => {
    const { world, monitor, probe, seen, environment, workerSays } = setUp({
      network: true,
      controlled: false,
    });
    const stop = monitor.start(environment);
    world.network = false;
    workerSays(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(monitor.isOnline()).toBe(false);
    workerSays(true);
    expect(monitor.isOnline()).toBe(true);
    expect(seen).toEqual([false, true]);
    stop();
  });

  it('checks a failed call with one probe; while offline, failures wait for the back-off', async () => {
    const { monitor, probe, environment } = setUp({ controlled: false });
    const stop = monitor.start(environment);
    monitor.reportNoAnswer();
    monitor.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(monitor.isOnline()).toBe(false);
    monitor.reportNoAnswer();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    // Any call that gets an answer ends it at once.
    monitor.reportAnswer();
    expect(monitor.isOnline()).toBe(true);
    stop();
  });

  it('stops its timers and listeners when stopped', async () => {
    const { monitor, probe, environment } = setUp();
    const stop = monitor.start(environment);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    environment.window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});

describe('the evidence of requests', () => {
  it('asks the own origin with an uncached HEAD, and reads any answer as a network', async () => {
    const fetcher = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 503 })));
    expect(await probeOrigin(fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(
      CONNECTIVITY_PROBE_PATH,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    expect(await probeOrigin(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });

  it("tells the monitor of each backend call's answer or failure, but not of an abort", async () => {
    const monitor = { reportAnswer: vi.fn(), reportNoAnswer: vi.fn() };
    const asMonitor = monitor as unknown as Parameters<typeof watchedFetch>[0];
    await watchedFetch(asMonitor, () => Promise.resolve(new Response('{}')))('/rest/v1/x');
    expect(monitor.reportAnswer).toHaveBeenCalledTimes(1);
    await expect(
      watchedFetch(asMonitor, () => Promise.reject(new TypeError('Failed to fetch')))('/x'),
    ).rejects.toThrow('Failed to fetch');
    expect(monitor.reportNoAnswer).toHaveBeenCalledTimes(1);
    await expect(
      watchedFetch(asMonitor, () => Promise.reject(new DOMException('stop', 'AbortError')))('/x'),
    ).rejects.toThrow('stop');
    expect(monitor.reportNoAnswer).toHaveBeenCalledTimes(1);
  });
});
