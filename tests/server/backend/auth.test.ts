// @vitest-environment node
import { readFileSync } from 'node:fs';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { createRemoteJWKSet, importJWK, jwtVerify, SignJWT } from 'jose';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeyPath } from '../../../server/backend/keys.ts';
import { createConfirmedUser, fragmentOf, openLink, startBackend, uniqueEmail } from './harness.ts';
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

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

function post(path: string, body: string, headers: Record<string, string> = JSON_HEADERS) {
  return fetch(`${harness.url}${path}`, { method: 'POST', headers, body });
}

async function signedIn(email: string, password: string) {
  const client = harness.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

describe('sign-up, confirmation e-mail and sign-in', () => {
  const email = uniqueEmail('Ann');
  const password = 'secret-123';

  it('signs up without a session while confirmation is on', async () => {
    const { data, error } = await harness.client().auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${harness.url}/dashboard`, data: { full_name: 'Ann Lee' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ann Lee', email_verified: false },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.identities).toEqual([
      expect.objectContaining({ provider: 'email', user_id: data.user?.id, id: data.user?.id }),
    ]);
  });

  it('refuses to sign in before the address is confirmed', async () => {
    const { data, error } = await harness.client().auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      message: 'Email not confirmed',
      status: 400,
      code: 'email_not_confirmed',
    });
  });

  it('puts the confirmation e-mail in the mailbox, with a link and a code', async () => {
    const mail = await harness.lastMailTo(email);
    expect(mail.subject).toBe('Confirm your Aurevia account');
    expect(Date.parse(mail.sent_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(mail.links).toHaveLength(1);
    const link = new URL(mail.links[0] ?? '');
    expect(link.origin + link.pathname).toBe(`${harness.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${harness.url}/dashboard`);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.text).toMatch(/code: \d{6}/);
  });

  it('confirms through the link, which lands on /dashboard with the session in the fragment', async () => {
    const mail = await harness.lastMailTo(email);
    const response = await openLink(mail.links[0] ?? '');
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${harness.url}/dashboard#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('expires_in')).toBe('3600');
    const { data, error } = await harness.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata.email_verified).toBe(true);
  });

  it('does not accept the same link twice', async () => {
    const mail = await harness.lastMailTo(email);
    const response = await openLink(mail.links[0] ?? '');
    expect(response.status).toBe(303);
    const fragment = fragmentOf(response.headers.get('location') ?? '');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('signs in once confirmed', async () => {
    const { data, error } = await harness.client().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
  });

  it('answers "User already registered" for an address that has an account, confirmed or not', async () => {
    const confirmed = await harness.client().auth.signUp({ email, password: 'another-1' });
    expect(confirmed.error).toMatchObject({
      message: 'User already registered',
      status: 422,
      code: 'user_already_exists',
    });
    const pending = uniqueEmail('pending');
    await harness.client().auth.signUp({ email: pending, password });
    const again = await harness.client().auth.signUp({ email: pending.toUpperCase(), password });
    expect(again.error?.message).toBe('User already registered');
  });

  it('sends a link elsewhere only to the site itself', async () => {
    const other = uniqueEmail('redirect');
    await harness.client().auth.signUp({
      email: other,
      password,
      options: { emailRedirectTo: 'https://evil.example/x' },
    });
    const link = new URL((await harness.lastMailTo(other)).links[0] ?? '');
    expect(link.searchParams.get('redirect_to')).toBe(harness.url);
  });
});

describe('sessions', () => {
  const email = uniqueEmail('sessions');
  let password: string;

  beforeAll(async () => {
    password = await createConfirmedUser(harness, email);
  });

  it('rotates refresh tokens and rejects one that was already used', async () => {
    const { client, session } = await signedIn(email, password);
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    const next = refreshed.data.session;
    expect(next?.refresh_token).toBeDefined();
    expect(next?.refresh_token).not.toBe(session.refresh_token);
    expect(next?.access_token).not.toBe(session.access_token);

    const reused = await harness.client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(reused.data.session).toBeNull();
    expect(reused.error).toMatchObject({
      message: 'Invalid Refresh Token: Already Used',
      status: 400,
      code: 'refresh_token_already_used',
    });
    // Reuse means the token leaked: the whole session's tokens are revoked with it.
    const after = await harness.client().auth.refreshSession({
      refresh_token: next?.refresh_token ?? '',
    });
    expect(after.error?.code).toBe('refresh_token_already_used');
  });

  it('rejects a refresh token it never issued', async () => {
    const { error } = await harness.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({
      message: 'Invalid Refresh Token: Refresh Token Not Found',
      code: 'refresh_token_not_found',
    });
  });

  it('reads and updates the user', async () => {
    const { client } = await signedIn(email, password);
    const read = await client.auth.getUser();
    expect(read.error).toBeNull();
    expect(read.data.user?.email).toBe(email.toLowerCase());

    const updated = await client.auth.updateUser({
      data: { full_name: 'Sam Rivers', avatar_url: 'https://example.com/sam.png' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: 'Sam Rivers',
      avatar_url: 'https://example.com/sam.png',
    });
    const cleared = await client.auth.updateUser({ data: { avatar_url: null } });
    expect(cleared.data.user?.user_metadata.avatar_url).toBeUndefined();
    expect(cleared.data.user?.user_metadata.full_name).toBe('Sam Rivers');

    const phone = await client.auth.updateUser({ phone: '+44 7700 900123' });
    expect(phone.error).toBeNull();
    expect(phone.data.user?.phone).toBe('447700900123');

    const reread = await harness
      .client()
      .auth.getUser((await client.auth.getSession()).data.session?.access_token);
    expect(reread.data.user?.user_metadata.full_name).toBe('Sam Rivers');
  });

  it('changes the password, refusing the same one, and signs other devices out', async () => {
    const other = await signedIn(email, password);
    const { client } = await signedIn(email, password);
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const short = await client.auth.updateUser({ password: '123' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);

    const changed = await client.auth.updateUser({ password: 'brand-new-pass' });
    expect(changed.error).toBeNull();
    expect(
      (await harness.client().auth.signInWithPassword({ email, password })).error?.message,
    ).toBe('Invalid login credentials');
    password = 'brand-new-pass';
    const stale = await harness.client().auth.refreshSession({
      refresh_token: other.session.refresh_token,
    });
    expect(stale.error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('signs out locally: that session ends, its refresh and access tokens stop working', async () => {
    const kept = await signedIn(email, password);
    const { client, session } = await signedIn(email, password);
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();

    const refresh = await harness.client().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await fetch(`${harness.url}/auth/v1/user`, {
      headers: { Authorization: `Bearer ${session.access_token}`, ...JSON_HEADERS },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    // The other session is untouched.
    const other = await harness.client().auth.refreshSession({
      refresh_token: kept.session.refresh_token,
    });
    expect(other.error).toBeNull();
  });

  it('signs out everywhere with the global scope', async () => {
    const first = await signedIn(email, password);
    const second = await signedIn(email, password);
    expect((await second.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const { session } of [first, second]) {
      const { error } = await harness.client().auth.refreshSession({
        refresh_token: session.refresh_token,
      });
      expect(error?.code).toBe('refresh_token_not_found');
    }
  });

  it('signs out the other sessions only with the others scope', async () => {
    const first = await signedIn(email, password);
    const second = await signedIn(email, password);
    const response = await fetch(`${harness.url}/auth/v1/logout?scope=others`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${second.session.access_token}` },
    });
    expect(response.status).toBe(204);
    const firstRefresh = await harness.client().auth.refreshSession({
      refresh_token: first.session.refresh_token,
    });
    expect(firstRefresh.error?.code).toBe('refresh_token_not_found');
    expect((await second.client.auth.getUser()).error).toBeNull();
  });
});

describe('errors in the hosted shape', () => {
  const email = uniqueEmail('errors');
  let password: string;

  beforeAll(async () => {
    password = await createConfirmedUser(harness, email);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    for (const credentials of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password },
    ]) {
      const { error } = await harness.client().auth.signInWithPassword(credentials);
      expect(error).toMatchObject({
        message: 'Invalid login credentials',
        status: 400,
        code: 'invalid_credentials',
      });
    }
  });

  it('uses the dated shape and echoes the version header when asked, the legacy one otherwise', async () => {
    const body = JSON.stringify({ email, password: 'wrong-password' });
    const dated = await post('/auth/v1/token?grant_type=password', body);
    expect(dated.status).toBe(400);
    expect(dated.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await dated.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const legacy = await post('/auth/v1/token?grant_type=password', body, {
      'Content-Type': 'application/json',
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuses a short password with the weak_password reasons', async () => {
    const { error } = await harness
      .client()
      .auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('refuses a malformed e-mail address', async () => {
    const { error } = await harness.client().auth.signUp({ email: 'not-an-address', password });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('answers 400 bad_json for a body that is not JSON or has a field of the wrong type', async () => {
    const broken = await post('/auth/v1/signup', '{"email": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'bad_json' });
    const wrongType = await post('/auth/v1/signup', JSON.stringify({ email: 42, password }));
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({
      code: 'bad_json',
      message: 'Could not parse request body as JSON: "email" must be a string, not a number',
    });
    const array = await post('/auth/v1/token?grant_type=password', '[]');
    expect((await array.json()) as unknown).toMatchObject({ code: 'bad_json' });
  });

  it('answers 413 with a JSON error for a body over 64 KiB', async () => {
    const huge = JSON.stringify({ email, password, data: { bio: 'x'.repeat(70_000) } });
    const response = await post('/auth/v1/signup', huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'request_entity_too_large',
      message: 'Request body too large (max 65536 bytes)',
    });
  });

  it('rejects a tampered access token', async () => {
    const { session } = await signedIn(email, password);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
      'base64url',
    );
    const { data, error } = await harness.client().auth.getUser(`${header}.${forged}.${signature}`);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    const garbage = await harness.client().auth.getUser('not.a.jwt');
    expect(garbage.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('rejects an expired access token', async () => {
    const { session } = await signedIn(email, password);
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const stored = JSON.parse(readFileSync(signingKeyPath(harness.dataDir), 'utf8')) as JWK;
    const key = await importJWK(stored, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'ES256', kid: stored.kid ?? '', typ: 'JWT' })
      .sign(key);
    const { error } = await harness.client().auth.getUser(expired);
    expect(error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
  });

  it('asks for a bearer token on protected calls', async () => {
    const response = await fetch(`${harness.url}/auth/v1/user`, { headers: JSON_HEADERS });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a Bearer token',
    });
    const logout = await post('/auth/v1/logout?scope=local', '');
    expect(logout.status).toBe(401);
  });
});

describe('one-time codes, recovery and resend', () => {
  it('e-mails a code and a link for a one-time sign-in, and the code signs in', async () => {
    const email = await (async () => {
      const address = uniqueEmail('otp');
      await createConfirmedUser(harness, address);
      return address;
    })();
    const client = harness.client();
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await harness.lastMailTo(email);
    expect(mail.subject).toBe('Your Aurevia sign-in link');
    expect(new URL(mail.links[0] ?? '').searchParams.get('type')).toBe('magiclink');
    const code = /code: (\d{6})/.exec(mail.text)?.[1] ?? '';
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
  });

  it('creates and confirms an account from a one-time code when asked to', async () => {
    const email = uniqueEmail('otp-new');
    const client = harness.client();
    const refused = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await harness.lastMailTo(email);
    expect(mail.subject).toBe('Confirm your Aurevia account');
    const code = /code: (\d{6})/.exec(mail.text)?.[1] ?? '';
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('answers a phone one-time code as GoTrue does without an SMS provider', async () => {
    const { error } = await harness.client().auth.signInWithOtp({ phone: '+447700900123' });
    expect(error).toMatchObject({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Unsupported phone provider',
    });
  });

  it('sends a recovery link that signs in with type=recovery', async () => {
    const email = uniqueEmail('recover');
    await createConfirmedUser(harness, email);
    const client = harness.client();
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: `${harness.url}/account` }))
        .error,
    ).toBeNull();
    const mail = await harness.lastMailTo(email);
    expect(mail.subject).toBe('Reset your Aurevia password');
    const response = await openLink(mail.links[0] ?? '');
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${harness.url}/account#`)).toBe(true);
    expect(fragmentOf(location).get('type')).toBe('recovery');
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();
  });

  it('resends the confirmation, which voids the previous link', async () => {
    const email = uniqueEmail('resend');
    const client = harness.client();
    await client.auth.signUp({ email, password: 'resend-pass' });
    const first = await harness.lastMailTo(email);
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await harness.lastMailTo(email);
    expect(second.id).not.toBe(first.id);
    const old = await openLink(first.links[0] ?? '');
    expect(fragmentOf(old.headers.get('location') ?? '').get('error_code')).toBe('otp_expired');
    const fresh = await openLink(second.links[0] ?? '');
    expect(fragmentOf(fresh.headers.get('location') ?? '').get('type')).toBe('signup');
  });

  it('confirms a new address through its own e-mail', async () => {
    const email = uniqueEmail('change');
    const password = await createConfirmedUser(harness, email);
    const { client } = await signedIn(email, password);
    const next = uniqueEmail('changed');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(next.toLowerCase());
    const mail = await harness.lastMailTo(next);
    expect(mail.subject).toBe('Confirm your new Aurevia e-mail address');
    await openLink(mail.links[0] ?? '');
    expect(
      (await harness.client().auth.signInWithPassword({ email: next, password })).error,
    ).toBeNull();
  });
});

describe('settings, health, keys and CORS', () => {
  it('serves GoTrue-shaped settings and health', async () => {
    const settings = (await (await fetch(`${harness.url}/auth/v1/settings`)).json()) as Record<
      string,
      unknown
    >;
    expect(settings).toMatchObject({
      mailer_autoconfirm: false,
      disable_signup: false,
      external: { email: true, phone: false },
    });
    const health = await fetch(`${harness.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });

  it('publishes a key set that verifies the access tokens it issues', async () => {
    const email = uniqueEmail('jwks');
    const password = await createConfirmedUser(harness, email);
    const { session } = await signedIn(email, password);
    for (const path of ['/auth/v1/.well-known/jwks.json', '/.well-known/jwks.json']) {
      const jwks = createRemoteJWKSet(new URL(`${harness.url}${path}`));
      const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, {
        issuer: `${harness.url}/auth/v1`,
        audience: 'authenticated',
      });
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload).toMatchObject({
        sub: session.user.id,
        email: email.toLowerCase(),
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        amr: [{ method: 'password', timestamp: expect.any(Number) }],
        session_id: expect.any(String),
      });
      expect(payload.exp).toBe((payload.iat ?? 0) + 3600);
    }
    const keys = (await (await fetch(`${harness.url}/.well-known/jwks.json`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys.keys[0]).not.toHaveProperty('d');
  });

  it('answers CORS preflights for another origin', async () => {
    const response = await fetch(`${harness.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(response.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    const actual = await fetch(`${harness.url}/auth/v1/settings`, {
      headers: { Origin: 'https://app.example' },
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('shows the mailbox as a page with working links and no scripts', async () => {
    const response = await fetch(`${harness.url}/_emulator/mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('Confirm your Aurevia account');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);
    expect(html).not.toContain('<script');
  });
});
