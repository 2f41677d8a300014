import { useMemo } from 'react';
import type { RefObject } from 'react';
import { CameraOff, CircleCheck, ImageUp, RefreshCw, RotateCcw, Sparkles, X } from 'lucide-react';
import { SAMPLES } from '../../content/samples.ts';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { MeasureRoomLink } from '../room-plan/index.ts';
import {
  CAMERA_COPY,
  CAMERA_INSTRUCTION,
  CAMERA_PROBLEMS,
  cameraPacingText,
  cameraSavedText,
  framesTakenText,
} from './cameraScanCopy.ts';
import type { CameraScanState } from './cameraScanRules.ts';
import { canRetryCamera, frameProgress } from './cameraScanRules.ts';
import { SCAN_PANEL_HEADING_ID } from './scanPanelFocus.ts';
import { useScanFrames } from './scanFrameStore.ts';
import { ScanFrameGrid } from './ScanFrameGrid.tsx';
import { useFrameUrls } from './useFrameUrls.ts';
import './CameraScan.css';

export interface CameraScanViewProps {
  state: Exclude<CameraScanState, { status: 'off' }>;
  videoRef: RefObject<HTMLVideoElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
  onRetry: () => void;
  onReset: () => void;
  /** Starts the spec's scan, which needs no camera. */
  onWithoutCamera: () => void;
}

function headingOf(state: CameraScanViewProps['state']): string {
  switch (state.status) {
    case 'starting':
      return CAMERA_COPY.startingHeading;
    case 'live':
    case 'saving':
      return CAMERA_COPY.liveHeading;
    case 'completed':
      return 'Scan complete!';
    case 'failed':
      return CAMERA_PROBLEMS[state.problem].title;
  }
}

/** The scan panel while the camera scan is on: live view, progress, its photos or what failed. */
export function CameraScanView({
  state,
  videoRef,
  headingRef,
  onCancel,
  onRetry,
  onReset,
  onWithoutCamera,
}: CameraScanViewProps) {
  const cameraOn =
    state.status === 'starting' || state.status === 'live' || state.status === 'saving';
  const frames = useScanFrames(state.status === 'completed' ? state.scanId : undefined);
  return (
    <>
      {cameraOn ? (
        <LiveView state={state} videoRef={videoRef} />
      ) : state.status === 'completed' ? (
        <CompletedView first={frames?.[0]} />
      ) : (
        <FailedView />
      )}

      <div className="scan-panel__body">
        <h2
          id={SCAN_PANEL_HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          className="scan-panel__heading"
        >
          {headingOf(state)}
        </h2>

        {state.status === 'starting' ? (
          <>
            <p className="scan-panel__activity">{CAMERA_COPY.startingText}</p>
            <CancelButton onCancel={onCancel} />
          </>
        ) : null}

        {state.status === 'live' ? (
          <>
            <ProgressBar value={frameProgress(state.taken)} label="Scan progress" />
            <p className="scan-panel__activity" aria-live="polite">
              {cameraPacingText(state.clock)}
            </p>
            <CancelButton onCancel={onCancel} />
          </>
        ) : null}

        {state.status === 'saving' ? (
          <>
            <ProgressBar value={100} label="Scan progress" />
            <p className="scan-panel__activity" role="status">
              {CAMERA_COPY.savingText}
            </p>
          </>
        ) : null}

        {state.status === 'completed' ? (
          <CompletedBody
            frames={frames}
            scanId={state.scanId}
            scanName={state.scanName}
            onReset={onReset}
          />
        ) : null}

        {state.status === 'failed' ? (
          <>
            <p className="camera-scan__problem" role="alert">
              {CAMERA_PROBLEMS[state.problem].text}
            </p>
            <div className="camera-scan__actions">
              <Button size="lg" block onClick={onWithoutCamera}>
                {CAMERA_COPY.withoutCamera}
              </Button>
              {canRetryCamera(state.problem) ? (
                <Button
                  variant="secondary"
                  size="lg"
                  block
                  onClick={onRetry}
                  icon={<RefreshCw aria-hidden="true" />}
                >
                  {CAMERA_COPY.retry}
                </Button>
              ) : null}
              <ButtonLink
                href="/upload-photos"
                variant="ghost"
                block
                icon={<ImageUp aria-hidden="true" />}
              >
                {CAMERA_COPY.upload}
              </ButtonLink>
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button variant="secondary" size="lg" block onClick={onCancel} icon={<X aria-hidden="true" />}>
      {CAMERA_COPY.cancel}
    </Button>
  );
}

function LiveView({
  state,
  videoRef,
}: {
  state: CameraScanViewProps['state'];
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const taken = state.status === 'live' ? state.taken : 0;
  return (
    <figure className="scan-panel__viewfinder camera-scan__viewfinder">
      <video
        ref={videoRef}
        className="camera-scan__video"
        aria-label={CAMERA_COPY.videoLabel}
        muted
        playsInline
        autoPlay
      />
      <span className="scan-panel__corners" aria-hidden="true" />
      {state.status === 'starting' ? (
        <span className="camera-scan__waiting">{CAMERA_COPY.startingOverlay}</span>
      ) : null}
      {state.status === 'live' ? (
        <>
          {/* A new key replays the flash each time a photo is taken. */}
          {taken > 0 ? (
            <span key={taken} className="camera-scan__flash" aria-hidden="true" />
          ) : null}
          <span className="camera-scan__count" aria-hidden="true">
            {framesTakenText(taken)}
          </span>
          <figcaption className="camera-scan__caption">{CAMERA_INSTRUCTION}</figcaption>
        </>
      ) : null}
      {state.status === 'saving' ? (
        <span className="camera-scan__waiting">{CAMERA_COPY.savingText}</span>
      ) : null}
    </figure>
  );
}

function CompletedView({ first }: { first: PhotoRecord | undefined }) {
  const shown = useMemo(() => (first ? [first] : undefined), [first]);
  const urls = useFrameUrls(shown);
  const url = first ? urls.get(first.id) : undefined;
  return (
    <figure className="scan-panel__viewfinder">
      {url && first ? (
        <img src={url} alt="" width={first.width} height={first.height} />
      ) : (
        <span className="camera-scan__blank" aria-hidden="true" />
      )}
      <span className="scan-panel__done-mark" aria-hidden="true">
        <CircleCheck />
      </span>
    </figure>
  );
}

function FailedView() {
  const room = SAMPLES.beforeLivingBare;
  return (
    <figure className="scan-panel__viewfinder camera-scan__failed">
      <img src={room.src} alt={room.alt} width={room.width} height={room.height} />
      <span className="camera-scan__failed-mark" aria-hidden="true">
        <CameraOff />
      </span>
    </figure>
  );
}

function CompletedBody({
  frames,
  scanId,
  scanName,
  onReset,
}: {
  frames: readonly PhotoRecord[] | undefined;
  scanId: string;
  scanName: string;
  onReset: () => void;
}) {
  return (
    <>
      <ProgressBar value={100} label="Scan progress" />
      <p className="scan-panel__result" role="status">
        {cameraSavedText(scanName)}
      </p>
      {frames && frames.length > 0 ? (
        <ScanFrameGrid frames={frames} scanName={scanName} label={CAMERA_COPY.framesHeading} />
      ) : null}
      <ButtonLink href="/launch-design" size="lg" block icon={<Sparkles aria-hidden="true" />}>
        Launch My Design
      </ButtonLink>
      <MeasureRoomLink from={{ scanId }} size="lg" block />
      <Button variant="ghost" block onClick={onReset} icon={<RotateCcw aria-hidden="true" />}>
        Scan Another Room
      </Button>
    </>
  );
}
