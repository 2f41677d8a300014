// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idTokenGrantRefusal } from '../../../server/backend/disabledFeatures.ts';
import { createConfirmedUser, startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startBackend();
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('sign-in methods that are off answer as hosted Supabase Auth does', () => {
  it('anonymous sign-in', async () => {
    const { error } = await harness.client().auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
  });

  it('SSO (SAML)', async () => {
    const { error } = await harness.client().auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
  });

  it('Web3', async () => {
    const response = await fetch(`${harness.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chain: 'ethereum', message: 'hello', signature: '0x00' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 422,
      error_code: 'web3_provider_disabled',
      msg: 'Web3 provider is disabled',
    });
  });

  it('ID-token providers', async () => {
    const { error } = await harness
      .client()
      .auth.signInWithIdToken({ provider: 'google', token: 'header.payload.signature' });
    expect(error).toMatchObject({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    expect(idTokenGrantRefusal({ provider: 'apple', id_token: 'x' })).toMatchObject({
      code: 'provider_disabled',
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    });
    expect(idTokenGrantRefusal({ provider: 'mystery', id_token: 'x' })).toMatchObject({
      code: 'validation_failed',
      message: 'Custom OIDC provider "mystery" not allowed',
    });
    expect(idTokenGrantRefusal({ provider: 'google' })).toMatchObject({
      error: 'invalid request',
      description: 'id_token required',
    });
  });

  it('manual identity linking, once signed in', async () => {
    const anonymous = await fetch(
      `${harness.url}/auth/v1/user/identities/authorize?provider=github`,
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 'no_authorization' });

    const email = uniqueEmail('linker');
    await createConfirmedUser(harness, email);
    const client = harness.client();
    await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    const { error } = await client.auth.linkIdentity({
      provider: 'github',
      options: { skipBrowserRedirect: true },
    });
    expect(error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
  });

  it('uses the dated {code, message} shape when the client names the API version', async () => {
    const response = await fetch(`${harness.url}/auth/v1/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ domain: 'example.com' }),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
  });
});

describe('a malformed phone number is refused as hosted (E.164)', () => {
  it('on a profile update', async () => {
    const email = uniqueEmail('phone');
    await createConfirmedUser(harness, email);
    const client = harness.client();
    await client.auth.signInWithPassword({ email, password: 'correct-horse' });
    for (const phone of ['+44 (20) 7946-0958', '012345', 'call me']) {
      const { error } = await client.auth.updateUser({ phone });
      expect(error, phone).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid phone number format (E.164 required)',
      });
    }
  });
});
