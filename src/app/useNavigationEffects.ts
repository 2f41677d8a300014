import { useLayoutEffect, useRef } from 'react';
import type { RouteInfo } from './routeTable.ts';

const SITE_NAME = 'Aurevia';

export function documentTitleFor(route: RouteInfo | undefined): string {
  if (!route) return `Page Not Found | ${SITE_NAME}`;
  return route.path === '/' ? `${SITE_NAME}: Scan. Design. Shop.` : `${route.title} | ${SITE_NAME}`;
}

/**
 * Every navigation starts at the top of the new page (spec 01 section 2), and keyboard and
 * screen-reader users land on the new content rather than on the link they left.
 */
export function useNavigationEffects(location: string, route: RouteInfo | undefined): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    document.title = documentTitleFor(route);
    // The first page of a visit keeps the scroll the browser gave it: it may have been
    // scrolled while the prerendered page waited for its scripts.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location, route]);
}
