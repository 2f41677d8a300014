/**
 * Decoding and downscaling one photo. Free of the page, so the same code runs in the photo
 * worker (OffscreenCanvas) and, where workers cannot draw, on the page (a canvas element).
 */
import type { ImageKind } from './photoRules.ts';
import { fitWithin, needsReencode } from './photoRules.ts';

export interface PreparedPhoto {
  bytes: ArrayBuffer;
  /** MIME type of `bytes`. */
  type: string;
  width: number;
  height: number;
}

/** The browser could not decode the image: damaged, or a format it does not read. */
export class PhotoDecodeError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The image could not be decoded', options);
    this.name = 'PhotoDecodeError';
  }
}

/** Re-encoded photos are JPEG: every browser shows it, and it keeps room photos small. */
const OUTPUT_TYPE = 'image/jpeg';
const OUTPUT_QUALITY = 0.86;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(blob: Blob): Promise<Decoded> {
  try {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(blob);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    }
    // Browsers without createImageBitmap still decode through an image element.
    const url = URL.createObjectURL(blob);
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } finally {
      URL.revokeObjectURL(url);
    }
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => undefined,
    };
  } catch (error: unknown) {
    throw new PhotoDecodeError({ cause: error });
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(context: Context2D, source: CanvasImageSource, width: number, height: number) {
  // Transparent areas would turn black in a JPEG: lay them on white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}

async function drawScaled(source: CanvasImageSource, width: number, height: number) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      paint(context, source, width, height);
      return canvas.convertToBlob({ type: OUTPUT_TYPE, quality: OUTPUT_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the photo on');
  paint(context, source, width, height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      OUTPUT_TYPE,
      OUTPUT_QUALITY,
    );
  });
}

/**
 * Decodes the photo (proving it is not damaged) and returns it with its longest side at most
 * `maxSide`: the original bytes when they already fit and every browser shows them, otherwise
 * a JPEG drawn at the new size.
 */
export async function decodeAndFit(
  blob: Blob,
  kind: ImageKind,
  maxSide: number,
): Promise<PreparedPhoto> {
  const decoded = await decode(blob);
  try {
    const { width, height } = decoded;
    if (width < 1 || height < 1) throw new PhotoDecodeError();
    if (!needsReencode(kind, width, height, maxSide)) {
      return { bytes: await blob.arrayBuffer(), type: kind, width, height };
    }
    const size = fitWithin(width, height, maxSide);
    const scaled = await drawScaled(decoded.source, size.width, size.height);
    return { bytes: await scaled.arrayBuffer(), type: scaled.type || OUTPUT_TYPE, ...size };
  } finally {
    decoded.release();
  }
}
