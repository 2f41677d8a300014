/** The messages between the page and the photo worker. */
import type { PreparedPhoto } from './photoCodec.ts';
import type { ImageKind } from './photoRules.ts';

export interface DecodeRequest {
  id: number;
  blob: Blob;
  kind: ImageKind;
  maxSide: number;
}

/**
 * `decode`: the photo cannot be read. `unavailable`: the worker cannot do the job here (no
 * OffscreenCanvas, no 2D context), so the page does it instead.
 */
export type DecodeReply =
  | { id: number; ok: true; photo: PreparedPhoto }
  | { id: number; ok: false; reason: 'decode' | 'unavailable' };
