/** The plans create-checkout accepts (spec 02 section 7). */
export type PlanType = 'premium' | 'premium-yearly' | 'designer';

export type BillingPeriod = 'monthly' | 'yearly';

/** How a plan reads wherever the user sees it named (waiting calls, the checkout toast). */
export const PLAN_LABELS: Readonly<Record<PlanType, string>> = {
  premium: 'Premium monthly',
  'premium-yearly': 'Premium yearly',
  designer: 'Designer+',
};

/** The Premium plan's checkout follows the billing switch; Designer+ is one-time. */
export function premiumPlanType(period: BillingPeriod): PlanType {
  return period === 'yearly' ? 'premium-yearly' : 'premium';
}
