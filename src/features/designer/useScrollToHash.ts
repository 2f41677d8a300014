import { useEffect } from 'react';
import { scrollToSection } from './scrollToSection.ts';

/**
 * The page is drawn after the URL changed, so the browser's own jump to "#booking-form"
 * found nothing. Once the page is there, this brings the named section into view; again when
 * the web fonts have settled, unless the visitor has scrolled since.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || !scrollToSection(id, false)) return;
    const landed = window.scrollY;
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live && window.scrollY === landed) scrollToSection(id, false);
    });
    return () => {
      live = false;
    };
  }, []);
}
