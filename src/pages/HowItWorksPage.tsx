import { routeCopy } from '../content/routes.ts';
import {
  DIFFERENTIATORS,
  HOW_IT_WORKS_CTA,
  HOW_IT_WORKS_STORIES_HEADING,
} from '../content/features.ts';
import {
  CtaBand,
  FEATURE_ICONS,
  FeatureCards,
  HowItWorksTabs,
  StoryCarousel,
  TrustMetrics,
} from '../features/inspiration/index.ts';
import { Section } from '../ui/Section.tsx';
import { CompleteProcess, ShowcaseHero, TransformationCards } from '../features/showcase/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './HowItWorksPage.css';

export default function HowItWorksPage() {
  return (
    <div className="how-page">
      <PageIntro {...routeCopy('/how-it-works')} />
      <ShowcaseHero />

      <Section
        id="hiw-steps"
        tone="sand"
        eyebrow="The journey"
        title="Scan, design, deliver"
        lead="Everything happens in one app, from the first scan to the last cushion."
      >
        <HowItWorksTabs />
      </Section>

      <Section
        id="hiw-stories"
        eyebrow={HOW_IT_WORKS_STORIES_HEADING.eyebrow}
        title={HOW_IT_WORKS_STORIES_HEADING.title}
      >
        <StoryCarousel />
      </Section>

      <Section
        id="hiw-differentiators"
        tone="white"
        eyebrow={DIFFERENTIATORS.eyebrow}
        title={DIFFERENTIATORS.title}
      >
        <FeatureCards cards={DIFFERENTIATORS.cards} icons={FEATURE_ICONS} />
      </Section>

      <Section
        id="hiw-metrics"
        tone="ink"
        eyebrow="Trusted by homeowners"
        title="Numbers we are proud of"
        centered
      >
        <TrustMetrics />
      </Section>

      <Section
        id="hiw-transformations"
        eyebrow="Before and after"
        title="Six rooms, six transformations"
        lead="Every one of these started with a two-minute scan."
      >
        <TransformationCards />
      </Section>

      <CompleteProcess />

      <CtaBand id="hiw-cta" {...HOW_IT_WORKS_CTA} />
    </div>
  );
}
