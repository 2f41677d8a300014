import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  PLAN_AUDIENCES,
  PRICING_PLANS,
  type PlanAudience,
  type PricingPlan,
} from '../../content/subscriptions.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { PlanCard } from './PlanCard.tsx';
import { PlanComparison } from './PlanComparison.tsx';
import { annualSavingLabel, pricingPlanPrice, type BillingCycle } from './subscriptionPrices.ts';
import { useMediaQuery } from '../../lib/useBrowserValue.ts';
import { PHONE_QUERY } from './phoneQuery.ts';
import './PricingPlans.css';

const ANNUAL_SAVING = annualSavingLabel(PRICING_PLANS.map((plan) => plan.price));

const BILLING_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual', badge: ANNUAL_SAVING },
] as const;

/**
 * The pricing page's plans (spec 02 sections 2 and 9): homeowners or professionals, billed
 * monthly or annually (annual first). Phones get a carousel; every size can open the full
 * comparison table.
 */
export function PricingPlans() {
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  const [audience, setAudience] = useState<PlanAudience>('homeowners');
  const [comparing, setComparing] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const comparisonId = useId();
  const titleId = useId();

  return (
    <section className="pricing-plans" aria-labelledby={titleId}>
      <div className="container pricing-plans__inner">
        <h2 id={titleId} className="visually-hidden">
          Plans
        </h2>
        <Tabs
          value={audience}
          onValueChange={(value) => setAudience(value === 'professionals' ? value : 'homeowners')}
          className="pricing-plans__tabs"
        >
          <div className="pricing-plans__controls">
            <TabsList aria-label="Plans for" className="pricing-plans__audiences">
              {PLAN_AUDIENCES.map((option) => (
                <TabsTrigger key={option.value} value={option.value}>
                  {option.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <SegmentedControl
              label="Billing period"
              options={BILLING_OPTIONS}
              value={cycle}
              onValueChange={setCycle}
              className="pricing-plans__billing"
            />
          </div>
          {PLAN_AUDIENCES.map((option) => {
            const plans = PRICING_PLANS.filter((plan) => plan.audience === option.value);
            const cards = plans.map((plan) => (
              <PricingPlanCard key={plan.id} plan={plan} cycle={cycle} />
            ));
            return (
              <TabsContent key={option.value} value={option.value}>
                {phone ? (
                  <Carousel
                    label={`${option.label.replace('For ', '')} plans`}
                    slides={cards}
                    slideSize="88%"
                    showArrows
                    showDots
                    className="pricing-plans__carousel"
                  />
                ) : (
                  <ul className="pricing-plans__grid">
                    {cards.map((card, index) => (
                      <li key={plans[index]?.id} className="pricing-plans__item">
                        {card}
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
        <div className="pricing-plans__compare">
          <Button
            variant="secondary"
            aria-expanded={comparing}
            aria-controls={comparisonId}
            onClick={() => setComparing((open) => !open)}
            icon={<ChevronDown aria-hidden="true" className="pricing-plans__chevron" />}
          >
            {comparing ? 'Hide Comparison' : 'Compare All Plans'}
          </Button>
        </div>
        <div id={comparisonId} hidden={!comparing} className="pricing-plans__comparison">
          {comparing ? <PlanComparison cycle={cycle} /> : null}
        </div>
      </div>
    </section>
  );
}

function PricingPlanCard({ plan, cycle }: { plan: PricingPlan; cycle: BillingCycle }) {
  return (
    <PlanCard
      name={plan.name}
      subtitle={plan.subtitle}
      price={pricingPlanPrice(plan.price, cycle)}
      features={plan.features}
      popular={plan.popular}
      action={
        <ButtonLink
          href={plan.cta.href}
          variant={plan.popular ? 'primary' : 'secondary'}
          size="lg"
          block
        >
          {plan.cta.label}
        </ButtonLink>
      }
    />
  );
}
