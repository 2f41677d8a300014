/**
 * The plans a user can buy from the Premium page, at its prices (spec 02, section 9). Both the
 * hosted create-checkout function and the embedded backend read this file, so they charge the
 * same. Plain TypeScript with no imports, so Deno and Node load it alike.
 */

export type PlanType = 'premium' | 'premium-yearly' | 'designer';

export interface Plan {
  readonly type: PlanType;
  readonly name: string;
  /** In pence, as payment providers count. */
  readonly amount: number;
  readonly currency: 'GBP';
  /** How often a subscription renews; absent for a one-time purchase. */
  readonly interval?: 'month' | 'year';
  /** Free days before the first charge. */
  readonly trialDays?: number;
}

export const PLANS: Readonly<Record<PlanType, Plan>> = {
  premium: {
    type: 'premium',
    name: 'Premium',
    amount: 1500,
    currency: 'GBP',
    interval: 'month',
    trialDays: 7,
  },
  'premium-yearly': {
    type: 'premium-yearly',
    name: 'Premium (yearly)',
    amount: 12000,
    currency: 'GBP',
    interval: 'year',
    trialDays: 7,
  },
  designer: {
    type: 'designer',
    name: 'Designer+',
    amount: 14900,
    currency: 'GBP',
  },
};

export const PLAN_TYPES: readonly PlanType[] = ['premium', 'premium-yearly', 'designer'];

export function isPlanType(value: unknown): value is PlanType {
  return typeof value === 'string' && (PLAN_TYPES as readonly string[]).includes(value);
}
