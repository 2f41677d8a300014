import { useState } from 'react';
import {
  BarChart3,
  Check,
  FileOutput,
  LayoutGrid,
  ScanLine,
  Share2,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  OLD_WAY_NEW_WAY,
  PRO_FEATURES,
  PRO_HERO,
  PRO_PLANS,
  PRO_TESTIMONIALS,
  type ProFeatureIcon,
  type ProPlan,
} from '../../content/subscriptions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';
import { Section } from '../../ui/Section.tsx';
import { HeroActions } from './HeroActions.tsx';
import { PlanCard } from './PlanCard.tsx';
import { proAnnualSavingLabel, proPlanPrice, type BillingCycle } from './subscriptionPrices.ts';
import { TestimonialCarousel } from './Testimonials.tsx';
import './PricingPlans.css';
import './marketing.css';

/** The lines and buttons under the /for-professionals heading. */
export function ProHeroActions() {
  return (
    <>
      <p className="mk-hero-text">{PRO_HERO.text}</p>
      <HeroActions>
        <ButtonLink href={PRO_HERO.primary.href} size="lg">
          {PRO_HERO.primary.label}
        </ButtonLink>
        <a href={PRO_HERO.secondary.href} className="btn btn--secondary btn--lg">
          <span>{PRO_HERO.secondary.label}</span>
        </a>
      </HeroActions>
    </>
  );
}

export function OldWayNewWay() {
  const { old: before, new: after } = OLD_WAY_NEW_WAY;
  return (
    <Section title="Less legwork, more design" eyebrow="Old way vs new way">
      <div className="mk-versus">
        <div className="mk-versus__column mk-versus__column--old">
          <h3 className="mk-versus__title">{before.title}</h3>
          <ul className="mk-versus__list">
            {before.points.map((point) => (
              <li key={point}>
                <X aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mk-versus__column mk-versus__column--new">
          <h3 className="mk-versus__title">{after.title}</h3>
          <ul className="mk-versus__list">
            {after.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

const FEATURE_ICONS: Readonly<Record<ProFeatureIcon, LucideIcon>> = {
  scan: ScanLine,
  board: LayoutGrid,
  share: Share2,
  team: Users,
  export: FileOutput,
  chart: BarChart3,
};

export function ProFeatureList() {
  return (
    <Section title="Everything a client project needs" tone="sand">
      <ul className="mk-cards mk-cards--three">
        {PRO_FEATURES.map((feature) => {
          const Icon = FEATURE_ICONS[feature.icon];
          return (
            <li key={feature.title} className="mk-card">
              <span className="icon-tile">
                <Icon aria-hidden="true" />
              </span>
              <h3 className="mk-card__title">{feature.title}</h3>
              <p className="mk-card__text">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const ANNUAL_SAVING = proAnnualSavingLabel(PRO_PLANS.map((plan) => plan.price));

const BILLING_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual', badge: ANNUAL_SAVING },
] as const;

/** Pro tools plans in pounds, monthly first (spec 02 sections 2 and 9). */
export function ProPlans() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <Section
      id="pro-plans"
      title="Plans for professionals"
      lead="Start free. Upgrade when your clients do. Prices in pounds sterling."
      centered
      className="pro-plans"
    >
      <div className="pricing-plans__controls">
        <SegmentedControl
          label="Billing period"
          options={BILLING_OPTIONS}
          value={cycle}
          onValueChange={setCycle}
          className="pricing-plans__billing"
        />
      </div>
      <ul className="pricing-plans__grid pricing-plans__grid--four">
        {PRO_PLANS.map((plan) => (
          <li key={plan.id} className="pricing-plans__item">
            <ProPlanCard plan={plan} cycle={cycle} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ProPlanCard({ plan, cycle }: { plan: ProPlan; cycle: BillingCycle }) {
  return (
    <PlanCard
      name={plan.name}
      subtitle={plan.subtitle}
      price={proPlanPrice(plan.price, cycle)}
      features={plan.features}
      popular={plan.popular}
      extra={plan.trial ? <Badge tone="sage">{plan.trial}</Badge> : null}
      reserveExtra
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

export function ProTestimonials() {
  return (
    <Section title="Loved by design professionals" tone="sand">
      <TestimonialCarousel
        items={PRO_TESTIMONIALS.map((item) => ({
          id: item.id,
          quote: item.quote,
          name: item.name,
          detail: item.role,
          rating: item.rating,
          image: item.image,
        }))}
      />
    </Section>
  );
}
