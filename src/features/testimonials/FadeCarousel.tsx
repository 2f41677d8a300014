import type { CSSProperties, ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useFadeRotation } from './useFadeRotation.ts';
import './FadeCarousel.css';

export interface FadeCarouselProps {
  /** Names the carousel region ("Testimonials"). */
  label: string;
  slides: readonly ReactNode[];
  intervalMs: number;
  fadeMs: number;
  showArrows?: boolean;
  /** A pause/play button (autoplay also pauses on hover, focus and reduced motion). */
  showPause?: boolean;
  /** Choosing a dot also pauses the rotation (the browse hero). */
  dotPauses?: boolean;
  /** `overlay` puts the controls over the slides' lower edge, for full-bleed pictures. */
  controls?: 'below' | 'overlay';
  className?: string;
}

/**
 * Slides stacked in one place that fade into each other, with arrows, dots and a pause
 * button. Plain buttons and CSS: light enough for the first paint of the home page.
 */
export function FadeCarousel({
  label,
  slides,
  intervalMs,
  fadeMs,
  showArrows = true,
  showPause = true,
  dotPauses = false,
  controls = 'below',
  className,
}: FadeCarouselProps) {
  const count = slides.length;
  const rotation = useFadeRotation({ count, intervalMs, fadeMs });
  const { index, fadingFrom } = rotation;

  return (
    <section
      className={`fade-carousel fade-carousel--${controls}${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--fade-ms': `${fadeMs}ms` } as CSSProperties}
      {...rotation.regionProps}
    >
      <div className="fade-carousel__slides" aria-live={rotation.autoplaying ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const state =
            position === index ? 'active' : position === fadingFrom ? 'leaving' : 'hidden';
          return (
            <div
              // Slides are positional: their order is their identity.
              key={position}
              className="fade-carousel__slide"
              data-state={state}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={state === 'active' ? undefined : true}
              inert={state !== 'active'}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="fade-carousel__controls">
          {showPause ? (
            <button
              type="button"
              className="fade-carousel__button"
              aria-label={rotation.pausedByUser ? 'Play slides' : 'Pause slides'}
              onClick={() => rotation.setPausedByUser((paused) => !paused)}
            >
              {rotation.pausedByUser ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </button>
          ) : null}
          <div className="fade-carousel__dots">
            {slides.map((_, dot) => (
              <button
                key={dot}
                type="button"
                className="fade-carousel__dot"
                aria-label={`Go to slide ${dot + 1}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => {
                  rotation.show(dot);
                  if (dotPauses) rotation.setPausedByUser(true);
                }}
              >
                <span className="fade-carousel__dot-mark" aria-hidden="true" />
              </button>
            ))}
          </div>
          {showArrows ? (
            <div className="fade-carousel__arrows">
              <button
                type="button"
                className="fade-carousel__button"
                aria-label="Previous slide"
                onClick={rotation.previous}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                className="fade-carousel__button"
                aria-label="Next slide"
                onClick={rotation.next}
              >
                <ChevronRight aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
