import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Eye, EyeOff, Plus, RotateCcw, Undo2, X } from 'lucide-react';
import { findFurniture } from '../../content/catalogue.ts';
import { FLOOR_SEARCH_MS, facesUp, type Mark } from '../../lib/room/arMeasure.ts';
import { wallOne, type PlanToXr } from '../../lib/room/arPlacement.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { formatPrice } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import {
  loadArSession,
  type ArFrame,
  type ArSession,
  type ArStartFailure,
} from '../ar-measure/index.ts';
import { PlanView, usePlanScale } from '../plan-view/index.ts';
import { AR_VIEW_COPY } from './arViewCopy.ts';
import {
  arViewReducer,
  initialArView,
  type ArViewProblem,
  type ArViewState,
} from './arViewFlow.ts';
import {
  buildArViewScene,
  END_COLOUR,
  START_COLOUR,
  type ArViewScene,
  type DrawnPose,
} from './arViewScene.ts';
import './ArView.css';

export interface ArViewOverlayProps {
  readonly plan: RoomPlan;
  readonly pieces: readonly PlacedPiece[];
  /** The room's name, for the plan's accessible name. */
  readonly name: string;
  readonly system: UnitSystem;
  /** Where the plan stands in the AR space when the room was measured with AR in this visit. */
  readonly measured: PlanToXr | null;
  /** The session has ended (or never started) and the overlay may go. */
  readonly onClose: () => void;
}

const FAILURE_WORDS: Readonly<Record<ArStartFailure, string>> = {
  refused: AR_VIEW_COPY.cameraRefused,
  unsupported: AR_VIEW_COPY.unsupported,
  failed: AR_VIEW_COPY.failed,
};

function problemWords(problem: ArViewProblem, system: UnitSystem): string {
  switch (problem.kind) {
    case 'no-floor':
      return AR_VIEW_COPY.noFloor;
    case 'no-hit':
      return AR_VIEW_COPY.noHit;
    case 'not-floor':
      return AR_VIEW_COPY.notFloor;
    case 'too-close':
      return AR_VIEW_COPY.tooClose;
    case 'wrong-corners':
      return AR_VIEW_COPY.wrongCorners(
        formatLength(problem.markedCm, system, { metres: true }),
        formatLength(problem.wallCm, system, { metres: true }),
      );
  }
}

function guidance(state: ArViewState, count: number): string {
  switch (state.step) {
    case 'starting':
      return AR_VIEW_COPY.starting;
    case 'floor':
      return AR_VIEW_COPY.findFloor;
    case 'mark-start':
      return AR_VIEW_COPY.markStart;
    case 'mark-end':
      return AR_VIEW_COPY.markEnd;
    case 'placed':
      return state.placedBy === 'measured'
        ? AR_VIEW_COPY.placedMeasured(count)
        : AR_VIEW_COPY.placed(count);
  }
}

interface Row {
  readonly id: string;
  readonly name: string;
  readonly price: string;
}

/** A pose as the scene holds it, for the test that compares it with the plan: m, m, m, degrees. */
const poseText = (pose: DrawnPose): string =>
  [pose.x, pose.y, pose.z]
    .map((m) => m.toFixed(4))
    .concat(((pose.yaw * 180) / Math.PI).toFixed(3))
    .join(' ');

/**
 * "See it in your room": the overlay over the camera (the session's DOM overlay) with each step
 * in words, the plan with wall 1's corners marked, and, once placed, the pieces to select, hide
 * and show. It owns the session from start to end: the session ends on Finish, Escape, the page
 * being hidden, any error and unmount, and ending releases the camera.
 */
export default function ArViewOverlay({
  plan,
  pieces,
  name,
  system,
  measured,
  onClose,
}: ArViewOverlayProps) {
  const [state, dispatch] = useReducer(arViewReducer, initialArView);
  const [failure, setFailure] = useState<ArStartFailure | null>(null);
  const [markedCm, setMarkedCm] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const session = useRef<ArSession | null>(null);
  const view = useRef<ArViewScene | null>(null);
  const frame = useRef<ArFrame | null>(null);
  const latest = useRef(state);
  const closed = useRef(false);
  const headingId = useId();
  const statusId = useId();
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const rows: Row[] = pieces.flatMap((piece) => {
    const product = findFurniture(piece.productId);
    return product ? [{ id: piece.id, name: product.name, price: formatPrice(product.price) }] : [];
  });
  const selected = rows.find((row) => row.id === state.selectedId) ?? null;
  const wall = wallOne(plan);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  const finish = () => {
    if (session.current) void session.current.end();
    else close();
  };
  const mark = () => {
    const seen = frame.current;
    dispatch({ type: 'mark', hit: seen?.hit ?? null, normalY: seen?.hitNormalY ?? 0, plan });
  };
  const tap = (ray: { origin: Mark; direction: Mark } | null) => {
    const current = latest.current;
    if (current.step === 'mark-start' || current.step === 'mark-end') {
      mark();
      return;
    }
    if (current.step !== 'placed') return;
    const along = ray ?? frame.current?.viewer ?? null;
    if (along) dispatch({ type: 'select', id: view.current?.pick(along) ?? null });
  };

  const tapRef = useRef(tap);
  const finishRef = useRef(finish);
  useEffect(() => {
    tapRef.current = tap;
    finishRef.current = finish;
  });

  // Start the session once, inside the tap that opened the overlay; end it on the way out.
  useEffect(() => {
    heading.current?.focus();
    const overlay = root.current;
    if (!overlay) return;
    let closing = false;
    let stop: () => void = () => undefined;
    void loadArSession().then(({ runOverlaySession }) => {
      if (closing) return;
      stop = runOverlaySession(overlay, {
        onFrame(next) {
          frame.current = next;
          const current = latest.current;
          const onFloor = next.hit && facesUp(next.hitNormalY) ? next.hit : null;
          if (current.step === 'floor' && onFloor && next.floorPlaneSeen !== false) {
            dispatch({ type: 'floor-found' });
          }
          if (current.trackingLost === next.tracking) {
            dispatch({ type: 'tracking', ok: next.tracking });
          }
          // The marker for the corner being marked follows the ring; the first stays put.
          if (current.step === 'mark-start') {
            view.current?.pins(onFloor, null);
            view.current?.guide(null, null);
          } else if (current.step === 'mark-end' && current.first) {
            view.current?.pins(current.first, onFloor);
            view.current?.guide(current.first, onFloor);
          }
          const gap =
            current.step === 'mark-end' && current.first && onFloor
              ? Math.round(
                  Math.hypot(onFloor.x - current.first.x, onFloor.z - current.first.z) * 100,
                )
              : null;
          setMarkedCm((before) => (before === gap ? before : gap));
        },
        onSelect: (ray) => tapRef.current(ray),
        onStarted(started) {
          session.current = started;
          view.current = buildArViewScene(started.scene, plan, pieces);
          dispatch({ type: 'session-started', measured });
        },
        onFailed(failure, error) {
          console.error('See it in your room could not start', error);
          setFailure(failure);
        },
        onEscape: () => finishRef.current(),
        onEnd(overlayGone) {
          session.current = null;
          view.current?.dispose();
          view.current = null;
          if (!overlayGone) close();
        },
      });
    });
    return () => {
      closing = true;
      stop();
    };
    // The session lives as long as the overlay: started once, ended on unmount. The plan and
    // pieces are those the view was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the callbacks read refs
  }, []);

  // Look for the floor for a while, then say what to try (and keep looking).
  useEffect(() => {
    if (state.step !== 'floor') return;
    const timer = window.setTimeout(() => dispatch({ type: 'floor-timeout' }), FLOOR_SEARCH_MS);
    return () => window.clearTimeout(timer);
  }, [state.step]);

  // The pieces stand (or go) with the placement. Each row of the list carries its piece's pose
  // as the scene holds it (data-pose), so what is drawn can be checked against the plan.
  useEffect(() => {
    const scene = view.current;
    if (!scene) return;
    scene.place(state.placement);
    scene.guide(null, null);
    if (!state.placement) scene.pins(null, null);
    const drawn = state.placement ? scene.poses() : new Map<string, DrawnPose>();
    root.current?.querySelectorAll<HTMLElement>('[data-ar-piece]').forEach((row) => {
      const pose = drawn.get(row.dataset.arPiece ?? '');
      row.dataset.pose = pose ? poseText(pose) : '';
    });
  }, [state.placement]);

  useEffect(() => view.current?.setHidden(state.hidden), [state.hidden]);
  useEffect(() => view.current?.setSelected(state.selectedId), [state.selectedId]);

  const problem = state.trackingLost ? null : state.problem;
  const marking = state.step === 'mark-start' || state.step === 'mark-end';

  return createPortal(
    <div
      ref={root}
      className="ar-overlay ar-view"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      data-step={failure ? 'failed' : state.step}
      data-placed-by={state.placedBy ?? ''}
    >
      <div className="ar-overlay__panel">
        <div className="ar-overlay__head">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="ar-overlay__title">
            {AR_VIEW_COPY.dialogTitle}
          </h2>
          <button type="button" className="ar-overlay__close" onClick={finish}>
            <X aria-hidden="true" />
            <span>{state.step === 'placed' ? AR_VIEW_COPY.finish : AR_VIEW_COPY.cancel}</span>
          </button>
        </div>

        {failure ? (
          <>
            <p className="ar-overlay__problem" role="alert">
              {FAILURE_WORDS[failure]}
            </p>
            <Button variant="secondary" block onClick={close}>
              {AR_VIEW_COPY.close}
            </Button>
          </>
        ) : (
          <>
            <p className="ar-overlay__guidance" aria-live="polite">
              {guidance(state, rows.length)}
            </p>
            {state.trackingLost ? (
              <p className="ar-overlay__problem" role="alert">
                {AR_VIEW_COPY.trackingLost}
              </p>
            ) : null}
            {problem ? (
              <p className="ar-overlay__problem" role="alert">
                {problemWords(problem, system)}
              </p>
            ) : null}
            {state.step !== 'placed' && wall ? (
              <div className="ar-view__plan">
                <WallOnePlan plan={plan} name={name} system={system} />
                {state.step === 'mark-end' ? (
                  <p className="ar-overlay__live" data-testid="ar-view-live">
                    {`Wall 1: ${formatLength(wall.lengthCm, system, { metres: true })}. Your marks: ${
                      markedCm === null ? '–' : formatLength(markedCm, system, { metres: true })
                    }`}
                  </p>
                ) : null}
              </div>
            ) : null}
            {marking ? (
              <div className="ar-overlay__actions">
                <Button size="lg" onClick={mark} icon={<Plus aria-hidden="true" />}>
                  {AR_VIEW_COPY.markCorner}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => dispatch({ type: 'undo' })}
                  disabled={state.step !== 'mark-end'}
                  icon={<Undo2 aria-hidden="true" />}
                >
                  {AR_VIEW_COPY.undo}
                </Button>
              </div>
            ) : null}
            {state.step === 'placed' ? (
              <>
                <p id={statusId} className="ar-view__selected" role="status">
                  {selected
                    ? AR_VIEW_COPY.selected(selected.name, selected.price)
                    : AR_VIEW_COPY.nothingSelected}
                </p>
                <details className="ar-view__pieces">
                  <summary>{`${AR_VIEW_COPY.pieces} (${rows.length})`}</summary>
                  <ul>
                    {rows.map((row) => {
                      const hidden = state.hidden.has(row.id);
                      return (
                        <li key={row.id} data-ar-piece={row.id}>
                          <button
                            type="button"
                            className="ar-view__piece"
                            aria-pressed={state.selectedId === row.id}
                            disabled={hidden}
                            onClick={() => dispatch({ type: 'select', id: row.id })}
                          >
                            <span>{row.name}</span>
                            <span className="ar-view__price">{row.price}</span>
                          </button>
                          <button
                            type="button"
                            className="ar-view__toggle"
                            aria-label={`${hidden ? AR_VIEW_COPY.show : AR_VIEW_COPY.hide} ${row.name}`}
                            onClick={() => dispatch({ type: 'toggle', id: row.id })}
                          >
                            {hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                            <span aria-hidden="true">
                              {hidden ? AR_VIEW_COPY.show : AR_VIEW_COPY.hide}
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </details>
                <Button
                  variant="secondary"
                  onClick={() => dispatch({ type: 'mark-again' })}
                  icon={<RotateCcw aria-hidden="true" />}
                >
                  {AR_VIEW_COPY.markAgain}
                </Button>
              </>
            ) : null}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

/**
 * The plan with wall 1's start (green) and end (orange) marked over it, walls numbered: drawn
 * by the shared PlanView, with the markers as its top layer in the plan's centimetres.
 */
function WallOnePlan({ plan, name, system }: { plan: RoomPlan; name: string; system: UnitSystem }) {
  return (
    <div className="ar-view__thumbnail">
      <PlanView
        plan={plan}
        system={system}
        title={AR_VIEW_COPY.plan(name)}
        role="img"
        show={{ labels: 'numbered' }}
      >
        <WallOneMarkers plan={plan} />
      </PlanView>
    </div>
  );
}

/** Markers keep their size on screen at any scale of the plan. */
function WallOneMarkers({ plan }: { plan: RoomPlan }) {
  const { cmPerPixel } = usePlanScale();
  const wall = wallOne(plan);
  if (!wall) return null;
  const r = 7 * cmPerPixel;
  return (
    <g aria-hidden="true">
      <line
        x1={wall.start[0]}
        y1={wall.start[1]}
        x2={wall.end[0]}
        y2={wall.end[1]}
        stroke={END_COLOUR}
        strokeWidth={4}
        strokeDasharray="6 4"
      />
      <circle cx={wall.start[0]} cy={wall.start[1]} r={r} fill={START_COLOUR} />
      <circle cx={wall.end[0]} cy={wall.end[1]} r={r} fill={END_COLOUR} />
    </g>
  );
}
