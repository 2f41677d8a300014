import { useBrowserStore, useMediaQuery } from './useBrowserValue.ts';

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
