// @vitest-environment node
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser, startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

interface CheckoutJson {
  id: string;
  user_id: string;
  user_email: string;
  planType: string;
  status: string;
  idempotency_key: string | null;
  amount: number;
  currency: string;
  created_at: string;
}

let harness: Harness;
let client: SupabaseClient;
let accessToken: string;
let email: string;

beforeAll(async () => {
  harness = await startBackend();
  email = uniqueEmail('buyer');
  const password = await createConfirmedUser(harness, email);
  client = harness.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  accessToken = data.session.access_token;
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

async function sessions(): Promise<CheckoutJson[]> {
  return (await (await fetch(`${harness.url}/_emulator/checkout.json`)).json()) as CheckoutJson[];
}

function createCheckout(planType: unknown, key?: string, token = accessToken): Promise<Response> {
  return fetch(`${harness.url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: 'anon-key',
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ planType }),
  });
}

describe('create-checkout', () => {
  it('answers 401 without a user access token', async () => {
    const { data, error } = await harness
      .client()
      .functions.invoke('create-checkout', { body: { planType: 'premium' } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
    expect((await createCheckout('premium', undefined, 'garbage')).status).toBe(401);
  });

  it('answers 400 for any other plan type or a body that is not JSON', async () => {
    for (const planType of ['gold', '', 42, null]) {
      const response = await createCheckout(planType);
      expect(response.status, String(planType)).toBe(400);
      expect(await response.json()).toEqual({
        error: 'planType must be one of: premium, premium-yearly, designer.',
      });
    }
    const notJson = await fetch(`${harness.url}/functions/v1/create-checkout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: 'plan=premium',
    });
    expect(notJson.status).toBe(400);
  });

  it('creates a session through supabase-js and answers with its page', async () => {
    const { data, error } = await client.functions.invoke<{ url: string; id: string }>(
      'create-checkout',
      { body: { planType: 'premium' }, headers: { 'Idempotency-Key': 'invoke-1' } },
    );
    expect(error).toBeNull();
    expect(data?.url).toBe(`${harness.url}/_emulator/checkout/${data?.id}`);
    const row = (await sessions()).find((session) => session.id === data?.id);
    expect(row).toMatchObject({
      user_email: email.toLowerCase(),
      planType: 'premium',
      status: 'open',
      idempotency_key: 'invoke-1',
      amount: 1500,
      currency: 'GBP',
    });
  });

  it('gives the same session for the same Idempotency-Key, and a new one for a new key', async () => {
    const first = (await (await createCheckout('designer', 'same-key')).json()) as { id: string };
    const again = (await (await createCheckout('designer', 'same-key')).json()) as { id: string };
    const other = (await (await createCheckout('designer', 'other-key')).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    const rows = await sessions();
    expect(rows.filter((row) => row.idempotency_key === 'same-key')).toHaveLength(1);
    expect(rows.filter((row) => row.idempotency_key === 'other-key')).toHaveLength(1);
  });

  it('makes one session when retries with one key race each other', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => createCheckout('premium-yearly', 'racing-key')),
    );
    const ids = new Set(
      await Promise.all(
        responses.map(async (response) => ((await response.json()) as { id: string }).id),
      ),
    );
    expect(ids.size).toBe(1);
    const rows = (await sessions()).filter((row) => row.idempotency_key === 'racing-key');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planType: 'premium-yearly', amount: 12000 });
  });

  it('refuses to reuse a key for another plan', async () => {
    await createCheckout('premium', 'plan-bound');
    const response = await createCheckout('designer', 'plan-bound');
    expect(response.status).toBe(409);
  });

  it('answers CORS preflights like the hosted functions', async () => {
    const response = await fetch(`${harness.url}/functions/v1/create-checkout`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version, idempotency-key',
    );
  });
});

describe('the checkout page', () => {
  async function newSession(planType: string): Promise<string> {
    const response = await createCheckout(planType);
    return ((await response.json()) as { id: string }).id;
  }

  it('shows the plan, its price and Pay and Cancel forms, without scripts', async () => {
    const id = await newSession('premium');
    const response = await fetch(`${harness.url}/_emulator/checkout/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Premium');
    expect(html).toContain('£15 per month');
    expect(html).toContain('7-day free trial');
    expect(html).toContain(`action="/_emulator/checkout/${id}/pay"`);
    expect(html).toContain(`action="/_emulator/checkout/${id}/cancel"`);
    expect(html).not.toContain('<script');

    const yearly = await (
      await fetch(`${harness.url}/_emulator/checkout/${await newSession('premium-yearly')}`)
    ).text();
    expect(yearly).toContain('£120 per year (£10 a month, billed yearly)');
    const designer = await (
      await fetch(`${harness.url}/_emulator/checkout/${await newSession('designer')}`)
    ).text();
    expect(designer).toContain('Designer+');
    expect(designer).toContain('£149 one-time');
  });

  it('pays: marks the session paid and returns to the dashboard', async () => {
    const id = await newSession('designer');
    const response = await fetch(`${harness.url}/_emulator/checkout/${id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${harness.url}/dashboard?checkout=success`);
    expect((await sessions()).find((row) => row.id === id)?.status).toBe('paid');
    // A settled session cannot be cancelled afterwards; the page says it was paid.
    const cancel = await fetch(`${harness.url}/_emulator/checkout/${id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.headers.get('location')).toBe(`/_emulator/checkout/${id}`);
    const page = await (await fetch(`${harness.url}/_emulator/checkout/${id}`)).text();
    expect(page).toContain('This checkout has been paid.');
    expect(page).not.toContain('/pay"');
  });

  it('cancels: marks the session cancelled and returns to the plans', async () => {
    const id = await newSession('premium');
    const response = await fetch(`${harness.url}/_emulator/checkout/${id}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe(`${harness.url}/subscribe?checkout=cancelled`);
    expect((await sessions()).find((row) => row.id === id)?.status).toBe('cancelled');
  });

  it('answers 404 for an unknown session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await fetch(`${harness.url}/_emulator/checkout/${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Checkout not found');
    }
  });
});
