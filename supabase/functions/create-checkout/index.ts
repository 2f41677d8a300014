// The hosted create-checkout edge function (Deno). The embedded backend in server/ answers the
// same call with the same checks, so the app cannot tell which one it talks to.
import { createClient } from 'npm:@supabase/supabase-js@2.99.3';
import { isPlanType, PLAN_TYPES, PLANS } from '../_shared/plans.ts';
import type { Plan } from '../_shared/plans.ts';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, x-supabase-api-version, idempotency-key',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const STRIPE_CHECKOUT_SESSIONS = 'https://api.stripe.com/v1/checkout/sessions';
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The ${name} secret is not set.`);
  return value;
}

/** Stripe takes form fields with bracketed names for nested objects. */
function checkoutForm(plan: Plan, user: { id: string; email?: string }, siteUrl: string) {
  const form = new URLSearchParams({
    mode: plan.interval ? 'subscription' : 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': plan.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(plan.amount),
    'line_items[0][price_data][product_data][name]': `Aurevia ${plan.name}`,
    success_url: `${siteUrl}/dashboard?checkout=success`,
    cancel_url: `${siteUrl}/subscribe?checkout=cancelled`,
    client_reference_id: user.id,
    'metadata[user_id]': user.id,
    'metadata[plan_type]': plan.type,
  });
  if (user.email) form.set('customer_email', user.email);
  if (plan.interval) {
    form.set('line_items[0][price_data][recurring][interval]', plan.interval);
    if (plan.trialDays) {
      form.set('subscription_data[trial_period_days]', String(plan.trialDays));
    }
  }
  return form;
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  try {
    const supabaseUrl = requireEnv('SUPABASE_URL');
    const authorization = request.headers.get('Authorization');
    if (!authorization) return json({ error: 'Authentication required' }, 401);

    // The caller's own token decides who they are; the anon key alone names nobody.
    const asCaller = createClient(supabaseUrl, requireEnv('SUPABASE_ANON_KEY'), {
      global: { headers: { Authorization: authorization } },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: userData, error: userError } = await asCaller.auth.getUser();
    const user = userData?.user;
    if (userError || !user) return json({ error: 'Authentication required' }, 401);

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json({ error: 'The request body must be a JSON object.' }, 400);
    }
    const planType = (body as { planType?: unknown } | null)?.planType;
    if (!isPlanType(planType)) {
      return json({ error: `planType must be one of: ${PLAN_TYPES.join(', ')}.` }, 400);
    }
    const plan = PLANS[planType];

    const idempotencyKey = request.headers.get('Idempotency-Key')?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return json(
        { error: `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.` },
        400,
      );
    }

    // Writes go through the service role; row level security only lets users read their rows.
    const admin = createClient(supabaseUrl, requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });

    if (idempotencyKey) {
      const { data: existing, error } = await admin
        .from('checkout_sessions')
        .select('id, plan_type, url')
        .eq('user_id', user.id)
        .eq('idempotency_key', idempotencyKey)
        .maybeSingle();
      if (error) throw error;
      if (existing) {
        if (existing.plan_type !== plan.type) {
          return json({ error: 'This Idempotency-Key was already used for another plan.' }, 409);
        }
        return json({ url: existing.url, id: existing.id });
      }
    }

    const siteUrl = requireEnv('SITE_URL').replace(/\/+$/, '');
    const stripeHeaders: Record<string, string> = {
      Authorization: `Bearer ${requireEnv('STRIPE_SECRET_KEY')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    // Stripe's keys are account-wide; the user id keeps two users' keys apart. A retried call
    // gets Stripe's first answer back, so a lost response never makes a second session.
    if (idempotencyKey) stripeHeaders['Idempotency-Key'] = `${user.id}:${idempotencyKey}`;
    const stripeResponse = await fetch(STRIPE_CHECKOUT_SESSIONS, {
      method: 'POST',
      headers: stripeHeaders,
      body: checkoutForm(plan, user, siteUrl),
    });
    if (!stripeResponse.ok) {
      console.error('Stripe refused the checkout session', await stripeResponse.text());
      return json({ error: 'The payment provider did not accept the checkout.' }, 502);
    }
    const stripeSession = (await stripeResponse.json()) as { id: string; url: string };

    const { data: row, error: insertError } = await admin
      .from('checkout_sessions')
      .upsert(
        {
          user_id: user.id,
          plan_type: plan.type,
          amount: plan.amount,
          currency: plan.currency,
          idempotency_key: idempotencyKey ?? null,
          provider_session_id: stripeSession.id,
          url: stripeSession.url,
        },
        { onConflict: 'user_id,idempotency_key', ignoreDuplicates: true },
      )
      .select('id, url')
      .maybeSingle();
    if (insertError) throw insertError;
    return json({ url: row?.url ?? stripeSession.url, id: row?.id ?? stripeSession.id });
  } catch (error) {
    console.error(error);
    return json({ error: 'Could not start the checkout.' }, 500);
  }
});
