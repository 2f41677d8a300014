import { useCallback, useEffect, useReducer, useRef } from 'react';
import { DELIVERY_CHECK_DELAY_MS } from '../../lib/timing.ts';
import { INITIAL_DELIVERY_STATE, deliveryReducer } from './deliveryMachine.ts';
import { detectLocation } from './detectLocation.ts';

/**
 * The checker's state with its timer and the browser's location lookup. The 1.5 s answer is
 * scheduled whenever the state enters "checking" and cancelled if the page goes away first.
 */
export function useDeliveryCheck(locate: typeof detectLocation = detectLocation) {
  const [state, dispatch] = useReducer(deliveryReducer, INITIAL_DELIVERY_STATE);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state.status !== 'checking') return;
    const timer = setTimeout(() => dispatch({ type: 'answer' }), DELIVERY_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, state.checkedPostcode]);

  const detect = useCallback(async () => {
    dispatch({ type: 'locate' });
    const answer = await locate();
    if (!mounted.current) return;
    dispatch(answer.ok ? { type: 'located' } : { type: 'locate-failed', reason: answer.reason });
  }, [locate]);

  return {
    state,
    edit: useCallback((postcode: string) => dispatch({ type: 'edit', postcode }), []),
    check: useCallback(() => dispatch({ type: 'check' }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
    detect,
    editNotify: useCallback((email: string) => dispatch({ type: 'edit-notify', email }), []),
    markNotified: useCallback(() => dispatch({ type: 'notified' }), []),
  };
}
