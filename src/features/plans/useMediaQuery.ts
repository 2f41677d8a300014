import { useCallback, useSyncExternalStore } from 'react';
import { TABLET_MIN_WIDTH_PX } from '../../lib/timing.ts';

/** Phones (spec 01 section 9: mobile is under 768 px). */
export const PHONE_QUERY = `(max-width: ${TABLET_MIN_WIDTH_PX - 1}px)`;

/** Whether a media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
