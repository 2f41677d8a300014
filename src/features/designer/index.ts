// What pages use of the hire-a-designer feature.
export { BookADesigner, BookingSection } from './BookingSections.tsx';
export {
  FeaturedDesigners,
  HireHeroActions,
  HirePackages,
  HireStickyBar,
  HireTestimonials,
  HowItWorks,
  RecentWork,
  StudioShowcase,
} from './HireSections.tsx';
export { useScrollToHash } from './useScrollToHash.ts';
