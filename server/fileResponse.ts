import { negotiateEncoding } from './encoding.ts';
import type { ContentEncoding } from './encoding.ts';
import type { Representation, StaticFile } from './staticFiles.ts';

function opaqueTag(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/**
 * If-None-Match uses weak comparison (RFC 9110 13.1.2). Any of the file's encodings counts as a
 * match: they carry the same content, so the client's copy is current whichever one it holds.
 */
function isNotModified(ifNoneMatch: string | null, file: StaticFile): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const known = new Set([...file.representations.values()].map((r) => r.etag));
  return ifNoneMatch.split(',').some((tag) => known.has(opaqueTag(tag)));
}

function pickRepresentation(
  file: StaticFile,
  acceptEncoding: string | null,
): [ContentEncoding, Representation] {
  const encoding = negotiateEncoding(
    acceptEncoding ?? undefined,
    new Set(file.representations.keys()),
  );
  const chosen = file.representations.get(encoding);
  if (chosen) return [encoding, chosen];
  const identity = file.representations.get('identity');
  if (!identity) throw new Error(`No identity representation for ${file.urlPath}`);
  return ['identity', identity];
}

/**
 * Answers a GET or HEAD for one in-memory file. The status is a parameter because the app shell is
 * also sent, with 404, for paths the client-side router does not know.
 */
export function fileResponse(file: StaticFile, request: Request, status = 200): Response {
  const [encoding, representation] = pickRepresentation(
    file,
    request.headers.get('accept-encoding'),
  );
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: representation.etag,
  });
  if (file.varyOnEncoding) headers.set('Vary', 'Accept-Encoding');

  // A 304 only stands in for a 200; an error page must always be delivered in full.
  if (status === 200 && isNotModified(request.headers.get('if-none-match'), file)) {
    return new Response(null, { status: 304, headers });
  }

  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(representation.body.byteLength));
  const body = request.method === 'HEAD' ? null : representation.body;
  return new Response(body, { status, headers });
}
