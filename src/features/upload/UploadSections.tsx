import { useState } from 'react';
import { Lightbulb, Mail, MessageCircle, Quote } from 'lucide-react';
import { UPLOAD_ROTATE_MS } from '../../lib/timing.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { BEFORE_AFTER_STORIES, LIVE_CHAT_TEXT, PHOTO_TIPS } from './uploadContent.ts';
import type { BeforeAfterStory } from './uploadContent.ts';

function StoryCard({ story }: { story: BeforeAfterStory }) {
  return (
    <figure className="story">
      <div className="story__images">
        <div className="story__image">
          <img
            src={story.before.src}
            alt={story.before.alt}
            width={story.before.width}
            height={story.before.height}
            loading="lazy"
          />
          <span className="story__label">Before</span>
        </div>
        <div className="story__image">
          <img
            src={story.after.src}
            alt={story.after.alt}
            width={story.after.width}
            height={story.after.height}
            loading="lazy"
          />
          <span className="story__label story__label--after">After</span>
        </div>
      </div>
      <blockquote className="story__quote">
        <Quote className="story__mark" aria-hidden="true" />
        <p>{story.quote}</p>
      </blockquote>
      <figcaption className="story__person">
        <span className="story__name">{story.name}</span>
        <span className="story__place">{story.place}</span>
      </figcaption>
    </figure>
  );
}

/** The before/after testimonial, turning to the next story every 4 s (spec 02 section 9). */
export function BeforeAfterStories() {
  return (
    <section className="upload-section" aria-labelledby="upload-stories-title">
      <h2 id="upload-stories-title" className="upload-section__title">
        From photos to a finished room
      </h2>
      <Carousel
        label="Before and after stories"
        loop
        autoplayMs={UPLOAD_ROTATE_MS}
        slideSize={{ base: '100%', tablet: '85%', desktop: '50%' }}
        slides={BEFORE_AFTER_STORIES.map((story) => (
          <StoryCard key={story.name} story={story} />
        ))}
      />
    </section>
  );
}

/** The collapsible photo tips. */
export function PhotoTips() {
  return (
    <Accordion
      className="photo-tips"
      headingLevel={2}
      items={[
        {
          id: 'tips',
          title: (
            <span className="photo-tips__title">
              <Lightbulb aria-hidden="true" />
              Tips for great room photos
            </span>
          ),
          content: (
            <ul className="photo-tips__list">
              {PHOTO_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

function ExpertChatDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Chat with an expert"
      description={LIVE_CHAT_TEXT}
      variant="sheet"
      footer={
        <ButtonLink href="/contact-us" block onClick={() => onOpenChange(false)}>
          Message an Expert
        </ButtonLink>
      }
    />
  );
}

/** Help with photos: an expert on chat, or support by e-mail (spec 02 section 2). */
export function UploadHelp() {
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <section className="upload-help" aria-labelledby="upload-help-title">
      <div className="upload-help__body">
        <h2 id="upload-help-title" className="upload-help__title">
          Need help with your photos?
        </h2>
        <p className="upload-help__text">
          A design expert can tell you which angles to shoot, or look at the photos you have.
        </p>
      </div>
      <div className="upload-help__actions">
        <Button onClick={() => setChatOpen(true)} icon={<MessageCircle aria-hidden="true" />}>
          Chat with Expert
        </Button>
        <ButtonLink href="/contact-us" variant="secondary" icon={<Mail aria-hidden="true" />}>
          Email Support
        </ButtonLink>
      </div>
      <ExpertChatDialog open={chatOpen} onOpenChange={setChatOpen} />
    </section>
  );
}

/** The floating chat button, always at hand above the bottom navigation. */
export function FloatingChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="chat-fab"
        onClick={() => setOpen(true)}
        aria-label="Chat with an expert"
      >
        <MessageCircle aria-hidden="true" />
      </button>
      <ExpertChatDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
