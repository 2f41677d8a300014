import { routeCopy } from '../content/routes.ts';
import { BROWSE_TESTIMONIAL } from '../content/testimonials.ts';
import {
  BrandPartners,
  BrowseHero,
  BrowseRooms,
  toggleBrand,
  useBrowseFilters,
} from '../features/browse/index.ts';
import { GetInspired } from '../features/inspiration/index.ts';
import { Section } from '../ui/Section.tsx';
import { TestimonialCard } from '../features/testimonials/index.ts';
import { ButtonLink } from '../ui/Button.tsx';
import './BrowseRoomsPage.css';

const copy = routeCopy('/browse-rooms');

export default function BrowseRoomsPage() {
  const { filters, setFilters } = useBrowseFilters();
  return (
    <>
      <section className="browse-page__hero" aria-labelledby="browse-page-title">
        <div className="container browse-page__hero-inner">
          <div className="browse-page__intro">
            <h1 id="browse-page-title" className="browse-page__title">
              {copy.title}
            </h1>
            <p className="browse-page__summary">{copy.summary}</p>
          </div>
          <BrowseHero />
        </div>
      </section>

      <section className="browse-page__rooms" aria-label="Rooms">
        <div className="container">
          <BrowseRooms filters={filters} onChange={setFilters} />
        </div>
      </section>

      <Section
        id="browse-partners"
        tone="sand"
        eyebrow="Brand partners"
        title="Shop from makers we trust"
        lead="Pick a partner to see only the rooms furnished with its pieces."
      >
        <BrandPartners
          selected={filters.brands}
          onToggle={(brand) => setFilters(toggleBrand(filters, brand))}
        />
      </Section>

      <Section
        id="browse-testimonial"
        eyebrow="From our customers"
        title="Found it, fitted it, loved it"
      >
        <TestimonialCard testimonial={BROWSE_TESTIMONIAL} />
        <div className="browse-page__testimonial-cta">
          <ButtonLink href="/onboarding" size="lg">
            Start Your Design
          </ButtonLink>
        </div>
      </Section>

      <GetInspired />
    </>
  );
}
