/**
 * The USDZ package: a zip whose entries are stored, not compressed, each one's data starting
 * on a 64-byte boundary, so a reader can map the files in place (the USDZ specification).
 * The first entry is the scene's USD layer.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'three/examples/jsm/libs/fflate.module.js';
import type { Zippable } from 'three/examples/jsm/libs/fflate.module.js';

const LOCAL_HEADER = 30;
const EXTRA_HEADER = 4;
const ALIGNMENT = 64;
/** An extra field id no reader interprets: it only pads the header. */
const PADDING_FIELD = 0x3039;

/** Entries stored in this order, each one's data 64-byte aligned. */
export function packUsdz(entries: readonly (readonly [string, Uint8Array])[]): Uint8Array {
  const files: Zippable = {};
  let offset = 0;
  for (const [name, data] of entries) {
    const nameLength = strToU8(name).length;
    let extra = 0;
    let start = offset + LOCAL_HEADER + nameLength;
    if (start % ALIGNMENT !== 0) {
      const pad = (ALIGNMENT - ((start + EXTRA_HEADER) % ALIGNMENT)) % ALIGNMENT;
      extra = EXTRA_HEADER + pad;
      start = offset + LOCAL_HEADER + nameLength + extra;
      files[name] = [data, { extra: { [PADDING_FIELD]: new Uint8Array(pad) } }];
    } else {
      files[name] = data;
    }
    offset = start + data.length;
  }
  // A fixed date: the same room gives the same bytes.
  return zipSync(files, { level: 0, mtime: new Date(Date.UTC(2000, 0, 1)) });
}

/** The entries of a package, in order. */
export function unpackUsdz(bytes: Uint8Array): [string, Uint8Array][] {
  return Object.entries(unzipSync(bytes));
}

export interface PrimNotes {
  /** The prim's name in the layer, as the exporter wrote it. */
  readonly name: string;
  /** The name people read: USD names allow no spaces. */
  readonly displayName: string;
  readonly customData: Readonly<Record<string, string>>;
}

const quoted = (text: string): string => JSON.stringify(text);

/**
 * Adds `displayName` and `customData` to `def Xform` prims of a USDA layer that have none,
 * which is how USD carries what glTF keeps in `extras`.
 */
export function annotatePrims(usda: string, prims: readonly PrimNotes[]): string {
  let text = usda;
  for (const prim of prims) {
    const pattern = new RegExp(`^(\\t*)def Xform "${prim.name}"\\n`, 'm');
    text = text.replace(pattern, (_match, pad: string) => {
      const data = Object.entries(prim.customData)
        .map(([key, value]) => `${pad}\t\tstring ${key} = ${quoted(value)}`)
        .join('\n');
      return (
        `${pad}def Xform "${prim.name}" (\n` +
        `${pad}\tdisplayName = ${quoted(prim.displayName)}\n` +
        `${pad}\tcustomData = {\n${data}\n${pad}\t}\n` +
        `${pad})\n`
      );
    });
  }
  return text;
}

/** Rewrites a package's USDA layer and packs it again, aligned. */
export function repackUsdz(bytes: Uint8Array, prims: readonly PrimNotes[]): Uint8Array {
  const entries = unpackUsdz(bytes).map(([name, data]): [string, Uint8Array] =>
    name.endsWith('.usda') && name.indexOf('/') === -1
      ? [name, strToU8(annotatePrims(strFromU8(data), prims))]
      : [name, data],
  );
  return packUsdz(entries);
}
