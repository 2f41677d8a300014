/**
 * The entries of a zip archive (a USDZ is one), read from its central directory. Every size and
 * offset the archive claims is checked against the bytes it really has before anything is read,
 * so a damaged or hostile file that claims gigabytes is refused without allocating them.
 */
import { SCAN_MESSAGES, ScanImportError } from './scanErrors.ts';

export interface ZipEntry {
  readonly name: string;
  /** 0: stored, 8: deflated. USDZ packages store their files. */
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  /** Where the entry's bytes start in the archive. */
  readonly dataOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** Deflate never shrinks data more than about 1032 to 1. */
const DEFLATE_MAX_RATIO = 1032;

const damaged = () => new ScanImportError(SCAN_MESSAGES.usdzTruncated);

function endOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw damaged();
}

/** The archive's entries in their order, each checked to lie wholly inside the file. */
export function readZipEntries(bytes: Uint8Array, maxEntrySize: number): ZipEntry[] {
  if (bytes.byteLength < 22) throw damaged();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset + directorySize > end) throw damaged();

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw damaged();
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > end) throw damaged();
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;

    // Sizes first: a claim larger than the file (or than a scan can be) ends the reading here.
    if (compressedSize > bytes.byteLength || size > maxEntrySize) throw damaged();
    if (method === 0 && size !== compressedSize) throw damaged();
    if (method === 8 && size > compressedSize * DEFLATE_MAX_RATIO + 1024) throw damaged();
    if (method !== 0 && method !== 8) throw damaged();
    if (localOffset + 30 > bytes.byteLength) throw damaged();
    if (view.getUint32(localOffset, true) !== LOCAL_HEADER) throw damaged();
    const dataOffset =
      localOffset +
      30 +
      view.getUint16(localOffset + 26, true) +
      view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > bytes.byteLength) throw damaged();
    entries.push({ name, method, compressedSize, size, dataOffset });
  }
  return entries;
}
