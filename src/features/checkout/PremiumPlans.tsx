import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Check, Clock, ShieldCheck, Sparkles, Truck } from 'lucide-react';
import type { CheckoutOutboxRow } from '../../lib/outboxRules.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { userAtom } from '../auth/index.ts';
import { pendingCallsAtom } from '../outbox/index.ts';
import { cancelPendingCall } from '../outbox/index.ts';
import type { BillingPeriod } from '../../lib/subscriptionTypes.ts';
import {
  PREMIUM_DELIVERY,
  PREMIUM_PLANS,
  PREMIUM_PRICES,
  YEARLY_SAVING_LABEL,
  planIdOf,
  type PremiumPlan,
} from './premiumPlans.ts';
import { useCheckout } from './useCheckout.ts';
import './PremiumPlans.css';

/** The Premium page's billing switch, three plans and their checkout buttons (spec 02 section 2). */
export function PremiumPlans() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { start, pendingPlan } = useCheckout();
  const user = useAtomValue(userAtom);
  const calls = useAtomValue(pendingCallsAtom);
  const queued = calls.filter(
    (call): call is CheckoutOutboxRow & { retrying: boolean } =>
      call.kind === 'checkout' && call.userId === user?.id,
  );

  return (
    <section className="premium-plans" aria-labelledby="premium-plans-title">
      <div className="container">
        <h2 id="premium-plans-title" className="visually-hidden">
          Plans
        </h2>
        <BillingSwitch period={period} onChange={setPeriod} />
        <ul className="premium-plans__grid">
          {PREMIUM_PLANS.map((plan) => {
            const planType = plan.planType(period);
            const waiting = queued.find((call) => planIdOf(call.planType) === plan.id);
            return (
              <li key={plan.id} className="premium-plans__item">
                <PlanCard
                  plan={plan}
                  period={period}
                  loading={planType !== null && pendingPlan === planType}
                  busy={pendingPlan !== null}
                  onCheckout={planType ? () => void start(planType) : undefined}
                  waiting={waiting}
                />
              </li>
            );
          })}
        </ul>
        <DeliveryTimes />
        <p className="premium-plans__guarantee">
          <ShieldCheck aria-hidden="true" />
          <span>
            {PREMIUM_PRICES.guaranteeDays}-day money-back guarantee. Not for you? Tell us within{' '}
            {PREMIUM_PRICES.guaranteeDays} days for a full refund.
          </span>
        </p>
        <div className="premium-plans__demo">
          <p>Not ready to choose? See what Aurevia does with a real room first.</p>
          <ButtonLink href="/browse-rooms" variant="secondary" size="lg">
            See Demo Room
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

const BILLING_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly', badge: YEARLY_SAVING_LABEL },
] as const;

function BillingSwitch({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <SegmentedControl
      label="Billing period"
      options={BILLING_OPTIONS}
      value={period}
      onValueChange={onChange}
      className="billing-switch"
    />
  );
}

/** Priority delivery in 3-7 days with Premium, standard in 7-14. */
function DeliveryTimes() {
  return (
    <section className="premium-delivery" aria-labelledby="premium-delivery-title">
      <h2 id="premium-delivery-title" className="premium-delivery__title">
        <Truck aria-hidden="true" />
        Delivery
      </h2>
      <ul className="premium-delivery__list">
        {PREMIUM_DELIVERY.map((option) => (
          <li
            key={option.id}
            className={`premium-delivery__option premium-delivery__option--${option.id}`}
          >
            <span className="premium-delivery__name">{option.title}</span>
            <span className="premium-delivery__days">{option.days}</span>
            <span className="premium-delivery__who">{option.who}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({
  plan,
  period,
  loading,
  busy,
  onCheckout,
  waiting,
}: {
  plan: PremiumPlan;
  period: BillingPeriod;
  loading: boolean;
  busy: boolean;
  onCheckout: (() => void) | undefined;
  waiting: (CheckoutOutboxRow & { retrying: boolean }) | undefined;
}) {
  const price = plan.price(period);
  const titleId = useId();
  return (
    <article
      className={`plan-card${plan.highlighted ? ' plan-card--highlighted' : ''}`}
      aria-labelledby={titleId}
    >
      {plan.highlighted ? (
        <p className="plan-card__ribbon">
          <Sparkles aria-hidden="true" />
          Most popular
        </p>
      ) : null}
      <h3 id={titleId} className="plan-card__name">
        {plan.name}
      </h3>
      <p className="plan-card__tagline">{plan.tagline}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{price.amount}</span>
        {price.unit ? <span className="plan-card__unit">{price.unit}</span> : null}
      </p>
      <p className="plan-card__note">
        {price.note}
        {plan.id === 'premium' && period === 'yearly' ? (
          <span className="plan-card__saving">{YEARLY_SAVING_LABEL}</span>
        ) : null}
      </p>
      {plan.cta === null ? (
        <Button variant="secondary" size="lg" block disabled>
          Current Plan
        </Button>
      ) : (
        <Button
          variant={plan.highlighted ? 'inverse' : 'primary'}
          size="lg"
          block
          disabled={loading || busy}
          onClick={onCheckout}
        >
          {loading ? 'Loading...' : plan.cta}
        </Button>
      )}
      <div role="status" className="plan-card__status">
        {waiting ? <QueuedCheckout id={waiting.id} sending={waiting.status === 'sending'} /> : null}
      </div>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function QueuedCheckout({ id, sending }: { id: string; sending: boolean }) {
  return (
    <span className="plan-card__queued">
      <Clock aria-hidden="true" />
      <span>Checkout will open when you're back online.</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={sending}
        onClick={() => {
          void cancelPendingCall(id).catch((error: unknown) =>
            console.error('Could not cancel the queued checkout', error),
          );
        }}
      >
        Cancel
      </Button>
    </span>
  );
}
