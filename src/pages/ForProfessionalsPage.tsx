import { routeCopy } from '../content/routes.ts';
import { PRO_FAQS } from '../content/subscriptions.ts';
import {
  ClosingCta,
  FaqSection,
  OldWayNewWay,
  ProFeatureList,
  ProHeroActions,
  ProPlans,
  ProTestimonials,
} from '../features/subscriptions/index.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function ForProfessionalsPage() {
  return (
    <>
      <PageIntro {...routeCopy('/for-professionals')}>
        <ProHeroActions />
      </PageIntro>
      <OldWayNewWay />
      <ProFeatureList />
      <ProPlans />
      <ProTestimonials />
      <FaqSection items={PRO_FAQS} />
      <ClosingCta
        title="Win your next client with a 2-minute scan"
        text="Start free with one scan and one mood board. No card needed."
        actions={
          <>
            <ButtonLink href="/auth" size="lg">
              Start Free
            </ButtonLink>
            <ButtonLink href="/contact-us" variant="secondary" size="lg">
              Talk to Sales
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
