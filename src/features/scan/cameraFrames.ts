/**
 * Taking a frame from the live view and readying it to keep: drawn at the moment its step is
 * reached, then encoded and downscaled by the upload feature's photo decoder (in its worker where
 * the browser allows), so a frame is kept exactly like an uploaded photo.
 */
import type { PhotoDecoder, PreparedPhoto } from '../upload/index.ts';

export interface FrameCapturer {
  /** Draws the video's current picture now; resolves once it is ready to keep. */
  capture(video: HTMLVideoElement): Promise<PreparedPhoto>;
  /** Ends the decoder; frames still being readied are dropped. */
  close(): void;
}

/** Drawn frames are full quality: the decoder's downscale is the one lossy step that matters. */
const GRAB_TYPE = 'image/jpeg';
const GRAB_QUALITY = 0.92;

function draw(video: HTMLVideoElement): HTMLCanvasElement {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (width < 1 || height < 1) throw new Error('The camera has no picture yet');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the frame on');
  context.drawImage(video, 0, 0, width, height);
  return canvas;
}

function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))),
      GRAB_TYPE,
      GRAB_QUALITY,
    );
  });
}

export function frameCapturerWith(decoder: PhotoDecoder): FrameCapturer {
  return {
    capture(video) {
      let canvas: HTMLCanvasElement;
      try {
        canvas = draw(video);
      } catch (error: unknown) {
        return Promise.reject(error);
      }
      return encode(canvas).then((blob) => decoder.decode(blob, GRAB_TYPE));
    },
    close: () => decoder.close(),
  };
}

/** Loads the upload feature's decoder only when a camera scan starts. */
export async function createFrameCapturer(): Promise<FrameCapturer> {
  const { createPhotoDecoder } = await import('../upload/index.ts');
  return frameCapturerWith(createPhotoDecoder());
}
