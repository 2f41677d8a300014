import { useEffect, useRef, useState } from 'react';
import { Camera, CircleAlert, ImageUp, ScanLine } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { SAMPLES } from '../../content/samples.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';
import { BeforeAfterStories } from './UploadSections.tsx';
import {
  SHARE_LANDING_PATH,
  SHARE_MESSAGES,
  readShareStatus,
  readSharedCount,
} from '../../lib/shareTarget.ts';
import { importSharedPhotos } from './importSharedPhotos.ts';
import { usePhotoSelection } from './usePhotoSelection.ts';
import './Upload.css';

type CaptureTab = 'scanner' | 'manual';
const OPTIONS_ID = 'upload-options';

interface UploadLandingProps {
  title: string;
  summary: string;
}

function scrollToOptions(): void {
  const section = document.getElementById(OPTIONS_ID);
  if (!section) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The upload page's working part (spec 02 section 2): the hero, the two ways to capture a
 * room, and the photo selection, which also receives photos shared to the installed app.
 */
export function UploadLanding({ title, summary }: UploadLandingProps) {
  const selection = usePhotoSelection();
  const [tab, setTab] = useState<CaptureTab>('manual');
  const [shareNotice, setShareNotice] = useState<string | null>(null);
  const search = useSearch();
  const [, navigate] = useLocation();
  const optionsHeading = useRef<HTMLHeadingElement>(null);
  const firstSearch = useRef(search);
  const { add } = selection;

  // Photos shared to the app wait in the worker's inbox: take them in once, on arrival.
  useEffect(() => {
    const arrival = firstSearch.current;
    const status = readShareStatus(arrival);
    const sharedCount = readSharedCount(arrival);
    if (status) setShareNotice(SHARE_MESSAGES[status]);
    if (status || sharedCount !== null) {
      setTab('manual');
      navigate(SHARE_LANDING_PATH, { replace: true });
      requestAnimationFrame(scrollToOptions);
    }
    let live = true;
    void importSharedPhotos(add).then((added) => {
      if (live && added > 0) {
        notify({
          title: `${added} shared photo${added === 1 ? '' : 's'} added`,
          description: 'They are in your selection below.',
        });
      }
    });
    return () => {
      live = false;
    };
  }, [add, navigate]);

  const toOptions = () => {
    setTab('manual');
    scrollToOptions();
    optionsHeading.current?.focus({ preventScroll: true });
  };

  const hero = SAMPLES.bedroomScandinavian;
  return (
    <>
      <section className="upload-hero">
        <div className="container upload-hero__inner">
          <div className="upload-hero__copy">
            <p className="upload-hero__eyebrow">No scan? No problem</p>
            <h1 className="upload-hero__title">{title}</h1>
            <p className="upload-hero__lead">{summary}</p>
            <div className="upload-hero__actions">
              <ButtonLink href="/try-scanner" size="lg" icon={<Camera aria-hidden="true" />}>
                Scan My Room
              </ButtonLink>
              <Button
                size="lg"
                variant="secondary"
                onClick={toOptions}
                icon={<ImageUp aria-hidden="true" />}
              >
                Upload Photos
              </Button>
            </div>
          </div>
          <figure className="upload-hero__figure">
            <img
              src={hero.src}
              alt={hero.alt}
              width={hero.width}
              height={hero.height}
              fetchPriority="high"
            />
          </figure>
        </div>
      </section>

      <div className="container">
        <BeforeAfterStories />
      </div>

      <section
        id={OPTIONS_ID}
        className="container upload-options"
        aria-labelledby="upload-options-title"
      >
        <h2
          id="upload-options-title"
          ref={optionsHeading}
          tabIndex={-1}
          className="upload-section__title upload-options__title"
        >
          Choose how to capture your room
        </h2>
        {shareNotice ? (
          <p className="upload-options__notice" role="alert">
            <CircleAlert aria-hidden="true" />
            {shareNotice}
          </p>
        ) : null}
        <Tabs value={tab} onValueChange={(value) => setTab(value as CaptureTab)}>
          <TabsList aria-label="Ways to capture your room">
            <TabsTrigger value="scanner">AI Room Scanner</TabsTrigger>
            <TabsTrigger value="manual">Manual Upload</TabsTrigger>
          </TabsList>
          <TabsContent value="scanner" className="upload-scanner">
            <Badge tone="sage">Recommended</Badge>
            <h3 className="upload-scanner__title">Scan your room with your phone</h3>
            <p className="upload-scanner__text">
              The most accurate way: a 3D model of your room in under 2 minutes, with every corner
              measured.
            </p>
            <ButtonLink href="/try-scanner" size="lg" icon={<ScanLine aria-hidden="true" />}>
              Open the AI Room Scanner
            </ButtonLink>
          </TabsContent>
          <TabsContent value="manual">
            <PhotoUploader selection={selection} />
          </TabsContent>
        </Tabs>
      </section>
    </>
  );
}
