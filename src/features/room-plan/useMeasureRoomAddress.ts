import { useMemo } from 'react';
import { useBrowserValue } from '../../lib/useBrowserValue.ts';
import { useSearchAfterHydration } from '../../ui/useSearchAfterHydration.ts';
import { readMeasureRoomFrom, type MeasureRoomFrom } from './links.ts';

/**
 * The plan, scan or photos the address asks the editor to open. Null until the page has
 * hydrated: the page is prerendered without a query, so only then is the address known.
 */
export function useMeasureRoomAddress(): MeasureRoomFrom | null {
  const search = useSearchAfterHydration();
  const hydrated = useBrowserValue(() => true, false);
  return useMemo(() => (hydrated ? readMeasureRoomFrom(search) : null), [hydrated, search]);
}
