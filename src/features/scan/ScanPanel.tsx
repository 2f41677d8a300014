import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Camera, CircleCheck, RotateCcw, Sparkles, Video, X } from 'lucide-react';
import { SAMPLES } from '../../content/samples.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { MeasureWithAR } from '../ar-measure/index.ts';
import { MeasureRoomLink } from '../room-plan/index.ts';
import { CameraScanView } from './CameraScanView.tsx';
import { CAMERA_COPY } from './cameraScanCopy.ts';
import type { CameraScanState, CameraSupport } from './cameraScanRules.ts';
import type { ScanState } from './scanMachine.ts';
import { scanActivity } from './scanMachine.ts';
import { SCAN_INSTRUCTIONS } from './scanContent.ts';
import { SCAN_PANEL_HEADING_ID, SCAN_PANEL_ID } from './scanPanelFocus.ts';
import type { SaveState } from './useScan.ts';

const HEADINGS = {
  waiting: 'Ready to scan',
  scanning: 'Scanning your room',
  completed: 'Scan complete!',
} as const;

/** The camera scan beside the spec's scan, where the browser offers a camera. */
export interface CameraScanControls {
  support: CameraSupport;
  state: CameraScanState;
  videoRef: RefObject<HTMLVideoElement | null>;
  onStart: () => void;
  onCancel: () => void;
  onReset: () => void;
  onWithoutCamera: () => void;
}

interface ScanPanelProps {
  state: ScanState;
  saveState: SaveState;
  onStart: () => void;
  onCancel: () => void;
  onReset: () => void;
  camera?: CameraScanControls;
  /** Keeps a completed scan for a room measured with AR, returning its id. */
  completeScan?: () => Promise<string>;
}

/**
 * The scanner itself: waiting, scanning (with its progress) and completed (spec 01 section 4).
 * Where there is a camera, waiting also offers to scan with it; once chosen, the camera scan
 * takes the panel until it is cancelled, fails or is reset.
 */
export function ScanPanel({
  state,
  saveState,
  onStart,
  onCancel,
  onReset,
  camera,
  completeScan,
}: ScanPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const cameraState = camera?.state.status === 'off' ? undefined : camera?.state;
  const view = cameraState ? `camera-${cameraState.status}` : state.status;
  const previous = useRef(view);

  // The button just pressed is replaced by the next state's; focus goes to the new heading.
  useEffect(() => {
    if (previous.current !== view) heading.current?.focus({ preventScroll: true });
    previous.current = view;
  }, [view]);

  if (camera && cameraState) {
    return (
      <section
        id={SCAN_PANEL_ID}
        className={`scan-panel scan-panel--camera scan-panel--camera-${cameraState.status}`}
        aria-labelledby={SCAN_PANEL_HEADING_ID}
      >
        <CameraScanView
          state={cameraState}
          videoRef={camera.videoRef}
          headingRef={heading}
          onCancel={camera.onCancel}
          onRetry={camera.onStart}
          onReset={camera.onReset}
          onWithoutCamera={camera.onWithoutCamera}
        />
      </section>
    );
  }

  const room = SAMPLES.beforeLivingBare;
  return (
    <section
      id={SCAN_PANEL_ID}
      className={`scan-panel scan-panel--${state.status}`}
      aria-labelledby={SCAN_PANEL_HEADING_ID}
    >
      <figure className="scan-panel__viewfinder">
        <img src={room.src} alt={room.alt} width={room.width} height={room.height} />
        <span className="scan-panel__mesh" aria-hidden="true" />
        <span className="scan-panel__sweep" aria-hidden="true" />
        <span className="scan-panel__corners" aria-hidden="true" />
        {state.status === 'completed' ? (
          <span className="scan-panel__done-mark" aria-hidden="true">
            <CircleCheck />
          </span>
        ) : null}
      </figure>

      <div className="scan-panel__body">
        <h2 id={SCAN_PANEL_HEADING_ID} ref={heading} tabIndex={-1} className="scan-panel__heading">
          {HEADINGS[state.status]}
        </h2>

        {state.status === 'waiting' ? (
          <>
            <ol className="scan-panel__instructions">
              {SCAN_INSTRUCTIONS.map((step, index) => (
                <li key={step.title}>
                  <span className="scan-panel__step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>
                    <strong>{step.title}.</strong> {step.text}
                  </span>
                </li>
              ))}
            </ol>
            <Button size="lg" block onClick={onStart} icon={<Camera aria-hidden="true" />}>
              Start Room Scan
            </Button>
            {camera?.support === 'available' ? (
              <div className="scan-panel__camera-offer">
                <Button
                  variant="secondary"
                  size="lg"
                  block
                  onClick={camera.onStart}
                  icon={<Video aria-hidden="true" />}
                >
                  {CAMERA_COPY.offer}
                </Button>
                <p className="scan-panel__camera-note">{CAMERA_COPY.offerNote}</p>
              </div>
            ) : camera?.support === 'insecure' ? (
              <p className="scan-panel__camera-note">{CAMERA_COPY.insecureNote}</p>
            ) : null}
            <MeasureWithAR completeScan={completeScan} />
          </>
        ) : null}

        {state.status === 'scanning' ? (
          <>
            <ProgressBar value={state.progress} label="Scan progress" />
            <p className="scan-panel__activity" aria-live="polite">
              {scanActivity(state.progress)}
            </p>
            <Button
              variant="secondary"
              size="lg"
              block
              onClick={onCancel}
              icon={<X aria-hidden="true" />}
            >
              Cancel Scan
            </Button>
          </>
        ) : null}

        {state.status === 'completed' ? (
          <>
            <ProgressBar value={100} label="Scan progress" />
            <p className="scan-panel__result" role="status">
              Your 3D model is ready.{' '}
              {saveState.kind === 'saved'
                ? `Saved on this device as "${saveState.scan.name}".`
                : saveState.kind === 'failed'
                  ? "We couldn't keep it on this device, but you can still design with it now."
                  : ''}
            </p>
            <ButtonLink
              href="/launch-design"
              size="lg"
              block
              icon={<Sparkles aria-hidden="true" />}
            >
              Launch My Design
            </ButtonLink>
            <MeasureRoomLink
              from={saveState.kind === 'saved' ? { scanId: saveState.scan.id } : undefined}
              size="lg"
              block
            />
            <Button variant="ghost" block onClick={onReset} icon={<RotateCcw aria-hidden="true" />}>
              Scan Another Room
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
