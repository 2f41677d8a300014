import { ArrowRight } from 'lucide-react';
import { FEATURES_HERO } from '../../content/features.ts';
import type { SampleImage } from '../../content/samples.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Eyebrow } from '../../ui/Section.tsx';
import './sections.css';

/** The /features opening: heading, one line, 'Try Phoenix Free' and 'View Pricing'. */
export function FeaturesHero({
  title,
  summary,
  image,
}: {
  title: string;
  summary: string;
  image: SampleImage;
}) {
  return (
    <section className="insp-hero" aria-labelledby="features-title">
      <div className="container insp-hero__inner">
        <div className="insp-hero__copy">
          <Eyebrow>{FEATURES_HERO.eyebrow}</Eyebrow>
          <h1 id="features-title" className="insp-hero__title">
            {title}
          </h1>
          <p className="insp-hero__text">{summary}</p>
          <p className="insp-hero__text">{FEATURES_HERO.text}</p>
          <div className="insp-hero__actions">
            <ButtonLink
              href={FEATURES_HERO.primary.href}
              size="lg"
              icon={<ArrowRight aria-hidden="true" />}
            >
              {FEATURES_HERO.primary.label}
            </ButtonLink>
            <ButtonLink href={FEATURES_HERO.secondary.href} size="lg" variant="secondary">
              {FEATURES_HERO.secondary.label}
            </ButtonLink>
          </div>
        </div>
        <figure className="insp-hero__figure">
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
          />
        </figure>
      </div>
    </section>
  );
}
