import { startTransition, useEffect, useState, type RefObject } from 'react';

/** An element's box and the window's height, in CSS pixels. */
export interface MeasuredSize {
  readonly width: number;
  readonly height: number;
  readonly viewportHeight: number;
}

/**
 * The element's size and the window's inner height, `fallback` until measured: the
 * prerendered page draws the fallback, the measured size follows in a transition, and again on
 * every resize of the element or the window. Without an element, only the window's height.
 */
export function useMeasuredSize(
  target: RefObject<Element | null> | Element | null,
  fallback: MeasuredSize,
): MeasuredSize {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = target && 'current' in target ? target.current : target;
    const measure = () => {
      const viewportHeight = window.innerHeight;
      // Without an element (or one not laid out yet: hidden, in a tab not shown) the box
      // keeps what it had.
      const width = element ? Math.round(element.clientWidth) : 0;
      const height = element ? Math.round(element.clientHeight) : 0;
      startTransition(() =>
        setSize((current) => {
          const next =
            width > 0 ? { width, height, viewportHeight } : { ...current, viewportHeight };
          return current.width === next.width &&
            current.height === next.height &&
            current.viewportHeight === next.viewportHeight
            ? current
            : next;
        }),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (element) observer?.observe(element);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return size;
}

/** The element's width in CSS pixels, `fallback` until measured. */
export const useElementWidth = (ref: RefObject<Element | null>, fallback: number): number =>
  useMeasuredSize(ref, { width: fallback, height: 0, viewportHeight: 800 }).width;

/** The window's inner height in CSS pixels, `fallback` until measured. */
export const useViewportHeight = (fallback: number): number =>
  useMeasuredSize(null, { width: 0, height: 0, viewportHeight: fallback }).viewportHeight;
