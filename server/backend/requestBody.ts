import { AuthError, badRequest } from './authErrors.ts';

/** Every auth and function call fits in a few hundred bytes; nothing needs more than this. */
export const MAX_BODY_BYTES = 64 * 1024;

export type JsonObject = Record<string, unknown>;

export function bodyTooLarge(limit: number): AuthError {
  return new AuthError(
    413,
    'request_entity_too_large',
    `Request body too large (max ${limit} bytes)`,
  );
}

/** Reads the body, refusing more than `limit` bytes without buffering the excess. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function badJson(reason: string): AuthError {
  return badRequest('bad_json', `Could not parse request body as JSON: ${reason}`);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The body as a JSON object, answering 400 bad_json for anything else, as GoTrue does. */
export async function readJsonObject(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<JsonObject> {
  const text = await readBodyText(request, limit);
  if (text.trim() === '') throw badJson('unexpected end of JSON input');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badJson(`expected an object, got ${kindOf(value)}`);
  }
  return value as JsonObject;
}

function wrongType(name: string, expected: string, value: unknown): AuthError {
  return badJson(`"${name}" must be ${expected}, not ${kindOf(value)}`);
}

/** A string field; missing or null reads as "" (Go's zero value, which GoTrue relies on). */
export function stringField(body: JsonObject, name: string): string {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw wrongType(name, 'a string', value);
  return value;
}

/** A string field where "absent" and "empty" mean different things (a new password). */
export function optionalStringField(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw wrongType(name, 'a string', value);
  return value;
}

export function booleanField(body: JsonObject, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw wrongType(name, 'true or false', value);
  return value;
}

export function objectField(body: JsonObject, name: string): JsonObject | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw wrongType(name, 'an object', value);
  }
  return value as JsonObject;
}
