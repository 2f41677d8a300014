import type { Context, Hono } from 'hono';
import { AuthError, forbidden, unprocessable, validationFailed } from './authErrors.ts';
import { authenticate, isUuid } from './authGuard.ts';
import type { Authenticated } from './authGuard.ts';
import { authRouteBinder, jsonResponse } from './authHandler.ts';
import type { BackendContext } from './backendContext.ts';
import {
  challengeExpiresAt,
  claimTimeStep,
  completeVerification,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  findChallenge,
  findFactorsOfUser,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  MAX_ENROLLED_FACTORS,
  MAX_VERIFIED_FACTORS,
} from './mfaFactors.ts';
import type { FactorRow } from './mfaFactors.ts';
import { matchingTimeStep, newTotpEnrollment } from './mfaTotp.ts';
import { readJsonObject, stringField } from './requestBody.ts';
import { apiOrigin, clientAddress, siteUrl } from './requestContext.ts';
import { tokenResponse } from './sessionResponse.ts';
import { downgradeSessionsOfFactor, raiseSessionToAal2 } from './sessions.ts';

export const FACTORS_PATH = '/auth/v1/factors';

const INVALID_TOTP = 'Invalid TOTP code entered';

function verificationFailed(): AuthError {
  return unprocessable('mfa_verification_failed', INVALID_TOTP);
}

/** GoTrue's validateFactors: name clash, caps, and aal2 to add a second verified factor. */
function checkCanEnroll(
  factors: readonly FactorRow[],
  friendlyName: string,
  auth: Authenticated,
): void {
  if (factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && auth.session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
}

/** POST /factors. Only TOTP is offered; phone and WebAuthn answer as hosted with them off. */
async function enroll(ctx: BackendContext, c: Context): Promise<Response> {
  const auth = await authenticate(ctx, c);
  const body = await readJsonObject(c.req.raw);
  const factorType = stringField(body, 'factor_type');
  const friendlyName = stringField(body, 'friendly_name');
  const issuerInput = stringField(body, 'issuer');
  if (factorType === 'phone') {
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  const { user } = auth.account;
  // GoTrue names the issuer after the site's host unless the client gives one.
  const issuer = issuerInput === '' ? new URL(siteUrl(ctx.settings, c)).host : issuerInput;
  const enrollment = await newTotpEnrollment(issuer, user.email ?? '');
  const factor = await ctx.db.transaction(async (tx) => {
    await deleteExpiredFactors(tx, user.id);
    checkCanEnroll(await findFactorsOfUser(tx, user.id), friendlyName, auth);
    return insertTotpFactor(tx, { userId: user.id, friendlyName, secret: enrollment.secret });
  });
  return jsonResponse({
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name,
    totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
  });
}

/** GoTrue's loadFactor: the path's factor, which must belong to the signed-in user. */
async function loadFactor(
  ctx: BackendContext,
  c: Context,
): Promise<{ auth: Authenticated; factor: FactorRow }> {
  const auth = await authenticate(ctx, c);
  const factorId = c.req.param('factorId') ?? '';
  if (!isUuid(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(ctx.db, auth.account.user.id, factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return { auth, factor };
}

function enforceFactorLimit(ctx: BackendContext, c: Context, factor: FactorRow): void {
  const refusal = ctx.limiter.checkFactor(factor.id, clientAddress(c));
  if (refusal) throw refusal;
}

/** POST /factors/{id}/challenge: a challenge to answer with a code within five minutes. */
async function challenge(ctx: BackendContext, c: Context): Promise<Response> {
  const { factor } = await loadFactor(ctx, c);
  enforceFactorLimit(ctx, c, factor);
  const created = await ctx.db.transaction((tx) =>
    insertChallenge(tx, factor.id, clientAddress(c)),
  );
  return jsonResponse({
    id: created.id,
    type: factor.factor_type,
    expires_at: challengeExpiresAt(created),
  });
}

/**
 * POST /factors/{id}/verify. A right code verifies the factor (on first use) and raises the
 * session to aal2, answering with new tokens that say so. Each code is accepted once.
 */
async function verify(ctx: BackendContext, c: Context): Promise<Response> {
  const { auth, factor } = await loadFactor(ctx, c);
  enforceFactorLimit(ctx, c, factor);
  const body = await readJsonObject(c.req.raw);
  const code = stringField(body, 'code');
  const challengeId = stringField(body, 'challenge_id');
  if (code === '') throw validationFailed('Code needs to be non-empty');

  const found = isUuid(challengeId)
    ? await findChallenge(ctx.db, factor.id, challengeId)
    : undefined;
  if (!found) {
    throw unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (found.verified_at !== null || found.ip_address !== clientAddress(c)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (Date.now() / 1000 > challengeExpiresAt(found)) {
    await ctx.db.transaction((tx) => deleteChallenge(tx, found.id));
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const timeStep = matchingTimeStep(factor.secret, code.trim());
  if (timeStep === undefined) throw verificationFailed();

  const origin = apiOrigin(c);
  const answer = await ctx.db.transaction(async (tx) => {
    if (!(await claimTimeStep(tx, factor.id, timeStep))) throw verificationFailed();
    await completeVerification(tx, factor, found.id);
    const granted = await raiseSessionToAal2(tx, auth.session, factor.id, 'totp');
    return tokenResponse(ctx, tx, granted, origin);
  });
  return jsonResponse(answer);
}

/** DELETE /factors/{id}. A verified factor can only be removed from an aal2 session. */
async function unenroll(ctx: BackendContext, c: Context): Promise<Response> {
  const { auth, factor } = await loadFactor(ctx, c);
  if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.transaction(async (tx) => {
    await downgradeSessionsOfFactor(tx, factor.id);
    await deleteFactor(tx, factor.id);
  });
  return jsonResponse({ id: factor.id });
}

export function registerMfaRoutes(app: Hono, ctx: BackendContext): void {
  const route = authRouteBinder(ctx);
  app.post(FACTORS_PATH, route(enroll));
  app.post(`${FACTORS_PATH}/:factorId/challenge`, route(challenge));
  app.post(`${FACTORS_PATH}/:factorId/verify`, route(verify));
  app.delete(`${FACTORS_PATH}/:factorId`, route(unenroll));
}
