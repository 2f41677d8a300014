import { useEffect, useState } from 'react';

function readScrolledPast(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/**
 * True once the page has scrolled more than `threshold` px. One passive listener, read at
 * most once per frame, so scrolling stays smooth on slow phones.
 */
export function useScrolledPast(threshold: number): boolean {
  // False on the first render, as in the prerendered page; a restored scroll applies at once after.
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(readScrolledPast(threshold));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // The page may have been restored mid-scroll between the first render and this effect.
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
