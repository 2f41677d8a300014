import type { ReactNode } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { SAMPLES } from '../../content/samples.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { SavedScans } from './SavedScans.tsx';
import { ScanPanel } from './ScanPanel.tsx';
import { focusScanPanel } from './scanPanelFocus.ts';
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
export function ScanLanding({ title, summary, children }: ScanLandingProps) {
  const scan = useScan();
  const hero = SAMPLES.heroRoom;

  const startFromHero = () => {
    scan.start();
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
                disabled={scan.state.status === 'scanning'}
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
        />
        <SavedScans />
        {scan.state.status === 'waiting' ? children : null}
      </div>
    </>
  );
}
