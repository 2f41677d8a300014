import { useEffect, useState } from 'react';
import { stickyBarVisible } from './stickyBar.ts';

/** The sticky bar's visibility, read at most once a frame while the page scrolls or resizes. */
export function useStickyBar(threshold: number, stopId: string): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const stop = document.getElementById(stopId);
      setVisible(
        stickyBarVisible(
          window.scrollY,
          threshold,
          stop ? stop.getBoundingClientRect().top : null,
          window.innerHeight,
        ),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold, stopId]);
  return visible;
}
