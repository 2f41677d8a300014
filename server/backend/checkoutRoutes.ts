import type { Context, Hono } from 'hono';
import { AuthError } from './authErrors.ts';
import { authenticate, isUuid } from './authGuard.ts';
import type { Authenticated } from './authGuard.ts';
import type { BackendContext } from './backendContext.ts';
import { checkoutNotFoundPage, checkoutPage } from './checkoutPage.ts';
import {
  checkoutJson,
  createOrFindCheckout,
  findCheckout,
  listCheckouts,
  settleCheckout,
} from './checkoutStore.ts';
import { htmlResponse } from './html.ts';
import { isPlanType, PLAN_TYPES, PLANS } from './plans.ts';
import { readJsonObject } from './requestBody.ts';
import { apiOrigin, siteUrl } from './requestContext.ts';

export const CREATE_CHECKOUT_PATH = '/functions/v1/create-checkout';
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Edge functions answer errors as `{ error }`, which supabase-js hands over in error.context. */
function functionError(message: string, status: number): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * What the hosted create-checkout function does, minus the payment provider: checks the user,
 * the plan and the idempotency key, records the session and answers with its page.
 */
async function createCheckout(ctx: BackendContext, c: Context): Promise<Response> {
  let authenticated: Authenticated;
  try {
    authenticated = await authenticate(ctx, c);
  } catch (error) {
    if (error instanceof AuthError) return functionError('Authentication required', 401);
    throw error;
  }
  const { account } = authenticated;

  let planType: unknown;
  try {
    planType = (await readJsonObject(c.req.raw)).planType;
  } catch (error) {
    if (error instanceof AuthError && error.status === 413)
      return functionError(error.message, 413);
    if (error instanceof AuthError)
      return functionError('The request body must be a JSON object.', 400);
    throw error;
  }
  if (!isPlanType(planType)) {
    return functionError(`planType must be one of: ${PLAN_TYPES.join(', ')}.`, 400);
  }
  const plan = PLANS[planType];

  const rawKey = c.req.header('idempotency-key');
  const idempotencyKey = rawKey?.trim() ? rawKey.trim() : undefined;
  if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return functionError(
      `Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
      400,
    );
  }

  const origin = apiOrigin(c);
  const { checkout } = await ctx.db.transaction((tx) =>
    createOrFindCheckout(tx, {
      userId: account.user.id,
      plan,
      idempotencyKey,
      urlFor: (id) => `${origin}/_emulator/checkout/${id}`,
    }),
  );
  if (checkout.plan_type !== plan.type) {
    return functionError('This Idempotency-Key was already used for another plan.', 409);
  }
  return Response.json(
    { url: checkout.url ?? `${origin}/_emulator/checkout/${checkout.id}`, id: checkout.id },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

async function showCheckout(ctx: BackendContext, c: Context): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const checkout = isUuid(id) ? await findCheckout(ctx.db, id) : undefined;
  if (!checkout) return htmlResponse(checkoutNotFoundPage(), 404);
  return htmlResponse(checkoutPage(checkout, PLANS[checkout.plan_type], siteUrl(ctx.settings, c)));
}

/** Pay and Cancel: settle an open session, then go back to the app as Stripe would. */
async function settle(
  ctx: BackendContext,
  c: Context,
  status: 'paid' | 'cancelled',
): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const checkout = isUuid(id) ? await findCheckout(ctx.db, id) : undefined;
  if (!checkout) return htmlResponse(checkoutNotFoundPage(), 404);
  const settled = await ctx.db.transaction((tx) => settleCheckout(tx, id, status));
  const app = siteUrl(ctx.settings, c);
  let location: string;
  if (settled || checkout.status === status) {
    location =
      status === 'paid'
        ? `${app}/dashboard?checkout=success`
        : `${app}/subscribe?checkout=cancelled`;
  } else {
    // Already settled the other way: show the page, which says so.
    location = `/_emulator/checkout/${id}`;
  }
  return new Response(null, { status: 303, headers: { Location: location } });
}

export function registerCheckoutRoutes(app: Hono, ctx: BackendContext): void {
  app.post(CREATE_CHECKOUT_PATH, (c) => createCheckout(ctx, c));
  app.on(['GET', 'PUT', 'PATCH', 'DELETE'], CREATE_CHECKOUT_PATH, () =>
    Response.json(
      { error: 'Method not allowed' },
      { status: 405, headers: { Allow: 'POST, OPTIONS' } },
    ),
  );
  app.get('/_emulator/checkout.json', async (c) =>
    c.json((await listCheckouts(ctx.db)).map(checkoutJson), 200, { 'Cache-Control': 'no-store' }),
  );
  app.get('/_emulator/checkout/:id', (c) => showCheckout(ctx, c));
  app.post('/_emulator/checkout/:id/pay', (c) => settle(ctx, c, 'paid'));
  app.post('/_emulator/checkout/:id/cancel', (c) => settle(ctx, c, 'cancelled'));
}
