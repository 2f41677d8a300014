// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/backend/db.ts';
import {
  passwordChangeNeedsNonce,
  reauthenticationWait,
} from '../../../server/backend/reauthentication.ts';
import { createConfirmedUser, startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the password-change rule', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('asks for a code on every change when secure change is on', () => {
    const recent = { created_at: new Date(now - 1000), amr_method: 'password' };
    const old = { created_at: new Date(now - DAY - 1000), amr_method: 'password' };
    expect(passwordChangeNeedsNonce(true, recent, now)).toBe(true);
    expect(passwordChangeNeedsNonce(true, old, now)).toBe(true);
  });

  it('spares a session that came from an e-mailed link or code in the last ten minutes', () => {
    const fresh = { created_at: new Date(now - 9 * 60 * 1000), amr_method: 'otp' };
    const stale = { created_at: new Date(now - 11 * 60 * 1000), amr_method: 'otp' };
    expect(passwordChangeNeedsNonce(true, fresh, now)).toBe(false);
    expect(passwordChangeNeedsNonce(true, stale, now)).toBe(true);
  });

  it('with secure change off, asks only when the sign-in is over a day old', () => {
    const recent = { created_at: new Date(now - DAY + 1000), amr_method: 'password' };
    const old = { created_at: new Date(now - DAY - 1000), amr_method: 'password' };
    expect(passwordChangeNeedsNonce(false, recent, now)).toBe(false);
    expect(passwordChangeNeedsNonce(false, old, now)).toBe(true);
  });

  it('lets a new code go a minute after the last one', () => {
    expect(reauthenticationWait(null, now)).toBe(0);
    expect(reauthenticationWait(new Date(now - 20_000), now)).toBe(40);
    expect(reauthenticationWait(new Date(now - 60_000), now)).toBe(0);
  });
});

let harness: Harness;
let relaxed: Harness;

beforeAll(async () => {
  [harness, relaxed] = await Promise.all([
    startBackend(),
    startBackend({ securePasswordChange: false }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([harness?.close(), relaxed?.close()]);
});

async function signedIn(email: string, password = 'correct-horse', on: Harness = harness) {
  const client = on.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

/** Makes every session of the user look signed in two days ago. */
async function ageSessions(on: Harness, email: string): Promise<void> {
  await on.restart(async () => {
    const db = await openDatabase(on.dataDir);
    await db.query(
      `update auth.sessions set created_at = now() - interval '2 days'
       where user_id = (select id from auth.users where email = $1)`,
      [email.toLowerCase()],
    );
    await db.close();
  });
}

function codeIn(text: string): string {
  const match = /code: (\d{6})/.exec(text);
  if (!match?.[1]) throw new Error(`No code in ${text}`);
  return match[1];
}

describe('reauthentication and password change', () => {
  it('with secure change off, changes the password without a code right after signing in', async () => {
    const email = uniqueEmail('fresh');
    await createConfirmedUser(relaxed, email);
    const { client } = await signedIn(email, 'correct-horse', relaxed);
    const { error } = await client.auth.updateUser({ password: 'brand-new-horse' });
    expect(error).toBeNull();
    await signedIn(email, 'brand-new-horse', relaxed);
  });

  it('with secure change off, needs the code once the sign-in is over a day old', async () => {
    const email = uniqueEmail('stale');
    await createConfirmedUser(relaxed, email);
    const { client } = await signedIn(email, 'correct-horse', relaxed);
    await ageSessions(relaxed, email);
    const { error } = await client.auth.updateUser({ password: 'brand-new-horse' });
    expect(error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
  }, 30_000);

  it('needs the e-mailed code even right after signing in, accepts it once, and signs other devices out', async () => {
    const email = uniqueEmail('aged');
    await createConfirmedUser(harness, email);
    const { client } = await signedIn(email);
    const { session: other } = await signedIn(email);

    const missing = await client.auth.updateUser({ password: 'brand-new-horse' });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const beforeAsking = await client.auth.updateUser({
      password: 'brand-new-horse',
      nonce: '123456',
    });
    expect(beforeAsking.error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });

    const { error: sendError } = await client.auth.reauthenticate();
    expect(sendError).toBeNull();
    const mail = await harness.lastMailTo(email);
    expect(mail.subject).toBe('Confirm it is you');
    expect(mail.links).toEqual([]);
    const nonce = codeIn(mail.text);

    const tooSoon = await client.auth.reauthenticate();
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );

    const wrong = await client.auth.updateUser({
      password: 'brand-new-horse',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });

    const { error } = await client.auth.updateUser({ password: 'brand-new-horse', nonce });
    expect(error).toBeNull();
    await signedIn(email, 'brand-new-horse');
    const otherResponse = await fetch(`${harness.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${other.access_token}` },
    });
    expect(otherResponse.status).toBe(403);

    const reused = await client.auth.updateUser({ password: 'third-horse-here', nonce });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  }, 30_000);

  it('lets a session from a password-reset link set a new password without a code', async () => {
    const email = uniqueEmail('reset');
    await createConfirmedUser(harness, email);
    const client = harness.client();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await harness.lastMailTo(email);
    const response = await fetch(mail.links[0] ?? '', { redirect: 'manual' });
    const fragment = new URLSearchParams(
      new URL(response.headers.get('location') ?? '').hash.slice(1),
    );
    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    const { error } = await client.auth.updateUser({ password: 'brand-new-horse' });
    expect(error).toBeNull();
    await signedIn(email, 'brand-new-horse');
  });

  it('asks for a bearer token before anything else', async () => {
    const response = await fetch(`${harness.url}/auth/v1/reauthenticate`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a Bearer token',
    });
  });
});
