/**
 * An emulated AR phone for the end-to-end suite, never part of the app's build: IWER gives the
 * page a WebXR runtime, and its synthetic environment answers hit tests against a captured room.
 * `e2e/xr/device.ts` bundles this file and adds it to a page with `addInitScript`, so it runs
 * before the app's own scripts. The test drives it through `window.emulatedXR`.
 */
import { SyntheticEnvironmentModule } from '@iwer/sem';
import { XRDevice, metaQuest3, type XRDeviceConfig } from 'iwer';

export interface EmulatedXR {
  /** Loads a captured room (one of @iwer/sem's captures) into the synthetic environment. */
  loadCapture(capture: unknown): void;
  /** Stands the phone at a point (metres, y up) and turns it by a quaternion. */
  aim(position: readonly number[], quaternion: readonly number[]): void;
  /**
   * Holds a screen tap down at a point, along a quaternion's -z (a phone's tap is a ray into the
   * room, which the emulator gives as a controller's target ray): the session's `select`.
   */
  press(position: readonly number[], quaternion: readonly number[]): void;
  /** Lets the tap go. */
  release(): void;
  /** Whether a session is running now. */
  sessionActive(): boolean;
}

interface RaycastTarget {
  raycast: () => void;
  traverse(visit: (object: RaycastTarget) => void): void;
}

declare global {
  interface Window {
    emulatedXR?: EmulatedXR;
  }
}

/**
 * ARCore gives an AR session a camera frame 30 times a second, and the session's frames follow
 * it. IWER runs its session on the page's animation frames, at the display's 60 a second here,
 * so while a session runs each frame waits for a second display frame: the app draws what a
 * phone draws, and SwiftShader, which draws the emulated room in software, half as often.
 */
function runFramesAtCameraRate(sessionRunning: () => boolean): void {
  const requestFrame = window.requestAnimationFrame.bind(window);
  const cancelFrame = window.cancelAnimationFrame.bind(window);
  /** A request's first display frame (its handle) to the second it waits for. */
  const secondFrames = new Map<number, number>();
  window.requestAnimationFrame = (callback) => {
    if (!sessionRunning()) return requestFrame(callback);
    const handle = requestFrame(() => {
      secondFrames.set(
        handle,
        requestFrame((time) => {
          secondFrames.delete(handle);
          callback(time);
        }),
      );
    });
    return handle;
  };
  window.cancelAnimationFrame = (handle) => {
    const second = secondFrames.get(handle);
    secondFrames.delete(handle);
    cancelFrame(second ?? handle);
  };
}

/**
 * A phone as ARCore makes one: world tracking, hit tests, anchors and planes, one view (not a
 * headset's two). No depth sensing, as on most phones; it would also cost the software renderer
 * a depth pass per frame.
 */
const phone: XRDeviceConfig = {
  ...metaQuest3,
  name: 'Emulated AR phone',
  supportedSessionModes: metaQuest3.supportedSessionModes.filter((mode) => mode !== 'immersive-vr'),
  supportedFeatures: metaQuest3.supportedFeatures.filter(
    (feature) => !['depth-sensing', 'mesh-detection', 'hand-tracking'].includes(feature),
  ),
};
const device = new XRDevice(phone, { stereoEnabled: false });
runFramesAtCameraRate(() => device.activeSession !== undefined);
// Chromium has a navigator.xr of its own, which reports no AR device here.
device.installRuntime({ forceInstall: true });
device.installSEM(SyntheticEnvironmentModule);

window.emulatedXR = {
  loadCapture(capture) {
    const sem = device.sem;
    if (!sem) throw new Error('The synthetic environment did not install.');
    sem.loadEnvironment(capture as Parameters<typeof sem.loadEnvironment>[0]);
    // Chrome on an ARCore phone hits detected planes (the app asks for entityTypes ['plane']);
    // it has no scene mesh. The captures' scanned mesh stays in view but out of hit tests,
    // which IWER would otherwise answer from first. Furniture boxes still hide what is behind.
    const meshes = (sem as unknown as { meshes: RaycastTarget }).meshes;
    meshes.traverse((object) => {
      object.raycast = () => undefined;
    });
  },
  aim(position, quaternion) {
    const [x = 0, y = 0, z = 0] = position;
    const [qx = 0, qy = 0, qz = 0, qw = 1] = quaternion;
    device.position.set(x, y, z);
    device.quaternion.set(qx, qy, qz, qw);
  },
  press(position, quaternion) {
    const tap = device.controllers.right;
    if (!tap) throw new Error('The emulated phone has no input to tap with.');
    const [x = 0, y = 0, z = 0] = position;
    const [qx = 0, qy = 0, qz = 0, qw = 1] = quaternion;
    tap.position.set(x, y, z);
    tap.quaternion.set(qx, qy, qz, qw);
    tap.updateButtonValue('trigger', 1);
  },
  release() {
    device.controllers.right?.updateButtonValue('trigger', 0);
  },
  sessionActive: () => device.activeSession !== undefined,
};
