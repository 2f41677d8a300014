import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { SAMPLES } from '../../content/samples.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { SavedScans } from './SavedScans.tsx';
import { saveCompletedScan } from './scanStore.ts';
import { ScanPanel } from './ScanPanel.tsx';
import { cameraInUse } from './cameraScanRules.ts';
import { focusScanPanel } from './scanPanelFocus.ts';
import { useCameraScan } from './useCameraScan.ts';
import { useCameraSupport } from './useCameraSupport.ts';
import { useScan } from './useScan.ts';
import './Scanner.css';

interface ScanLandingProps {
  title: string;
  summary: string;
  /** The sections shown while the scanner waits (spec 01 section 2). */
  children?: ReactNode;
}

/**
 * The scan landing page's working part: the hero whose "Start Room Scan" starts the scanner,
 * the scan panel, the scans kept on this device, and, while waiting, the page's other sections.
 */
/** A room measured with AR is a completed scan of its own, which its plan is linked from. */
const completeArScan = () => saveCompletedScan().then((scan) => scan.id);

export function ScanLanding({ title, summary, children }: ScanLandingProps) {
  const scan = useScan();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCameraScan(video);
  const cameraSupport = useCameraSupport();
  const hero = SAMPLES.heroRoom;
  const cameraBusy = cameraInUse(camera.state) || camera.state.status === 'saving';

  /** The spec's scan, from the hero or instead of the camera: any camera scan gives way. */
  const startSimulated = () => {
    camera.reset();
    scan.start();
  };

  const startFromHero = () => {
    startSimulated();
    focusScanPanel();
  };

  const startCamera = () => {
    scan.reset();
    camera.start();
    // On a phone the live view must be in sight while the user turns.
    focusScanPanel();
  };

  return (
    <>
      <section className="scan-hero">
        <div className="container scan-hero__inner">
          <div className="scan-hero__copy">
            <p className="scan-hero__eyebrow">Free room scan</p>
            <h1 className="scan-hero__title">{title}</h1>
            <p className="scan-hero__lead">{summary}</p>
            <div className="scan-hero__actions">
              <Button
                size="lg"
                onClick={startFromHero}
                disabled={scan.state.status === 'scanning' || cameraBusy}
                icon={<Camera aria-hidden="true" />}
              >
                Start Room Scan
              </Button>
              <ButtonLink
                href="/upload-photos"
                size="lg"
                variant="secondary"
                icon={<ImageUp aria-hidden="true" />}
              >
                Or Upload Photos
              </ButtonLink>
            </div>
          </div>
          <figure className="scan-hero__figure">
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

      <div className="container scan-page">
        <ScanPanel
          state={scan.state}
          saveState={scan.saveState}
          onStart={scan.start}
          onCancel={scan.cancel}
          onReset={scan.reset}
          camera={{
            support: cameraSupport,
            state: camera.state,
            videoRef: video,
            onStart: startCamera,
            onCancel: camera.cancel,
            onReset: camera.reset,
            onWithoutCamera: startSimulated,
          }}
          completeScan={completeArScan}
        />
        <SavedScans />
        {scan.state.status === 'waiting' && camera.state.status === 'off' ? children : null}
      </div>
    </>
  );
}
