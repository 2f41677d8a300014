import { useCallback } from 'react';
import { useBrowserStore } from './useBrowserValue.ts';

/** Whether a media query matches now, kept current as the window changes (false on the server). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserStore(subscribe, read, false);
}

/** Whether the reader asked for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const readHidden = () => document.visibilityState === 'hidden';

/** Whether the page's tab is in the background (autoplay pauses there). */
export function useDocumentHidden(): boolean {
  return useBrowserStore(subscribeVisibility, readHidden, false);
}
