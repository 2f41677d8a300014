import { Check } from 'lucide-react';
import { DESIGNERS } from '../../content/designers.ts';
import { HOME_DESIGNER_PROMO } from './homeContent.ts';
import { ROOM_IMAGES } from '../../content/samples.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Eyebrow } from '../../ui/Section.tsx';
import './DesignerPromo.css';

const FACES = DESIGNERS.slice(0, 4);

/** The home page's invitation to work with a certified designer. */
export function DesignerPromo() {
  const promo = HOME_DESIGNER_PROMO;
  const room = ROOM_IMAGES['living-classic'];
  return (
    <section className="designer-promo" aria-labelledby="designer-promo-title">
      <div className="container designer-promo__inner">
        <div className="designer-promo__picture">
          <img
            src={room.src}
            alt={room.alt}
            width={room.width}
            height={room.height}
            loading="lazy"
            decoding="async"
          />
          <div className="designer-promo__faces">
            <ul aria-label="Some of our designers">
              {FACES.map((designer) =>
                designer.image ? (
                  <li key={designer.id}>
                    <img
                      src={designer.image.src}
                      alt={designer.name}
                      width={designer.image.width}
                      height={designer.image.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </li>
                ) : null,
              )}
            </ul>
            <p>500+ rooms designed</p>
          </div>
        </div>
        <div className="designer-promo__copy">
          <Eyebrow>{promo.eyebrow}</Eyebrow>
          <h2 id="designer-promo-title" className="designer-promo__title">
            {promo.title}
          </h2>
          <p className="designer-promo__text">{promo.text}</p>
          <ul className="designer-promo__points">
            {promo.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <div>
            <ButtonLink href={promo.cta.href} size="lg" variant="secondary">
              {promo.cta.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
