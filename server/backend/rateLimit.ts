import type { RateLimits } from './config.ts';
import { emailRateLimited, requestRateLimited } from './authErrors.ts';
import type { AuthError } from './authErrors.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export type RateLimitBucket = keyof RateLimits;

const WINDOWS: Readonly<Record<RateLimitBucket, number>> = {
  signIn: FIVE_MINUTES,
  refresh: FIVE_MINUTES,
  signUp: FIVE_MINUTES,
  verify: FIVE_MINUTES,
  email: ONE_HOUR,
};

/**
 * GoTrue's GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default: 15 a minute. Kept per factor and
 * address here, so guessing one factor's codes is slowed without slowing anyone else.
 */
export const FACTOR_ATTEMPTS_PER_MINUTE = 15;
const ONE_MINUTE = 60 * 1000;

const SWEEP_EVERY = 1000;

/**
 * Counts hits per key over a sliding window (a log of hit times, not fixed buckets, so a burst
 * straddling a boundary is still seen whole). In memory: a restart forgets, as GoTrue's does.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, { windowMs: number; times: number[] }>();
  private calls = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a hit unless the key is already at its limit; says whether it was allowed. */
  take(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    this.calls += 1;
    if (this.calls % SWEEP_EVERY === 0) this.sweep(now);
    const entry = this.hits.get(key) ?? { windowMs, times: [] };
    const recent = entry.times.filter((time) => time > now - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, { windowMs, times: recent });
      return false;
    }
    recent.push(now);
    this.hits.set(key, { windowMs, times: recent });
    return true;
  }

  /** Keys whose last hit has left its window are dropped, so memory follows recent traffic. */
  private sweep(now: number): void {
    for (const [key, entry] of this.hits) {
      const last = entry.times[entry.times.length - 1] ?? 0;
      if (last <= now - entry.windowMs) this.hits.delete(key);
    }
  }

  get size(): number {
    return this.hits.size;
  }
}

/** The per-address limits of the auth endpoints, answering with GoTrue's 429 errors. */
export class AuthRateLimiter {
  private readonly limiter: SlidingWindowLimiter;

  constructor(
    private readonly limits: RateLimits,
    now: () => number = Date.now,
  ) {
    this.limiter = new SlidingWindowLimiter(now);
  }

  /** Undefined when allowed; otherwise the error to answer with. */
  check(bucket: RateLimitBucket, address: string): AuthError | undefined {
    const allowed = this.limiter.take(`${bucket}:${address}`, this.limits[bucket], WINDOWS[bucket]);
    if (allowed) return undefined;
    return bucket === 'email' ? emailRateLimited() : requestRateLimited();
  }

  /** Challenges and code checks of one factor from one address. */
  checkFactor(factorId: string, address: string): AuthError | undefined {
    const key = `factor:${factorId}:${address}`;
    const allowed = this.limiter.take(key, FACTOR_ATTEMPTS_PER_MINUTE, ONE_MINUTE);
    return allowed ? undefined : requestRateLimited();
  }
}
