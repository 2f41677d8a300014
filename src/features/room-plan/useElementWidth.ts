import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, `fallback` until measured. The prerendered page draws
 * the fallback; the measured width follows in a transition, and again on every resize.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.clientWidth);
      if (next > 0) startTransition(() => setWidth(next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The window's inner height in CSS pixels, `fallback` until measured (as useElementWidth). */
export function useViewportHeight(fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const measure = () => startTransition(() => setHeight(window.innerHeight));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return height;
}
