import { HOME_TESTIMONIALS } from '../../content/testimonials.ts';
import { HOME_TESTIMONIAL_FADE_MS, HOME_TESTIMONIAL_INTERVAL_MS } from '../../lib/timing.ts';
import { FadeCarousel } from './FadeCarousel.tsx';
import { TestimonialCard } from './TestimonialCard.tsx';

/** The home page's three testimonials: a new one every 6 s, fading over 150 ms. */
export function HomeTestimonials() {
  return (
    <FadeCarousel
      label="Testimonials"
      intervalMs={HOME_TESTIMONIAL_INTERVAL_MS}
      fadeMs={HOME_TESTIMONIAL_FADE_MS}
      slides={HOME_TESTIMONIALS.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    />
  );
}
