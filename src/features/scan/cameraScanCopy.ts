/** The camera scan's words. */
import type { CameraProblem, FrameClock } from './cameraScanRules.ts';
import { SCAN_FRAME_COUNT } from './cameraScanRules.ts';

export const CAMERA_COPY = {
  offer: 'Scan with camera',
  offerNote: `Takes ${SCAN_FRAME_COUNT} photos as you turn. They stay on this device.`,
  insecureNote:
    'Scanning with your camera needs a secure (https) connection. The scan above works without it.',
  startingHeading: 'Starting your camera',
  startingText: 'Allow camera access when your browser asks. Nothing leaves this device.',
  startingOverlay: 'Waiting for your camera...',
  liveHeading: 'Scanning your room',
  videoLabel: 'Live view from your camera',
  savingText: 'Keeping your photos on this device...',
  cancel: 'Cancel Scan',
  withoutCamera: 'Scan without the camera',
  retry: 'Try the camera again',
  upload: 'Upload Photos Instead',
  framesHeading: 'Photos from this scan',
} as const;

/** The spec's instructions (stand at the centre, point at each corner, pan slowly), over the live view. */
export const CAMERA_INSTRUCTION =
  'From the middle of the room, point at each corner and pan slowly.';

export function cameraPacingText(clock: FrameClock): string {
  return clock === 'heading'
    ? 'Keep turning slowly on the spot: a photo is taken at each tenth of a full turn.'
    : 'Keep panning slowly: a photo is taken every half second.';
}

export function framesTakenText(taken: number): string {
  return `${taken} of ${SCAN_FRAME_COUNT} photos`;
}

export function frameAlt(step: number, scanName: string): string {
  return `${scanName}, photo ${step} of ${SCAN_FRAME_COUNT}`;
}

export function cameraSavedText(scanName: string): string {
  return `Your 3D model is ready. Saved on this device as "${scanName}", with its ${SCAN_FRAME_COUNT} photos.`;
}

/** "10 photos" beside a saved scan that has them. */
export function framesCountText(frames: number): string {
  return `${frames} photo${frames === 1 ? '' : 's'}`;
}

/** Each problem's heading and what to do about it; the actions under it are drawn by the panel. */
export const CAMERA_PROBLEMS: Readonly<Record<CameraProblem, { title: string; text: string }>> = {
  denied: {
    title: 'Camera access is off',
    text: "Aurevia wasn't allowed to use your camera, so nothing was recorded. Allow the camera in your browser's site settings and try again, scan without the camera, or upload photos instead.",
  },
  busy: {
    title: 'Your camera is busy',
    text: 'Another app or tab is using the camera. Close it and try again, or scan without the camera.',
  },
  missing: {
    title: 'No camera found',
    text: "We couldn't find a camera on this device. Scan without the camera, or upload photos of your room instead.",
  },
  insecure: {
    title: 'The camera needs a secure connection',
    text: 'Browsers only share the camera with pages opened over https. Scan without the camera, or upload photos instead.',
  },
  hidden: {
    title: 'Scan stopped',
    text: 'The scan stopped when you left the app, and none of its photos were kept. Start again when you are ready.',
  },
  interrupted: {
    title: 'The camera stopped',
    text: 'The camera was turned off or disconnected during the scan, and none of its photos were kept. Try again, or scan without the camera.',
  },
  'storage-full': {
    title: 'No space for the photos',
    text: "There's no space left on this device for the scan's photos, so none were kept. Free up some space and try again, or scan without the camera.",
  },
  'storage-failed': {
    title: "The photos couldn't be kept",
    text: "Something went wrong keeping the scan's photos on this device, so none were kept. Please try again.",
  },
  failed: {
    title: "The camera didn't start",
    text: "We couldn't start your camera. Try again, scan without the camera, or upload photos instead.",
  },
};
