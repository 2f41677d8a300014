import { Quote } from 'lucide-react';
import type { SampleImage } from '../../content/samples.ts';
import { Carousel, type SlideSize } from '../../ui/Carousel.tsx';
import { StarRating } from './StarRating.tsx';
import './marketing.css';

export interface TestimonialItem {
  id: string;
  quote: string;
  name: string;
  /** Who they are or where ("Interior Designer, Bristol"). */
  detail: string;
  rating: number;
  /** A tag such as the package they chose. */
  tag?: string;
  image?: SampleImage;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);

export function TestimonialCard({ item }: { item: TestimonialItem }) {
  return (
    <figure className="mk-quote">
      <Quote aria-hidden="true" className="mk-quote__mark" />
      <StarRating rating={item.rating} />
      <blockquote className="mk-quote__text">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="mk-quote__person">
        {item.image ? (
          <img
            src={item.image.src}
            alt=""
            width={item.image.width}
            height={item.image.height}
            loading="lazy"
            className="mk-quote__portrait"
          />
        ) : (
          <span className="mk-quote__initials" aria-hidden="true">
            {initials(item.name)}
          </span>
        )}
        <span className="mk-quote__who">
          <span className="mk-quote__name">{item.name}</span>
          <span className="mk-quote__detail">{item.detail}</span>
          {item.tag ? <span className="mk-quote__tag">{item.tag}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Testimonials as a looping slider with previous/next and dots. */
export function TestimonialCarousel({
  items,
  label = 'Testimonials',
  slideSize = { base: '100%', tablet: '50%', desktop: '33.333%' },
}: {
  items: readonly TestimonialItem[];
  label?: string;
  slideSize?: SlideSize;
}) {
  return (
    <Carousel
      label={label}
      loop
      showArrows
      showDots
      slideSize={slideSize}
      slides={items.map((item) => (
        <TestimonialCard key={item.id} item={item} />
      ))}
      className="mk-testimonials"
    />
  );
}
