// @vitest-environment node
import {
  afterAttempt,
  byCreation,
  classifyFailure,
  httpStatusOf,
  nextAttemptDelay,
  type OutboxRow,
} from '../../src/lib/outboxRules.ts';

/** Shaped like supabase-js's errors, which the rules recognise by name. */
function named(name: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(name), { name, ...extra });
}

const httpError = (status: number) =>
  named('FunctionsHttpError', { context: new Response('{}', { status }) });

describe('classifyFailure', () => {
  it('treats a request that got no answer as offline', () => {
    expect(classifyFailure(named('AuthRetryableFetchError', { status: 0 }))).toBe('offline');
    expect(classifyFailure(named('FunctionsFetchError', { context: new TypeError('x') }))).toBe(
      'offline',
    );
    expect(classifyFailure(new TypeError('Failed to fetch'))).toBe('offline');
    expect(classifyFailure(named('AuthApiError', { status: 0 }))).toBe('offline');
  });

  it('retries server failures', () => {
    expect(classifyFailure(named('AuthRetryableFetchError', { status: 503 }))).toBe('retry');
    expect(classifyFailure(named('FunctionsRelayError'))).toBe('retry');
    expect(classifyFailure(httpError(500))).toBe('retry');
    expect(classifyFailure(httpError(502))).toBe('retry');
    expect(classifyFailure(named('AuthApiError', { status: 500 }))).toBe('retry');
  });

  it('ends on a 4xx and on anything unexpected', () => {
    expect(classifyFailure(httpError(400))).toBe('fail');
    expect(classifyFailure(httpError(401))).toBe('fail');
    expect(classifyFailure(named('AuthApiError', { status: 400 }))).toBe('fail');
    expect(classifyFailure(named('AuthApiError', { status: 422 }))).toBe('fail');
    expect(classifyFailure(new TypeError('x is not a function'))).toBe('fail');
    expect(classifyFailure(new Error('boom'))).toBe('fail');
    expect(classifyFailure('nope')).toBe('fail');
    expect(classifyFailure(null)).toBe('fail');
  });

  it('reads the status off the Response of a functions error', () => {
    expect(httpStatusOf(httpError(409))).toBe(409);
    expect(httpStatusOf(named('AuthApiError', { status: 400 }))).toBe(400);
    expect(httpStatusOf(new Error('x'))).toBeUndefined();
  });
});

describe('nextAttemptDelay', () => {
  it('starts at 1 s, doubles, and stops growing at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(nextAttemptDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(nextAttemptDelay(0)).toBe(1000);
  });
});

describe('afterAttempt', () => {
  it('sends, ends or schedules the next attempt', () => {
    expect(afterAttempt(undefined, { ok: true, value: { url: 'u' } }, 0)).toEqual({
      type: 'sent',
      value: { url: 'u' },
    });
    const refused = httpError(400);
    expect(afterAttempt(undefined, { ok: false, error: refused }, 0)).toEqual({
      type: 'failed',
      error: refused,
    });
    const first = afterAttempt(
      undefined,
      { ok: false, error: named('FunctionsFetchError') },
      10_000,
    );
    expect(first).toEqual({
      type: 'retry',
      schedule: { attempts: 1, nextAttemptAt: 11_000, reason: 'offline' },
    });
    const second = afterAttempt(
      { attempts: 1, nextAttemptAt: 11_000, reason: 'offline' },
      { ok: false, error: httpError(503) },
      11_000,
    );
    expect(second).toEqual({
      type: 'retry',
      schedule: { attempts: 2, nextAttemptAt: 13_000, reason: 'retry' },
    });
  });
});

describe('byCreation', () => {
  it('puts the oldest call first', () => {
    const row = (id: string, createdAt: string): OutboxRow => ({
      id,
      kind: 'sign-in',
      email: 'a@b.com',
      createdAt,
      status: 'waiting',
    });
    const rows = [
      row('c', '2025-01-02T00:00:00.000Z'),
      row('b', '2025-01-01T00:00:00.000Z'),
      row('a', '2025-01-02T00:00:00.000Z'),
    ];
    expect(rows.sort(byCreation).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });
});
