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
import { Box, Map as MapIcon } from 'lucide-react';
import { findFurniture } from '../../content/catalogue.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { roomUnits, type RoomPlanRecord } from '../../lib/room/records.ts';
import { DesignMyRoom, ShopThisDesign } from '../design-room/index.ts';
import { Room3DView } from '../room-3d/index.ts';
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
import { PlanStage, type PiecePose } from './PlanStage.tsx';
import { usePlanPieces } from './usePlanPieces.ts';
import './PlanCanvas.css';

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
  caption: ReactNode;
}

/**
 * The canvas on a room plan: the plan to scale with the design's pieces, edited in place
 * (select, drag, keys, turn, lock, swap, remove), the layout checked after every change, and
 * "Design my room" and the 3D view beside it. Every edit is written to the plan's record and
 * the room cart together.
 */
export default function PlanCanvas({ record, emptyHint, caption }: PlanCanvasProps) {
  const { design, pieces, commit, replace } = usePlanPieces(record);
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PiecePose | null>(null);
  const [show3d, setShow3d] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const keysHintId = useId();
  const stageRef = useRef<HTMLDivElement>(null);
  const view3dRef = useRef<HTMLDivElement>(null);
  const plan = record.plan;
  const [deviceSystem] = useUnitSystem();
  // Every length here reads in the unit the room was measured in.
  const system = roomUnits(record, deviceSystem);

  // On phones and tablets the 3D view replaces the plan below the toolbar: bring it into view.
  useEffect(() => {
    if (!show3d || !window.matchMedia('(max-width: 1023px)').matches) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    view3dRef.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [show3d]);

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

  return (
    <section className="plan-canvas" aria-label="Your room">
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
        </div>
        <div className="plan-canvas__secondary">
          <button
            type="button"
            className="plan-canvas__toggle"
            aria-pressed={show3d}
            onClick={() => setShow3d((on) => !on)}
          >
            <Box aria-hidden="true" />
            <span>View in 3D</span>
          </button>
          <ShopThisDesign pieces={shown} />
        </div>
      </div>

      <div className="plan-canvas__views" data-view={show3d ? '3d' : 'plan'}>
        <div className="plan-canvas__plan" ref={stageRef} tabIndex={-1}>
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
          />
          {count === 0 ? (
            <div className="plan-canvas__empty">
              <p className="plan-canvas__hint">{emptyHint}</p>
              <p className="plan-canvas__hint-text">
                Add pieces from the catalogue, or let Design my room furnish it.
              </p>
            </div>
          ) : null}
        </div>
        {show3d ? (
          <div className="plan-canvas__3d" ref={view3dRef}>
            <button type="button" className="plan-canvas__back" onClick={() => setShow3d(false)}>
              <MapIcon aria-hidden="true" />
              <span>Back to the plan</span>
            </button>
            <Suspense fallback={<p className="plan-canvas__loading">Loading the 3D view...</p>}>
              <Room3DView
                plan={plan}
                pieces={shown}
                selectedId={selectedId}
                onSelect={setSelectedId}
                name={record.name}
              />
            </Suspense>
          </div>
        ) : null}
      </div>

      {selected && selectedProduct ? (
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
      ) : null}

      <LayoutWarnings
        warnings={warnings}
        pieceCount={count}
        onShow={(id) => {
          setSelectedId(id);
          focusPiece(id);
        }}
      />

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
