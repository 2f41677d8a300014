// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../../../server/backend/rateLimit.ts';
import { startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

describe('SlidingWindowLimiter', () => {
  it('allows the limit per window, sliding rather than resetting at a boundary', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(() => now);
    for (const time of [0, 500, 900]) {
      now = time;
      expect(limiter.take('a', 3, 1000)).toBe(true);
    }
    expect(limiter.take('a', 3, 1000)).toBe(false);
    expect(limiter.take('b', 3, 1000)).toBe(true);
    now = 999;
    expect(limiter.take('a', 3, 1000)).toBe(false);
    // The hit at 0 has left the window, the ones at 500 and 900 have not: one slot is free.
    now = 1001;
    expect(limiter.take('a', 3, 1000)).toBe(true);
    expect(limiter.take('a', 3, 1000)).toBe(false);
    now = 1501;
    expect(limiter.take('a', 3, 1000)).toBe(true);
  });
});

describe('per-address limits over HTTP', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startBackend({
      rateLimits: { signIn: 3, signUp: 2, email: 3, refresh: 2, verify: 2 },
    });
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
  });

  it('answers 429 over_request_rate_limit once sign-ins exceed the limit', async () => {
    const client = harness.client();
    const credentials = { email: uniqueEmail('flood'), password: 'wrong-pass' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.auth.signInWithPassword(credentials)).error?.status).toBe(400);
    }
    const { error } = await client.auth.signInWithPassword(credentials);
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });

  it('limits sign-ups and e-mails separately, each with its own code', async () => {
    const client = harness.client();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await client.auth.signUp({
        email: uniqueEmail('su'),
        password: 'pass-123',
      });
      expect(error).toBeNull();
    }
    const third = await client.auth.signUp({ email: uniqueEmail('su'), password: 'pass-123' });
    expect(third.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    // Two confirmation e-mails went out; one more is allowed, then the e-mail limit answers.
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('r'))).error).toBeNull();
    const over = await client.auth.resetPasswordForEmail(uniqueEmail('r'));
    expect(over.error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    });
  });

  it('limits refreshes and link checks too', async () => {
    const client = harness.client();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await client.auth.refreshSession({ refresh_token: 'nope' })).error?.status).toBe(400);
    }
    expect((await client.auth.refreshSession({ refresh_token: 'nope' })).error?.status).toBe(429);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${harness.url}/auth/v1/verify?type=signup&token=x`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
    }
    const limited = await fetch(`${harness.url}/auth/v1/verify?type=signup&token=x`, {
      redirect: 'manual',
    });
    expect(limited.status).toBe(429);
  });
});
