import { useLayoutEffect, useState, type RefObject } from 'react';
import { isHydrating } from '../../lib/hydration.ts';

export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The element's content-box size, measured before the first paint and on every resize. While
 * the prerendered page hydrates it is already laid out and drawn: the observer's first report,
 * made after the next layout, gives the size then, so the task that hydrates the page neither
 * forces a layout nor renders a second time.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      setSize((current) =>
        current.width === next.width && current.height === next.height ? current : next,
      );
    };
    const observable = typeof ResizeObserver !== 'undefined';
    if (!observable || !isHydrating()) measure();
    if (!observable) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
