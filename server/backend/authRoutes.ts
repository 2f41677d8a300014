import type { Context, Hono } from 'hono';
import { registerAdminRoutes } from './adminRoutes.ts';
import {
  AuthError,
  badRequest,
  INVALID_CREDENTIALS,
  OAuthError,
  unprocessable,
  validationFailed,
} from './authErrors.ts';
import { authenticate } from './authGuard.ts';
import { authRouteBinder, enforceLimit, isUniqueViolation, jsonResponse } from './authHandler.ts';
import type { BackendContext } from './backendContext.ts';
import { securePasswordChangeOn } from './config.ts';
import { sendLinkMail } from './emailFlows.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { objectField, optionalStringField, readJsonObject, stringField } from './requestBody.ts';
import { apiOrigin, safeRedirect } from './requestContext.ts';
import { tokenResponse } from './sessionResponse.ts';
import {
  createSession,
  endAllSessions,
  endOtherSessions,
  endSession,
  rotateRefreshToken,
} from './sessions.ts';
import {
  anonymousSignInsDisabled,
  idTokenGrant,
  registerDisabledFeatureRoutes,
  web3ProviderDisabled,
} from './disabledFeatures.ts';
import { registerMfaRoutes } from './mfaRoutes.ts';
import {
  checkReauthenticationNonce,
  clearReauthenticationNonce,
  passwordChangeNeedsNonce,
  sendReauthenticationCode,
} from './reauthentication.ts';
import { userJson } from './userJson.ts';
import {
  createEmailUser,
  findUserByEmail,
  loadUser,
  recordSignIn,
  requestEmailChange,
  setPassword,
  setPhone,
  updateUserMetadata,
} from './users.ts';
import { checkPasswordStrength, validateEmail, validatePhone } from './validation.ts';

export const AUTH_PREFIX = '/auth/v1';

function userAlreadyExists(): AuthError {
  return unprocessable('user_already_exists', 'User already registered');
}

/**
 * POST /signup. Any address that already has an account, confirmed or not, gets "User already
 * registered" (hosted GoTrue only says so with auto-confirm on and otherwise answers with a
 * decoy user), because the app's error catalogue maps exactly that message.
 */
async function signup(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'signUp');
  const body = await readJsonObject(c.req.raw);
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};

  // No address and no number is an anonymous sign-in, which is off (checked before all else).
  if (emailInput === '' && phone === '') throw anonymousSignInsDisabled();
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password);
  if (emailInput !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (emailInput === '') throw validationFailed('Sign up only available with email provider');
  const email = validateEmail(emailInput);

  if (await findUserByEmail(ctx.db, email)) throw userAlreadyExists();
  const autoconfirm = ctx.settings.mailerAutoconfirm;
  if (!autoconfirm) enforceLimit(ctx, c, 'email');

  const passwordHash = await hashPassword(password);
  const origin = apiOrigin(c);
  const redirectTo = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      const user = await createEmailUser(tx, {
        email,
        passwordHash,
        data,
        confirmed: autoconfirm,
      });
      if (autoconfirm) {
        await recordSignIn(tx, user.id);
        return tokenResponse(ctx, tx, await createSession(tx, user.id, 'password'), origin);
      }
      await sendLinkMail(tx, { userId: user.id, email, type: 'signup', origin, redirectTo });
      const account = await loadUser(tx, user.id);
      if (!account) throw new Error('The new user vanished.');
      return userJson(account);
    });
    return jsonResponse(answer);
  } catch (error) {
    if (isUniqueViolation(error)) throw userAlreadyExists();
    throw error;
  }
}

async function passwordGrant(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'signIn');
  const body = await readJsonObject(c.req.raw);
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (emailInput !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (emailInput === '') throw validationFailed('missing email or phone');

  const user = await findUserByEmail(ctx.db, emailInput.toLowerCase());
  const valid = user?.encrypted_password
    ? await verifyPassword(password, user.encrypted_password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) throw badRequest('invalid_credentials', INVALID_CREDENTIALS);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const origin = apiOrigin(c);
  const answer = await ctx.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id);
    return tokenResponse(ctx, tx, await createSession(tx, user.id, 'password'), origin);
  });
  return jsonResponse(answer);
}

async function refreshTokenGrant(ctx: BackendContext, c: Context): Promise<Response> {
  enforceLimit(ctx, c, 'refresh');
  const body = await readJsonObject(c.req.raw);
  const token = stringField(body, 'refresh_token');
  if (token === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const origin = apiOrigin(c);
  // The revocation of a reused token's session must be committed, so the refusal is thrown
  // only after the transaction ends.
  const outcome = await ctx.db.transaction(async (tx) => {
    const rotation = await rotateRefreshToken(tx, token);
    if (rotation.kind !== 'rotated') return rotation;
    return {
      kind: 'rotated' as const,
      answer: await tokenResponse(ctx, tx, rotation.granted, origin),
    };
  });
  if (outcome.kind === 'not_found') {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (outcome.kind === 'reused') {
    throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return jsonResponse(outcome.answer);
}

async function token(ctx: BackendContext, c: Context): Promise<Response> {
  switch (c.req.query('grant_type')) {
    case 'password':
      return passwordGrant(ctx, c);
    case 'refresh_token':
      return refreshTokenGrant(ctx, c);
    case 'web3':
      throw web3ProviderDisabled();
    case 'id_token':
      return idTokenGrant(c);
    default:
      // PKCE needs an OAuth flow, which nothing here starts.
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function logout(ctx: BackendContext, c: Context): Promise<Response> {
  const { account, session } = await authenticate(ctx, c);
  const scope = c.req.query('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
  }
  await ctx.db.transaction(async (tx) => {
    if (scope === 'local') await endSession(tx, session.id);
    else if (scope === 'others') await endOtherSessions(tx, account.user.id, session.id);
    else await endAllSessions(tx, account.user.id);
  });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

async function getUser(ctx: BackendContext, c: Context): Promise<Response> {
  const { account } = await authenticate(ctx, c);
  return jsonResponse(userJson(account));
}

async function updateUser(ctx: BackendContext, c: Context): Promise<Response> {
  const { account, session } = await authenticate(ctx, c);
  const { user } = account;
  const body = await readJsonObject(c.req.raw);
  const emailInput = stringField(body, 'email');
  const phoneInput = stringField(body, 'phone');
  const password = optionalStringField(body, 'password');
  const nonce = stringField(body, 'nonce');
  const data = objectField(body, 'data');

  const email = emailInput === '' ? undefined : validateEmail(emailInput);
  const phone = phoneInput === '' ? undefined : validatePhone(phoneInput);
  if (password !== undefined) checkPasswordStrength(password);
  if (objectField(body, 'app_metadata') !== undefined) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }

  const changesEmail = email !== undefined && email !== user.email;
  const changesPhone = phone !== undefined && phone !== (user.phone ?? '');
  const hasVerifiedFactor = account.factors.some((factor) => factor.status === 'verified');
  if (hasVerifiedFactor && session.aal !== 'aal2') {
    if ((password !== undefined && password !== '') || changesEmail || changesPhone) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
  }
  if (changesEmail) {
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== user.id) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    enforceLimit(ctx, c, 'email');
  }
  let passwordHash: string | undefined;
  const needsNonce =
    password !== undefined &&
    passwordChangeNeedsNonce(securePasswordChangeOn(ctx.settings), session);
  if (needsNonce && nonce === '') {
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
  }
  if (needsNonce) checkReauthenticationNonce(user, nonce);
  if (password !== undefined) {
    if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(password);
  }

  const origin = apiOrigin(c);
  const redirectTo = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      if (needsNonce) await clearReauthenticationNonce(tx, user.id);
      if (passwordHash !== undefined) {
        await setPassword(tx, user.id, passwordHash);
        // A new password signs every other device out, as GoTrue does.
        await endOtherSessions(tx, user.id, session.id);
      }
      if (data !== undefined) await updateUserMetadata(tx, user.id, data);
      if (phone !== undefined && phone !== user.phone) await setPhone(tx, user.id, phone);
      if (changesEmail) {
        await requestEmailChange(tx, user.id, email);
        await sendLinkMail(tx, {
          userId: user.id,
          email,
          type: 'email_change',
          origin,
          redirectTo,
        });
      }
      return loadUser(tx, user.id);
    });
    if (!updated) throw new Error('The user vanished while being updated.');
    return jsonResponse(userJson(updated));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw unprocessable(
        'phone_exists',
        'A user with this phone number has already been registered',
      );
    }
    throw error;
  }
}

/** GET /reauthenticate: e-mails the code a password change may ask for. */
async function reauthenticate(ctx: BackendContext, c: Context): Promise<Response> {
  const { account } = await authenticate(ctx, c);
  await ctx.db.transaction((tx) => sendReauthenticationCode(tx, account.user));
  return jsonResponse({});
}

/** GoTrue's /settings, so clients can tell which sign-in methods exist here. */
function settingsJson(ctx: BackendContext): Record<string, unknown> {
  const external = Object.fromEntries(
    [
      'anonymous_users',
      'apple',
      'azure',
      'bitbucket',
      'discord',
      'facebook',
      'figma',
      'fly',
      'github',
      'gitlab',
      'google',
      'keycloak',
      'kakao',
      'linkedin',
      'linkedin_oidc',
      'notion',
      'spotify',
      'slack',
      'slack_oidc',
      'workos',
      'twitch',
      'twitter',
      'zoom',
      'phone',
    ].map((provider) => [provider, false]),
  );
  return {
    external: { ...external, email: true },
    disable_signup: false,
    mailer_autoconfirm: ctx.settings.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

export function registerAuthRoutes(app: Hono, ctx: BackendContext): void {
  const route = authRouteBinder(ctx);
  app.post(`${AUTH_PREFIX}/signup`, route(signup));
  app.post(`${AUTH_PREFIX}/token`, route(token));
  app.post(`${AUTH_PREFIX}/logout`, route(logout));
  app.get(`${AUTH_PREFIX}/user`, route(getUser));
  app.put(`${AUTH_PREFIX}/user`, route(updateUser));
  app.get(`${AUTH_PREFIX}/reauthenticate`, route(reauthenticate));
  registerMfaRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerDisabledFeatureRoutes(app, ctx);
  app.get(`${AUTH_PREFIX}/settings`, (c) => c.json(settingsJson(ctx)));
  app.get(`${AUTH_PREFIX}/health`, (c) =>
    c.json({
      version: 'aurevia-embedded',
      name: 'GoTrue',
      description: "Aurevia's embedded stand-in for Supabase Auth (GoTrue)",
    }),
  );
  const jwks = (c: Context): Response =>
    c.json({ keys: [ctx.keys.publicJwk] }, 200, { 'Cache-Control': 'public, max-age=600' });
  app.get(`${AUTH_PREFIX}/.well-known/jwks.json`, jwks);
  app.get('/.well-known/jwks.json', jwks);
}
