import { useState } from 'react';
import { CalendarCheck, CircleCheck, Star } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import {
  HIRE_HERO,
  HIRE_STEPS,
  HIRE_STICKY_BAR,
  HIRE_TESTIMONIALS,
  PORTFOLIO,
  PORTFOLIO_STYLES,
  STUDIO_SHOWCASE,
  type PortfolioFilter,
} from '../../content/hire.ts';
import { DESIGNERS } from '../../content/designers.ts';
import { HIRE_PACKAGES, type HirePackage } from '../../content/packages.ts';
import { formatPrice } from '../../lib/format.ts';
import { HIRE_STICKY_BAR_THRESHOLD_PX } from '../../lib/timing.ts';
import { Badge } from '../../ui/Badge.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { HeroActions, PlanCard, TestimonialCarousel } from '../subscriptions/index.ts';
import { filterPortfolio, portfolioCountText } from './portfolioFilter.ts';
import { scrollToSection } from './scrollToSection.ts';
import { useStickyBar } from './useStickyBar.ts';
import './hire.css';

/** The hire page's points, actions and picture, under its heading. */
export function HireHeroActions() {
  const image = HIRE_HERO.image;
  return (
    <>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className="hire-hero__image"
      />
      <ul className="hire-hero__points">
        {HIRE_HERO.points.map((point) => (
          <li key={point}>
            <CircleCheck aria-hidden="true" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <HeroActions>
        <a href={HIRE_HERO.primary.href} className={buttonClass({ size: 'lg' })}>
          <span>{HIRE_HERO.primary.label}</span>
        </a>
        <a
          href={HIRE_HERO.secondary.href}
          className={buttonClass({ variant: 'secondary', size: 'lg' })}
        >
          <span>{HIRE_HERO.secondary.label}</span>
        </a>
      </HeroActions>
    </>
  );
}

/** 'Free consultation • Response within 24 hours', once the page has scrolled past 600 px. */
export function HireStickyBar() {
  const visible = useStickyBar(HIRE_STICKY_BAR_THRESHOLD_PX, 'booking-form');
  return (
    <div
      role="region"
      aria-label="Book a designer"
      className="hire-sticky"
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
    >
      <p className="hire-sticky__text">
        <CalendarCheck aria-hidden="true" />
        <span>{HIRE_STICKY_BAR.text}</span>
      </p>
      <a
        href="#booking-form"
        className={`${buttonClass({ size: 'sm' })} hire-sticky__cta`}
        onClick={(event) => {
          if (scrollToSection('booking-form')) event.preventDefault();
        }}
      >
        <span>{HIRE_STICKY_BAR.cta}</span>
      </a>
    </div>
  );
}

/** Recent Work, filtered by style (spec 02 sections 2 and 4). */
export function RecentWork() {
  const [filter, setFilter] = useState<PortfolioFilter>('All');
  const shown = filterPortfolio(PORTFOLIO, filter);
  return (
    <Section
      title="Recent Work"
      lead="Rooms our designers finished this season. Filter by the style you love."
      id="recent-work"
    >
      <div className="portfolio-filters" role="group" aria-label="Filter by style">
        {PORTFOLIO_STYLES.map((style) => (
          <button
            key={style}
            type="button"
            className="portfolio-filter"
            aria-pressed={style === filter}
            onClick={() => setFilter(style)}
          >
            {style}
          </button>
        ))}
      </div>
      <p className="portfolio-count" role="status">
        {portfolioCountText(shown.length, filter)}
      </p>
      <ul className="portfolio-grid">
        {shown.map((item) => (
          <li key={item.id} className="portfolio-card">
            <img
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              className="portfolio-card__image"
            />
            <div className="portfolio-card__body">
              <Badge tone="sand">{item.style}</Badge>
              <h3 className="portfolio-card__title">{item.title}</h3>
              <p className="portfolio-card__location">{item.location}</p>
              <p className="portfolio-card__text">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function HowItWorks() {
  return (
    <Section title="How It Works" tone="sand">
      <ol className="hire-steps">
        {HIRE_STEPS.map((step, index) => (
          <li key={step.title} className="hire-step">
            <span className="hire-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="hire-step__title">
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="hire-step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Choose Your Design Package: each card's button fills the booking form with its package. */
export function HirePackages() {
  const [path] = useLocation();
  return (
    <Section
      title="Choose Your Design Package"
      lead="Start with a free call, or go straight to a full redesign."
      id="hire-packages"
      centered
    >
      <ul className="hire-packages">
        {HIRE_PACKAGES.map((pack) => (
          <li key={pack.id} className="hire-packages__item">
            <PlanCard
              name={pack.name}
              subtitle={pack.duration}
              price={{
                amount: pack.price === 0 ? 'Free' : formatPrice(pack.price),
                unit: '',
                note: pack.price === 0 ? 'No card needed' : 'One room, one-time',
              }}
              features={pack.features}
              popular={pack.popular}
              action={<ChoosePackageLink pack={pack} path={path} />}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ChoosePackageLink({ pack, path }: { pack: HirePackage; path: string }) {
  return (
    <Link
      href={`${path}?package=${pack.id}#booking-form`}
      className={buttonClass({
        variant: pack.popular ? 'primary' : 'secondary',
        size: 'lg',
        block: true,
      })}
      // The form is on this page: once the new package is in the URL, bring the form into view.
      onClick={() => window.requestAnimationFrame(() => scrollToSection('booking-form'))}
    >
      <span>{pack.cta}</span>
    </Link>
  );
}

/** The studio's numbers: 4.9 rating, 310+ reviews, 500+ projects, 98% satisfaction. */
export function StudioShowcase() {
  const image = STUDIO_SHOWCASE.image;
  return (
    <Section title={STUDIO_SHOWCASE.title} tone="ink" lead={STUDIO_SHOWCASE.text}>
      <div className="studio">
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="studio__image"
        />
        <ul className="studio__stats">
          {STUDIO_SHOWCASE.stats.map((stat, index) => (
            <li key={stat.label} className="studio__stat">
              <span className="studio__value">
                {stat.value}
                {index === 0 ? <Star aria-hidden="true" className="studio__star" /> : null}
              </span>
              <span className="studio__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Featured designers: who they are, what they do best, how long and how well. */
export function FeaturedDesigners() {
  return (
    <Section
      title="Featured designers"
      lead="Certified, experienced, and matched to you by style and room type."
    >
      <ul className="designers">
        {DESIGNERS.map((designer) => (
          <li key={designer.id} className="designer-card">
            {designer.image ? (
              <img
                src={designer.image.src}
                alt=""
                width={designer.image.width}
                height={designer.image.height}
                loading="lazy"
                className="designer-card__portrait"
              />
            ) : (
              <span className="designer-card__portrait" aria-hidden="true" />
            )}
            <div className="designer-card__body">
              <h3 className="designer-card__name">{designer.name}</h3>
              <p className="designer-card__specialty">{designer.specialty}</p>
              <dl className="designer-card__facts">
                <div>
                  <dt className="visually-hidden">Rating</dt>
                  <dd>
                    <Star aria-hidden="true" className="designer-card__star" />
                    <span className="visually-hidden">Rated </span>
                    {designer.rating.toFixed(1)}
                    <span className="visually-hidden"> out of 5</span>
                  </dd>
                </div>
                <div>
                  <dt className="visually-hidden">Experience</dt>
                  <dd>{designer.experience} years</dd>
                </div>
                <div>
                  <dt className="visually-hidden">Projects</dt>
                  <dd>{designer.projects} projects</dd>
                </div>
              </dl>
            </div>
            <p className="designer-card__bio">{designer.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The testimonial slider: previous/next, dots, and it wraps. */
export function HireTestimonials() {
  return (
    <Section title="What our clients say" tone="sand">
      <TestimonialCarousel
        label="Client testimonials"
        slideSize={{ base: '100%', tablet: '50%' }}
        items={HIRE_TESTIMONIALS.map((item) => ({
          id: item.id,
          quote: item.text,
          name: item.name,
          detail: item.project,
          rating: item.rating,
        }))}
      />
    </Section>
  );
}
