import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { BRANDS } from '../../content/brands.ts';
import { useSearchAfterHydration } from '../../ui/useSearchAfterHydration.ts';
import { browseQuery, parseBrowseQuery, type BrowseFilters } from './browseFilters.ts';

const KNOWN_BRANDS = BRANDS.map((brand) => brand.name);

/**
 * The browse filters, kept in the URL query so a filtered view can be shared and survives a
 * reload. `replace` swaps the history entry (typing a search) instead of adding one.
 */
export function useBrowseFilters() {
  const search = useSearchAfterHydration();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => parseBrowseQuery(search, KNOWN_BRANDS), [search]);

  const setFilters = useCallback(
    (next: BrowseFilters, options: { replace?: boolean } = {}) => {
      const query = browseQuery(next);
      navigate(query ? `${path}?${query}` : path, { replace: options.replace ?? false });
    },
    [navigate, path],
  );

  return { filters, setFilters };
}
