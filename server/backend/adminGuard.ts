import type { Context } from 'hono';
import { AuthError, forbidden } from './authErrors.ts';
import type { BackendContext } from './backendContext.ts';
import { bearerToken } from './requestContext.ts';
import { verifyJwt } from './tokens.ts';

/** GOTRUE_JWT_ADMIN_ROLES on the hosted service. */
export const ADMIN_ROLES: readonly string[] = ['service_role', 'supabase_admin'];

/**
 * GoTrue's requireAdminCredentials: a bearer token signed by this server whose role is an
 * admin role. A user's access token or the anon key is a valid token without that role.
 */
export async function requireAdmin(ctx: BackendContext, c: Context): Promise<void> {
  const token = bearerToken(c);
  if (!token) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  }
  const claims = await verifyJwt(ctx.keys, token);
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!ADMIN_ROLES.includes(role)) throw forbidden('not_admin', 'User not allowed');
}
