import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useDocumentHidden, useReducedMotion } from '../lib/browserState.ts';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { nextAutoplayIndex, shouldAutoplay } from './carouselAutoplay.ts';
import { useInView } from './useInView.ts';
import './Carousel.css';

type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

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

/** Embla's scroll speed: 25 feels like a soft 300 ms glide between neighbours. */
const SCROLL_DURATION = 25;
/** The latest moment embla starts when the page never goes idle. */
const START_TIMEOUT_MS = 2000;

/**
 * Runs `start` once the browser is idle (or at the timeout), so that measuring the slides does
 * not lengthen the page's start-up. Returns a cancel function.
 */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: START_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 0);
  return () => clearTimeout(timer);
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
  const reducedMotion = useReducedMotion();
  const documentHidden = useDocumentHidden();
  const region = useRef<HTMLElement>(null);
  const { inView } = useInView(region);
  const [emblaRef, embla] = useEmblaCarousel({
    loop,
    align: 'start',
    containScroll: 'trimSnaps',
    duration: SCROLL_DURATION,
  });
  // Embla measures every slide when it starts: that waits for the browser to be idle, or for the
  // visitor to reach the carousel (pointer, hover or focus), whichever comes first. Until then
  // the slides sit in their CSS layout, as on the prerendered page.
  const viewport = useRef<HTMLDivElement>(null);
  const startEmbla = useCallback(() => {
    if (viewport.current) emblaRef(viewport.current);
  }, [emblaRef]);
  useEffect(() => whenIdle(startEmbla), [startEmbla]);
  // A move asked for before embla started (a dot or arrow pressed without a pointer first).
  const pendingMove = useRef<((api: EmblaApi) => void) | null>(null);
  const withEmbla = (move: (api: EmblaApi) => void) => {
    if (embla) move(embla);
    else {
      pendingMove.current = move;
      startEmbla();
    }
  };
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
    const move = pendingMove.current;
    pendingMove.current = null;
    move?.(embla);
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

  const goTo = (target: number) => withEmbla((api) => api.scrollTo(target, reducedMotion));

  useEffect(() => {
    if (index === undefined) return;
    // A position other than the first is needed now: start embla rather than wait for idle.
    if (!embla) {
      if (index !== 0) startEmbla();
      return;
    }
    if (index === embla.selectedScrollSnap()) return;
    embla.scrollTo(index, reducedMotion);
  }, [index, embla, reducedMotion, startEmbla]);

  const autoplaying = shouldAutoplay({
    intervalMs: autoplayMs,
    snapCount,
    pausedByUser,
    hovered,
    focusWithin,
    reducedMotion,
    documentHidden,
    offScreen: !inView,
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
      ref={region}
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ ...slideSizeVars(slideSize), '--carousel-gap': gap } as CSSProperties}
      onPointerDownCapture={startEmbla}
      onMouseEnter={() => {
        startEmbla();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        startEmbla();
        setFocusWithin(true);
      }}
      onBlur={onBlur}
    >
      <div className="carousel__viewport" ref={viewport}>
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
                onClick={() => withEmbla((api) => api.scrollPrev(reducedMotion))}
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                className="carousel__button"
                aria-label="Next slide"
                disabled={!canNext}
                onClick={() => withEmbla((api) => api.scrollNext(reducedMotion))}
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
