import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * The element's width and the window's height in CSS pixels, the fallbacks until measured
 * (the prerendered page draws those), then again on every resize, in a transition.
 */
export function useStageSize(
  ref: RefObject<HTMLElement | null>,
  fallback: { width: number; viewportHeight: number },
): { width: number; viewportHeight: number } {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const viewportHeight = window.innerHeight;
      if (width <= 0) return;
      startTransition(() =>
        setSize((current) =>
          current.width === width && current.viewportHeight === viewportHeight
            ? current
            : { width, viewportHeight },
        ),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    if (typeof ResizeObserver === 'undefined') {
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return size;
}
