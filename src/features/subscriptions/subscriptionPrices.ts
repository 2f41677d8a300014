import { formatPrice } from '../../lib/format.ts';
import {
  commonMonthsSaved,
  commonSavingPercent,
  monthsSavedLabel,
  savingPercentLabel,
} from '../../lib/pricing.ts';
import type { PricingPlanPrice, ProPlanPrice } from '../../content/subscriptions.ts';

/** The pricing and pro tools pages bill monthly or once a year. */
export type BillingCycle = 'monthly' | 'annual';

export interface ShownPrice {
  amount: string;
  /** "/month", "/year" or nothing. */
  unit: string;
  note: string;
  /** The monthly price the yearly rate undercuts, shown struck through. */
  was?: string;
}

/** How a pricing-page plan's price reads for a billing cycle (US dollars). */
export function pricingPlanPrice(price: PricingPlanPrice, cycle: BillingCycle): ShownPrice {
  switch (price.kind) {
    case 'free':
      return { amount: 'Free', unit: '', note: 'No card needed' };
    case 'custom':
      return { amount: 'Custom', unit: '', note: 'Priced for your team' };
    case 'recurring':
      return cycle === 'annual'
        ? {
            amount: formatPrice(price.yearlyPerMonth),
            unit: '/month',
            note: `Billed annually (${formatPrice(price.yearlyPerMonth * 12)}/year)`,
            was: formatPrice(price.monthly),
          }
        : { amount: formatPrice(price.monthly), unit: '/month', note: 'Billed monthly' };
  }
}

/** How a pro tools plan's price reads for a billing cycle (pounds). */
export function proPlanPrice(price: ProPlanPrice, cycle: BillingCycle): ShownPrice {
  switch (price.kind) {
    case 'free':
      return { amount: formatPrice(0, 'GBP'), unit: '', note: 'Free forever' };
    case 'custom':
      return { amount: 'Custom', unit: '', note: 'Priced for your organisation' };
    case 'recurring':
      return cycle === 'annual'
        ? {
            amount: formatPrice(price.yearly, 'GBP'),
            unit: '/year',
            note: `Billed annually, ${formatPrice(Math.round((price.yearly / 12) * 100) / 100, 'GBP')} a month`,
          }
        : { amount: formatPrice(price.monthly, 'GBP'), unit: '/month', note: 'Billed monthly' };
  }
}

/** The pricing page's annual badge, from every plan that has a monthly and a yearly price. */
export function annualSavingLabel(prices: readonly PricingPlanPrice[]): string {
  const recurring = prices.flatMap((price) => (price.kind === 'recurring' ? [price] : []));
  return savingPercentLabel(commonSavingPercent(recurring));
}

/** The pro tools page's annual badge: whole months a year's price saves on every plan. */
export function proAnnualSavingLabel(prices: readonly ProPlanPrice[]): string {
  const recurring = prices.flatMap((price) => (price.kind === 'recurring' ? [price] : []));
  return monthsSavedLabel(commonMonthsSaved(recurring));
}
