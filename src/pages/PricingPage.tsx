import { routeCopy } from '../content/routes.ts';
import { PRICING_CLOSING, PRICING_FAQS } from '../content/subscriptions.ts';
import {
  ClosingCta,
  FaqSection,
  PlanAddOns,
  PricingPlans,
  WhyChooseAurevia,
} from '../features/subscriptions/index.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function PricingPage() {
  return (
    <>
      <PageIntro {...routeCopy('/pricing')} />
      <PricingPlans />
      <PlanAddOns />
      <WhyChooseAurevia />
      <FaqSection items={PRICING_FAQS} tone="sand" />
      <ClosingCta
        title={PRICING_CLOSING.title}
        text={PRICING_CLOSING.text}
        actions={
          <>
            <ButtonLink href={PRICING_CLOSING.primary.href} size="lg">
              {PRICING_CLOSING.primary.label}
            </ButtonLink>
            <ButtonLink href={PRICING_CLOSING.secondary.href} variant="secondary" size="lg">
              {PRICING_CLOSING.secondary.label}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
