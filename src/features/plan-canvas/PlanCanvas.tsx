import {
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Box, ChevronDown, Map as MapIcon, Maximize, Minus, Plus } from 'lucide-react';
import { findFurniture } from '../../content/catalogue.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { boundingBox } from '../../lib/room/geometry.ts';
import type { Point } from '../../lib/room/plan.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { roomUnits, type RoomPlanRecord } from '../../lib/room/records.ts';
import { SeeItInYourRoom } from '../ar-view/index.ts';
import { DesignMyRoom, ShopThisDesign } from '../design-room/index.ts';
import { Room3DView } from '../room-3d/index.ts';
import { Download3D, QuickLookLink } from '../room-3d-export/index.ts';
import { useUnitSystem } from '../room-plan/index.ts';
import { layoutWarnings } from './layoutWarnings.ts';
import { LayoutWarnings } from './LayoutWarnings.tsx';
import {
  KEY_STEPS,
  nudgePiece,
  planPieceKeys,
  placePiece,
  removePiece,
  rotatePieceStep,
  setPieceRotation,
  swapPiece,
  toggleLock,
} from './pieceEdits.ts';
import { PieceInspector } from './PieceInspector.tsx';
import { pieceLabels } from './pieceNames.ts';
import type { Rect } from './panZoom.ts';
import { PlanStage, type PiecePose } from './PlanStage.tsx';
import { usePanZoom } from './usePanZoom.ts';
import { usePlanPieces } from './usePlanPieces.ts';
import './PlanCanvas.css';

/** Room round the walls for their length labels: a share of the room, at least this much. */
const MARGIN_MIN_CM = 40;
const MARGIN_SHARE = 0.12;

/** The room with room round it for the wall labels: what "Fit" shows whole. */
function roomContent(outline: readonly Point[]): Rect {
  const box = boundingBox(outline);
  const margin = Math.max(MARGIN_MIN_CM, Math.max(box.width, box.height) * MARGIN_SHARE);
  return {
    x: box.minX - margin,
    y: box.minY - margin,
    width: box.width + 2 * margin,
    height: box.height + 2 * margin,
  };
}

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface PlanCanvasProps {
  record: RoomPlanRecord;
  /** The canvas's hint on an empty room ('Drag furniture here!'). */
  emptyHint: string;
  /** The count and names of the placed items, and the canvas's own buttons, under the plan. */
  caption?: ReactNode;
  /** The start of the workspace's bar: the way out, the room's name and picker, saving. */
  bar?: ReactNode;
  /** More buttons for the toolbar (the catalogue sheet's on small screens). */
  actions?: ReactNode;
  /**
   * `workspace` (phones and small tablets): the plan fills the screen, the checks and the
   * selected piece float over it, the 3D view opens full-screen. `page`: one under the other.
   */
  layout: 'workspace' | 'page';
  /** Whether the 3D view is open; the page lays itself out around it. */
  view3d: boolean;
  onView3dChange: (open: boolean) => void;
}

/**
 * The canvas on a room plan: the plan to scale with the design's pieces, edited in place
 * (select, drag, keys, turn, lock, swap, remove), the layout checked after every change, and
 * "Design my room" and the 3D view beside it. Every edit is written to the plan's record and
 * the room cart together.
 */
export default function PlanCanvas({
  record,
  emptyHint,
  caption,
  bar,
  actions,
  layout,
  view3d: show3d,
  onView3dChange: setShow3d,
}: PlanCanvasProps) {
  const { design, pieces, commit, replace } = usePlanPieces(record);
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PiecePose | null>(null);
  const [checksOpen, setChecksOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const keysHintId = useId();
  const checksId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const toggle3dRef = useRef<HTMLButtonElement>(null);
  const plan = record.plan;
  const [deviceSystem] = useUnitSystem();
  // Every length here reads in the unit the room was measured in.
  const system = roomUnits(record, deviceSystem);
  const compact = layout === 'workspace';
  const content = useMemo(() => roomContent(plan.outline), [plan.outline]);
  const view = usePanZoom(stageRef, content);

  // The browser's back button closes the full-screen 3D view, as it would a page.
  useEffect(() => {
    if (!show3d || !compact) return;
    const marker = { ...(window.history.state as object | null), aureviaView: '3d' };
    window.history.pushState(marker, '');
    const onBack = () => setShow3d(false);
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      const state = window.history.state as { aureviaView?: string } | null;
      if (state?.aureviaView === '3d') window.history.back();
    };
  }, [show3d, compact, setShow3d]);

  const shown = useMemo(
    () => (preview ? placePiece(pieces, preview.id, preview.x, preview.y) : pieces),
    [pieces, preview],
  );
  const labels = useMemo(() => pieceLabels(shown), [shown]);
  const budget = design.brief?.budget ?? Infinity;
  const warnings = useMemo(
    () => layoutWarnings(plan, shown, budget, system),
    [plan, shown, budget, system],
  );
  const flagged = useMemo(() => new Set(warnings.flatMap((w) => w.pieceIds)), [warnings]);

  // A piece removed elsewhere (another tab, a new design) is no longer selected.
  const selected = shown.find((piece) => piece.id === chosenId) ?? null;
  const selectedId = selected?.id ?? null;
  const selectedProduct = selected ? findFurniture(selected.productId) : undefined;

  const focusPiece = (id: string | null) => {
    window.requestAnimationFrame(() => {
      const target = id
        ? stageRef.current?.querySelector<SVGGElement>(`[data-piece-id="${CSS.escape(id)}"]`)
        : null;
      (target ?? stageRef.current)?.focus();
    });
  };

  const remove = (piece: PlacedPiece) => {
    const index = pieces.findIndex((p) => p.id === piece.id);
    const next = removePiece(pieces, piece.id);
    commit(next);
    setAnnouncement(`${labels.get(piece.id) ?? 'Piece'} removed from your room.`);
    const neighbour = next[Math.min(index, next.length - 1)] ?? null;
    setSelectedId(neighbour?.id ?? null);
    focusPiece(neighbour?.id ?? null);
  };

  const onPieceKey = (piece: PlacedPiece, event: KeyboardEvent<SVGGElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const keys = KEY_STEPS[system];
      const step = event.shiftKey ? keys.large : keys.step;
      commit(nudgePiece(pieces, piece.id, arrow[0] * step, arrow[1] * step, keys.snap));
      return;
    }
    switch (event.key) {
      case 'r':
      case 'R':
        event.preventDefault();
        commit(rotatePieceStep(pieces, piece.id, event.shiftKey ? -1 : 1));
        return;
      case 'l':
      case 'L':
        event.preventDefault();
        commit(toggleLock(pieces, piece.id));
        setAnnouncement(
          `${labels.get(piece.id) ?? 'Piece'} ${piece.locked ? 'unlocked' : 'locked'}.`,
        );
        return;
      case 'Delete':
      case 'Backspace':
        event.preventDefault();
        remove(piece);
        return;
      case 'Escape':
        setSelectedId(null);
        return;
      default:
    }
  };

  const count = shown.length;

  const view3dPanel = show3d ? (
    <Suspense fallback={<p className="plan-canvas__loading">Loading the 3D view...</p>}>
      <Room3DView
        plan={plan}
        pieces={shown}
        selectedId={selectedId}
        onSelect={setSelectedId}
        name={record.name}
      />
      <Download3D plan={plan} pieces={shown} name={record.name} />
    </Suspense>
  ) : null;

  return (
    <section
      className="plan-canvas"
      aria-label="Your room"
      data-view={show3d ? '3d' : 'plan'}
      data-layout={layout}
    >
      <div className="plan-canvas__bar">
        {bar}
        <div className="plan-canvas__toolbar">
          <div className="plan-canvas__primary">
            <DesignMyRoom
              plan={plan}
              system={system}
              design={design}
              onChoose={(chosen) => {
                setSelectedId(null);
                replace(chosen);
              }}
            />
            {actions}
          </div>
          <div className="plan-canvas__secondary">
            <button
              ref={toggle3dRef}
              type="button"
              className="plan-canvas__toggle"
              aria-pressed={show3d}
              onClick={() => setShow3d(!show3d)}
            >
              <Box aria-hidden="true" />
              <span>View in 3D</span>
            </button>
            <SeeItInYourRoom record={record} pieces={pieces} />
            <QuickLookLink plan={plan} pieces={shown} name={record.name} />
            <ShopThisDesign pieces={shown} />
          </div>
        </div>
      </div>

      <div className="plan-canvas__views">
        <div
          className="plan-canvas__plan"
          ref={stageRef}
          tabIndex={-1}
          data-zoom={view.zoom.toFixed(2)}
        >
          <PlanStage
            plan={plan}
            name={record.name}
            system={system}
            pieces={shown}
            labels={labels}
            selectedId={selectedId}
            flagged={flagged}
            keysHintId={keysHintId}
            onSelect={setSelectedId}
            onDragPreview={setPreview}
            onDragEnd={(pose) => commit(placePiece(pieces, pose.id, pose.x, pose.y))}
            onPieceKey={onPieceKey}
            // The plan fills its frame and shows what the pan and zoom choose.
            fill
            viewBox={view.viewBox}
          />
          {count === 0 ? (
            <div className="plan-canvas__empty">
              <p className="plan-canvas__hint">{emptyHint}</p>
              <p className="plan-canvas__hint-text">
                Add pieces from the catalogue, or let Design my room furnish it.
              </p>
            </div>
          ) : null}
          <div className="plan-canvas__zoom" role="group" aria-label="Zoom">
            <button
              type="button"
              className="plan-canvas__zoom-button"
              aria-label="Zoom in"
              // Still focusable at the limit, so the keyboard does not lose its place.
              aria-disabled={!view.canZoomIn}
              onClick={view.zoomIn}
            >
              <Plus aria-hidden="true" />
            </button>
            <button
              type="button"
              className="plan-canvas__zoom-button"
              aria-label="Zoom out"
              aria-disabled={!view.canZoomOut}
              onClick={view.zoomOut}
            >
              <Minus aria-hidden="true" />
            </button>
            <button
              type="button"
              className="plan-canvas__zoom-button plan-canvas__fit"
              // The name starts with the word it shows, so speech control finds it by "Fit".
              aria-label="Fit the whole room"
              onClick={view.fit}
            >
              <Maximize aria-hidden="true" />
              <span>Fit</span>
            </button>
            <p className="plan-canvas__zoom-level">{`${Math.round(view.zoom * 100)}%`}</p>
          </div>
        </div>
        <div className="plan-canvas__checks" data-open={checksOpen}>
          <div id={checksId}>
            <LayoutWarnings
              warnings={warnings}
              pieceCount={count}
              onShow={(id) => {
                setChecksOpen(false);
                setSelectedId(id);
                focusPiece(id);
              }}
            />
          </div>
          {compact && warnings.length > 0 ? (
            <button
              type="button"
              className="plan-canvas__checks-toggle"
              aria-expanded={checksOpen}
              aria-controls={checksId}
              onClick={() => setChecksOpen((open) => !open)}
            >
              <span>{checksOpen ? 'Hide the warnings' : 'Show the warnings'}</span>
              <ChevronDown aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {!compact && show3d ? (
          <div className="plan-canvas__3d">
            <button type="button" className="plan-canvas__back" onClick={() => setShow3d(false)}>
              <MapIcon aria-hidden="true" />
              <span>Back to the plan</span>
            </button>
            {view3dPanel}
          </div>
        ) : null}
        {selected && selectedProduct ? (
          <div className="plan-canvas__inspector">
            <PieceInspector
              key={selected.id}
              piece={selected}
              product={selectedProduct}
              system={system}
              label={labels.get(selected.id) ?? selectedProduct.name}
              onRotateStep={(direction) => commit(rotatePieceStep(pieces, selected.id, direction))}
              onRotateTo={(degrees) => commit(setPieceRotation(pieces, selected.id, degrees))}
              onToggleLock={() => commit(toggleLock(pieces, selected.id))}
              onSwap={(productId) => commit(swapPiece(pieces, selected.id, productId))}
              onRemove={() => remove(selected)}
            />
          </div>
        ) : null}
      </div>

      {compact ? (
        <Dialog
          open={show3d}
          onOpenChange={setShow3d}
          variant="fullscreen"
          className="plan-canvas__3d-dialog"
          title={`${record.name} in 3D`}
          returnFocusTo={toggle3dRef}
          footer={
            <button type="button" className="plan-canvas__back" onClick={() => setShow3d(false)}>
              <MapIcon aria-hidden="true" />
              <span>Back to the plan</span>
            </button>
          }
        >
          {view3dPanel}
        </Dialog>
      ) : null}

      {caption}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p id={keysHintId} hidden>
        {planPieceKeys(system)}
      </p>
    </section>
  );
}
