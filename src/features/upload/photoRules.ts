/**
 * What a photo must be to join the upload selection, as pure functions: its size, what its
 * first bytes say it is (never trusting the name or the declared type alone), how far it is
 * scaled down, and the message that names a file that was turned away.
 */
import { PHOTO_MAX_BYTES, PHOTO_SELECTION_TARGET } from '../../lib/timing.ts';

export type ImageKind =
  'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif' | 'image/heic';

/** Kinds kept byte for byte when small enough: every browser that shows the page shows them. */
const SHOWN_EVERYWHERE: ReadonlySet<ImageKind> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
]);

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** The image format its magic bytes give away, or null when it is none of the kept kinds. */
export function sniffImageType(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (AVIF_BRANDS.has(brand)) return 'image/avif';
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
  }
  return null;
}

export type PhotoProblem =
  | 'empty'
  | 'too-large'
  | 'not-image'
  | 'corrupt'
  | 'heic-unsupported'
  | 'storage-full'
  | 'storage-failed';

const MAX_MB = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/** The message naming the file and saying what to do instead. */
export function photoProblemMessage(problem: PhotoProblem, fileName: string): string {
  const name = `"${fileName}"`;
  switch (problem) {
    case 'empty':
      return `${name} is empty. Please choose another photo.`;
    case 'too-large':
      return `${name} is larger than ${MAX_MB} MB. Please choose a photo of ${MAX_MB} MB or less.`;
    case 'not-image':
      return `${name} isn't a photo we can use. Please choose JPG, PNG or WebP images.`;
    case 'corrupt':
      return `${name} couldn't be opened. The file may be damaged: please choose another photo.`;
    case 'heic-unsupported':
      return `${name} is a HEIC photo, which this browser can't open. Please choose a JPG or PNG version.`;
    case 'storage-full':
      return `There's no space left on this device for ${name}. The photos already selected are safe; free up some space and try again.`;
    case 'storage-failed':
      return `${name} couldn't be kept on this device. Please try again.`;
  }
}

/** The checks that need only the file's size. */
export function checkPhotoSize(size: number): 'empty' | 'too-large' | null {
  if (size === 0) return 'empty';
  if (size > PHOTO_MAX_BYTES) return 'too-large';
  return null;
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;

/**
 * What the first bytes make of the file. A file that says it is an image (by type or name) but
 * whose bytes are not one is damaged; anything else is simply not a photo.
 */
export function classifyPhotoBytes(
  head: Uint8Array,
  declared: { type: string; name: string },
): { ok: true; kind: ImageKind } | { ok: false; problem: 'not-image' | 'corrupt' } {
  const kind = sniffImageType(head);
  if (kind) return { ok: true, kind };
  const claimsImage =
    /^image\/(jpeg|png|webp|gif|heic|heif|avif)$/i.test(declared.type) ||
    IMAGE_NAME.test(declared.name);
  return { ok: false, problem: claimsImage ? 'corrupt' : 'not-image' };
}

/** The size that fits inside `maxSide` keeping the proportions (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether the decoded photo must be drawn again (too big, or a kind not every browser shows). */
export function needsReencode(kind: ImageKind, width: number, height: number, maxSide: number) {
  return Math.max(width, height) > maxSide || !SHOWN_EVERYWHERE.has(kind);
}

/**
 * A full disk: QuotaExceededError itself, or wrapped, as IndexedDB and Dexie report it in an
 * AbortError (`inner`) or a Dexie error (`inner`, `cause`), a few levels deep at most.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, inner, cause } = error as { name?: unknown; inner?: unknown; cause?: unknown };
  if (name === 'QuotaExceededError') return true;
  return isQuotaError(inner, depth + 1) || isQuotaError(cause, depth + 1);
}

/** "Selected Photos (3/5)": the count against the 3-5 recommended (no cap, as the spec says). */
export function selectionTitle(count: number): string {
  return `Selected Photos (${count}/${PHOTO_SELECTION_TARGET})`;
}

/** "Process 1 Photo", "Process 3 Photos". */
export function processLabel(count: number): string {
  return `Process ${count} Photo${count === 1 ? '' : 's'}`;
}
