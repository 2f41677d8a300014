import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (display mode, user agent, the clock), read so that the
 * prerendered page and its hydration both draw `serverValue` and the browser's own value
 * follows in the very next render. `read` must return the same value for the same state.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}
