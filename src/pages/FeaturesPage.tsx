import { FEATURE_CARDS, FEATURES_CLOSING, PREMIUM_FEATURES } from '../content/features.ts';
import { routeCopy } from '../content/routes.ts';
import { ROOM_IMAGES } from '../content/samples.ts';
import {
  CtaBand,
  FEATURE_ICONS,
  FeatureCards,
  FeaturesHero,
  PremiumFeatures,
} from '../features/inspiration/index.ts';
import { Section } from '../ui/Section.tsx';

const copy = routeCopy('/features');

export default function FeaturesPage() {
  return (
    <>
      <FeaturesHero
        title={copy.title}
        summary={copy.summary}
        image={ROOM_IMAGES['living-modern']}
      />
      <Section id="features-all" eyebrow="What you get" title="Six ways Aurevia does the hard part">
        <FeatureCards cards={FEATURE_CARDS} icons={FEATURE_ICONS} />
      </Section>
      <Section
        id="features-premium"
        tone="ink"
        eyebrow={PREMIUM_FEATURES.eyebrow}
        title={PREMIUM_FEATURES.title}
        centered
      >
        <PremiumFeatures />
      </Section>
      <CtaBand id="features-cta" {...FEATURES_CLOSING} />
    </>
  );
}
