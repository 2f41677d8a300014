/**
 * Errors in the shape PostgREST answers with ({ code, details, hint, message }) and with its
 * status codes, because postgrest-js hands that body to the app as the error unchanged.
 */

export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'PostgrestError';
  }
}

/** A query string PostgREST could not parse (PGRST100). */
export function queryParamError(message: string, details: string): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

export function invalidBody(message = 'Empty or invalid json'): PostgrestError {
  return new PostgrestError(400, 'PGRST102', message);
}

export function tableNotFound(table: string, suggestion?: string): PostgrestError {
  return new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  );
}

/** A column named in select, a filter or order that the table lacks. */
export function undefinedColumn(table: string, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** A column named in a request body (or `columns`) that the table lacks. */
export function columnNotInSchemaCache(table: string, column: string): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function singularityError(rows: number): PostgrestError {
  return new PostgrestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** The JWT errors PostgREST answers with 401 (PGRST301 decoding, PGRST303 claims). */
export function jwtError(code: 'PGRST301' | 'PGRST303', message: string): PostgrestError {
  return new PostgrestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

export interface PgErrorFields {
  readonly code?: string;
  readonly message: string;
  readonly detail?: string;
  readonly hint?: string;
}

export function isPgError(error: unknown): error is PgErrorFields & Error {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * PostgREST's table from SQLSTATE to HTTP status. `authenticated` matters for 42501: a missing
 * privilege reads as "sign in" (401) to an anonymous caller and "forbidden" (403) otherwise.
 */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42P17' || code === '53400') return 500;
  if (code === 'P0001') return 400;
  if (code === '57P01') return 503;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(prefix)
  ) {
    return 500;
  }
  return 400;
}

export function fromPgError(error: PgErrorFields, authenticated: boolean): PostgrestError {
  const code = error.code ?? 'XX000';
  return new PostgrestError(
    statusForSqlState(code, error.message, authenticated),
    code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

export function postgrestErrorResponse(error: PostgrestError): Response {
  return Response.json(
    { code: error.code, details: error.details, hint: error.hint, message: error.message },
    {
      status: error.status,
      headers: {
        'Cache-Control': 'no-store',
        'Proxy-Status': `PostgREST; error=${error.code}`,
        ...error.headers,
      },
    },
  );
}
