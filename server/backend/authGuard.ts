import type { Context } from 'hono';
import { AuthError, forbidden } from './authErrors.ts';
import type { BackendContext } from './backendContext.ts';
import { bearerToken } from './requestContext.ts';
import { findSession } from './sessions.ts';
import type { SessionRow } from './sessions.ts';
import { verifyAccessToken } from './tokens.ts';
import type { AccessTokenClaims } from './tokens.ts';
import { loadUser } from './users.ts';
import type { UserWithIdentities } from './users.ts';

export interface Authenticated {
  readonly account: UserWithIdentities;
  readonly session: SessionRow;
  readonly claims: AccessTokenClaims;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * GoTrue's check on every protected call: a bearer token, signed by our key and unexpired, whose
 * user and session still exist. Signing out deletes the session, which voids its access tokens
 * at once instead of when they expire.
 */
export async function authenticate(ctx: BackendContext, c: Context): Promise<Authenticated> {
  const token = bearerToken(c);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  }
  const claims = await verifyAccessToken(ctx.keys, token);
  if (!isUuid(claims.sub)) {
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  }
  if (!isUuid(claims.session_id)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  const account = await loadUser(ctx.db, claims.sub);
  if (!account) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const session = await findSession(ctx.db, claims.session_id);
  if (!session || session.user_id !== account.user.id) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { account, session, claims };
}
