import { useEffect } from 'react';

/**
 * Whether the prerendered page is still hydrating. The page and the footer hydrate each behind
 * their own Suspense boundary, in either order; until both have, a component that mounts may be
 * hydrating server markup and must draw what the server drew.
 */
const waiting = new Set<string>();

/** The parts of the page that hydrate on their own, before hydrateRoot. */
export function beginHydration(parts: readonly string[]): void {
  for (const part of parts) waiting.add(part);
}

/** Called from a part's first effect, once React has hydrated it. */
export function partHydrated(part: string): void {
  waiting.delete(part);
}

/** True on the server as well, which draws what hydration draws. */
export function isHydrating(): boolean {
  return waiting.size > 0 || typeof document === 'undefined';
}

/** For the component that closes a part: marks the part hydrated after its first commit. */
export function useHydratedPart(part: string): void {
  useEffect(() => partHydrated(part), [part]);
}
