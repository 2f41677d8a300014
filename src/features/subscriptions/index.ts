// What pages and the other plans-area features use of the plans feature.
export { ClosingCta } from './ClosingCta.tsx';
export { FaqSection, type FaqItem } from './FaqSection.tsx';
export { HeroActions } from './HeroActions.tsx';
export { PlanCard } from './PlanCard.tsx';
export { PopularRibbon } from './PopularRibbon.tsx';
export { PricingPlans } from './PricingPlans.tsx';
export { PlanAddOns, WhyChooseAurevia } from './PricingExtras.tsx';
export {
  OldWayNewWay,
  ProFeatureList,
  ProHeroActions,
  ProPlans,
  ProTestimonials,
} from './ProTools.tsx';
export { StarRating } from './StarRating.tsx';
export { TestimonialCard, TestimonialCarousel, type TestimonialItem } from './Testimonials.tsx';
export { PHONE_QUERY } from './phoneQuery.ts';
