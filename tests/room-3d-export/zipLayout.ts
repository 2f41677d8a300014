/**
 * Where each entry of a zip sits, read the way the USDZ specification describes: the central
 * directory's records, then each entry's local header, which gives where its data starts.
 */
export interface ZipEntryLayout {
  readonly name: string;
  /** 0: stored. */
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  /** From the start of the file to the entry's first byte of data. */
  readonly dataOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_RECORD = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export function readZipLayout(bytes: Uint8Array): ZipEntryLayout[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end record is 22 bytes plus a comment of at most 65535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('No end of central directory record');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntryLayout[] = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== DIRECTORY_RECORD) throw new Error(`Bad record at ${at}`);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`Bad header at ${local}`);
    const localName = view.getUint16(local + 26, true);
    const localExtra = view.getUint16(local + 28, true);
    entries.push({
      name,
      method,
      compressedSize,
      size,
      dataOffset: local + 30 + localName + localExtra,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
