import {
  premiumSubscription,
  type BillingPeriod,
  type SubscriptionPlan,
} from '../../lib/subscriptionTypes.ts';
import { savingPercent, savingPercentLabel } from '../../lib/pricing.ts';

/** The Premium page's plans (spec 02 section 9, prices in pounds). */
export const PREMIUM_PRICES = {
  monthly: 15,
  yearlyPerMonth: 10,
  yearlyTotal: 120,
  designerOneTime: 149,
  trialDays: 7,
  guaranteeDays: 7,
} as const;

/** The yearly saving, worked out from the prices (£15 against £10 a month: "Save 33%"). */
export const YEARLY_SAVING_LABEL = savingPercentLabel(
  savingPercent(PREMIUM_PRICES.monthly, PREMIUM_PRICES.yearlyPerMonth),
);

/** Delivery with and without Premium (spec 02 section 9). */
export const PREMIUM_DELIVERY = [
  { id: 'priority', title: 'Priority delivery', days: '3-7 days', who: 'Premium and Designer+' },
  { id: 'standard', title: 'Standard delivery', days: '7-14 days', who: 'Free plan' },
] as const;

export interface PlanPrice {
  amount: string;
  unit: string;
  note: string;
}

export interface PremiumPlan {
  id: 'free' | 'premium' | 'designer';
  name: string;
  tagline: string;
  features: readonly string[];
  /** The checkout button's words; null for the plan everyone already has. */
  cta: string | null;
  highlighted: boolean;
  price: (period: BillingPeriod) => PlanPrice;
  /** What create-checkout is asked for; null when the plan has no checkout. */
  planType: (period: BillingPeriod) => SubscriptionPlan | null;
}

export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  {
    id: 'free',
    name: 'Free',
    tagline: 'Scan a room and see what it could become.',
    features: [
      'Scan a room in under 2 minutes',
      'An AI furniture layout for free',
      'Shop the look from partner brands',
      'Standard delivery in 7-14 days',
    ],
    cta: null,
    highlighted: false,
    price: () => ({ amount: '£0', unit: '', note: 'Free forever' }),
    planType: () => null,
  },
  {
    id: 'premium',
    name: 'Premium',
    tagline: 'Every style, every room, delivered sooner.',
    features: [
      `${PREMIUM_PRICES.trialDays}-day free trial`,
      'Unlimited room scans and designs',
      'Every design style, from Japandi to Coastal',
      'Save and compare your designs',
      'Priority delivery in 3-7 days',
    ],
    cta: 'Start Premium',
    highlighted: true,
    price: (period) =>
      period === 'yearly'
        ? {
            amount: `£${PREMIUM_PRICES.yearlyPerMonth}`,
            unit: '/month',
            note: `Billed yearly (£${PREMIUM_PRICES.yearlyTotal}/year)`,
          }
        : { amount: `£${PREMIUM_PRICES.monthly}`, unit: '/month', note: 'Billed monthly' },
    planType: premiumSubscription,
  },
  {
    id: 'designer',
    name: 'Designer+',
    tagline: 'A certified designer styles your room with you.',
    features: [
      'Everything in Premium',
      'One-on-one session with a certified designer',
      'Your styled room in 3-5 days',
      'Priority delivery in 3-7 days',
    ],
    cta: 'Get Designer+',
    highlighted: false,
    price: () => ({ amount: `£${PREMIUM_PRICES.designerOneTime}`, unit: '', note: 'One-time' }),
    planType: () => 'designer',
  },
];

/** Which card a queued checkout belongs to. */
export function planIdOf(planType: SubscriptionPlan): PremiumPlan['id'] {
  return planType === 'designer' ? 'designer' : 'premium';
}
