// What the pages use of the inspiration feature: the marketing sections.
export { CtaBand } from './CtaBand.tsx';
export { DesignerPromo } from './DesignerPromo.tsx';
export { FeatureCards, type IconSet } from './FeatureCards.tsx';
export { FilterChip } from './FilterChip.tsx';
export { FEATURE_ICONS, FeatureIcon } from './featureIcons.tsx';
export { HowItWorksTabs } from './HowItWorksTabs.tsx';
export { StoryCarousel } from './StoryCarousel.tsx';
export { TrustMetrics } from './TrustMetrics.tsx';
export { FeaturesHero } from './FeaturesHero.tsx';
export { PremiumFeatures } from './PremiumFeatures.tsx';
export { HOME_STEPS } from './homeContent.ts';
export { GetInspired } from './GetInspired.tsx';
