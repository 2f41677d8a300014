import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import type { SubscriptionPlan } from '../../lib/subscriptionTypes.ts';
import { startCheckout, type CheckoutResult } from './startCheckout.ts';

export interface CheckoutControl {
  start: (planType: SubscriptionPlan) => Promise<CheckoutResult | undefined>;
  /** The plan whose checkout call is in flight: its button reads 'Loading...' and is disabled. */
  pendingPlan: SubscriptionPlan | null;
}

export function useCheckout(): CheckoutControl {
  const store = useStore();
  const [pendingPlan, setPendingPlan] = useState<SubscriptionPlan | null>(null);
  const inFlight = useRef(false);

  const start = useCallback(
    async (planType: SubscriptionPlan) => {
      // One call at a time: a second tap while the first is out must not open two sessions.
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPendingPlan(planType);
      try {
        return await startCheckout(planType, { store });
      } finally {
        inFlight.current = false;
        setPendingPlan(null);
      }
    },
    [store],
  );

  return { start, pendingPlan };
}
