import { startTransition, useEffect, useState } from 'react';
import { useBrowserValue } from '../../lib/useBrowserValue.ts';
import { hasVideoInput, readCameraEnvironment, watchDevices } from './cameraDevice.ts';
import { cameraSupportOf } from './cameraScanRules.ts';
import type { CameraEnvironment, CameraSupport } from './cameraScanRules.ts';

type Basics = Omit<CameraEnvironment, 'hasVideoInput'> | null;

/**
 * Whether to offer the camera scan. The prerendered page knows nothing of the visitor's camera,
 * so it (and its hydration) draws 'unknown': no offer. The browser's answer follows once the page
 * has hydrated, and again when a camera is plugged in or removed.
 */
export function useCameraSupport(): CameraSupport {
  const basics = useBrowserValue<Basics>(readCameraEnvironment, null);
  const canAsk = basics !== null && basics.secureContext && basics.hasGetUserMedia;
  const [videoInput, setVideoInput] = useState<boolean | null | 'unknown'>('unknown');

  useEffect(() => {
    if (!canAsk) return;
    let live = true;
    const check = () => {
      void hasVideoInput().then((found) => {
        if (live) startTransition(() => setVideoInput(found));
      });
    };
    check();
    const unwatch = watchDevices(check);
    return () => {
      live = false;
      unwatch();
    };
  }, [canAsk]);

  if (basics === null) return 'unknown';
  if (canAsk && videoInput === 'unknown') return 'unknown';
  return cameraSupportOf({
    ...basics,
    hasVideoInput: videoInput === 'unknown' ? null : videoInput,
  });
}
