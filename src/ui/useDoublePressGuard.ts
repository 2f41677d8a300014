import { useCallback, useEffect, useRef } from 'react';

/** The longest double-click interval the common systems allow. */
export const DOUBLE_PRESS_MS = 500;

const PRESS_EVENTS = ['mousedown', 'click'] as const;

/**
 * Returns `arm`, to call when a press replaces what was pressed (a form by its confirmation).
 * Just after it, the rest of a double press is swallowed wherever it lands, for the page under
 * the pointer has changed: a double click on "Send" whose first click showed the confirmation
 * must neither press "Send another", nor move focus off the confirmation, nor select a word.
 * Only a press the browser counts as the second of a double click or tap (`detail` 2 or more)
 * is swallowed: a single quick press, or a later double click, acts as ever.
 */
export function useDoublePressGuard(): () => void {
  const disarm = useRef<(() => void) | null>(null);

  useEffect(() => () => disarm.current?.(), []);

  return useCallback(() => {
    disarm.current?.();
    const armedAt = performance.now();
    const swallow = (event: MouseEvent) => {
      if (performance.now() - armedAt >= DOUBLE_PRESS_MS) {
        disarm.current?.();
        return;
      }
      if (event.detail < 2) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Capture on the window: ahead of React's root listener and of every element's own.
    for (const type of PRESS_EVENTS) window.addEventListener(type, swallow, true);
    // Taken off by the first press after the moment, or when the component goes.
    disarm.current = () => {
      for (const type of PRESS_EVENTS) window.removeEventListener(type, swallow, true);
      disarm.current = null;
    };
  }, []);
}
