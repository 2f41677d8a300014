import { entityTooLarge, invalidMimeType, invalidRequest } from './storageError.ts';

/** Hosted Storage's own upper limit for one upload when a bucket sets none. */
export const SERVER_UPLOAD_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and the small form fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/**
 * An oversized upload is still read to its end (and thrown away) up to this much, so the client
 * gets the answer instead of a reset connection; beyond it the connection is cut.
 */
const DRAIN_LIMIT = 128 * 1024 * 1024;

export interface BucketLimits {
  /** Bytes. */
  readonly maxBytes: number;
  /** Exact types or 'type/*' wildcards; null allows any. */
  readonly allowedMimeTypes: readonly string[] | null;
}

export interface Upload {
  readonly bytes: Uint8Array;
  readonly mimeType: string;
  readonly cacheControl: string;
}

export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (allowed === null || allowed.length === 0) return true;
  const type = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.endsWith('/*')
      ? type.startsWith(rule.slice(0, -1)) && type.length > rule.length - 1
      : type === rule;
  });
}

/** The body's bytes, or EntityTooLarge once it passes `limit` (after draining the rest). */
async function readLimited(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel().catch(() => undefined);
      break;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) throw entityTooLarge();
  return Buffer.concat(chunks);
}

function cacheControlOf(value: string | undefined | null): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value) ? `max-age=${value}` : value;
}

/**
 * Reads an upload as storage-js sends it: multipart form data (a Blob or File, with the
 * cacheControl field) or the raw bytes with their type in Content-Type. The bucket's size and
 * type limits are enforced on what arrives, whatever the client checked before sending.
 */
export async function readUpload(request: Request, limits: BucketLimits): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? '';
  let upload: Upload;
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const raw = await readLimited(request, limits.maxBytes + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(new Blob([new Uint8Array(raw)]), {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      throw invalidRequest('The multipart body could not be read');
    }
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw invalidRequest('No content provided');
    if (file.size > limits.maxBytes) throw entityTooLarge();
    const declared = form.get('contentType');
    const cacheControl = form.get('cacheControl');
    upload = {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimeType:
        (typeof declared === 'string' && declared) || file.type || 'application/octet-stream',
      cacheControl: cacheControlOf(typeof cacheControl === 'string' ? cacheControl : undefined),
    };
  } else {
    upload = {
      bytes: await readLimited(request, limits.maxBytes),
      mimeType: contentType || 'application/octet-stream',
      cacheControl: cacheControlOf(request.headers.get('cache-control')),
    };
  }
  if (!mimeTypeAllowed(upload.mimeType, limits.allowedMimeTypes))
    throw invalidMimeType(upload.mimeType);
  return upload;
}
