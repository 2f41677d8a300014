/**
 * A room scan file -> room plans: Apple RoomPlan's `CapturedRoom` (or `CapturedStructure`) JSON,
 * or the USDZ its `export(to:)` writes. Plain TypeScript with no DOM, as the layout engine: the
 * same code runs in the page, the CLI and the tests. The USDZ reader (three.js's USD loader) is
 * loaded only when a USDZ comes.
 */
import type { RoomPlan } from '../plan.ts';
import { readCapturedRoomJson } from './capturedRoomJson.ts';
import { planFromSurfaces } from './planFromSurfaces.ts';
import { SCAN_MESSAGES, ScanImportError } from './scanErrors.ts';
import type { ScannedRoom } from './surfaces.ts';

/** A room scan is a few hundred kilobytes; this keeps a wrong file from filling the memory. */
export const MAX_SCAN_BYTES = 50 * 1024 * 1024;

export type ScanFormat = 'roomplan-json' | 'usdz';

export interface ImportedRoom {
  /** How the scan names it: "Living room", "Room 2, story 1", or "Scanned room". */
  readonly label: string;
  readonly plan: RoomPlan;
  /** What the editor will ask to fix; an empty list for a plan ready to design. */
  readonly issues: readonly string[];
  /** Things in the scan (furniture, appliances) that the plan does not keep. */
  readonly ignoredObjects: number;
}

export type ScanImport =
  | { readonly ok: true; readonly format: ScanFormat; readonly rooms: readonly ImportedRoom[] }
  | { readonly ok: false; readonly message: string };

const startsWith = (bytes: Uint8Array, ...values: number[]): boolean =>
  values.every((value, i) => bytes[i] === value);

/** What a file is by its first bytes: a zip (USDZ), JSON text, or neither. */
export function scanFormatOf(bytes: Uint8Array): ScanFormat | null {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0x50, 0x4b, 0x05, 0x06)) {
    return 'usdz';
  }
  let i = startsWith(bytes, 0xef, 0xbb, 0xbf) ? 3 : 0;
  while (i < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[i] as number)) i += 1;
  return bytes[i] === 0x7b || bytes[i] === 0x5b ? 'roomplan-json' : null;
}

async function scannedRooms(bytes: Uint8Array, format: ScanFormat): Promise<ScannedRoom[]> {
  if (format === 'roomplan-json') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ScanImportError(SCAN_MESSAGES.notAScan);
    }
    return readCapturedRoomJson(text);
  }
  const { readUsdz } = await import('./usdz.ts');
  return readUsdz(bytes);
}

/** Every room of the scan as a plan checked by `validateRoomPlan`, or the one message why not. */
export async function importScan(input: Uint8Array | ArrayBuffer): Promise<ScanImport> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.byteLength > MAX_SCAN_BYTES) return { ok: false, message: SCAN_MESSAGES.tooLarge };
  const format = scanFormatOf(bytes);
  if (!format) return { ok: false, message: SCAN_MESSAGES.notAScan };
  try {
    const rooms = await scannedRooms(bytes, format);
    return {
      ok: true,
      format,
      rooms: rooms.map((room) => {
        const { plan, issues } = planFromSurfaces(room.surfaces);
        return { label: room.label, plan, issues, ignoredObjects: room.objectCount };
      }),
    };
  } catch (error) {
    if (error instanceof ScanImportError) return { ok: false, message: error.message };
    throw error;
  }
}
