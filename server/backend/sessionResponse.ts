import type { BackendContext } from './backendContext.ts';
import type { Queryable } from './db.ts';
import { sessionAssurance } from './sessions.ts';
import type { GrantedSession } from './sessions.ts';
import { signSessionAccessToken } from './tokens.ts';
import { tokenSubject, userJson } from './userJson.ts';
import { loadUser } from './users.ts';

/** GoTrue's AccessTokenResponse, as password, refresh and verify grants all answer. */
export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: 'bearer';
  readonly expires_in: number;
  readonly expires_at: number;
  readonly refresh_token: string;
  readonly user: Record<string, unknown>;
}

/**
 * Signs the access token for a granted session (with its assurance level and proven methods,
 * which refreshes keep) and packs the session for the client.
 */
export async function tokenResponse(
  ctx: BackendContext,
  tx: Queryable,
  granted: GrantedSession,
  apiOrigin: string,
): Promise<TokenResponse> {
  const account = await loadUser(tx, granted.session.user_id);
  if (!account) throw new Error(`Session ${granted.session.id} has no user.`);
  const { aal, amr } = await sessionAssurance(tx, granted.session);
  const access = await signSessionAccessToken(ctx.keys, {
    subject: tokenSubject(account.user),
    sessionId: granted.session.id,
    aal,
    amr,
    issuer: `${apiOrigin}/auth/v1`,
    expiresIn: ctx.settings.jwtExpiry,
  });
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: ctx.settings.jwtExpiry,
    expires_at: access.expiresAt,
    refresh_token: granted.refreshToken,
    user: userJson(account),
  };
}

/** The implicit-flow redirect: the session in the URL fragment, where supabase-js looks. */
export function sessionRedirect(target: string, token: TokenResponse, type: string): string {
  const fragment = new URLSearchParams({
    access_token: token.access_token,
    expires_at: String(token.expires_at),
    expires_in: String(token.expires_in),
    refresh_token: token.refresh_token,
    token_type: token.token_type,
    type,
  });
  return `${target.split('#')[0] ?? target}#${fragment.toString()}`;
}
