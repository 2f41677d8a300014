/**
 * Errors in the shape hosted Supabase Storage answers with. Like hosted Storage, the HTTP status
 * is 400 for every client error and the meaningful code travels in the body's `statusCode`
 * ("404", "413", "415"...), which storage-js reports as the error's statusCode.
 */
export class StorageError extends Error {
  constructor(
    /** The status hosted Storage names in the body. */
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const bucketNotFound = (): StorageError =>
  new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');

export const objectNotFound = (): StorageError =>
  new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');

export const invalidKey = (key: string): StorageError =>
  new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);

export const entityTooLarge = (): StorageError =>
  new StorageError(
    413,
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );

export const invalidMimeType = (type: string): StorageError =>
  new StorageError(
    415,
    'InvalidMimeType',
    'invalid_mime_type',
    `mime type ${type} is not supported`,
  );

export const alreadyExists = (): StorageError =>
  new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists');

export const accessDenied = (message: string): StorageError =>
  new StorageError(403, 'AccessDenied', 'Unauthorized', message);

export const invalidRequest = (message: string): StorageError =>
  new StorageError(400, 'InvalidRequest', 'InvalidRequest', message);

export function storageErrorResponse(error: StorageError): Response {
  return Response.json(
    {
      statusCode: String(error.statusCode),
      code: error.code,
      error: error.error,
      message: error.message,
    },
    { status: error.statusCode >= 500 ? 500 : 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** What hosted Storage answers for a path it has no route for (Fastify's own 404). */
export function routeNotFound(method: string, path: string): Response {
  return Response.json(
    { statusCode: 404, error: 'Not Found', message: `Route ${method}:${path} not found` },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}
