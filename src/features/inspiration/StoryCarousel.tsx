import { Clock, MapPin } from 'lucide-react';
import { PROJECT_STORIES, type ProjectStory } from '../../content/testimonials.ts';
import { STORY_CAROUSEL_INTERVAL_MS } from '../../lib/timing.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { WipeFrame } from '../showcase/index.ts';
import './StoryCarousel.css';

function StoryCard({ story }: { story: ProjectStory }) {
  return (
    <article className="story-card">
      {story.beforeAfter && story.before ? (
        <WipeFrame before={story.before} after={story.image} position={50} />
      ) : (
        <img
          className="story-card__image"
          src={story.image.src}
          alt={story.image.alt}
          width={story.image.width}
          height={story.image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="story-card__body">
        <h3 className="story-card__project">{story.project}</h3>
        <p className="story-card__facts">
          <span>
            <MapPin aria-hidden="true" />
            {story.location}
          </span>
          <span>
            <Clock aria-hidden="true" />
            {story.timeframe}
          </span>
        </p>
        <p className="story-card__text">{story.description}</p>
        <blockquote className="story-card__quote">
          <p>“{story.quote}”</p>
          <footer>
            <img
              src={story.portrait.src}
              alt=""
              width={story.portrait.width}
              height={story.portrait.height}
              loading="lazy"
              decoding="async"
            />
            {story.name}
          </footer>
        </blockquote>
      </div>
    </article>
  );
}

/** Project stories, a new one every 5 s, wrapping around. */
export function StoryCarousel() {
  return (
    <Carousel
      label="Project stories"
      loop
      autoplayMs={STORY_CAROUSEL_INTERVAL_MS}
      slideSize={{ base: '100%', desktop: '50%' }}
      slides={PROJECT_STORIES.map((story) => (
        <StoryCard key={story.name} story={story} />
      ))}
    />
  );
}
