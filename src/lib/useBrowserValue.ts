import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydrating } from './hydration.ts';

/**
 * A value only the browser knows (display mode, user agent, the clock), read so that the
 * prerendered page and its hydration both draw `serverValue` and the browser's own value
 * follows right after, in a transition: React renders it in short slices, where a store
 * snapshot that differs from the server's would re-render synchronously in one long task.
 * A component that mounts after hydration reads the browser's value at once.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  const [settled, setSettled] = useState(() => !isHydrating());
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return settled ? read() : serverValue;
}

/**
 * useSyncExternalStore for a browser store (a media query, the page's visibility, a stored mark)
 * whose server snapshot hydration must draw: until the component has settled it reads
 * `serverValue` on both sides, so React finds nothing to re-render synchronously after
 * hydrating; the store's own value follows in the transition that settles it.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const settled = useBrowserValue(() => true, false);
  return useSyncExternalStore(subscribe, settled ? read : () => serverValue, () => serverValue);
}

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
