import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { nextAutoplayIndex, shouldAutoplay } from './carouselAutoplay.ts';
import './Carousel.css';

/** A slide width (CSS length or percentage of the viewport), per breakpoint. */
export type SlideSize = string | { base: string; tablet?: string; desktop?: string };

export interface CarouselProps {
  /** Names the carousel region ("Testimonials"). */
  label: string;
  slides: readonly ReactNode[];
  loop?: boolean;
  /** Turn to the next slide every this many ms (paused on hover, focus, reduced motion). */
  autoplayMs?: number;
  /** Stop the autoplay for good once a dot is chosen (until the play button starts it again). */
  pauseOnDotClick?: boolean;
  showDots?: boolean;
  showArrows?: boolean;
  /** How wide one slide is: "100%" shows one, "85%" lets the next peek, "33.333%" shows three. */
  slideSize?: SlideSize;
  /** Space between slides (a CSS length). */
  gap?: string;
  /** Controlled position: the carousel scrolls to it when it changes. */
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Embla's scroll speed: 25 feels like a soft 300 ms glide between neighbours. */
const SCROLL_DURATION = 25;

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function slideSizeVars(size: SlideSize): CSSProperties {
  const sizes = typeof size === 'string' ? { base: size } : size;
  const tablet = sizes.tablet ?? sizes.base;
  return {
    '--carousel-slide': sizes.base,
    '--carousel-slide-tablet': tablet,
    '--carousel-slide-desktop': sizes.desktop ?? tablet,
  } as CSSProperties;
}

/**
 * Slides that swipe (embla), with arrows, dots and an optional autoplay. A region with the
 * carousel role description; each slide a group named "N of M".
 */
export function Carousel({
  label,
  slides,
  loop = false,
  autoplayMs,
  pauseOnDotClick = false,
  showDots = true,
  showArrows = true,
  slideSize = '100%',
  gap = 'var(--space-4)',
  index,
  onIndexChange,
  className,
}: CarouselProps) {
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const documentHidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
  const [emblaRef, embla] = useEmblaCarousel({
    loop,
    align: 'start',
    containScroll: 'trimSnaps',
    duration: SCROLL_DURATION,
  });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  // Only a change of position is news; a new callback identity is not.
  const indexListener = useRef(onIndexChange);
  useEffect(() => {
    indexListener.current = onIndexChange;
  }, [onIndexChange]);
  const reportedIndex = useRef(0);
  useEffect(() => {
    if (selected === reportedIndex.current) return;
    reportedIndex.current = selected;
    indexListener.current?.(selected);
  }, [selected]);

  const goTo = useCallback(
    (target: number) => embla?.scrollTo(target, reducedMotion),
    [embla, reducedMotion],
  );

  useEffect(() => {
    if (index === undefined || !embla || index === embla.selectedScrollSnap()) return;
    embla.scrollTo(index, reducedMotion);
  }, [index, embla, reducedMotion]);

  const autoplaying = shouldAutoplay({
    intervalMs: autoplayMs,
    snapCount,
    pausedByUser,
    hovered,
    focusWithin,
    reducedMotion,
    documentHidden,
  });

  // A timeout per position rather than an interval: a manual move restarts the wait.
  useEffect(() => {
    if (!autoplaying || !embla || autoplayMs === undefined) return;
    const timer = window.setTimeout(
      () => embla.scrollTo(nextAutoplayIndex(embla.selectedScrollSnap(), snapCount)),
      autoplayMs,
    );
    return () => window.clearTimeout(timer);
  }, [autoplaying, embla, autoplayMs, selected, snapCount]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const total = slides.length;
  const hasAutoplay = autoplayMs !== undefined && autoplayMs > 0 && snapCount > 1;
  const showControls = (showArrows || showDots || hasAutoplay) && snapCount > 1;

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ ...slideSizeVars(slideSize), '--carousel-gap': gap } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className="carousel__viewport" ref={emblaRef}>
        <div className="carousel__container" aria-live={autoplaying ? 'off' : 'polite'}>
          {slides.map((slide, position) => (
            <div
              // Slides are positional: their order is their identity.
              key={position}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${total}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showControls ? (
        <div className="carousel__controls">
          {hasAutoplay ? (
            <button
              type="button"
              className="carousel__button carousel__button--pause"
              aria-label={pausedByUser ? 'Play slides' : 'Pause slides'}
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              {pausedByUser ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </button>
          ) : null}
          {showDots ? (
            <div className="carousel__dots">
              {Array.from({ length: snapCount }, (_, dot) => (
                <button
                  key={dot}
                  type="button"
                  className="carousel__dot"
                  aria-label={`Go to slide ${dot + 1}`}
                  aria-current={dot === selected ? 'true' : undefined}
                  onClick={() => {
                    goTo(dot);
                    if (pauseOnDotClick) setPausedByUser(true);
                  }}
                >
                  <span className="carousel__dot-mark" aria-hidden="true" />
                </button>
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <div className="carousel__arrows">
              <button
                type="button"
                className="carousel__button"
                aria-label="Previous slide"
                disabled={!canPrev}
                onClick={() => embla?.scrollPrev(reducedMotion)}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                className="carousel__button"
                aria-label="Next slide"
                disabled={!canNext}
                onClick={() => embla?.scrollNext(reducedMotion)}
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
