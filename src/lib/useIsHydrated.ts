import { useBrowserValue } from './useBrowserValue.ts';

/**
 * Stands in for @radix-ui/react-use-is-hydrated (see vite.config.ts), with its meaning: false
 * while hydrating, true after and on any later mount. Radix's own reads an external store whose
 * client snapshot always differs from the server's, which makes React re-render every roving
 * focus item (tabs, radio groups, toggle groups) synchronously, in one long task, right after
 * hydration; here the change comes in a transition.
 */
export function useIsHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
