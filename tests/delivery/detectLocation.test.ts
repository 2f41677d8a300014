// @vitest-environment node
import { detectLocation, locationFailureFor } from '../../src/features/delivery/detectLocation.ts';

type Success = PositionCallback;
type Failure = PositionErrorCallback | null | undefined;

function fakeGeolocation(answer: (success: Success, failure: Failure) => void): Geolocation {
  return {
    getCurrentPosition: vi.fn((success: Success, failure?: Failure) => answer(success, failure)),
    watchPosition: vi.fn(() => 0),
    clearWatch: vi.fn(),
  };
}

function positionError(code: number): GeolocationPositionError {
  return { code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

describe('detectLocation', () => {
  it('names the browser error codes', () => {
    expect(locationFailureFor(1)).toBe('denied');
    expect(locationFailureFor(2)).toBe('unavailable');
    expect(locationFailureFor(3)).toBe('timeout');
  });

  it('answers ok when the browser finds a position', async () => {
    const geolocation = fakeGeolocation((success) =>
      success({
        coords: { latitude: 51.5, longitude: -0.12, accuracy: 20 },
        timestamp: Date.now(),
      } as GeolocationPosition),
    );
    await expect(detectLocation(geolocation, 1000)).resolves.toEqual({ ok: true });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: 1000 }),
    );
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('answers with the reason of error code %i', async (code, reason) => {
    const geolocation = fakeGeolocation((_success, failure) => failure?.(positionError(code)));
    await expect(detectLocation(geolocation, 1000)).resolves.toEqual({ ok: false, reason });
  });

  it('says unsupported when the browser has no geolocation', async () => {
    await expect(detectLocation(undefined)).resolves.toEqual({ ok: false, reason: 'unsupported' });
  });

  it('gives up with a timeout when nobody answers the permission prompt', async () => {
    vi.useFakeTimers();
    try {
      const answer = detectLocation(
        fakeGeolocation(() => undefined),
        10_000,
      );
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(answer).resolves.toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('says unavailable when asking throws', async () => {
    const geolocation = fakeGeolocation(() => {
      throw new Error('blocked by policy');
    });
    await expect(detectLocation(geolocation, 1000)).resolves.toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
