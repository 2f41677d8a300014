import { Quote } from 'lucide-react';
import { FEATURED_DESIGNS, type FeaturedDesign } from '../../content/gallery.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import './FeaturedDesigns.css';

function DesignSlide({ design }: { design: FeaturedDesign }) {
  return (
    <article className="featured-design">
      <img
        src={design.image.src}
        alt={design.image.alt}
        width={design.image.width}
        height={design.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className="featured-design__body">
        <h3 className="featured-design__title">{design.title}</h3>
        <blockquote className="featured-design__quote">
          <Quote aria-hidden="true" />
          <p>{design.quote}</p>
          <footer>{design.customer}</footer>
        </blockquote>
        <dl className="featured-design__facts">
          <div>
            <dt>Designer</dt>
            <dd>{design.designer}</dd>
          </div>
          <div>
            <dt>Budget</dt>
            <dd>{design.budget}</dd>
          </div>
        </dl>
        <ul className="featured-design__tags" aria-label="Tags">
          {design.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** The featured designs of the month: one at a time, wrapping, with arrows and dots. */
export function FeaturedDesigns() {
  return (
    <Carousel
      label="Featured designs of the month"
      loop
      slides={FEATURED_DESIGNS.map((design) => (
        <DesignSlide key={design.id} design={design} />
      ))}
    />
  );
}
