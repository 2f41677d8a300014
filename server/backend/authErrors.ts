/**
 * Errors in the shapes hosted Supabase Auth (GoTrue) answers with, because supabase-js reads the
 * code and the message from exactly those fields and the app maps the messages word for word.
 */

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
/** The only dated API version so far; supabase-js sends it with every request. */
export const API_VERSION_2024 = '2024-01-01';

/** A GoTrue HTTPError: a status, an error code from its catalogue and a message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, such as weak_password. */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The OAuth-style `{ error, error_description }` GoTrue still uses for a few token errors. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export const badRequest = (code: string, message: string): AuthError =>
  new AuthError(400, code, message);
export const validationFailed = (message: string): AuthError =>
  new AuthError(400, 'validation_failed', message);
export const forbidden = (code: string, message: string): AuthError =>
  new AuthError(403, code, message);
export const unprocessable = (code: string, message: string): AuthError =>
  new AuthError(422, code, message);

export const INVALID_CREDENTIALS = 'Invalid login credentials';

export function weakPassword(message: string, reasons: readonly string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

export function requestRateLimited(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

export function emailRateLimited(): AuthError {
  return new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
}

const DATED_VERSION = /^\d{4}-\d{2}-\d{2}$/;

/** True when the client asked for the 2024-01-01 error shape (or a later date). */
export function wantsDatedErrors(headerValue: string | undefined): boolean {
  const value = headerValue?.trim();
  if (!value || !DATED_VERSION.test(value)) return false;
  const date = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function authErrorResponse(error: AuthError | OAuthError, apiVersion?: string): Response {
  if (error instanceof OAuthError) {
    return Response.json(
      { error: error.error, error_description: error.description },
      { status: 400, headers: NO_STORE },
    );
  }
  const headers: Record<string, string> = { ...NO_STORE };
  let body: Record<string, unknown>;
  if (wantsDatedErrors(apiVersion)) {
    headers[API_VERSION_HEADER] = API_VERSION_2024;
    body = { code: error.code, message: error.message, ...error.extra };
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  }
  return Response.json(body, { status: error.status, headers });
}

/** GoTrue's answer to anything it did not expect, in the shape the client asked for. */
export function unexpectedFailure(apiVersion?: string): Response {
  return authErrorResponse(
    new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    ),
    apiVersion,
  );
}
