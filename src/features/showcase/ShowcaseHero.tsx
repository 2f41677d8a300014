import { useRef, useState } from 'react';
import { Maximize2, Pause, Play, RotateCcw, Video } from 'lucide-react';
import { PROCESS_VIDEO, SHOWCASE_HERO, SHOWCASE_STAGES } from '../../content/transformations.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Eyebrow } from '../../ui/Section.tsx';
import { FullImageDialog, type FullImageSubject } from './FullImageDialog.tsx';
import { ShowcaseBanner } from './ShowcaseBanner.tsx';
import { WipeFrame } from './WipeFrame.tsx';
import { useInView } from '../../ui/useInView.ts';
import { useWipe } from './useWipe.ts';
import './ShowcaseHero.css';

const HERO_SUBJECT: FullImageSubject = {
  title: SHOWCASE_HERO.title,
  description: 'The same room, scanned bare and then styled with Aurevia.',
  before: SHOWCASE_HERO.before,
  after: SHOWCASE_HERO.after,
};

/**
 * The transformations showcase: a room wiping from bare to styled (10 to 90, one step every
 * 50 ms), the stage it has reached, Replay and Pause/Play, the process video dialog, a
 * full-screen view, and a banner to /start-room once the hero has scrolled away.
 */
export function ShowcaseHero() {
  const stage = useRef<HTMLDivElement>(null);
  const view = useInView(stage);
  const wipe = useWipe(view.inView);
  const [videoOpen, setVideoOpen] = useState(false);
  const [fullImage, setFullImage] = useState<FullImageSubject | null>(null);
  const activeStage = SHOWCASE_STAGES.find((candidate) => candidate.id === wipe.stage);

  return (
    <section className="showcase-hero" aria-labelledby="showcase-title">
      <div className="container showcase-hero__inner">
        <header className="showcase-hero__header">
          <Eyebrow>{SHOWCASE_HERO.eyebrow}</Eyebrow>
          <h2 id="showcase-title" className="showcase-hero__title">
            {SHOWCASE_HERO.title}
          </h2>
          <p className="showcase-hero__text">{SHOWCASE_HERO.text}</p>
        </header>

        <div className="showcase-hero__stage" ref={stage}>
          <WipeFrame
            before={SHOWCASE_HERO.before}
            after={SHOWCASE_HERO.after}
            position={wipe.position}
            lead
          />
          <button
            type="button"
            className="showcase-hero__expand"
            aria-label="View full screen"
            onClick={() => setFullImage(HERO_SUBJECT)}
          >
            <Maximize2 aria-hidden="true" />
          </button>
        </div>

        <div className="showcase-hero__panel">
          <ol className="showcase-stages" aria-label="Stages">
            {SHOWCASE_STAGES.map((candidate) => (
              <li
                key={candidate.id}
                className="showcase-stages__item"
                aria-current={candidate.id === wipe.stage ? 'step' : undefined}
              >
                {candidate.label}
              </li>
            ))}
          </ol>
          <p className="showcase-hero__stage-text">{activeStage?.text}</p>
          <div className="showcase-hero__controls">
            <Button
              variant="secondary"
              icon={<RotateCcw aria-hidden="true" />}
              onClick={wipe.replay}
            >
              Replay
            </Button>
            <Button
              variant="secondary"
              icon={wipe.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              onClick={wipe.toggle}
            >
              {wipe.playing ? 'Pause' : 'Play'}
            </Button>
            <Button
              variant="ghost"
              icon={<Video aria-hidden="true" />}
              onClick={() => setVideoOpen(true)}
            >
              Watch the Process
            </Button>
          </div>
        </div>
      </div>

      <ShowcaseBanner visible={view.above} />

      <Dialog
        open={videoOpen}
        onOpenChange={setVideoOpen}
        title={PROCESS_VIDEO.title}
        description="Video coming soon"
        footer={
          <ButtonLink href="/try-scanner" block onClick={() => setVideoOpen(false)}>
            Try the Scanner
          </ButtonLink>
        }
      >
        <p className="showcase-video__text">{PROCESS_VIDEO.text}</p>
      </Dialog>

      <FullImageDialog subject={fullImage} onClose={() => setFullImage(null)} />
    </section>
  );
}
