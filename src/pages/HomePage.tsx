import { Camera, ImageUp, ScanLine, ShoppingBag, Sparkles, Star, Truck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { routeCopy } from '../content/routes.ts';
import { SAMPLES } from '../content/samples.ts';
// Straight from their modules, not the features' index files: the first paint of `/` takes
// only what it shows (no carousel library, no dialogs).
import { CtaBand } from '../features/inspiration/CtaBand.tsx';
import { DesignerPromo } from '../features/inspiration/DesignerPromo.tsx';
import { FeatureCards, type IconSet } from '../features/inspiration/FeatureCards.tsx';
import {
  HOME_CTA,
  HOME_FEATURES,
  HOME_HERO,
  HOME_PROOF,
  HOME_STEPS,
  HOME_TESTIMONIALS_HEADING,
} from '../features/inspiration/homeContent.ts';
import { Section } from '../ui/Section.tsx';
import { HomeTestimonials } from '../features/testimonials/HomeTestimonials.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import './HomePage.css';

const home = routeCopy('/');

const FEATURE_ICONS: IconSet = {
  scan: ScanLine,
  sparkles: Sparkles,
  bag: ShoppingBag,
  users: Users,
};

const PROOF_ICONS = {
  sparkles: <Sparkles aria-hidden="true" />,
  star: <Star aria-hidden="true" />,
  truck: <Truck aria-hidden="true" />,
};

export default function HomePage() {
  const hero = SAMPLES.heroRoom;
  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__copy">
            <p className="home-hero__eyebrow">{HOME_HERO.eyebrow}</p>
            <h1 className="home-hero__title">{home.title}</h1>
            <p className="home-hero__lead">{home.summary}</p>
            <div className="home-hero__actions">
              <ButtonLink
                href={HOME_HERO.primary.href}
                size="lg"
                icon={<Camera aria-hidden="true" />}
              >
                {HOME_HERO.primary.label}
              </ButtonLink>
              <ButtonLink
                href={HOME_HERO.secondary.href}
                size="lg"
                variant="secondary"
                icon={<ImageUp aria-hidden="true" />}
              >
                {HOME_HERO.secondary.label}
              </ButtonLink>
            </div>
            <p className="home-hero__note">{HOME_HERO.note}</p>
          </div>
          <figure className="home-hero__figure">
            <img
              src={hero.src}
              alt={hero.alt}
              width={hero.width}
              height={hero.height}
              fetchPriority="high"
            />
          </figure>
        </div>
      </section>

      <section className="home-proof" aria-label="Why people choose Aurevia">
        <ul className="container home-proof__list">
          {HOME_PROOF.map((item) => (
            <li key={item.text} className="home-proof__item">
              {PROOF_ICONS[item.icon]}
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-steps" aria-labelledby="home-steps-title">
        <div className="container">
          <h2 id="home-steps-title" className="home-steps__title">
            {HOME_STEPS.title}
          </h2>
          <ol className="home-steps__list">
            {HOME_STEPS.steps.map((step, index) => (
              <li key={step.title} className="home-steps__item">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="home-steps__more">
            <Link href={HOME_STEPS.link.href}>{HOME_STEPS.link.label}</Link>
          </p>
        </div>
      </section>

      <Section
        id="home-features"
        tone="white"
        eyebrow={HOME_FEATURES.eyebrow}
        title={HOME_FEATURES.title}
      >
        <FeatureCards cards={HOME_FEATURES.cards} icons={FEATURE_ICONS} columns={4} />
      </Section>

      <Section
        id="home-testimonials"
        tone="sand"
        eyebrow={HOME_TESTIMONIALS_HEADING.eyebrow}
        title={HOME_TESTIMONIALS_HEADING.title}
      >
        <HomeTestimonials />
      </Section>

      <CtaBand id="home-cta" {...HOME_CTA} />

      <DesignerPromo />
    </>
  );
}
