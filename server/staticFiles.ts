import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cacheControlFor } from './cachePolicy.ts';
import { compressedForm, contentDigest, prepareCompressedForms } from './compressedForms.ts';
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

/** A copy owning its memory, so a pooled Buffer's neighbours are not kept alive with it. */
function toBytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer);
}

function buildRepresentations(
  distDir: string,
  content: Uint8Array<ArrayBuffer>,
  compressible: boolean,
): Map<ContentEncoding, Representation> {
  const digest = contentDigest(content);
  const unquoted = digest.toString('base64url').slice(0, 27);
  const representations = new Map<ContentEncoding, Representation>([
    ['identity', { body: content, etag: `"${unquoted}"` }],
  ]);
  if (!compressible) return representations;

  for (const encoding of ['br', 'gzip'] as const) {
    const body = toBytes(compressedForm(distDir, content, digest, encoding));
    // A compressed form that is not smaller (tiny files) only costs the client a decode.
    if (body.byteLength < content.byteLength) {
      representations.set(encoding, { body, etag: `"${unquoted}-${encoding}"` });
    }
  }
  return representations;
}

/**
 * Makes the compressed forms `loadStaticFiles` will read, on every core: call it before, while
 * the server starts its other parts. It never fails; what it could not make, loading makes.
 */
export async function prepareStaticFiles(distDir: string): Promise<void> {
  try {
    const compressible = listFiles(distDir)
      .filter((fullPath) => contentTypeFor(relative(distDir, fullPath)).compressible)
      .map((fullPath) => {
        const content = readFileSync(fullPath);
        return { content, digest: contentDigest(content) };
      });
    await prepareCompressedForms(distDir, compressible);
  } catch {
    // No build there, or a file gone meanwhile: `loadStaticFiles` reports or makes it.
  }
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
      representations: buildRepresentations(distDir, toBytes(readFileSync(fullPath)), compressible),
    });
  }
  return files;
}
