import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '../../lib/browserState.ts';
import { WIPE_TICK_MS } from '../../lib/timing.ts';
import { WIPE_START, nextWipePosition, wipeStage } from './wipe.ts';

/** Where a still wipe rests for people who asked for less motion: both rooms half shown. */
const REDUCED_MOTION_POSITION = 50;

/**
 * The wipe's position, moving one step every 50 ms while playing and in view. It starts
 * playing, unless the reader prefers reduced motion; then it rests half way until Play.
 */
export function useWipe(inView: boolean) {
  const reducedMotion = useReducedMotion();
  // Null until the wipe first moves: it then rests where the reader's setting puts it (the
  // prerendered page, which cannot know the setting, draws the start).
  const [moved, setPosition] = useState<number | null>(null);
  const position = moved ?? (reducedMotion ? REDUCED_MOTION_POSITION : WIPE_START);
  // What the reader chose with Play, Pause or Replay; until then, motion follows their setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;

  const running = playing && inView;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () =>
        setPosition((current) =>
          nextWipePosition(current ?? (reducedMotion ? REDUCED_MOTION_POSITION : WIPE_START)),
        ),
      WIPE_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [running, reducedMotion]);

  const replay = useCallback(() => {
    setPosition(WIPE_START);
    setChosen(true);
  }, []);
  const toggle = useCallback(() => setChosen(!playing), [playing]);

  return { position, stage: wipeStage(position), playing, replay, toggle };
}
