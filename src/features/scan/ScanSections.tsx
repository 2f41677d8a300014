import type { MouseEvent } from 'react';
import { ArrowUp, Check, Headset, ImageUp, Quote, Sparkles, UserRound } from 'lucide-react';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import {
  DESIGN_OPTIONS,
  HOW_IT_WORKS,
  SCAN_TESTIMONIALS,
  TROUBLE_SCANNING,
} from './scanContent.ts';
import type { ScanTestimonial } from './scanContent.ts';
import { SCAN_PANEL_ID, focusScanPanel } from './scanPanelFocus.ts';

/** The 3-step "How it works" shown while the scanner waits. */
export function ScanHowItWorks() {
  return (
    <section className="scan-section" aria-labelledby="scan-how-title">
      <h2 id="scan-how-title" className="scan-section__title">
        How it works
      </h2>
      <ol className="scan-how">
        {HOW_IT_WORKS.map((step, index) => (
          <li key={step.title} className="scan-how__item">
            <span className="scan-how__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="scan-how__title">{step.title}</h3>
            <p className="scan-how__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** For rooms that will not scan: photos instead, or back to the scanner. */
export function TroubleScanning() {
  const backToScanning = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusScanPanel();
  };
  return (
    <aside className="scan-trouble" aria-labelledby="scan-trouble-title">
      <span className="scan-trouble__icon" aria-hidden="true">
        <ImageUp />
      </span>
      <div className="scan-trouble__body">
        <h2 id="scan-trouble-title" className="scan-trouble__title">
          {TROUBLE_SCANNING.title}
        </h2>
        <p className="scan-trouble__text">{TROUBLE_SCANNING.text}</p>
        <div className="scan-trouble__actions">
          <ButtonLink href="/upload-photos" variant="secondary">
            Upload Photos Instead
          </ButtonLink>
          <a href={`#${SCAN_PANEL_ID}`} className="scan-trouble__back" onClick={backToScanning}>
            <ArrowUp aria-hidden="true" />
            Back to scanning
          </a>
        </div>
      </div>
    </aside>
  );
}

/** AI Design (Free) versus a Certified Designer (spec 01 sections 2 and 9). */
export function DesignOptions() {
  const { ai, designer } = DESIGN_OPTIONS;
  return (
    <section className="scan-section" aria-labelledby="scan-options-title">
      <h2 id="scan-options-title" className="scan-section__title">
        Choose how you design
      </h2>
      <div className="scan-options">
        <article className="scan-option" aria-labelledby="scan-option-ai">
          <div className="scan-option__head">
            <Sparkles className="scan-option__icon" aria-hidden="true" />
            <h3 id="scan-option-ai" className="scan-option__title">
              {ai.title} ({ai.price})
            </h3>
          </div>
          <p className="scan-option__price">{ai.amount}</p>
          <ul className="scan-option__points">
            {ai.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href="/launch-design" block>
            Start My Free Design
          </ButtonLink>
        </article>

        <article className="scan-option scan-option--designer" aria-labelledby="scan-option-pro">
          <div className="scan-option__head">
            <UserRound className="scan-option__icon" aria-hidden="true" />
            <h3 id="scan-option-pro" className="scan-option__title">
              {designer.title}
            </h3>
            <Badge tone="clay">{designer.curatedPicks}</Badge>
          </div>
          <p className="scan-option__price">{designer.price}</p>
          <ul className="scan-option__points">
            {designer.points.map((point) => (
              <li key={point}>
                <Check aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <div className="scan-option__actions">
            <ButtonLink href="/hire-designer" variant="secondary" block>
              Hire a Designer
            </ButtonLink>
            <ButtonLink href="/design-packages" variant="ghost" block>
              Compare Design Packages
            </ButtonLink>
          </div>
        </article>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: ScanTestimonial }) {
  const { portrait } = testimonial;
  return (
    <figure className="scan-testimonial">
      <Quote className="scan-testimonial__mark" aria-hidden="true" />
      <blockquote className="scan-testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="scan-testimonial__person">
        <img
          src={portrait.src}
          alt={portrait.alt}
          width={56}
          height={56}
          loading="lazy"
          className="scan-testimonial__portrait"
        />
        <span>
          <span className="scan-testimonial__name">{testimonial.name}</span>
          <span className="scan-testimonial__role">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function ScanTestimonials() {
  return (
    <section className="scan-section" aria-labelledby="scan-stories-title">
      <h2 id="scan-stories-title" className="scan-section__title">
        Rooms scanned by people like you
      </h2>
      <Carousel
        label="Testimonials"
        loop
        slideSize={{ base: '100%', tablet: '50%', desktop: '33.333%' }}
        slides={SCAN_TESTIMONIALS.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      />
    </section>
  );
}

/** Where to get help (spec 01 section 2: a support block linking to /contact-us). */
export function ScanSupport() {
  return (
    <section className="scan-support" aria-labelledby="scan-support-title">
      <Headset className="scan-support__icon" aria-hidden="true" />
      <div className="scan-support__body">
        <h2 id="scan-support-title" className="scan-support__title">
          Need a hand with your scan?
        </h2>
        <p className="scan-support__text">
          Our support team answers in under 2 hours on average during business hours.
        </p>
      </div>
      <ButtonLink href="/contact-us" variant="inverse">
        Contact Support
      </ButtonLink>
    </section>
  );
}
