/**
 * Hands a made file to the person: a download named after the room, or the system's share
 * sheet where it takes files (phones). No three.js here.
 */
import { MODEL_FORMATS, modelFileName, type ModelFormat } from './formats.ts';

/** Long enough for the browser to have its own copy of a clicked download. */
const REVOKE_AFTER_MS = 10_000;

export function modelFile(
  bytes: Uint8Array<ArrayBuffer>,
  roomName: string,
  format: ModelFormat,
): File {
  return new File([bytes], modelFileName(roomName, format), {
    type: MODEL_FORMATS[format].mimeType,
  });
}

export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * The formats the share sheet takes as files. It is asked with empty files of each type:
 * Chromium shares only a list of file types (not these), Safari takes any.
 */
export function shareableFormats(): ModelFormat[] {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return [];
  return (Object.keys(MODEL_FORMATS) as ModelFormat[]).filter((format) => {
    try {
      return navigator.canShare({ files: [modelFile(new Uint8Array(0), 'room', format)] });
    } catch {
      return false;
    }
  });
}

/** `not-allowed`: the sheet wants a fresh tap, which a long export has used up. */
export type ShareOutcome = 'shared' | 'cancelled' | 'not-allowed' | 'failed';

export async function shareFiles(files: readonly File[], title: string): Promise<ShareOutcome> {
  try {
    await navigator.share({ files: [...files], title });
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'not-allowed';
    return 'failed';
  }
}

/** Whether Safari opens `<a rel="ar">` links to a USDZ in AR Quick Look (iPhone and iPad). */
export function supportsQuickLook(): boolean {
  if (typeof document === 'undefined') return false;
  const link = document.createElement('a');
  try {
    return link.relList.supports('ar');
  } catch {
    // A browser that keeps no list of supported rel values throws rather than saying no.
    return false;
  }
}
