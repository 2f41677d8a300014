/**
 * Whether the app is online, decided from evidence rather than from `navigator.onLine` alone.
 * The browser's word is a hint: under an emulated offline network, or behind a captive portal, a
 * page can read `navigator.onLine === true` with no network at all. Only its `false` is taken as
 * a fact. Pure rules, driven by connectivityMonitor.ts.
 */

/**
 * While the network is out by evidence and the browser still claims to be online, the app asks
 * its own origin again after 1 s, 2 s, 4 s, 8 s, then every 15 s: the notice goes soon after the
 * network returns, with no stream of requests meanwhile. (Kept here rather than in timing.ts,
 * which the first paint loads.)
 */
export const CONNECTIVITY_PROBE_BASE_MS = 1000;
export const CONNECTIVITY_PROBE_MAX_MS = 15_000;
/** A probe with no answer after this long counts as no network: a dead Wi-Fi never answers. */
export const CONNECTIVITY_PROBE_TIMEOUT_MS = 4000;

/** What the last piece of evidence said; `unknown` until there is any. */
export type NetworkEvidence = 'online' | 'offline' | 'unknown';

export interface ConnectivityState {
  evidence: NetworkEvidence;
  /** Probes in a row that got no answer: how far the next one is put off. */
  failedProbes: number;
}

export type ConnectivityInput =
  /** The browser fired `offline`: a fact, whatever `navigator.onLine` reads afterwards. */
  | { type: 'browser-offline' }
  /** The browser fired `online`: a hint, to be checked with a probe. */
  | { type: 'browser-online' }
  /** A request (a probe, a backend call, the worker's fetch) got an answer, any status. */
  | { type: 'answer' }
  /** A probe got no answer. */
  | { type: 'no-answer' };

export const UNKNOWN_CONNECTIVITY: ConnectivityState = { evidence: 'unknown', failedProbes: 0 };

export function nextConnectivity(
  state: ConnectivityState,
  input: ConnectivityInput,
): ConnectivityState {
  switch (input.type) {
    case 'browser-offline':
      return { evidence: 'offline', failedProbes: 0 };
    case 'browser-online':
      // The evidence stands until the probe this calls for answers, so a portal that lets the
      // browser believe it is online does not flash "Back online".
      return { ...state, failedProbes: 0 };
    case 'answer':
      return { evidence: 'online', failedProbes: 0 };
    case 'no-answer':
      return { evidence: 'offline', failedProbes: state.failedProbes + 1 };
  }
}

/** `navigator.onLine === false` is always offline; otherwise the evidence decides. */
export function isOnlineIn(state: ConnectivityState, browserOnline: boolean): boolean {
  return browserOnline && state.evidence !== 'offline';
}

/**
 * A call that failed for lack of network is worth a probe of the app's own origin (which decides)
 * only while the app believes it is online: a backend elsewhere may be the one that is down, and
 * once offline the back-off already holds the next probe.
 */
export function probeAfterFailure(state: ConnectivityState, browserOnline: boolean): boolean {
  return isOnlineIn(state, browserOnline);
}

/**
 * When to probe again after `failedProbes` probes in a row got no answer: `undefined` when the
 * browser says it is offline (its `online` event is awaited instead) or no probe has failed.
 */
export function nextProbeDelay(
  state: ConnectivityState,
  browserOnline: boolean,
): number | undefined {
  if (!browserOnline || state.failedProbes === 0) return undefined;
  return Math.min(
    CONNECTIVITY_PROBE_MAX_MS,
    CONNECTIVITY_PROBE_BASE_MS * 2 ** (state.failedProbes - 1),
  );
}
