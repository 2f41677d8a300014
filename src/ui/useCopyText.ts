import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_STATE_MS } from '../lib/timing.ts';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard; the button shows "Copied" for 3 s (spec 01 section 9). */
export function useCopyText(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, or permission refused): the text stays selectable to copy by hand.
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPIED_STATE_MS);
  }, []);

  return [state, copy];
}
