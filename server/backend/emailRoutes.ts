import type { Context, Hono } from 'hono';
import type { AuthError } from './authErrors.ts';
import { badRequest, forbidden, unprocessable, validationFailed } from './authErrors.ts';
import { authRouteBinder, enforceLimit, jsonResponse } from './authHandler.ts';
import { AUTH_PREFIX } from './authRoutes.ts';
import type { BackendContext } from './backendContext.ts';
import { isEmailVerifyType, redeemToken, sendLinkMail } from './emailFlows.ts';
import { booleanField, objectField, readJsonObject, stringField } from './requestBody.ts';
import { apiOrigin, safeRedirect } from './requestContext.ts';
import { sessionRedirect, tokenResponse } from './sessionResponse.ts';
import type { TokenResponse } from './sessionResponse.ts';
import { createSession } from './sessions.ts';
import { emailTokenHash } from './tokens.ts';
import { createEmailUser, findUserByEmail } from './users.ts';
import { validateEmail } from './validation.ts';

/**
 * POST /otp. E-mail gets a one-time code and a magic link (a confirmation link while the
 * address is unconfirmed); there is no SMS provider, so phone gets GoTrue's answer for that.
 */
async function otp(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'email');
  const body = await readJsonObject(c.req.raw);
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const channel = stringField(body, 'channel');
  const createUser = booleanField(body, 'create_user', true);
  const data = objectField(body, 'data') ?? {};
  if (emailInput !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided');
  }
  if (emailInput !== '' && channel !== '') {
    throw validationFailed('Channel should only be specified with Phone OTP');
  }
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (emailInput === '') throw validationFailed('One of email or phone must be set');
  const email = validateEmail(emailInput);

  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && !createUser) {
    throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  }
  const origin = apiOrigin(c);
  const redirectTo = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');
  await ctx.db.transaction(async (tx) => {
    const user =
      existing ??
      (await createEmailUser(tx, {
        email,
        passwordHash: null,
        data,
        confirmed: ctx.settings.mailerAutoconfirm,
      }));
    const type = user.email_confirmed_at ? 'magiclink' : 'signup';
    await sendLinkMail(tx, { userId: user.id, email, type, origin, redirectTo });
  });
  return jsonResponse({});
}

/** POST /recover. Answers the same whether or not the account exists. */
async function recover(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'email');
  const body = await readJsonObject(c.req.raw);
  const email = validateEmail(stringField(body, 'email'));
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const origin = apiOrigin(c);
    const redirectTo = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');
    await ctx.db.transaction((tx) =>
      sendLinkMail(tx, { userId: user.id, email, type: 'recovery', origin, redirectTo }),
    );
  }
  return jsonResponse({});
}

/** POST /resend: the sign-up confirmation or the address-change e-mail, again. */
async function resend(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'email');
  const body = await readJsonObject(c.req.raw);
  const type = stringField(body, 'type');
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (emailInput === '' && type === 'signup') {
    throw validationFailed('Type provided requires an email address');
  }
  if (phone === '' && type === 'sms') {
    throw validationFailed('Type provided requires a phone number');
  }
  if (emailInput !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided.');
  }
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (emailInput === '') throw validationFailed('Missing email address or phone number');
  const email = validateEmail(emailInput);

  const user = await findUserByEmail(ctx.db, email);
  if (!user) return jsonResponse({});
  const origin = apiOrigin(c);
  const redirectTo = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');
  if (type === 'signup' && !user.email_confirmed_at) {
    await ctx.db.transaction((tx) =>
      sendLinkMail(tx, { userId: user.id, email, type: 'signup', origin, redirectTo }),
    );
  } else if (type === 'email_change' && user.email_change) {
    const newEmail = user.email_change;
    await ctx.db.transaction((tx) =>
      sendLinkMail(tx, {
        userId: user.id,
        email: newEmail,
        type: 'email_change',
        origin,
        redirectTo,
      }),
    );
  }
  return jsonResponse({});
}

const LINK_INVALID = 'Email link is invalid or has expired';
const CODE_INVALID = 'Token has expired or is invalid';

/** Redeems the token and signs the user in, in one transaction. */
async function redeemAndSignIn(
  ctx: BackendContext,
  c: Context,
  tokenHash: string,
  type: string,
): Promise<{ token: TokenResponse; type: string } | undefined> {
  const origin = apiOrigin(c);
  return ctx.db.transaction(async (tx) => {
    const redeemed = await redeemToken(tx, tokenHash, type);
    if (!redeemed) return undefined;
    const granted = await createSession(tx, redeemed.userId, 'otp');
    return { token: await tokenResponse(ctx, tx, granted, origin), type: redeemed.type };
  });
}

/**
 * GET /verify: the link in an e-mail. Always ends in a 303 to the app, with the session in the
 * fragment (implicit flow) or, when the link is spent, GoTrue's error fragment.
 */
async function verifyLink(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'verify');
  const type = c.req.query('type') ?? '';
  const token = c.req.query('token') ?? '';
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  if (!isEmailVerifyType(type)) throw validationFailed('Invalid email verification type');
  const target = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');

  const result = await redeemAndSignIn(ctx, c, token, type);
  let location: string;
  if (result) {
    location = sessionRedirect(target, result.token, result.type);
  } else {
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: LINK_INVALID,
    });
    location = `${target.split('#')[0] ?? target}#${fragment.toString()}`;
  }
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

/** POST /verify: a typed code with its address, or a token hash; answers with the session. */
async function verifyCode(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'verify');
  const body = await readJsonObject(c.req.raw);
  const type = stringField(body, 'type');
  const token = stringField(body, 'token');
  const tokenHashInput = stringField(body, 'token_hash');
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (tokenHashInput === '')) {
    throw validationFailed('Verify requires either a token or a token hash');
  }

  let tokenHash: string;
  let failure: AuthError;
  if (token !== '') {
    if (phone !== '' && emailInput === '') throw forbidden('otp_expired', CODE_INVALID);
    if (emailInput === '' || phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    let email: string;
    try {
      email = validateEmail(emailInput);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    tokenHash = emailTokenHash(email, token.trim());
    failure = forbidden('otp_expired', CODE_INVALID);
  } else {
    if (emailInput !== '' || phone !== '' || stringField(body, 'redirect_to') !== '') {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    tokenHash = tokenHashInput;
    failure = forbidden('otp_expired', LINK_INVALID);
  }
  if (!isEmailVerifyType(type)) {
    if (type === 'sms' || type === 'phone_change') throw failure;
    throw validationFailed('Unsupported verification type');
  }
  const result = await redeemAndSignIn(ctx, c, tokenHash, type);
  if (!result) throw failure;
  return jsonResponse(result.token);
}

export function registerEmailRoutes(app: Hono, ctx: BackendContext): void {
  const route = authRouteBinder(ctx);
  app.post(`${AUTH_PREFIX}/otp`, route(otp));
  app.post(`${AUTH_PREFIX}/magiclink`, route(otp));
  app.post(`${AUTH_PREFIX}/recover`, route(recover));
  app.post(`${AUTH_PREFIX}/resend`, route(resend));
  app.get(`${AUTH_PREFIX}/verify`, route(verifyLink));
  app.post(`${AUTH_PREFIX}/verify`, route(verifyCode));
}
