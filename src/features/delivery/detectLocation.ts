import { GEOLOCATION_TIMEOUT_MS } from '../../lib/timing.ts';

/** Why "auto-detect my location" found nothing. Each has its own message (deliveryRules.ts). */
export type LocationFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported';

export type LocationAnswer = { ok: true } | { ok: false; reason: LocationFailure };

/** The codes of GeolocationPositionError (1, 2, 3), named: jsdom and old engines lack them. */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function locationFailureFor(code: number): LocationFailure {
  if (code === PERMISSION_DENIED) return 'denied';
  if (code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

/**
 * Asks the browser for the device's position once. The position itself is not kept or sent:
 * the checker only needs to know that the browser found one. The browser's own timeout runs
 * after permission is given; the outer one also ends a prompt nobody answers, so the button
 * never stays busy for good.
 */
export function detectLocation(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<LocationAnswer> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: LocationAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(answer);
    };
    const guard = setTimeout(() => settle({ ok: false, reason: 'timeout' }), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        () => settle({ ok: true }),
        (error) => settle({ ok: false, reason: locationFailureFor(error.code) }),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60 * 1000 },
      );
    } catch {
      // Some embedded browsers throw instead of calling back when the API is switched off.
      settle({ ok: false, reason: 'unavailable' });
    }
  });
}
