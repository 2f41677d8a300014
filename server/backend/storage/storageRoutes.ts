import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import type { BackendContext } from '../backendContext.ts';
import { queryOne } from '../db.ts';
import { readBodyText } from '../requestBody.ts';
import { asCaller } from '../rest/asCaller.ts';
import { callerIdentity, TokenRejected } from '../rest/callerIdentity.ts';
import type { CallerIdentity } from '../rest/callerIdentity.ts';
import { isPgError } from '../rest/postgrestError.ts';
import { openObjectFile, removeObjectFile, stageObject } from './objectFiles.ts';
import { checkBucketId, checkObjectName, objectFilePath, stagingDir } from './objectName.ts';
import {
  accessDenied,
  alreadyExists,
  bucketNotFound,
  invalidKey,
  invalidRequest,
  objectNotFound,
  routeNotFound,
  StorageError,
  storageErrorResponse,
} from './storageError.ts';
import { readUpload, SERVER_UPLOAD_LIMIT } from './uploadBody.ts';

const PREFIX = '/storage/v1';
/** Hosted Storage removes at most this many objects per call. */
const MAX_REMOVE = 1000;
/** Room for MAX_REMOVE full-length names. */
const REMOVE_BODY_LIMIT = 1024 * 1024;
/** Object routes whose first segment is an action, not a bucket; not answered here. */
const ACTIONS = new Set(['sign', 'upload', 'info', 'list', 'list-v2', 'move', 'copy']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

interface ObjectRow {
  id: string;
  name: string;
  metadata: ObjectMetadata | null;
}

/** Buckets are read by the server itself, as hosted Storage does, whoever is calling. */
async function findBucket(ctx: BackendContext, bucketId: string): Promise<BucketRow> {
  const bucket = await queryOne<BucketRow>(
    ctx.db,
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [checkBucketId(bucketId)],
  );
  if (!bucket) throw bucketNotFound();
  return bucket;
}

async function identify(ctx: BackendContext, c: Context): Promise<CallerIdentity> {
  try {
    return await callerIdentity(ctx.keys, c.req.header('authorization'), c.req.header('apikey'));
  } catch (error) {
    // Hosted Storage passes the verifier's own reason through ("signature verification failed").
    if (error instanceof TokenRejected) throw accessDenied(error.reason);
    throw error;
  }
}

async function upload(
  ctx: BackendContext,
  c: Context,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<Response> {
  const caller = await identify(ctx, c);
  const bucket = await findBucket(ctx, bucketId);
  const path = objectFilePath(ctx.settings.dataDir, bucket.id, checkObjectName(name));
  const bucketLimit =
    bucket.file_size_limit === null ? SERVER_UPLOAD_LIMIT : Number(bucket.file_size_limit);
  const file = await readUpload(c.req.raw, {
    maxBytes: Math.min(bucketLimit, SERVER_UPLOAD_LIMIT),
    allowedMimeTypes: bucket.allowed_mime_types,
  });
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.byteLength,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
  const owner = UUID.test(caller.userId) ? caller.userId : null;
  const staged = await stageObject(ctx.settings.dataDir, file.bytes);
  try {
    const row = await asCaller(ctx.db, caller, async (tx) => {
      const result = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
         values ($1, $2, $3::uuid, $3, $4::jsonb)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update
                  set owner = excluded.owner, owner_id = excluded.owner_id,
                      metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()`
             : ''
         }
         returning id`,
        [bucket.id, name, owner, JSON.stringify(metadata)],
      );
      // The bytes take their place before the row commits; a failed rename undoes the row.
      await staged.commit(path);
      return result.rows[0];
    });
    return Response.json({ Id: row?.id, Key: `${bucket.id}/${name}` });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

async function download(
  ctx: BackendContext,
  c: Context,
  bucketId: string,
  name: string,
  publicRoute: boolean,
): Promise<Response> {
  const caller = await identify(ctx, c);
  const bucket = await findBucket(ctx, bucketId);
  if (publicRoute && !bucket.public) throw bucketNotFound();
  checkObjectName(name);
  // Through the caller's role: a row the policies hide is, to this caller, not there.
  const row = await asCaller(ctx.db, caller, async (tx) =>
    queryOne<ObjectRow>(
      tx,
      'select id, name, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket.id, name],
    ),
  );
  const file = row && (await openObjectFile(objectFilePath(ctx.settings.dataDir, bucket.id, name)));
  if (!file) throw objectNotFound();
  const metadata = row.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': metadata.mimetype ?? 'application/octet-stream',
    'Cache-Control': metadata.cacheControl ?? 'no-cache',
    'Content-Length': String(file.size),
  };
  if (metadata.eTag) headers.ETag = metadata.eTag;
  if (metadata.lastModified) headers['Last-Modified'] = metadata.lastModified;
  if (c.req.method === 'HEAD') {
    await file.close();
    return new Response(null, { status: 200, headers });
  }
  return new Response(file.stream(), { status: 200, headers });
}

async function removeNames(
  ctx: BackendContext,
  caller: CallerIdentity,
  bucketId: string,
  names: readonly string[],
): Promise<Record<string, unknown>[]> {
  const removed = await asCaller(ctx.db, caller, async (tx) => {
    const result = await tx.query<Record<string, unknown> & { name: string }>(
      `delete from storage.objects
        where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
        returning id, name, bucket_id, owner, owner_id, metadata, created_at, updated_at,
                  last_accessed_at`,
      [bucketId, JSON.stringify(names)],
    );
    return result.rows;
  });
  // After the commit: a crash in between leaves an unreferenced file, never a row without bytes.
  for (const row of removed) {
    await removeObjectFile(objectFilePath(ctx.settings.dataDir, bucketId, row.name));
  }
  return removed;
}

async function removeMany(ctx: BackendContext, c: Context, bucketId: string): Promise<Response> {
  const caller = await identify(ctx, c);
  const bucket = await findBucket(ctx, bucketId);
  let prefixes: unknown;
  try {
    const body = await readBodyText(c.req.raw, REMOVE_BODY_LIMIT);
    prefixes = (JSON.parse(body) as { prefixes?: unknown }).prefixes;
  } catch {
    throw invalidRequest('body must be a JSON object with a prefixes array');
  }
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > MAX_REMOVE ||
    !prefixes.every((prefix): prefix is string => typeof prefix === 'string')
  ) {
    throw invalidRequest(`prefixes must be an array of 1 to ${MAX_REMOVE} object names`);
  }
  return Response.json(await removeNames(ctx, caller, bucket.id, prefixes));
}

async function removeOne(
  ctx: BackendContext,
  c: Context,
  bucketId: string,
  name: string,
): Promise<Response> {
  const caller = await identify(ctx, c);
  const bucket = await findBucket(ctx, bucketId);
  const removed = await removeNames(ctx, caller, bucket.id, [checkObjectName(name)]);
  if (removed.length === 0) throw objectNotFound();
  return Response.json({ message: 'Successfully deleted' });
}

function decodeSegments(path: string): string[] {
  return path
    .split('/')
    .filter((segment, index) => index > 0 || segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw invalidKey(segment);
      }
    });
}

function route(ctx: BackendContext, c: Context, pathname: string): Promise<Response> | undefined {
  const [area, ...rest] = decodeSegments(pathname.slice(PREFIX.length + 1));
  if (area !== 'object' || rest.length === 0) return undefined;
  const method = c.req.method;
  const reading = method === 'GET' || method === 'HEAD';
  const [first = '', ...others] = rest;
  if (reading && (first === 'authenticated' || first === 'public') && others.length >= 2) {
    const [bucket = '', ...name] = others;
    return download(ctx, c, bucket, name.join('/'), first === 'public');
  }
  if (ACTIONS.has(first)) return undefined;
  const name = others.join('/');
  if (reading && others.length > 0) return download(ctx, c, first, name, false);
  if ((method === 'POST' || method === 'PUT') && others.length > 0) {
    // PUT replaces; POST replaces only when asked to with x-upsert, as storage-js sends it.
    return upload(ctx, c, first, name, method === 'PUT' || c.req.header('x-upsert') === 'true');
  }
  if (method === 'DELETE')
    return others.length === 0 ? removeMany(ctx, c, first) : removeOne(ctx, c, first, name);
  return undefined;
}

function storageFailure(error: unknown): Response {
  if (error instanceof StorageError) return storageErrorResponse(error);
  if (isPgError(error)) {
    if (error.code === '42501')
      return storageErrorResponse(accessDenied('new row violates row-level security policy'));
    if (error.code === '23505') return storageErrorResponse(alreadyExists());
  }
  console.error(error);
  return storageErrorResponse(
    new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
  );
}

/**
 * The part of hosted Storage that storage-js's `from(bucket)` uses to upload, download and
 * remove objects. Each object's row in storage.objects is read and written as the caller's
 * role, so the policies on that table decide who may do what; the bytes live on disk at
 * `<DATA_DIR>/storage/<bucket>/<object name>`.
 */
export function registerStorageRoutes(app: Hono, ctx: BackendContext): void {
  // Parts left by an upload that was cut off by a crash; nothing is in flight yet.
  rmSync(stagingDir(ctx.settings.dataDir), { recursive: true, force: true });
  app.all(`${PREFIX}/*`, async (c) => {
    const pathname = new URL(c.req.url).pathname;
    try {
      const answer = route(ctx, c, pathname);
      return answer ? await answer : routeNotFound(c.req.method, pathname);
    } catch (error) {
      return storageFailure(error);
    }
  });
}
