import { Star } from 'lucide-react';
import { DESIGNERS } from '../../content/designers.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import './FeaturedDesigners.css';

/** Designers behind the gallery's rooms, and the way to work with one. */
export function FeaturedDesigners({ count = 4 }: { count?: number }) {
  return (
    <div className="featured-designers">
      <ul className="featured-designers__grid">
        {DESIGNERS.slice(0, count).map((designer) => (
          <li key={designer.id} className="designer-card">
            {designer.image ? (
              <img
                src={designer.image.src}
                alt={designer.image.alt}
                width={designer.image.width}
                height={designer.image.height}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h3 className="designer-card__name">{designer.name}</h3>
            <p className="designer-card__specialty">{designer.specialty}</p>
            <p className="designer-card__facts">
              <span className="designer-card__rating">
                <Star aria-hidden="true" />
                {designer.rating.toFixed(1)}
              </span>
              <span>{designer.projects} projects</span>
              <span>{designer.experience} years</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="featured-designers__cta">
        <ButtonLink href="/work-with-designer" variant="secondary" size="lg">
          Work With a Designer
        </ButtonLink>
      </div>
    </div>
  );
}
