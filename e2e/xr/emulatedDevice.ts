/**
 * An emulated AR phone for the end-to-end suite, never part of the app's build: IWER gives the
 * page a WebXR runtime, and its synthetic environment answers hit tests against a captured room.
 * `e2e/xr/device.ts` bundles this file and adds it to a page with `addInitScript`, so it runs
 * before the app's own scripts. The test drives it through `window.emulatedXR`.
 */
import { SyntheticEnvironmentModule } from '@iwer/sem';
import { XRDevice, metaQuest3 } from 'iwer';

export interface EmulatedXR {
  /** Loads a captured room (one of @iwer/sem's captures) into the synthetic environment. */
  loadCapture(capture: unknown): void;
  /** Stands the phone at a point (metres, y up) and turns it by a quaternion. */
  aim(position: readonly number[], quaternion: readonly number[]): void;
  /** Whether a session is running now. */
  sessionActive(): boolean;
}

declare global {
  interface Window {
    emulatedXR?: EmulatedXR;
  }
}

// One view, as a phone's screen is, rather than the headset's two.
const device = new XRDevice(metaQuest3, { stereoEnabled: false });
// Chromium has a navigator.xr of its own, which reports no AR device here.
device.installRuntime({ forceInstall: true });
device.installSEM(SyntheticEnvironmentModule);

window.emulatedXR = {
  loadCapture(capture) {
    const sem = device.sem;
    if (!sem) throw new Error('The synthetic environment did not install.');
    sem.loadEnvironment(capture as Parameters<typeof sem.loadEnvironment>[0]);
  },
  aim(position, quaternion) {
    const [x = 0, y = 0, z = 0] = position;
    const [qx = 0, qy = 0, qz = 0, qw = 1] = quaternion;
    device.position.set(x, y, z);
    device.quaternion.set(qx, qy, qz, qw);
  },
  sessionActive: () => device.activeSession !== undefined,
};
