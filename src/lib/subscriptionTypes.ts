/** The plans create-checkout accepts (spec 02 section 7). */
export type SubscriptionPlan = 'premium' | 'premium-yearly' | 'designer';

export type BillingPeriod = 'monthly' | 'yearly';

/** How a plan reads wherever the user sees it named (waiting calls, the checkout toast). */
export const SUBSCRIPTION_LABELS: Readonly<Record<SubscriptionPlan, string>> = {
  premium: 'Premium monthly',
  'premium-yearly': 'Premium yearly',
  designer: 'Designer+',
};

/** The Premium plan's checkout follows the billing switch; Designer+ is one-time. */
export function premiumSubscription(period: BillingPeriod): SubscriptionPlan {
  return period === 'yearly' ? 'premium-yearly' : 'premium';
}
