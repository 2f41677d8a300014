import type { Context, Hono } from 'hono';
import { AuthError } from '../authErrors.ts';
import type { BackendContext } from '../backendContext.ts';
import { readBodyText } from '../requestBody.ts';
import { asCaller } from './asCaller.ts';
import { callerIdentity, TokenRejected } from './callerIdentity.ts';
import type { CallerIdentity } from './callerIdentity.ts';
import {
  fromPgError,
  invalidBody,
  isPgError,
  jwtError,
  PostgrestError,
  postgrestErrorResponse,
  queryParamError,
  singularityError,
  tableNotFound,
} from './postgrestError.ts';
import { parsePrefer } from './prefer.ts';
import type { Preferences } from './prefer.ts';
import { parseQueryParams } from './queryParams.ts';
import type { QueryParams } from './queryParams.ts';
import { EXPOSED_SCHEMA, loadSchemaCache, suggestTable } from './schemaCache.ts';
import type { SchemaCache, TableInfo } from './schemaCache.ts';
import {
  countStatement,
  deleteStatement,
  insertStatement,
  readStatement,
  updateStatement,
} from './statements.ts';
import type { JsonObject, ResultRow, Statement } from './statements.ts';

/** Rows of room designs and photo metadata are small; a sync batch stays far below this. */
export const REST_BODY_LIMIT = 5 * 1024 * 1024;

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const JSON_TYPE = 'application/json; charset=utf-8';

export function callerFromTokenError(error: TokenRejected): PostgrestError {
  if (error.kind === 'role') return new PostgrestError(401, '22023', error.message);
  return jwtError(error.kind === 'claims' ? 'PGRST303' : 'PGRST301', error.message);
}

async function identify(ctx: BackendContext, c: Context): Promise<CallerIdentity> {
  try {
    return await callerIdentity(ctx.keys, c.req.header('authorization'), c.req.header('apikey'));
  } catch (error) {
    if (error instanceof TokenRejected) throw callerFromTokenError(error);
    throw error;
  }
}

function checkSchema(c: Context, reading: boolean): void {
  const requested = c.req.header(reading ? 'accept-profile' : 'content-profile');
  if (requested !== undefined && requested !== EXPOSED_SCHEMA) {
    throw new PostgrestError(
      406,
      'PGRST106',
      `Invalid schema: ${requested}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    );
  }
}

/** True when the client asked for one object instead of an array (.single(), .maybeSingle()). */
function wantsSingleObject(c: Context): boolean {
  const accept = c.req.header('accept');
  if (!accept) return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes(OBJECT_MEDIA_TYPE)) return true;
  const acceptable = types.some((type) =>
    ['*/*', 'application/*', 'application/json', ''].includes(type),
  );
  if (!acceptable) {
    throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
  }
  return false;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJsonBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await readBodyText(c.req.raw, REST_BODY_LIMIT);
  } catch (error) {
    if (error instanceof AuthError && error.status === 413) {
      throw new PostgrestError(
        413,
        'PGRST102',
        `Request body too large (max ${REST_BODY_LIMIT} bytes)`,
      );
    }
    throw error;
  }
  if (text.trim() === '') throw invalidBody();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody();
  }
}

interface Outcome {
  readonly rows: ResultRow;
  readonly total?: number;
}

async function run(
  ctx: BackendContext,
  caller: CallerIdentity,
  statement: Statement,
  count?: Statement,
  single = false,
): Promise<Outcome> {
  return asCaller(ctx.db, caller, async (tx) => {
    const result = await tx.query<ResultRow>(statement.sql, statement.params);
    const rows = result.rows[0] ?? { body: '[]', row_count: 0 };
    // A write asked for as one object is undone when it touched any other number of rows.
    if (single && rows.row_count !== 1) throw singularityError(rows.row_count);
    if (!count) return { rows };
    const counted = await tx.query<{ total: number }>(count.sql, count.params);
    return { rows, total: counted.rows[0]?.total ?? 0 };
  });
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return rows === 0 ? `*/${size}` : `${offset}-${offset + rows - 1}/${size}`;
}

function respond(
  outcome: Outcome,
  options: { status: number; single: boolean; body: boolean; range: string },
): Response {
  const headers: Record<string, string> = {
    'Content-Range': options.range,
    'Cache-Control': 'no-store',
  };
  if (!options.body)
    return new Response(null, { status: options.status === 200 ? 204 : options.status, headers });
  let body = outcome.rows.body;
  if (options.single) {
    const rows = JSON.parse(body) as unknown[];
    body = JSON.stringify(rows[0]);
    headers['Content-Type'] = `${OBJECT_MEDIA_TYPE}; charset=utf-8`;
  } else {
    headers['Content-Type'] = JSON_TYPE;
  }
  return new Response(body, { status: options.status, headers });
}

async function handleRead(
  ctx: BackendContext,
  c: Context,
  caller: CallerIdentity,
  table: TableInfo,
  query: QueryParams,
  prefer: Preferences,
  single: boolean,
): Promise<Response> {
  const outcome = await run(
    ctx,
    caller,
    readStatement(table, query),
    prefer.countExact ? countStatement(table, query) : undefined,
  );
  if (single && outcome.rows.row_count !== 1) throw singularityError(outcome.rows.row_count);
  const range = contentRange(query.offset ?? 0, outcome.rows.row_count, outcome.total);
  if (c.req.method === 'HEAD')
    return new Response(null, { status: 200, headers: { 'Content-Range': range } });
  return respond(outcome, { status: 200, single, body: true, range });
}

async function handleWrite(
  ctx: BackendContext,
  c: Context,
  caller: CallerIdentity,
  table: TableInfo,
  query: QueryParams,
  prefer: Preferences,
  single: boolean,
): Promise<Response> {
  const method = c.req.method;
  if (method !== 'POST' && (query.limit !== undefined || query.offset !== undefined)) {
    throw queryParamError(
      'limit and offset are not answered for updates and deletes here',
      'Use filters to pick the rows instead.',
    );
  }
  let statement: Statement | undefined;
  if (method === 'POST') {
    const body = await readJsonBody(c);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isObject)) throw invalidBody('All object keys must match');
    if (rows.length === 0)
      return respond(
        { rows: { body: '[]', row_count: 0 } },
        { status: 201, single: false, body: prefer.returnRepresentation, range: '*/*' },
      );
    statement = insertStatement(table, rows, query, {
      representation: prefer.returnRepresentation,
      ...(prefer.resolution ? { resolution: prefer.resolution } : {}),
    });
  } else if (method === 'PATCH') {
    const body = await readJsonBody(c);
    if (!isObject(body)) throw invalidBody();
    statement = updateStatement(table, body, query, prefer.returnRepresentation);
  } else {
    statement = deleteStatement(table, query, prefer.returnRepresentation);
  }
  const status = method === 'POST' ? 201 : 200;
  if (!statement)
    return respond(
      { rows: { body: '[]', row_count: 0 } },
      { status, single: false, body: prefer.returnRepresentation, range: '*/*' },
    );
  const outcome = await run(ctx, caller, statement, undefined, single);
  return respond(outcome, { status, single, body: prefer.returnRepresentation, range: '*/*' });
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

/**
 * The part of PostgREST that supabase-js's `from()` uses, at /rest/v1/<table>. Every call runs
 * in Postgres as the caller's role with the caller's JWT claims, so the migrations' own row
 * level security policies decide what it sees and changes.
 */
export function registerRestRoutes(app: Hono, ctx: BackendContext): void {
  let cache: Promise<SchemaCache> | undefined;
  const schemaCache = (): Promise<SchemaCache> =>
    (cache ??= loadSchemaCache(ctx.db).catch((error: unknown) => {
      cache = undefined;
      throw error;
    }));

  const answer = async (
    work: () => Promise<Response>,
    caller?: () => CallerIdentity | undefined,
  ): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PostgrestError) return postgrestErrorResponse(error);
      if (isPgError(error)) {
        return postgrestErrorResponse(fromPgError(error, (caller?.()?.role ?? 'anon') !== 'anon'));
      }
      throw error;
    }
  };

  app.all('/rest/v1/rpc/:name', (c) =>
    answer(() => {
      throw new PostgrestError(
        404,
        'PGRST202',
        `Could not find the function ${EXPOSED_SCHEMA}.${c.req.param('name')} without parameters in the schema cache`,
      );
    }),
  );

  app.all('/rest/v1/:table', (c) => {
    let caller: CallerIdentity | undefined;
    return answer(
      async () => {
        const method = c.req.method;
        if (!METHODS.has(method))
          throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        const reading = method === 'GET' || method === 'HEAD';
        checkSchema(c, reading);
        caller = await identify(ctx, c);
        const name = c.req.param('table');
        const cache = await schemaCache();
        const table = cache.tables.get(name);
        if (!table) throw tableNotFound(name, suggestTable(cache, name));
        const query = parseQueryParams(new URL(c.req.url).searchParams);
        const single = wantsSingleObject(c);
        const prefer = parsePrefer(c.req.header('prefer'));
        return reading
          ? handleRead(ctx, c, caller, table, query, prefer, single)
          : handleWrite(ctx, c, caller, table, query, prefer, single);
      },
      () => caller,
    );
  });

  app.all('/rest/v1/*', () =>
    answer(() => {
      throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
    }),
  );
}
