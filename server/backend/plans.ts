import type { Plan } from '../../supabase/functions/_shared/plans.ts';

export { isPlanType, PLAN_TYPES, PLANS } from '../../supabase/functions/_shared/plans.ts';
export type { Plan, PlanType } from '../../supabase/functions/_shared/plans.ts';

/** "£15" for whole pounds, "£9.50" otherwise, as the Premium page writes prices. */
export function formatPounds(pence: number): string {
  const pounds = pence / 100;
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`;
}

/** The price line a buyer sees, e.g. "£120 per year (£10 a month, billed yearly)". */
export function priceLabel(plan: Plan): string {
  const price = formatPounds(plan.amount);
  if (plan.interval === 'month') return `${price} per month`;
  if (plan.interval === 'year') {
    return `${price} per year (${formatPounds(Math.round(plan.amount / 12))} a month, billed yearly)`;
  }
  return `${price} one-time`;
}
