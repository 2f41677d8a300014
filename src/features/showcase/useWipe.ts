import { useCallback, useEffect, useReducer } from 'react';
import { useDocumentHidden, useReducedMotion } from '../../lib/browserState.ts';
import { WIPE_TICK_MS } from '../../lib/timing.ts';
import { WIPE_START, nextWipePosition, wipeStage } from './wipe.ts';

/** Where a still wipe rests for people who asked for less motion: both rooms half shown. */
const REDUCED_MOTION_POSITION = 50;

interface WipeState {
  /** Null until the wipe first moves: it then rests where the reader's setting puts it. */
  readonly moved: number | null;
  /** Playing or not, as Play, Pause, Replay or the end of a loop left it; null: not yet. */
  readonly chosen: boolean | null;
}

type WipeAction =
  | { readonly type: 'tick'; readonly resting: number }
  | { readonly type: 'replay' }
  | { readonly type: 'play'; readonly play: boolean };

function wipeReducer(state: WipeState, action: WipeAction): WipeState {
  switch (action.type) {
    case 'tick': {
      const from = state.moved ?? action.resting;
      const next = nextWipePosition(from);
      // Past 90 and back at 10: the loop has come round, and the wipe stops there.
      return { moved: next, chosen: next < from ? false : state.chosen };
    }
    case 'replay':
      return { moved: WIPE_START, chosen: true };
    case 'play':
      return { ...state, chosen: action.play };
  }
}

/**
 * The wipe's position, moving one step every 50 ms while playing, in view and in a visible tab.
 * It starts playing, unless the reader prefers reduced motion; then it rests half way until
 * Play. Each play runs to the end of the loop (past 90, back at 10) and stops there: a wipe
 * left playing would redraw the hero 20 times a second for as long as the page stays open,
 * which a phone pays for in battery. Play or Replay runs it again.
 */
export function useWipe(inView: boolean) {
  const reducedMotion = useReducedMotion();
  const hidden = useDocumentHidden();
  const [{ moved, chosen }, dispatch] = useReducer(wipeReducer, { moved: null, chosen: null });
  // The prerendered page, which cannot know the reader's setting, draws the start.
  const resting = reducedMotion ? REDUCED_MOTION_POSITION : WIPE_START;
  const position = moved ?? resting;
  // Until the reader chooses, motion follows their setting.
  const playing = chosen ?? !reducedMotion;

  const running = playing && inView && !hidden;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', resting }), WIPE_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, resting]);

  const replay = useCallback(() => dispatch({ type: 'replay' }), []);
  const toggle = useCallback(() => dispatch({ type: 'play', play: !playing }), [playing]);

  return { position, stage: wipeStage(position), playing, replay, toggle };
}
