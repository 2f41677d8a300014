import { GALLERY_SLIDES, type GallerySlide } from '../../content/gallery.ts';
import { GALLERY_HERO_INTERVAL_MS } from '../../lib/timing.ts';
import { FadeCarousel } from '../testimonials/index.ts';
import './GalleryHero.css';

/** How long a hero slide takes to fade into the next. */
const SLIDE_FADE_MS = 300;

function Slide({ slide, lead }: { slide: GallerySlide; lead: boolean }) {
  return (
    <figure className="gallery-slide">
      <img
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        fetchPriority={lead ? 'high' : undefined}
        loading={lead ? undefined : 'lazy'}
        decoding={lead ? undefined : 'async'}
      />
      <figcaption className="gallery-slide__caption">
        <span className="gallery-slide__eyebrow">{slide.eyebrow}</span>
        <span className="gallery-slide__title">{slide.title}</span>
        <span className="gallery-slide__subtitle">{slide.subtitle}</span>
      </figcaption>
    </figure>
  );
}

/** The gallery's hero pictures: a new one every 5.5 s, wrapping around. */
export function GalleryHero() {
  return (
    <FadeCarousel
      label="Gallery highlights"
      className="gallery-hero"
      intervalMs={GALLERY_HERO_INTERVAL_MS}
      fadeMs={SLIDE_FADE_MS}
      controls="overlay"
      slides={GALLERY_SLIDES.map((slide, index) => (
        <Slide key={slide.title} slide={slide} lead={index === 0} />
      ))}
    />
  );
}
