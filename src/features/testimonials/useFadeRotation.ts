import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { useDocumentHidden, useReducedMotion } from '../../lib/browserState.ts';
import { shouldAutoplay } from '../../ui/carouselAutoplay.ts';
import { useInView } from '../../ui/useInView.ts';
import {
  FADE_START,
  goNext,
  goPrevious,
  goTo,
  isFading,
  settle,
  type FadeState,
} from './fadeCarousel.ts';

type FadeAction =
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'go'; index: number; count: number }
  | { type: 'settle' };

function reduce(state: FadeState, action: FadeAction): FadeState {
  switch (action.type) {
    case 'next':
      return goNext(state, action.count);
    case 'previous':
      return goPrevious(state, action.count);
    case 'go':
      return goTo(state, action.index, action.count);
    case 'settle':
      return settle(state);
  }
}

export interface FadeRotationOptions {
  count: number;
  /** Turn to the next slide every this many ms (paused on hover, focus, reduced motion). */
  intervalMs: number;
  /** How long a fade lasts; moves are ignored until it is over. */
  fadeMs: number;
}

/**
 * A slideshow that fades from slide to slide and turns by itself every `intervalMs`, counted
 * from the last move, while it is on screen and nobody is pointing at it, focused in it or asking
 * for less motion. `regionProps` go on the carousel's own element.
 */
export function useFadeRotation({ count, intervalMs, fadeMs }: FadeRotationOptions) {
  const [state, dispatch] = useReducer(reduce, FADE_START);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = useReducedMotion();
  const documentHidden = useDocumentHidden();
  const region = useRef<HTMLElement>(null);
  const { inView } = useInView(region);
  const autoplaying = shouldAutoplay({
    intervalMs,
    snapCount: count,
    pausedByUser,
    hovered,
    focusWithin,
    reducedMotion,
    documentHidden,
    offScreen: !inView,
  });
  const fading = isFading(state);

  // Keyed on the state itself: a fade that starts as another settles gets its own full fade.
  useEffect(() => {
    if (!isFading(state)) return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle' }), fadeMs);
    return () => window.clearTimeout(timer);
  }, [state, fadeMs]);

  // One timeout per position: a manual move restarts the wait.
  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setTimeout(() => dispatch({ type: 'next', count }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplaying, intervalMs, count, state.index]);

  const next = useCallback(() => dispatch({ type: 'next', count }), [count]);
  const previous = useCallback(() => dispatch({ type: 'previous', count }), [count]);
  const show = useCallback((index: number) => dispatch({ type: 'go', index, count }), [count]);

  const regionProps = {
    ref: region,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocusWithin(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    },
  };

  return {
    index: state.index,
    fadingFrom: state.fadingFrom,
    fading,
    autoplaying,
    pausedByUser,
    setPausedByUser,
    next,
    previous,
    show,
    regionProps,
  };
}
