// What other features and the pages use of the testimonials feature.
export { FadeCarousel, type FadeCarouselProps } from './FadeCarousel.tsx';
export { HomeTestimonials } from './HomeTestimonials.tsx';
export { Stars } from './Stars.tsx';
export { TestimonialCard } from './TestimonialCard.tsx';
export { useFadeRotation } from './useFadeRotation.ts';
