import { useEffect, useState, type RefObject } from 'react';

export interface ViewState {
  /** Some of the element is on screen. */
  inView: boolean;
  /** The element has gone off the top of the screen (the reader scrolled past it). */
  above: boolean;
}

/** Whether an element is on screen, and whether it has scrolled away upwards. */
export function useInView(ref: RefObject<Element | null>): ViewState {
  const [view, setView] = useState<ViewState>({ inView: true, above: false });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setView({
        inView: entry.isIntersecting,
        above: !entry.isIntersecting && entry.boundingClientRect.bottom <= 0,
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return view;
}
