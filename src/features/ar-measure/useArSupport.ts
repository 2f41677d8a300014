import { startTransition, useEffect, useState } from 'react';

/** What the browser says about AR: unknown until it has answered (and on the prerendered page). */
export type ArSupport = 'unknown' | 'supported' | 'unsupported';

interface XrLike {
  isSessionSupported(mode: string): Promise<boolean>;
}

/** The browser's WebXR system, when it has one (it is missing on iPhones and older WebViews). */
function xrSystem(): XrLike | null {
  if (typeof navigator === 'undefined') return null;
  const xr = (navigator as Navigator & { xr?: XrLike }).xr;
  return xr && typeof xr.isSessionSupported === 'function' ? xr : null;
}

/** Whether the browser can run an `immersive-ar` session, asked once the page has hydrated. */
export async function readArSupport(): Promise<boolean> {
  const xr = xrSystem();
  if (!xr || !window.isSecureContext) return false;
  try {
    return await xr.isSessionSupported('immersive-ar');
  } catch {
    // A browser that forbids WebXR here (a permissions policy) rejects: no AR, nothing broken.
    return false;
  }
}

export function useArSupport(): ArSupport {
  const [support, setSupport] = useState<ArSupport>('unknown');
  useEffect(() => {
    let live = true;
    void readArSupport().then((supported) => {
      if (live) startTransition(() => setSupport(supported ? 'supported' : 'unsupported'));
    });
    return () => {
      live = false;
    };
  }, []);
  return support;
}
