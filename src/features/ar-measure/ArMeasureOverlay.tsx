import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Check, CornerDownLeft, DoorOpen, Plus, Undo2, X } from 'lucide-react';
import { distance } from '../../lib/room/geometry.ts';
import {
  FLOOR_SEARCH_MS,
  facesUp,
  floorPoint,
  measurementFrame,
  planFromMeasurement,
  type Mark,
  type MeasurementFrame,
} from '../../lib/room/arMeasure.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import {
  formatLength,
  formatLengthInput,
  parseLength,
  type UnitSystem,
} from '../../lib/room/units.ts';
import { Button } from '../../ui/Button.tsx';
import { AR_COPY } from './arMeasureCopy.ts';
import {
  arFlowReducer,
  canFinish,
  initialArFlow,
  type ArFlowState,
  type ArProblem,
} from './arMeasureFlow.ts';
import type { ArFrame, ArSession, ArStartFailure } from './arSession.ts';
import { runOverlaySession } from './overlaySession.ts';
import './ArMeasure.css';

/** How a measuring session came out, for the offer to keep and show. */
export type ArOutcome =
  | {
      readonly kind: 'measured';
      readonly plan: RoomPlan;
      /** How the marks map onto the plan, for a view in the same AR space. */
      readonly frame: MeasurementFrame;
    }
  | { readonly kind: 'ended'; readonly draft: RoomPlan | null; readonly corners: number }
  | { readonly kind: 'closed' };

export interface ArMeasureOverlayProps {
  readonly system: UnitSystem;
  readonly onOutcome: (outcome: ArOutcome) => void;
}

/** The live figures the overlay shows, changed only when what they say changes. */
interface Live {
  readonly hasHit: boolean;
  /** The live wall's length to the ring, to the millimetre; null when there is none. */
  readonly wallCm: number | null;
}

const FAILURE_WORDS: Readonly<Record<ArStartFailure, string>> = {
  refused: AR_COPY.cameraRefused,
  unsupported: AR_COPY.unsupported,
  failed: AR_COPY.failed,
};

function problemWords(problem: ArProblem): string {
  switch (problem.kind) {
    case 'no-floor':
      return AR_COPY.noFloor;
    case 'tracking-lost':
      return AR_COPY.trackingLost;
    case 'no-hit':
      return AR_COPY.noHit;
    case 'ceiling-no-hit':
      return AR_COPY.ceilingNoHit;
    case 'crossing':
      return AR_COPY.crossing(problem.wall, problem.crosses);
  }
}

function guidance(state: ArFlowState, system: UnitSystem): string {
  switch (state.step) {
    case 'starting':
      return AR_COPY.starting;
    case 'floor':
      return AR_COPY.findFloor;
    case 'corners':
      if (state.corners.length === 0) return AR_COPY.firstCorner;
      return state.corners.length >= 3
        ? `${AR_COPY.nextCorner(state.corners.length + 1)} ${AR_COPY.canFinish}`
        : AR_COPY.nextCorner(state.corners.length + 1);
    case 'square':
      return AR_COPY.squareOffer(formatLength(state.squared?.farthestMoveCm ?? 0, system));
    case 'ceiling':
      return AR_COPY.ceiling;
    case 'openings':
      if (!state.opening) return AR_COPY.openings;
      return state.opening.first
        ? AR_COPY.openingSecond(state.opening.kind)
        : AR_COPY.openingFirst(state.opening.kind);
  }
}

/**
 * Measuring a room in AR: the overlay over the camera (the session's DOM overlay, where the
 * browser grants one), with each step in words, the live wall's length, and the buttons. It
 * owns the session from start to end: the session ends when the person finishes or cancels,
 * when the page is hidden, and on any error, and the corners marked by then are handed back.
 */
export default function ArMeasureOverlay({ system, onOutcome }: ArMeasureOverlayProps) {
  const [state, dispatch] = useReducer(arFlowReducer, initialArFlow);
  const [failure, setFailure] = useState<ArStartFailure | null>(null);
  const [live, setLive] = useState<Live>({ hasHit: false, wallCm: null });
  const [ceilingText, setCeilingText] = useState(() => formatLengthInput(250, system));
  const [ceilingError, setCeilingError] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const session = useRef<ArSession | null>(null);
  const frame = useRef<ArFrame | null>(null);
  const latest = useRef(state);
  const finished = useRef(false);
  const headingId = useId();
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const report = (outcome: ArOutcome) => {
    if (finished.current) return;
    finished.current = true;
    onOutcome(outcome);
  };

  const endedEarly = () => {
    const { corners, heightCm, openings } = latest.current;
    report({
      kind: 'ended',
      corners: corners.length,
      draft: corners.length >= 3 ? planFromMeasurement({ corners, heightCm, openings }) : null,
    });
  };

  const mark = () => {
    const seen = frame.current;
    const current = latest.current;
    let hit: Mark | null = seen?.hit ?? null;
    let normalY = seen?.hitNormalY ?? 0;
    // Phones seldom find a ceiling plane to hit; the depth map may reach it instead.
    if (current.step === 'ceiling' && normalY > -0.5 && seen?.depthPoint) {
      hit = seen.depthPoint;
      normalY = -1;
    }
    const id = crypto.randomUUID();
    // Anchored as it is marked, while the hit is the one marked; a refused corner's anchor is
    // never read (the flow keeps only its corners' ids).
    if (current.step === 'corners' && hit) session.current?.anchorHit(id);
    dispatch({ type: 'mark', hit, normalY, id });
  };
  const cancel = () => {
    if (session.current) void session.current.end();
    else report({ kind: 'closed' });
  };

  const markRef = useRef(mark);
  const cancelRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    markRef.current = mark;
    cancelRef.current = cancel;
  });

  // Start the session once, inside the tap that opened the overlay; end it on the way out.
  useEffect(() => {
    heading.current?.focus();
    const overlay = root.current;
    if (!overlay) return;
    return runOverlaySession(overlay, {
      onFrame(next) {
        frame.current = next;
        const current = latest.current;
        // The ring on a surface facing up, and (where the phone maps planes) a floor plane.
        if (
          current.step === 'floor' &&
          next.hit &&
          facesUp(next.hitNormalY) &&
          next.floorPlaneSeen !== false
        ) {
          dispatch({ type: 'floor-found' });
        }
        if (current.trackingLost === next.tracking)
          dispatch({ type: 'tracking', ok: next.tracking });
        const last = current.corners[current.corners.length - 1];
        const wallCm =
          current.step === 'corners' && last && next.hit
            ? Math.round(distance(floorPoint(last), floorPoint(next.hit)) * 10) / 10
            : null;
        setLive((before) =>
          before.hasHit === (next.hit !== null) && before.wallCm === wallCm
            ? before
            : { hasHit: next.hit !== null, wallCm },
        );
      },
      onSelect: () => markRef.current(),
      onAnchorsMoved: (moved) => dispatch({ type: 'anchors-moved', moved }),
      onStarted(started) {
        session.current = started;
        dispatch({ type: 'session-started' });
      },
      onFailed(failure, error) {
        console.error('AR measuring could not start', error);
        setFailure(failure);
      },
      onEscape: () => cancelRef.current(),
      onEnd(closing) {
        session.current = null;
        if (!closing) endedEarly();
      },
    });
    // The session lives as long as the overlay: started once, ended on unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callbacks read refs
  }, []);

  // Look for the floor for a while, then say what to try (and keep looking).
  useEffect(() => {
    if (state.step !== 'floor') return;
    const timer = window.setTimeout(() => dispatch({ type: 'floor-timeout' }), FLOOR_SEARCH_MS);
    return () => window.clearTimeout(timer);
  }, [state.step]);

  // The marked walls in the camera view: the live wall while marking, the closed room after.
  useEffect(() => {
    session.current?.draw(state.corners, {
      closed: state.step !== 'corners' && state.step !== 'floor' && state.step !== 'starting',
      live: state.step === 'corners',
    });
  }, [state.corners, state.step]);

  const done = () => {
    const { corners, squared, squareAccepted, heightCm, openings } = latest.current;
    const measurement = {
      corners,
      squared: squareAccepted && squared ? squared : undefined,
      heightCm,
      openings,
    };
    report({
      kind: 'measured',
      plan: planFromMeasurement(measurement),
      frame: measurementFrame(measurement),
    });
    void session.current?.end();
  };

  const applyCeiling = () => {
    const parsed = parseLength(ceilingText, system);
    if (!parsed.ok) {
      setCeilingError(parsed.message);
      return;
    }
    setCeilingError(null);
    dispatch({ type: 'ceiling-typed', cm: parsed.cm });
  };

  const problem = state.trackingLost ? ({ kind: 'tracking-lost' } as const) : state.problem;
  const wallNumber = state.corners.length;

  return createPortal(
    <div
      ref={root}
      className="ar-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      data-step={failure ? 'failed' : state.step}
      data-corners={state.corners.length}
    >
      <div className="ar-overlay__panel">
        <div className="ar-overlay__head">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="ar-overlay__title">
            {AR_COPY.dialogTitle}
          </h2>
          <button type="button" className="ar-overlay__close" onClick={cancel}>
            <X aria-hidden="true" />
            <span>{AR_COPY.cancel}</span>
          </button>
        </div>

        {failure ? (
          <>
            <p className="ar-overlay__problem" role="alert">
              {FAILURE_WORDS[failure]}
            </p>
            <Button variant="secondary" block onClick={() => report({ kind: 'closed' })}>
              {AR_COPY.close}
            </Button>
          </>
        ) : (
          <>
            <p className="ar-overlay__guidance" aria-live="polite">
              {guidance(state, system)}
            </p>
            {state.step === 'corners' ? (
              <p className="ar-overlay__live" data-testid="ar-live">
                {state.corners.length === 0
                  ? `Corners marked: 0`
                  : `Corners marked: ${state.corners.length}. Wall ${wallNumber}: ${
                      live.wallCm === null ? '–' : formatLength(live.wallCm, system)
                    }`}
              </p>
            ) : null}
            {problem ? (
              <p className="ar-overlay__problem" role="alert">
                {problemWords(problem)}
              </p>
            ) : null}
            <StepControls
              state={state}
              system={system}
              ceilingText={ceilingText}
              ceilingError={ceilingError}
              onCeilingText={setCeilingText}
              onApplyCeiling={applyCeiling}
              onMark={mark}
              onUndo={() => {
                const id = latest.current.cornerIds[latest.current.cornerIds.length - 1];
                if (latest.current.step === 'corners' && id) session.current?.dropAnchor(id);
                dispatch({ type: 'undo' });
              }}
              onFinish={() => dispatch({ type: 'finish' })}
              onSquare={(accept) => dispatch({ type: 'square', accept })}
              onOpening={(kind) => dispatch({ type: 'start-opening', kind })}
              onDone={done}
            />
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

interface StepControlsProps {
  readonly state: ArFlowState;
  readonly system: UnitSystem;
  readonly ceilingText: string;
  readonly ceilingError: string | null;
  readonly onCeilingText: (text: string) => void;
  readonly onApplyCeiling: () => void;
  readonly onMark: () => void;
  readonly onUndo: () => void;
  readonly onFinish: () => void;
  readonly onSquare: (accept: boolean) => void;
  readonly onOpening: (kind: 'door' | 'window') => void;
  readonly onDone: () => void;
}

function StepControls(props: StepControlsProps) {
  const { state, system } = props;
  const ceilingId = useId();
  switch (state.step) {
    case 'starting':
    case 'floor':
      return null;
    case 'corners':
      return (
        <div className="ar-overlay__actions">
          <Button size="lg" onClick={props.onMark} icon={<Plus aria-hidden="true" />}>
            {AR_COPY.markCorner}
          </Button>
          <Button
            variant="secondary"
            onClick={props.onUndo}
            disabled={state.corners.length === 0}
            icon={<Undo2 aria-hidden="true" />}
          >
            {AR_COPY.undo}
          </Button>
          <Button
            variant="secondary"
            onClick={props.onFinish}
            disabled={!canFinish(state)}
            icon={<Check aria-hidden="true" />}
          >
            {AR_COPY.finish}
          </Button>
        </div>
      );
    case 'square':
      return (
        <div className="ar-overlay__actions">
          <Button onClick={() => props.onSquare(true)}>{AR_COPY.squareAccept}</Button>
          <Button variant="secondary" onClick={() => props.onSquare(false)}>
            {AR_COPY.squareKeep}
          </Button>
        </div>
      );
    case 'ceiling':
      return (
        <div className="ar-overlay__ceiling">
          <Button size="lg" onClick={props.onMark} icon={<Plus aria-hidden="true" />}>
            {AR_COPY.markCeiling}
          </Button>
          <form
            className="ar-overlay__typed"
            onSubmit={(event) => {
              event.preventDefault();
              props.onApplyCeiling();
            }}
          >
            <label htmlFor={ceilingId} className="ar-overlay__label">
              {AR_COPY.ceilingLabel} ({system === 'metric' ? 'cm' : 'ft and in'})
            </label>
            <input
              id={ceilingId}
              className="ar-overlay__input"
              inputMode="decimal"
              autoComplete="off"
              value={props.ceilingText}
              aria-invalid={props.ceilingError ? true : undefined}
              aria-describedby={props.ceilingError ? `${ceilingId}-error` : undefined}
              onChange={(event) => props.onCeilingText(event.target.value)}
            />
            {props.ceilingError ? (
              <p id={`${ceilingId}-error`} className="ar-overlay__problem">
                {props.ceilingError}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" icon={<CornerDownLeft aria-hidden="true" />}>
              {AR_COPY.next}
            </Button>
          </form>
        </div>
      );
    case 'openings':
      return (
        <div className="ar-overlay__actions">
          {state.opening ? (
            <>
              <Button size="lg" onClick={props.onMark} icon={<Plus aria-hidden="true" />}>
                {AR_COPY.markEdge}
              </Button>
              <Button
                variant="secondary"
                onClick={props.onUndo}
                disabled={!state.opening.first}
                icon={<Undo2 aria-hidden="true" />}
              >
                {AR_COPY.undo}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="secondary"
                onClick={() => props.onOpening('door')}
                icon={<DoorOpen aria-hidden="true" />}
              >
                {AR_COPY.addDoor}
              </Button>
              <Button
                variant="secondary"
                onClick={() => props.onOpening('window')}
                icon={<Plus aria-hidden="true" />}
              >
                {AR_COPY.addWindow}
              </Button>
              <Button onClick={props.onDone} icon={<Check aria-hidden="true" />}>
                {AR_COPY.done}
              </Button>
            </>
          )}
          {!state.opening && state.openings.length > 0 ? (
            <p className="ar-overlay__live">
              {`Marked: ${state.openings.filter((o) => o.kind === 'door').length} doors, ${
                state.openings.filter((o) => o.kind === 'window').length
              } windows.`}
            </p>
          ) : null}
        </div>
      );
  }
}
