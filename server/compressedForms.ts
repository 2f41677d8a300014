import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

/**
 * The compressed forms of the build's files, made once per build and kept beside it in
 * `<dist>/.compressed/<sha-256 of the file>.br|.gz` (a dot folder: never served, never
 * precached, emptied with the build). Brotli at its best setting takes seconds over the whole
 * build; a server start that finds them only reads them.
 */
export type CompressedEncoding = 'br' | 'gzip';

const EXTENSION: Readonly<Record<CompressedEncoding, string>> = { br: 'br', gzip: 'gz' };
export const COMPRESSED_DIR = '.compressed';

/**
 * Brotli's best setting compresses about 1 MB/s, which is fine for a typical bundle but would hold
 * up startup on a very large file; those get a setting roughly ten times faster and a little larger.
 */
const MAX_QUALITY_LIMIT_BYTES = 1024 * 1024;
const LARGE_FILE_BROTLI_QUALITY = 9;

const brotliOptions = (content: Uint8Array): BrotliOptions => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]:
      content.byteLength > MAX_QUALITY_LIMIT_BYTES
        ? LARGE_FILE_BROTLI_QUALITY
        : zlib.BROTLI_MAX_QUALITY,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
  },
});
const GZIP_OPTIONS: ZlibOptions = { level: zlib.Z_BEST_COMPRESSION };

const compressAsync = {
  br: (content: Uint8Array) => promisify(brotliCompress)(content, brotliOptions(content)),
  gzip: (content: Uint8Array) => promisify(gzip)(content, GZIP_OPTIONS),
};
const compressSync = {
  br: (content: Uint8Array) => brotliCompressSync(content, brotliOptions(content)),
  gzip: (content: Uint8Array) => gzipSync(content, GZIP_OPTIONS),
};

/** SHA-256 of a file's bytes: names its kept forms (hex) and makes its ETag. */
export const contentDigest = (content: Uint8Array): Buffer =>
  createHash('sha256').update(content).digest();

const keptPath = (distDir: string, digest: Buffer, encoding: CompressedEncoding) =>
  join(distDir, COMPRESSED_DIR, `${digest.toString('hex')}.${EXTENSION[encoding]}`);

function readKept(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** Written whole or not at all; a build folder the server may not write to still serves. */
function keep(path: string, bytes: Uint8Array): void {
  try {
    mkdirSync(join(path, '..'), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, path);
  } catch {
    // Not kept: the next start compresses this file again.
  }
}

/** The file's compressed form: the one kept for these exact bytes, or made (and kept) now. */
export function compressedForm(
  distDir: string,
  content: Uint8Array,
  digest: Buffer,
  encoding: CompressedEncoding,
): Buffer {
  const path = keptPath(distDir, digest, encoding);
  const kept = readKept(path);
  if (kept) return kept;
  const made = compressSync[encoding](content);
  keep(path, made);
  return made;
}

/**
 * Makes and keeps every missing compressed form of `files`, several at once on zlib's thread
 * pool (every core), so a first start after a build takes a fraction of compressing in turn.
 */
export async function prepareCompressedForms(
  distDir: string,
  files: readonly { content: Uint8Array; digest: Buffer }[],
  concurrency = 4,
): Promise<void> {
  const jobs = files.flatMap(({ content, digest }) =>
    (['br', 'gzip'] as const)
      .map((encoding) => ({ content, encoding, path: keptPath(distDir, digest, encoding) }))
      .filter((job) => !existsSync(job.path)),
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) return;
      keep(job.path, await compressAsync[job.encoding](job.content));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
