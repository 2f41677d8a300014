import type { Context, Handler } from 'hono';
import {
  API_VERSION_HEADER,
  AuthError,
  authErrorResponse,
  NO_STORE,
  OAuthError,
  unexpectedFailure,
} from './authErrors.ts';
import type { BackendContext } from './backendContext.ts';
import type { RateLimitBucket } from './rateLimit.ts';
import { clientAddress } from './requestContext.ts';
import { errorCode } from '../errorCode.ts';

/**
 * Wraps an auth route so that whatever it throws leaves as a GoTrue error body, in the shape
 * the request's X-Supabase-Api-Version asks for. Unexpected failures are logged, not leaked.
 */
export function authHandler(route: (c: Context) => Promise<Response>): Handler {
  return async (c) => {
    const apiVersion = c.req.header(API_VERSION_HEADER);
    try {
      return await route(c);
    } catch (error) {
      if (error instanceof AuthError || error instanceof OAuthError) {
        return authErrorResponse(error, apiVersion);
      }
      console.error(error);
      return unexpectedFailure(apiVersion);
    }
  };
}

type AuthRoute = (ctx: BackendContext, c: Context) => Promise<Response>;

/** Binds auth routes to the backend they serve, each wrapped by `authHandler`. */
export function authRouteBinder(ctx: BackendContext): (route: AuthRoute) => Handler {
  return (route) => authHandler((c) => route(ctx, c));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** Postgres's unique_violation, e.g. two sign-ups for one address racing each other. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === '23505';
}

/** Throws GoTrue's 429 when this address has used up the bucket. */
export function enforceLimit(ctx: BackendContext, c: Context, bucket: RateLimitBucket): void {
  const refusal = ctx.limiter.check(bucket, clientAddress(c));
  if (refusal) throw refusal;
}
