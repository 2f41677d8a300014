import { routeCopy } from '../content/routes.ts';
import {
  BeforeAfterTeaser,
  Breadcrumb,
  FeaturedDesigners,
  FeaturedDesigns,
  GalleryHero,
  GalleryRooms,
  GalleryTestimonials,
} from '../features/gallery/index.ts';
import { GetInspired } from '../features/inspiration/index.ts';
import { Section } from '../ui/Section.tsx';
import './DesignGalleryPage.css';

const copy = routeCopy('/design-gallery');

const CRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Explore', href: '/browse-rooms' },
  { label: 'Design Gallery' },
] as const;

export default function DesignGalleryPage() {
  return (
    <>
      <section className="gallery-page__hero" aria-labelledby="gallery-page-title">
        <div className="container gallery-page__hero-inner">
          <div className="gallery-page__intro">
            <Breadcrumb crumbs={CRUMBS} />
            <h1 id="gallery-page-title" className="gallery-page__title">
              {copy.title}
            </h1>
            <p className="gallery-page__summary">{copy.summary}</p>
          </div>
          <GalleryHero />
        </div>
      </section>

      <GalleryRooms />

      <Section
        id="gallery-featured"
        tone="sand"
        eyebrow="Featured designs of the month"
        title="Rooms our customers can't stop showing off"
      >
        <FeaturedDesigns />
      </Section>

      <BeforeAfterTeaser />

      <Section
        id="gallery-designers"
        eyebrow="Featured designers"
        title="The designers behind the rooms"
        lead="Certified designers with 500+ rooms between them, ready to style yours in 3-5 days."
      >
        <FeaturedDesigners />
      </Section>

      <Section id="gallery-testimonials" tone="white" eyebrow="Testimonials" title="In their words">
        <GalleryTestimonials />
      </Section>

      <GetInspired />
    </>
  );
}
