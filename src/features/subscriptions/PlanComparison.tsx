import { Check, Minus } from 'lucide-react';
import { PLAN_COMPARISON, PRICING_PLANS } from '../../content/subscriptions.ts';
import { pricingPlanPrice, type BillingCycle } from './subscriptionPrices.ts';

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <Check aria-hidden="true" className="plan-compare__yes" />
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <Minus aria-hidden="true" className="plan-compare__no" />
      <span className="visually-hidden">Not included</span>
    </>
  );
}

/** Every pricing plan side by side; on a phone the table scrolls sideways in its own box. */
export function PlanComparison({ cycle }: { cycle: BillingCycle }) {
  return (
    // The box scrolls on phones, so it takes focus for keyboard users to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="plan-compare" role="region" aria-label="Plan comparison" tabIndex={0}>
      <table className="plan-compare__table">
        <caption className="plan-compare__caption">
          All plans, billed {cycle === 'annual' ? 'annually' : 'monthly'}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Feature</span>
            </th>
            {PRICING_PLANS.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            {PRICING_PLANS.map((plan) => {
              const price = pricingPlanPrice(plan.price, cycle);
              return (
                <td key={plan.id} className="plan-compare__price">
                  {price.amount}
                  {price.unit}
                </td>
              );
            })}
          </tr>
          {PLAN_COMPARISON.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {PRICING_PLANS.map((plan) => (
                <td key={plan.id}>
                  <Cell value={row.values[plan.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
