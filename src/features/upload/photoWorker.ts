/**
 * The photo worker: decodes and downscales photos off the page's thread, with
 * createImageBitmap and OffscreenCanvas.convertToBlob.
 */
import { PhotoDecodeError, decodeAndFit } from './photoCodec.ts';
import type { DecodeReply, DecodeRequest } from './photoWorkerProtocol.ts';

addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  const { id, blob, kind, maxSide } = event.data;
  const reply = (message: DecodeReply, transfer: Transferable[] = []) =>
    postMessage(message, { transfer });
  if (typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') {
    reply({ id, ok: false, reason: 'unavailable' });
    return;
  }
  decodeAndFit(blob, kind, maxSide).then(
    (photo) => reply({ id, ok: true, photo }, [photo.bytes]),
    (error: unknown) =>
      reply({
        id,
        ok: false,
        reason: error instanceof PhotoDecodeError ? 'decode' : 'unavailable',
      }),
  );
});
