/**
 * The precache's static files in one archive, for a first install.
 *
 * A worker filling an empty precache fetched some 600 files one request each, and the requests
 * themselves were most of the install's cost (about 4 ms of processor time each, whatever the
 * file's size: docs/offline.md). The build packs every precached file but the pages into
 * `PRECACHE_ARCHIVE_PATH`; the install fetches it once and stores each file under its own key.
 * The pages stay requests of their own, so each keeps the server's headers (its CSP above all).
 *
 * Format: a 4-byte big-endian length, that many bytes of JSON (`ArchiveEntry[]`, in order), then
 * the files' bytes one after another.
 */

export const PRECACHE_ARCHIVE_PATH = '/precache.archive';

/** One file: its precache key relative to the worker (with Workbox's revision where it has one). */
export interface ArchiveEntry {
  readonly key: string;
  readonly type: string;
  readonly size: number;
}

/** A file read back from the archive: a view into the archive's own bytes. */
export interface ArchivedBody {
  readonly type: string;
  readonly body: Uint8Array<ArrayBuffer>;
}

export interface ArchivedFile {
  readonly key: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** The key Workbox keeps a file under: its URL, with `__WB_REVISION__` when it has a revision. */
export function precacheKey(url: string, revision: string | null | undefined): string {
  return revision ? `${url}?__WB_REVISION__=${encodeURIComponent(revision)}` : url;
}

export function packArchive(files: readonly ArchivedFile[]): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(
    JSON.stringify(
      files.map(({ key, type, bytes }): ArchiveEntry => ({ key, type, size: bytes.length })),
    ),
  );
  const total = 4 + header.length + files.reduce((sum, file) => sum + file.bytes.length, 0);
  const archive = new Uint8Array(total);
  new DataView(archive.buffer).setUint32(0, header.length);
  archive.set(header, 4);
  let offset = 4 + header.length;
  for (const { bytes } of files) {
    archive.set(bytes, offset);
    offset += bytes.length;
  }
  return archive;
}

function isEntry(value: unknown): value is ArchiveEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as ArchiveEntry;
  return (
    typeof entry.key === 'string' &&
    typeof entry.type === 'string' &&
    Number.isInteger(entry.size) &&
    entry.size >= 0
  );
}

/**
 * The archive's files by absolute key (`base` resolves the relative ones). Throws on an archive
 * that is cut short or malformed: the install then fetches the files one by one.
 */
export function readArchive(buffer: ArrayBuffer, base: string): Map<string, ArchivedBody> {
  if (buffer.byteLength < 4) throw new Error('The precache archive is cut short');
  const headerLength = new DataView(buffer).getUint32(0);
  if (4 + headerLength > buffer.byteLength) throw new Error('The precache archive is cut short');
  const entries: unknown = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buffer, 4, headerLength)),
  );
  if (!Array.isArray(entries) || !entries.every(isEntry)) {
    throw new Error('The precache archive has no readable list of files');
  }
  const files = new Map<string, ArchivedBody>();
  let offset = 4 + headerLength;
  for (const { key, type, size } of entries) {
    if (offset + size > buffer.byteLength) throw new Error('The precache archive is cut short');
    files.set(new URL(key, base).href, { type, body: new Uint8Array(buffer, offset, size) });
    offset += size;
  }
  if (offset !== buffer.byteLength) throw new Error('The precache archive has bytes left over');
  return files;
}
