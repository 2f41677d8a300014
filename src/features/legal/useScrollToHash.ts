import { useEffect } from 'react';

/**
 * Pages load after the URL does, so the browser's own jump to "#positions" finds nothing yet.
 * Once the page is there, this brings the named section into view.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView();
  }, []);
}
