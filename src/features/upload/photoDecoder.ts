/**
 * Turns picked files into photos ready to keep: size, magic bytes, then decoding and
 * downscaling in the photo worker where the browser allows it, on the page otherwise.
 */
import { PHOTO_LONGEST_SIDE_PX } from '../../lib/timing.ts';
import { PhotoDecodeError, decodeAndFit } from './photoCodec.ts';
import type { PreparedPhoto } from './photoCodec.ts';
import { SNIFF_BYTES, checkPhotoSize, classifyPhotoBytes } from './photoRules.ts';
import type { ImageKind, PhotoProblem } from './photoRules.ts';
import type { DecodeReply, DecodeRequest } from './photoWorkerProtocol.ts';

export interface PhotoDecoder {
  /** Rejects with PhotoDecodeError when the image cannot be read. */
  decode(blob: Blob, kind: ImageKind): Promise<PreparedPhoto>;
  close(): void;
}

function onPage(blob: Blob, kind: ImageKind): Promise<PreparedPhoto> {
  return decodeAndFit(blob, kind, PHOTO_LONGEST_SIDE_PX);
}

function canUseWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof createImageBitmap === 'function'
  );
}

/** One worker for a batch of files; files it cannot handle fall back to the page. */
export function createPhotoDecoder(): PhotoDecoder {
  let worker: Worker | null = null;
  if (canUseWorker()) {
    try {
      worker = new Worker(new URL('./photoWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      worker = null;
    }
  }
  if (!worker) return { decode: onPage, close: () => undefined };

  const waiting = new Map<number, (reply: DecodeReply | null) => void>();
  let nextId = 1;
  let broken = false;
  const live = worker;
  live.addEventListener('message', (event: MessageEvent<DecodeReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  // A worker that fails to start or crashes hands every file still waiting back to the page.
  live.addEventListener('error', () => {
    broken = true;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  });

  return {
    async decode(blob, kind) {
      if (broken) return onPage(blob, kind);
      const id = nextId++;
      const reply = await new Promise<DecodeReply | null>((resolve) => {
        waiting.set(id, resolve);
        const request: DecodeRequest = { id, blob, kind, maxSide: PHOTO_LONGEST_SIDE_PX };
        live.postMessage(request);
      });
      if (reply?.ok) return reply.photo;
      if (reply && reply.reason === 'decode') throw new PhotoDecodeError();
      return onPage(blob, kind);
    },
    close: () => live.terminate(),
  };
}

export type PrepareResult =
  | { ok: true; photo: PreparedPhoto }
  | { ok: false; problem: Exclude<PhotoProblem, 'storage-full' | 'storage-failed'> };

/** Every check a picked or shared file goes through before it may be kept. */
export async function preparePhoto(file: File, decoder: PhotoDecoder): Promise<PrepareResult> {
  const sizeProblem = checkPhotoSize(file.size);
  if (sizeProblem) return { ok: false, problem: sizeProblem };
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return { ok: false, problem: 'corrupt' };
  }
  const classified = classifyPhotoBytes(head, file);
  if (!classified.ok) return classified;
  try {
    return { ok: true, photo: await decoder.decode(file, classified.kind) };
  } catch (error: unknown) {
    if (!(error instanceof PhotoDecodeError)) console.error('Could not prepare the photo', error);
    return {
      ok: false,
      problem: classified.kind === 'image/heic' ? 'heic-unsupported' : 'corrupt',
    };
  }
}
