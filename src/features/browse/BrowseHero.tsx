import { Crown, Factory, Leaf, Snowflake, Sofa, Sun } from 'lucide-react';
import { BROWSE_SLIDES, findRoom, type BrowseSlide, type SlideIcon } from '../../content/rooms.ts';
import { BROWSE_HERO_INTERVAL_MS } from '../../lib/timing.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FadeCarousel } from '../testimonials/index.ts';
import { useRoomOnCanvas } from './useRoomOnCanvas.ts';
import './BrowseHero.css';

const ICONS: Record<SlideIcon, typeof Leaf> = {
  leaf: Leaf,
  factory: Factory,
  sun: Sun,
  snowflake: Snowflake,
  crown: Crown,
  sofa: Sofa,
};

/** How long a slide takes to fade into the next. */
const SLIDE_FADE_MS = 300;

function Slide({
  slide,
  lead,
  onUse,
  busy,
}: {
  slide: BrowseSlide;
  lead: boolean;
  onUse: () => void;
  busy: boolean;
}) {
  const Icon = ICONS[slide.icon];
  return (
    <div className="browse-slide">
      <img
        className="browse-slide__image"
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        fetchPriority={lead ? 'high' : undefined}
        loading={lead ? undefined : 'lazy'}
        decoding={lead ? undefined : 'async'}
      />
      <div className="browse-slide__copy">
        <span className="browse-slide__style">
          <Icon aria-hidden="true" />
          {slide.style}
        </span>
        <h2 className="browse-slide__title">{slide.title}</h2>
        <p className="browse-slide__subtitle">{slide.subtitle}</p>
        <div className="browse-slide__actions">
          <ButtonLink href="/onboarding" variant="primary">
            Start Designing
          </ButtonLink>
          <Button variant="inverse" onClick={onUse} disabled={busy}>
            Use This Room
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The slideshow that opens /browse-rooms: plays by itself; a dot jumps there and pauses. */
export function BrowseHero() {
  const { placeRoom, busyId } = useRoomOnCanvas();
  return (
    <FadeCarousel
      label="Featured rooms"
      className="browse-hero"
      intervalMs={BROWSE_HERO_INTERVAL_MS}
      fadeMs={SLIDE_FADE_MS}
      controls="overlay"
      showArrows={false}
      dotPauses
      slides={BROWSE_SLIDES.map((slide, index) => {
        const room = findRoom(slide.roomId);
        return (
          <Slide
            key={slide.roomId}
            slide={slide}
            lead={index === 0}
            busy={busyId !== null}
            onUse={() => {
              if (room) void placeRoom(room);
            }}
          />
        );
      })}
    />
  );
}
