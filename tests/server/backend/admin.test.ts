// @vitest-environment node
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeysPath, loadOrCreateApiKeys } from '../../../server/backend/apiKeys.ts';
import type { ApiKeys } from '../../../server/backend/apiKeys.ts';
import { totpCode } from '../../../server/backend/mfaTotp.ts';
import { fragmentOf, openLink, startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

let harness: Harness;
let keys: ApiKeys;
let service: SupabaseClient;

function clientWith(key: string): SupabaseClient {
  return createClient(harness.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

beforeAll(async () => {
  harness = await startBackend();
  keys = await loadOrCreateApiKeys(harness.dataDir);
  service = clientWith(keys.serviceRole);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

function adminFetch(path: string, key: string | undefined, init: RequestInit = {}) {
  return fetch(`${harness.url}/auth/v1/admin${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(key === undefined ? {} : { Authorization: `Bearer ${key}` }),
    },
  });
}

describe('the service-role and anon keys', () => {
  it('are made once, kept in DATA_DIR readable by this user only, and carry their role', async () => {
    expect(statSync(apiKeysPath(harness.dataDir)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateApiKeys(harness.dataDir)).toEqual(keys);
    const role = (key: string) =>
      (JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString()) as { role: string })
        .role;
    expect(role(keys.anon)).toBe('anon');
    expect(role(keys.serviceRole)).toBe('service_role');
  });
});

describe('the admin API', () => {
  it('creates, reads, lists, updates and deletes users with the service-role key', async () => {
    const email = uniqueEmail('Admin-made');
    const created = await service.auth.admin.createUser({
      email,
      password: 'made-by-admin',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
      user_metadata: { full_name: 'Made By Admin' },
    });
    expect(user?.email_confirmed_at).toEqual(expect.any(String));
    // Confirmed by the admin, the account signs in at once.
    const signIn = await harness
      .client()
      .auth.signInWithPassword({ email, password: 'made-by-admin' });
    expect(signIn.error).toBeNull();

    const fetched = await service.auth.admin.getUserById(user?.id ?? '');
    expect(fetched.data.user?.id).toBe(user?.id);

    const updated = await service.auth.admin.updateUserById(user?.id ?? '', {
      user_metadata: { full_name: 'Renamed' },
      app_metadata: { plan: null },
      password: 'changed-by-admin',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.full_name).toBe('Renamed');
    expect(updated.data.user?.app_metadata.plan).toBeUndefined();
    // A password set by the admin signs the user's devices out.
    const { data: afterChange } = await harness
      .client()
      .auth.getUser(signIn.data.session?.access_token);
    expect(afterChange.user).toBeNull();

    const deleted = await service.auth.admin.deleteUser(user?.id ?? '');
    expect(deleted.error).toBeNull();
    const gone = await service.auth.admin.getUserById(user?.id ?? '');
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('lists users newest first, a page at a time, with the total', async () => {
    for (let index = 0; index < 3; index += 1) {
      const { error } = await service.auth.admin.createUser({ email: uniqueEmail(`page${index}`) });
      expect(error).toBeNull();
    }
    const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect('total' in data ? data.total : 0).toBeGreaterThanOrEqual(3);
    expect(Date.parse(data.users[0]?.created_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(data.users[1]?.created_at ?? ''),
    );
  });

  it('refuses a duplicate address, no address at all, and a malformed phone number', async () => {
    const email = uniqueEmail('dup');
    await service.auth.admin.createUser({ email });
    const again = await service.auth.admin.createUser({ email });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    const nothing = await service.auth.admin.createUser({});
    expect(nothing.error).toMatchObject({
      status: 422,
      message: 'Cannot create a user without either an email or phone',
    });
    const phone = await service.auth.admin.createUser({ phone: '+44 (20) 7946-0958' });
    expect(phone.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
  });

  it('generates a magic link without sending it, which signs the user in', async () => {
    const email = uniqueEmail('linked');
    await service.auth.admin.createUser({ email, email_confirm: true });
    const before = (await harness.mail()).length;
    const { data, error } = await service.auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: `${harness.url}/dashboard` },
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      redirect_to: `${harness.url}/dashboard`,
    });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.user?.email).toBe(email.toLowerCase());
    expect((await harness.mail()).length).toBe(before);
    const response = await openLink(data.properties?.action_link ?? '');
    expect(fragmentOf(response.headers.get('location') ?? '').get('type')).toBe('magiclink');
  });

  it('invites by e-mail: the link signs the new user in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await service.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Invited Person' },
      redirectTo: `${harness.url}/account`,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const mail = await harness.lastMailTo(email);
    expect(mail.subject).toBe('You have been invited to Aurevia');
    const response = await openLink(mail.links[0] ?? '');
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${harness.url}/account#`)).toBe(true);
    expect(fragmentOf(location).get('type')).toBe('invite');
  });

  it("lists and removes a user's factors", async () => {
    const email = uniqueEmail('factors');
    await service.auth.admin.createUser({ email, password: 'factor-horse', email_confirm: true });
    const client = harness.client();
    await client.auth.signInWithPassword({ email, password: 'factor-horse' });
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: totpCode(factor?.totp.secret ?? ''),
    });
    const { data: user } = await client.auth.getUser();
    const { data: listed } = await service.auth.admin.mfa.listFactors({
      userId: user.user?.id ?? '',
    });
    expect(listed?.factors).toEqual([
      expect.objectContaining({ id: factor?.id, status: 'verified' }),
    ]);
    const removed = await service.auth.admin.mfa.deleteFactor({
      userId: user.user?.id ?? '',
      id: factor?.id ?? '',
    });
    expect(removed.error).toBeNull();
    // The session the factor raised falls back to aal1, and no second step is left to take.
    await client.auth.refreshSession();
    const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it("refuses a user's access token, the anon key and no key, the hosted way", async () => {
    const email = uniqueEmail('plain');
    await service.auth.admin.createUser({ email, password: 'plain-horse', email_confirm: true });
    const { data } = await harness
      .client()
      .auth.signInWithPassword({ email, password: 'plain-horse' });

    for (const key of [data.session?.access_token ?? '', keys.anon]) {
      const response = await adminFetch('/users', key);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 403,
        error_code: 'not_admin',
        msg: 'User not allowed',
      });
    }
    const viaClient = await clientWith(keys.anon).auth.admin.listUsers();
    expect(viaClient.error).toMatchObject({ status: 403, code: 'not_admin' });

    const unsigned = await adminFetch('/users', 'anon-key');
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ error_code: 'bad_jwt' });

    const none = await adminFetch('/users', undefined, {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('sneaky') }),
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      error_code: 'no_authorization',
      msg: 'This endpoint requires a Bearer token',
    });
    const invite = await fetch(`${harness.url}/auth/v1/invite`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.anon}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('sneaky') }),
    });
    expect(invite.status).toBe(403);
  });
});
