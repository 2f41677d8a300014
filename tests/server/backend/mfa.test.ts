// @vitest-environment node
import { AuthApiError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/backend/db.ts';
import { totpCode } from '../../../server/backend/mfaTotp.ts';
import { createConfirmedUser, startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

let harness: Harness;

beforeAll(async () => {
  // Password changes here test other rules; the e-mailed code they need by default is
  // covered in authReauthenticate.test.ts.
  harness = await startBackend({ securePasswordChange: false });
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

interface Claims {
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
}

function claimsOf(accessToken: string): Claims {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as Claims;
}

async function signedIn(email: string, password = 'correct-horse') {
  const client = harness.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

async function newUser(label: string) {
  const email = uniqueEmail(label);
  await createConfirmedUser(harness, email);
  return { email, ...(await signedIn(email)) };
}

async function enrollTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return data;
}

/** Enrolls and verifies a factor; returns its id and secret, leaving the client at aal2. */
async function enrollAndVerify(client: SupabaseClient) {
  const factor = await enrollTotp(client, 'Phone');
  const { data, error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(factor.totp.secret),
  });
  if (error) throw error;
  return { factorId: factor.id, secret: factor.totp.secret, session: data };
}

/** A code that is right for the secret but from a step the factor has not seen yet. */
function nextStepCode(secret: string): string {
  return totpCode(secret, Date.now() + 30_000);
}

describe('enrolling a TOTP factor', () => {
  it('answers with the secret, the otpauth URI and an SVG QR code, as hosted', async () => {
    const { client, email } = await newUser('enroll');
    const factor = await enrollTotp(client, 'My phone');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'My phone' });
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(
      `/${new URL(harness.url).host}:${email.toLowerCase()}`,
    );
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    // supabase-js turns GoTrue's raw SVG into a data URL.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed?.all).toEqual([
      expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(listed?.totp).toEqual([]);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors?.[0]).toMatchObject({
      id: factor.id,
      friendly_name: 'My phone',
      factor_type: 'totp',
      status: 'unverified',
    });
    expect(JSON.stringify(user.user)).not.toContain(factor.totp.secret);
  });

  it('refuses a second factor with the same name, and other factor types', async () => {
    const { client } = await newUser('names');
    await enrollTotp(client, 'Same');
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Same" for this user already exists',
    });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+441234567890' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
  });

  it('asks for a bearer token before anything else', async () => {
    const response = await fetch(`${harness.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'not json',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error_code: 'no_authorization',
      msg: 'This endpoint requires a Bearer token',
    });
  });
});

describe('challenge and verify', () => {
  it('raises the session to aal2, with totp and password in the amr claim', async () => {
    const { client, session: first } = await newUser('verify');
    expect(claimsOf(first.access_token).aal).toBe('aal1');
    const factor = await enrollTotp(client);

    const { data: challenge, error: challengeError } = await client.auth.mfa.challenge({
      factorId: factor.id,
    });
    expect(challengeError).toBeNull();
    expect(challenge?.type).toBe('totp');
    expect(challenge?.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);

    const wrong = totpCode(factor.totp.secret) === '000000' ? '111111' : '000000';
    const refused = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge?.id ?? '',
      code: wrong,
    });
    expect(refused.error).toBeInstanceOf(AuthApiError);
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    const code = totpCode(factor.totp.secret);
    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge?.id ?? '',
      code,
    });
    expect(error).toBeNull();
    const claims = claimsOf(data?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(claimsOf(first.access_token).session_id);
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);

    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

    // The same code on a fresh challenge is refused: each code works once.
    const again = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // A used challenge cannot be answered again either.
    const reused = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge?.id ?? '',
      code: nextStepCode(factor.totp.secret),
    });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('keeps aal2 through a refresh, and a new sign-in starts at aal1 with aal2 next', async () => {
    const { client, email } = await newUser('refresh');
    await enrollAndVerify(client);
    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const claims = claimsOf(refreshed.session?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);

    const { client: other } = await signedIn(email);
    const { data: level } = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });

  it('accepts the code of the step before (one step of clock drift), not two steps', async () => {
    const { client } = await newUser('drift');
    const factor = await enrollTotp(client);
    const tooOld = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, Date.now() - 75_000),
    });
    expect(tooOld.error).toMatchObject({ code: 'mfa_verification_failed' });
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, Date.now() - 30_000),
    });
    expect(error).toBeNull();
  });

  it('ends the other sessions still at aal1 once a code is verified', async () => {
    const { client, email } = await newUser('others');
    const { session: other } = await signedIn(email);
    await enrollAndVerify(client);
    const response = await fetch(`${harness.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${other.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('answers an unknown factor and an expired challenge with the hosted codes', async () => {
    const { client, session } = await newUser('missing');
    const unknown = await client.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const factor = await enrollTotp(client);
    const noChallenge = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: totpCode(factor.totp.secret),
    });
    expect(noChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    await harness.restart(async () => {
      const db = await openDatabase(harness.dataDir);
      await db.query(
        `update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`,
        [challenge?.id],
      );
      await db.close();
    });
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge?.id ?? '',
      code: totpCode(factor.totp.secret),
    });
    expect(expired.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge?.id ?? ''} has expired, verify against another challenge or create a new challenge.`,
    });
    expect(claimsOf(session.access_token).aal).toBe('aal1');
  }, 30_000);

  it('rate-limits checking the codes of one factor', async () => {
    const { client } = await newUser('limit');
    const factor = await enrollTotp(client);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 16; attempt += 1) {
      const { error } = await client.auth.mfa.challenge({ factorId: factor.id });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});

describe('unenrolling', () => {
  it('needs aal2 for a verified factor, then drops the session back to aal1', async () => {
    const { client, email } = await newUser('unenroll');
    const { factorId } = await enrollAndVerify(client);
    const { client: aal1 } = await signedIn(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claimsOf(refreshed.session?.access_token ?? '').aal).toBe('aal1');
    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed?.all).toEqual([]);
  });

  it('removes an unverified factor from an aal1 session', async () => {
    const { client } = await newUser('abandon');
    const factor = await enrollTotp(client);
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
  });
});

describe('a second step guards the address and the password', () => {
  it('needs aal2 to change the password once a factor is verified', async () => {
    const { client, email } = await newUser('guarded');
    await enrollAndVerify(client);
    const { client: aal1 } = await signedIn(email);
    const refused = await aal1.auth.updateUser({ password: 'another-horse' });
    expect(refused.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    const { error } = await client.auth.updateUser({ password: 'another-horse' });
    expect(error).toBeNull();
  });
});
