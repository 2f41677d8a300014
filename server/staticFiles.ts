import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cacheControlFor } from './cachePolicy.ts';
import { contentTypeFor } from './contentTypes.ts';
import type { ContentEncoding } from './encoding.ts';

export interface Representation {
  readonly body: Uint8Array<ArrayBuffer>;
  /** Strong validator, distinct per encoding because the bytes on the wire differ. */
  readonly etag: string;
}

export interface StaticFile {
  /** The URL path it answers, e.g. "/assets/index-abc123.js". */
  readonly urlPath: string;
  readonly contentType: string;
  readonly cacheControl: string;
  /** Set when compressed forms may exist, so caches must key on Accept-Encoding. */
  readonly varyOnEncoding: boolean;
  readonly representations: ReadonlyMap<ContentEncoding, Representation>;
}

/** URL path to file. Nothing outside this map can ever be served, which rules out traversal. */
export type StaticFileMap = ReadonlyMap<string, StaticFile>;

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles such as Vite's .vite/manifest.json are build metadata, not part of the site.
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    // Symlinks are neither files nor directories here, so a link cannot lead out of dist.
    if (entry.isDirectory()) files.push(...listFiles(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/**
 * Brotli's best setting compresses about 1 MB/s, which is fine for a typical bundle but would hold
 * up startup on a very large file; those get a setting roughly ten times faster and a little larger.
 */
const MAX_QUALITY_LIMIT_BYTES = 1024 * 1024;
const LARGE_FILE_BROTLI_QUALITY = 9;

function strongEtag(bytes: Uint8Array, suffix: string): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return `"${hash}${suffix}"`;
}

/** A copy owning its memory, so a pooled Buffer's neighbours are not kept alive with it. */
function toBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer);
}

function buildRepresentations(
  content: Uint8Array<ArrayBuffer>,
  compressible: boolean,
): Map<ContentEncoding, Representation> {
  const identityEtag = strongEtag(content, '');
  const representations = new Map<ContentEncoding, Representation>([
    ['identity', { body: content, etag: identityEtag }],
  ]);
  if (!compressible) return representations;

  const unquoted = identityEtag.slice(1, -1);
  const brotli = toBytes(
    brotliCompressSync(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]:
          content.byteLength > MAX_QUALITY_LIMIT_BYTES
            ? LARGE_FILE_BROTLI_QUALITY
            : zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
  );
  const gzip = toBytes(gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
  // A compressed form that is not smaller (tiny files) only costs the client a decode.
  if (brotli.byteLength < content.byteLength) {
    representations.set('br', { body: brotli, etag: `"${unquoted}-br"` });
  }
  if (gzip.byteLength < content.byteLength) {
    representations.set('gzip', { body: gzip, etag: `"${unquoted}-gzip"` });
  }
  return representations;
}

/** Reads the whole build into memory once; the build is small and this keeps requests off disk. */
export function loadStaticFiles(distDir: string): StaticFileMap {
  const files = new Map<string, StaticFile>();
  for (const fullPath of listFiles(distDir)) {
    const urlPath = '/' + relative(distDir, fullPath).split(sep).join('/');
    const { type, compressible } = contentTypeFor(urlPath);
    files.set(urlPath, {
      urlPath,
      contentType: type,
      cacheControl: cacheControlFor(urlPath),
      varyOnEncoding: compressible,
      representations: buildRepresentations(toBytes(readFileSync(fullPath)), compressible),
    });
  }
  return files;
}
