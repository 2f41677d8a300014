// @vitest-environment node
import {
  SNIFF_BYTES,
  checkPhotoSize,
  classifyPhotoBytes,
  fitWithin,
  isQuotaError,
  needsReencode,
  photoProblemMessage,
  processLabel,
  selectionTitle,
  sniffImageType,
} from '../../src/features/upload/photoRules.ts';
import { PHOTO_MAX_BYTES } from '../../src/lib/timing.ts';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'number' ? [value] : [...value].map((char) => char.charCodeAt(0)),
    ),
  );

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');
const GIF = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const HEIC = bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0);
const AVIF = bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0);
const TEXT = bytes('Living room notes');

describe('sniffImageType', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['HEIC', HEIC, 'image/heic'],
    ['AVIF', AVIF, 'image/avif'],
  ])('knows %s by its magic bytes', (_, head, kind) => {
    expect(sniffImageType(head)).toBe(kind);
  });

  it('knows nothing else', () => {
    expect(sniffImageType(TEXT)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBeNull();
  });

  it('needs only the first bytes', () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(12);
  });
});

describe('classifyPhotoBytes', () => {
  it('believes the bytes over the name and the declared type', () => {
    expect(classifyPhotoBytes(PNG, { type: 'text/plain', name: 'notes.txt' })).toEqual({
      ok: true,
      kind: 'image/png',
    });
  });

  it('calls a file that is not an image "not-image"', () => {
    expect(classifyPhotoBytes(TEXT, { type: 'text/plain', name: 'notes.txt' })).toEqual({
      ok: false,
      problem: 'not-image',
    });
  });

  it('calls a file that claims to be an image but is not one "corrupt"', () => {
    expect(classifyPhotoBytes(TEXT, { type: 'image/jpeg', name: 'room.bin' })).toEqual({
      ok: false,
      problem: 'corrupt',
    });
    expect(classifyPhotoBytes(TEXT, { type: '', name: 'room.JPG' })).toEqual({
      ok: false,
      problem: 'corrupt',
    });
  });
});

describe('checkPhotoSize', () => {
  it('refuses empty files and files over 10 MB', () => {
    expect(PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(checkPhotoSize(0)).toBe('empty');
    expect(checkPhotoSize(1)).toBeNull();
    expect(checkPhotoSize(PHOTO_MAX_BYTES)).toBeNull();
    expect(checkPhotoSize(PHOTO_MAX_BYTES + 1)).toBe('too-large');
  });
});

describe('fitWithin and needsReencode', () => {
  it('scales the longest side down to the limit, keeping proportions', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1200, 2400, 1600)).toEqual({ width: 800, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10_000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('keeps small photos every browser shows as they are', () => {
    expect(needsReencode('image/jpeg', 1600, 1200, 1600)).toBe(false);
    expect(needsReencode('image/png', 400, 300, 1600)).toBe(false);
    expect(needsReencode('image/jpeg', 1601, 1200, 1600)).toBe(true);
    expect(needsReencode('image/heic', 400, 300, 1600)).toBe(true);
    expect(needsReencode('image/avif', 400, 300, 1600)).toBe(true);
  });
});

describe('isQuotaError', () => {
  it('finds a full disk however it is wrapped', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isQuotaError({ name: 'DatabaseClosedError', inner: { name: 'x', cause: quota } })).toBe(
      true,
    );
    expect(isQuotaError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});

describe('messages', () => {
  it('name the file and say what to do', () => {
    expect(photoProblemMessage('not-image', 'notes.txt')).toBe(
      '"notes.txt" isn\'t a photo we can use. Please choose JPG, PNG or WebP images.',
    );
    expect(photoProblemMessage('too-large', 'huge.jpg')).toBe(
      '"huge.jpg" is larger than 10 MB. Please choose a photo of 10 MB or less.',
    );
    expect(photoProblemMessage('empty', 'blank.png')).toBe(
      '"blank.png" is empty. Please choose another photo.',
    );
    expect(photoProblemMessage('corrupt', 'broken.jpg')).toMatch(
      /^"broken\.jpg" couldn't be opened/,
    );
    expect(photoProblemMessage('heic-unsupported', 'IMG_1.heic')).toMatch(/HEIC/);
    expect(photoProblemMessage('storage-full', 'a.jpg')).toMatch(
      /no space left on this device for "a\.jpg"\. The photos already selected are safe/,
    );
  });

  it('count the selection against 5 and the photos to process', () => {
    expect(selectionTitle(3)).toBe('Selected Photos (3/5)');
    expect(selectionTitle(7)).toBe('Selected Photos (7/5)');
    expect(processLabel(1)).toBe('Process 1 Photo');
    expect(processLabel(3)).toBe('Process 3 Photos');
  });
});
