/** The browser's camera and motion sensors, as the camera scan uses them. */
import type { CameraEnvironment } from './cameraScanRules.ts';
import { cameraHeading } from './cameraScanRules.ts';

/** A failure the page finds before asking the browser, named as getUserMedia would name it. */
class CameraUnavailableError extends Error {
  constructor(name: 'SecurityError' | 'NotFoundError') {
    super('The camera is not available to this page');
    this.name = name;
  }
}

/**
 * The rear camera where there is one (`ideal`, never `exact`: a laptop's only camera faces the
 * user and must still do), at a size worth keeping; the frames are downscaled afterwards.
 */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1920 },
    height: { ideal: 1080 },
  },
};

export function readCameraEnvironment(): Omit<CameraEnvironment, 'hasVideoInput'> {
  return {
    secureContext: window.isSecureContext,
    hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
  };
}

/** Whether the browser lists a camera; null when it cannot say. Needs no permission. */
export async function hasVideoInput(): Promise<boolean | null> {
  const devices = navigator.mediaDevices;
  if (typeof devices?.enumerateDevices !== 'function') return null;
  try {
    return (await devices.enumerateDevices()).some((device) => device.kind === 'videoinput');
  } catch {
    return null;
  }
}

/** Calls `onChange` when a camera is plugged in or removed. */
export function watchDevices(onChange: () => void): () => void {
  const devices = navigator.mediaDevices;
  if (typeof devices?.addEventListener !== 'function') return () => undefined;
  devices.addEventListener('devicechange', onChange);
  return () => devices.removeEventListener('devicechange', onChange);
}

export function openCamera(): Promise<MediaStream> {
  if (!window.isSecureContext) return Promise.reject(new CameraUnavailableError('SecurityError'));
  const devices = navigator.mediaDevices;
  if (typeof devices?.getUserMedia !== 'function') {
    return Promise.reject(new CameraUnavailableError('NotFoundError'));
  }
  return devices.getUserMedia(CAMERA_CONSTRAINTS);
}

/** Turns the camera off: every track stopped, so the browser's camera light goes out. */
export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * How long a live camera waits for a first heading before pacing by time. Sensors report many
 * times a second once listened to, but on iOS listening starts only when the user has answered
 * the motion prompt, which may be just now.
 */
const FIRST_HEADING_WAIT_MS = 300;

export interface HeadingWatch {
  /** Whether a usable heading has arrived yet. */
  readonly seen: () => boolean;
  /** Resolves true once a heading has arrived, false if none comes in a short while. */
  readonly settle: () => Promise<boolean>;
  /** Where headings go once the scan is live. */
  onHeading: ((degrees: number) => void) | null;
  stop: () => void;
}

interface OrientationPermission {
  requestPermission?: () => Promise<'granted' | 'denied' | 'default'>;
}

/**
 * Starts listening to the device's orientation. Safari on iOS asks the user first, and only
 * from a tap: so this must be called synchronously in the tap's handler, before any await.
 * Without a sensor, or refused, no heading ever arrives and the scan paces itself by time.
 */
export function watchHeading(): HeadingWatch {
  let seen = false;
  let stopped = false;
  let listening = false;
  let arrived: (() => void) | null = null;
  const watch: HeadingWatch = {
    seen: () => seen,
    settle: () => {
      if (seen) return Promise.resolve(true);
      if (!listening || stopped) return Promise.resolve(false);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(seen), FIRST_HEADING_WAIT_MS);
        arrived = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
    onHeading: null,
    stop: () => {
      stopped = true;
      window.removeEventListener('deviceorientation', onOrientation);
    },
  };
  function onOrientation(event: DeviceOrientationEvent) {
    const heading = cameraHeading(event.alpha, event.beta, event.gamma);
    if (heading === null) return;
    seen = true;
    arrived?.();
    arrived = null;
    watch.onHeading?.(heading);
  }
  const listen = () => {
    if (stopped) return;
    listening = true;
    window.addEventListener('deviceorientation', onOrientation);
  };

  if (typeof window.DeviceOrientationEvent !== 'function') return watch;
  const permission = window.DeviceOrientationEvent as unknown as OrientationPermission;
  if (typeof permission.requestPermission === 'function') {
    permission.requestPermission().then(
      (answer) => {
        if (answer === 'granted') listen();
      },
      () => undefined,
    );
  } else {
    listen();
  }
  return watch;
}
