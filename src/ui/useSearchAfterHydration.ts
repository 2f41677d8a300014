import { useSearch } from 'wouter';
import { useBrowserValue } from '../lib/useBrowserValue.ts';

/**
 * The address's query string ("?package=complete" without the "?"), for markup that depends
 * on it. Each page is prerendered without one, so the first render in the browser (hydration)
 * draws the page as if there were none; the real query applies in the render right after.
 */
export function useSearchAfterHydration(): string {
  const search = useSearch();
  const hydrated = useBrowserValue(() => true, false);
  return hydrated ? search : '';
}
