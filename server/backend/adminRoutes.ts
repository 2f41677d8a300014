import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { AuthError, unprocessable, validationFailed } from './authErrors.ts';
import { isUuid } from './authGuard.ts';
import { authRouteBinder, isUniqueViolation, jsonResponse } from './authHandler.ts';
import type { BackendContext } from './backendContext.ts';
import { requireAdmin } from './adminGuard.ts';
import {
  confirmPhone,
  deleteUser,
  findUserByPhone,
  insertAdminUser,
  listUsers,
  setEmailDirectly,
  setRole,
  updateAppMetadata,
} from './adminUsers.ts';
import { issueLink, sendLinkMail } from './emailFlows.ts';
import type { LinkType } from './mailTemplates.ts';
import { deleteFactor, factorJson, findFactorsOfUser, findOwnedFactor } from './mfaFactors.ts';
import { hashPassword } from './passwords.ts';
import { objectField, optionalStringField, readJsonObject, stringField } from './requestBody.ts';
import type { JsonObject } from './requestBody.ts';
import { apiOrigin, safeRedirect } from './requestContext.ts';
import { downgradeSessionsOfFactor, endAllSessions } from './sessions.ts';
import { userJson } from './userJson.ts';
import {
  confirmEmail,
  createEmailUser,
  findUserByEmail,
  loadUser,
  requestEmailChange,
  setPassword,
  setPhone,
  updateUserMetadata,
} from './users.ts';
import type { UserWithIdentities } from './users.ts';
import { checkPasswordStrength, validateEmail, validatePhone } from './validation.ts';

const ADMIN = '/auth/v1/admin';
/** GoTrue's default page size for /admin/users. */
const DEFAULT_PER_PAGE = 50;

const EMAIL_EXISTS = 'A user with this email address has already been registered';
const PHONE_EXISTS = 'Phone number already registered by another user';

type AdminRoute = (ctx: BackendContext, c: Context) => Promise<Response>;

/** Every admin route checks the service-role key before anything else. */
function admin(route: AdminRoute): AdminRoute {
  return async (ctx, c) => {
    await requireAdmin(ctx, c);
    return route(ctx, c);
  };
}

function pageParameter(c: Context, name: string, fallback: number): number {
  const text = c.req.query(name);
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1) {
    throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive whole number`);
  }
  return value;
}

/** GoTrue's pagination headers, which supabase-js reads for nextPage, lastPage and total. */
function paginationHeaders(c: Context, page: number, perPage: number, total: number) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const path = new URL(c.req.url).pathname;
  const link = (target: number, rel: string): string =>
    `<${path}?page=${target}&per_page=${perPage}>; rel="${rel}"`;
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
  return { 'X-Total-Count': String(total), Link: links.join(', ') };
}

async function listAll(ctx: BackendContext, c: Context): Promise<Response> {
  const page = pageParameter(c, 'page', 1);
  const perPage = pageParameter(c, 'per_page', DEFAULT_PER_PAGE);
  const { users, total } = await listUsers(ctx.db, page, perPage);
  return Response.json(
    { users: users.map(userJson), aud: 'authenticated' },
    {
      headers: { 'Cache-Control': 'no-store', ...paginationHeaders(c, page, perPage, total) },
    },
  );
}

function booleanOf(body: JsonObject, name: string): boolean {
  return body[name] === true;
}

async function passwordHashFor(body: JsonObject): Promise<string | undefined> {
  const password = optionalStringField(body, 'password');
  if (password === undefined || password === '') return undefined;
  checkPasswordStrength(password);
  return hashPassword(password);
}

async function create(ctx: BackendContext, c: Context): Promise<Response> {
  const body = await readJsonObject(c.req.raw);
  const emailInput = stringField(body, 'email');
  const phoneInput = stringField(body, 'phone');
  if (emailInput === '' && phoneInput === '') {
    throw unprocessable(
      'validation_failed',
      'Cannot create a user without either an email or phone',
    );
  }
  const email = emailInput === '' ? undefined : validateEmail(emailInput);
  const phone = phoneInput === '' ? undefined : validatePhone(phoneInput);
  if (email !== undefined && (await findUserByEmail(ctx.db, email))) {
    throw unprocessable('email_exists', EMAIL_EXISTS);
  }
  if (phone !== undefined && (await findUserByPhone(ctx.db, phone))) {
    throw unprocessable('phone_exists', PHONE_EXISTS);
  }
  // Without a password the account gets a random one nobody knows, as GoTrue does.
  const passwordHash =
    (await passwordHashFor(body)) ?? (await hashPassword(randomBytes(48).toString('base64url')));
  try {
    const created = await ctx.db.transaction(async (tx) => {
      const user = await insertAdminUser(tx, {
        email,
        phone,
        passwordHash,
        userMetadata: objectField(body, 'user_metadata') ?? {},
        appMetadata: objectField(body, 'app_metadata') ?? {},
        emailConfirmed: booleanOf(body, 'email_confirm'),
        phoneConfirmed: booleanOf(body, 'phone_confirm'),
        role: stringField(body, 'role') || 'authenticated',
      });
      return loadUser(tx, user.id);
    });
    if (!created) throw new Error('The new user vanished.');
    return jsonResponse(userJson(created));
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable('email_exists', EMAIL_EXISTS);
    throw error;
  }
}

async function loadPathUser(ctx: BackendContext, c: Context): Promise<UserWithIdentities> {
  const userId = c.req.param('userId') ?? '';
  if (!isUuid(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const account = await loadUser(ctx.db, userId);
  if (!account) throw new AuthError(404, 'user_not_found', 'User not found');
  return account;
}

async function getOne(ctx: BackendContext, c: Context): Promise<Response> {
  return jsonResponse(userJson(await loadPathUser(ctx, c)));
}

async function update(ctx: BackendContext, c: Context): Promise<Response> {
  const { user } = await loadPathUser(ctx, c);
  const body = await readJsonObject(c.req.raw);
  const emailInput = stringField(body, 'email');
  const phoneInput = stringField(body, 'phone');
  const email = emailInput === '' ? undefined : validateEmail(emailInput);
  const phone = phoneInput === '' ? undefined : validatePhone(phoneInput);
  if (email !== undefined && email !== user.email) {
    const other = await findUserByEmail(ctx.db, email);
    if (other && other.id !== user.id) throw unprocessable('email_exists', EMAIL_EXISTS);
  }
  if (phone !== undefined && phone !== user.phone) {
    const other = await findUserByPhone(ctx.db, phone);
    if (other && other.id !== user.id) throw unprocessable('phone_exists', PHONE_EXISTS);
  }
  const passwordHash = await passwordHashFor(body);
  const userMetadata = objectField(body, 'user_metadata');
  const appMetadata = objectField(body, 'app_metadata');
  const role = stringField(body, 'role');
  const updated = await ctx.db.transaction(async (tx) => {
    if (role !== '') await setRole(tx, user.id, role);
    if (email !== undefined && email !== user.email) await setEmailDirectly(tx, user.id, email);
    if (booleanOf(body, 'email_confirm')) await confirmEmail(tx, user.id);
    if (phone !== undefined && phone !== user.phone) await setPhone(tx, user.id, phone);
    if (booleanOf(body, 'phone_confirm')) await confirmPhone(tx, user.id);
    if (passwordHash !== undefined) {
      await setPassword(tx, user.id, passwordHash);
      // A password set for the user signs every device out.
      await endAllSessions(tx, user.id);
    }
    if (appMetadata !== undefined) await updateAppMetadata(tx, user.id, appMetadata);
    if (userMetadata !== undefined) await updateUserMetadata(tx, user.id, userMetadata);
    return loadUser(tx, user.id);
  });
  if (!updated) throw new Error('The user vanished while being updated.');
  return jsonResponse(userJson(updated));
}

async function remove(ctx: BackendContext, c: Context): Promise<Response> {
  const { user } = await loadPathUser(ctx, c);
  await ctx.db.transaction((tx) => deleteUser(tx, user.id));
  return jsonResponse({});
}

async function listFactors(ctx: BackendContext, c: Context): Promise<Response> {
  const { user } = await loadPathUser(ctx, c);
  return jsonResponse((await findFactorsOfUser(ctx.db, user.id)).map(factorJson));
}

async function removeFactor(ctx: BackendContext, c: Context): Promise<Response> {
  const { user } = await loadPathUser(ctx, c);
  const factorId = c.req.param('factorId') ?? '';
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(ctx.db, user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  await ctx.db.transaction(async (tx) => {
    await downgradeSessionsOfFactor(tx, factor.id);
    await deleteFactor(tx, factor.id);
  });
  return jsonResponse(factorJson(factor));
}

const GENERATED_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_new'];

/**
 * POST /admin/generate_link: the link and code an e-mail would carry, returned instead of
 * sent, with the user's fields alongside (GoTrue's GenerateLinkResponse).
 */
async function generateLink(ctx: BackendContext, c: Context): Promise<Response> {
  const body = await readJsonObject(c.req.raw);
  const type = stringField(body, 'type');
  // email_change_current is not offered: only the new address confirms a change here.
  if (!GENERATED_TYPES.includes(type)) throw validationFailed('Invalid link type');
  const email = validateEmail(stringField(body, 'email'));
  const origin = apiOrigin(c);
  // supabase-js sends the redirect in the query; GoTrue also takes it from the body.
  const redirectTo = safeRedirect(
    ctx.settings,
    c,
    stringField(body, 'redirect_to') || (c.req.query('redirect_to') ?? ''),
  );
  const data = objectField(body, 'data') ?? {};
  const existing = await findUserByEmail(ctx.db, email);

  let password: string | undefined;
  if (type === 'signup') {
    password = stringField(body, 'password');
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(password);
  }
  if ((type === 'signup' && existing) || (type === 'invite' && existing?.email_confirmed_at)) {
    throw unprocessable('email_exists', EMAIL_EXISTS);
  }
  if ((type === 'magiclink' || type === 'recovery' || type === 'email_change_new') && !existing) {
    throw new AuthError(404, 'user_not_found', 'User with this email not found');
  }
  let newEmail: string | undefined;
  if (type === 'email_change_new') {
    newEmail = validateEmail(stringField(body, 'new_email'));
    const other = await findUserByEmail(ctx.db, newEmail);
    if (other) throw unprocessable('email_exists', EMAIL_EXISTS);
  }
  const passwordHash = password === undefined ? null : await hashPassword(password);

  const answer = await ctx.db.transaction(async (tx) => {
    const user =
      existing ?? (await createEmailUser(tx, { email, passwordHash, data, confirmed: false }));
    const linkType: LinkType = type === 'email_change_new' ? 'email_change' : (type as LinkType);
    const recipient = newEmail ?? email;
    if (newEmail !== undefined) await requestEmailChange(tx, user.id, newEmail);
    const issued = await issueLink(tx, {
      userId: user.id,
      email: recipient,
      type: linkType,
      origin,
      redirectTo,
    });
    const account = await loadUser(tx, user.id);
    if (!account) throw new Error('The user vanished.');
    return {
      ...userJson(account),
      action_link: issued.link,
      email_otp: issued.code,
      hashed_token: issued.tokenHash,
      verification_type: linkType,
      redirect_to: redirectTo,
    };
  });
  return jsonResponse(answer);
}

/** POST /invite: an account without a password and an e-mail whose link signs in. */
async function invite(ctx: BackendContext, c: Context): Promise<Response> {
  const body = await readJsonObject(c.req.raw);
  const email = validateEmail(stringField(body, 'email'));
  const data = objectField(body, 'data') ?? {};
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw unprocessable('email_exists', EMAIL_EXISTS);
  const origin = apiOrigin(c);
  const redirectTo = safeRedirect(ctx.settings, c, c.req.query('redirect_to') ?? '');
  const invited = await ctx.db.transaction(async (tx) => {
    const user =
      existing ??
      (await createEmailUser(tx, { email, passwordHash: null, data, confirmed: false }));
    await sendLinkMail(tx, { userId: user.id, email, type: 'invite', origin, redirectTo });
    return loadUser(tx, user.id);
  });
  if (!invited) throw new Error('The invited user vanished.');
  return jsonResponse(userJson(invited));
}

export function registerAdminRoutes(app: Hono, ctx: BackendContext): void {
  const route = authRouteBinder(ctx);
  app.get(`${ADMIN}/users`, route(admin(listAll)));
  app.post(`${ADMIN}/users`, route(admin(create)));
  app.get(`${ADMIN}/users/:userId`, route(admin(getOne)));
  app.put(`${ADMIN}/users/:userId`, route(admin(update)));
  app.delete(`${ADMIN}/users/:userId`, route(admin(remove)));
  app.get(`${ADMIN}/users/:userId/factors`, route(admin(listFactors)));
  app.delete(`${ADMIN}/users/:userId/factors/:factorId`, route(admin(removeFactor)));
  app.post(`${ADMIN}/generate_link`, route(admin(generateLink)));
  app.post('/auth/v1/invite', route(admin(invite)));
}
