import { HOME_TESTIMONIALS } from '../../content/testimonials.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { TestimonialCard } from '../testimonials/index.ts';

/** What customers say, one at a time, wrapping, with arrows and dots. */
export function GalleryTestimonials() {
  return (
    <Carousel
      label="Testimonials"
      loop
      slides={HOME_TESTIMONIALS.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} />
      ))}
    />
  );
}
