import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { findFurniture } from '../../content/catalogue.ts';
import type { FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { footprintPathData } from '../../lib/room/pieceOutline.ts';
import type { Point, RoomPlan } from '../../lib/room/plan.ts';
import { round2, type ViewBox } from '../../lib/room/planDrawing.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { pieceTransform } from '../../ui/PieceSymbol.tsx';
import {
  PlanView,
  TOUCH_PX,
  usePlanScale,
  type PlanScale,
  type PlanSizing,
  type PlanViewPiece,
} from '../plan-view/index.ts';
import { pieceAccessibleName } from './pieceNames.ts';
import { snapCm } from './pieceEdits.ts';

/** As wide as the column, at most 62 % of the window's height; 30 px round for the lengths. */
const SIZING: PlanSizing = {
  fit: 'width',
  maxHeight: (_, viewportHeight) => Math.min(680, Math.max(300, viewportHeight * 0.62)),
  marginX: 30,
  marginY: 30,
};

export interface PiecePose {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

export interface PlanStageProps {
  plan: RoomPlan;
  name: string;
  /** The unit the room was measured in: its walls' lengths and pieces' sizes read in it. */
  system: UnitSystem;
  pieces: readonly PlacedPiece[];
  labels: ReadonlyMap<string, string>;
  selectedId: string | null;
  /** Pieces the warnings concern, outlined in red. */
  flagged: ReadonlySet<string>;
  keysHintId: string;
  onSelect: (id: string | null) => void;
  /** A drag in progress: where the piece is shown (nothing is written until it ends). */
  onDragPreview: (pose: PiecePose | null) => void;
  onDragEnd: (pose: PiecePose) => void;
  onPieceKey: (piece: PlacedPiece, event: KeyboardEvent<SVGGElement>) => void;
  /** What the plan shows, set by a zoom and pan workspace; the whole room otherwise. */
  viewBox?: ViewBox | string;
  /** Fill the box the page gives the plan (a workspace) rather than fit the column's width. */
  fill?: boolean;
}

interface Drag {
  readonly id: string;
  readonly pointerId: number;
  readonly from: Point;
  readonly start: Point;
  moved: boolean;
}

/**
 * The room plan to scale with the design's pieces as plan symbols at true size and turn:
 * floor, walls with their lengths, doors with their swing, windows. Each piece is focusable;
 * drag it (pointer, touch or mouse) or use the keys its hint names.
 */
export function PlanStage({
  plan,
  name,
  system,
  pieces,
  labels,
  selectedId,
  flagged,
  keysHintId,
  onSelect,
  onDragPreview,
  onDragEnd,
  onPieceKey,
  viewBox,
  fill = false,
}: PlanStageProps) {
  const drag = useRef<Drag | null>(null);
  const placed = pieces.flatMap((piece): PlacedEntry[] => {
    const product = findFurniture(piece.productId);
    return product
      ? [{ id: piece.id, x: piece.x, y: piece.y, rotation: piece.rotation, product, piece }]
      : [];
  });
  const selected = placed.find((entry) => entry.id === selectedId);

  const poseOf = (active: Drag, at: Point): PiecePose => ({
    id: active.id,
    x: snapCm(active.start[0] + at[0] - active.from[0]),
    y: snapCm(active.start[1] + at[1] - active.from[1]),
  });

  const endDrag = (event: PointerEvent<SVGGElement>, scale: PlanScale, cancelled: boolean) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drag.current = null;
    const at = scale.toRoom(event.clientX, event.clientY);
    onDragPreview(null);
    if (!cancelled && active.moved && at) onDragEnd(poseOf(active, at));
  };

  const renderPiece = (entry: PlanViewPiece, symbol: ReactNode, scale: PlanScale) => {
    const { piece, product } = entry as PlacedEntry;
    const u = scale.cmPerPixel;
    const isSelected = piece.id === selectedId;
    const hitWidth = Math.max(product.width, TOUCH_PX * u);
    const hitDepth = Math.max(product.depth, TOUCH_PX * u);
    return (
      <g
        key={piece.id}
        className={`plan-piece${isSelected ? ' is-selected' : ''}${
          flagged.has(piece.id) ? ' has-warning' : ''
        }${piece.locked ? ' is-locked' : ''}`}
        data-piece-id={piece.id}
        data-layer={product.layer}
        transform={`translate(${round2(piece.x)} ${round2(piece.y)})`}
        role="button"
        tabIndex={0}
        aria-pressed={isSelected}
        aria-label={pieceAccessibleName(
          plan,
          piece,
          product,
          labels.get(piece.id) ?? product.name,
          system,
        )}
        aria-describedby={keysHintId}
        onFocus={() => onSelect(piece.id)}
        onKeyDown={(event) => onPieceKey(piece, event)}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          const at = scale.toRoom(event.clientX, event.clientY);
          event.stopPropagation();
          onSelect(piece.id);
          if (!at) return;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          drag.current = {
            id: piece.id,
            pointerId: event.pointerId,
            from: at,
            start: [piece.x, piece.y],
            moved: false,
          };
        }}
        onPointerMove={(event) => {
          const active = drag.current;
          if (!active || active.pointerId !== event.pointerId) return;
          const at = scale.toRoom(event.clientX, event.clientY);
          if (!at) return;
          // A tap that wobbles a pixel or two selects without moving.
          if (!active.moved && Math.hypot(at[0] - active.from[0], at[1] - active.from[1]) < 4 * u) {
            return;
          }
          active.moved = true;
          onDragPreview(poseOf(active, at));
        }}
        onPointerUp={(event) => endDrag(event, scale, false)}
        onPointerCancel={(event) => endDrag(event, scale, true)}
      >
        <g transform={`rotate(${round2(piece.rotation)})`}>
          <rect
            className="plan-piece__hit"
            x={-hitWidth / 2}
            y={-hitDepth / 2}
            width={hitWidth}
            height={hitDepth}
          />
          {symbol}
          {/* The focus and warning ring follows the piece's own outline: round, L or square. */}
          <path className="plan-piece__ring" d={footprintPathData(product)} />
        </g>
        {piece.locked ? (
          <g className="plan-piece__lock" aria-hidden="true">
            <circle r={11 * u} />
            <Lock x={-7 * u} y={-7 * u} width={14 * u} height={14 * u} strokeWidth={2.25} />
          </g>
        ) : null}
      </g>
    );
  };

  return (
    <PlanView
      plan={plan}
      system={system}
      title={`Plan of ${name}, drawn to scale, with ${placed.length === 1 ? '1 piece' : `${placed.length} pieces`}`}
      pieces={placed}
      sizing={fill ? { fit: 'box' } : SIZING}
      viewBox={viewBox}
      frameClassName="plan-stage"
      className="plan-stage__svg"
      show={{ grid: true, labels: 'lengths' }}
      renderPiece={renderPiece}
      // Pieces keep their presses to themselves: a press that gets here is on the room.
      onPointerDown={() => onSelect(null)}
    >
      {selected ? <Selection entry={selected} /> : null}
    </PlanView>
  );
}

/** A piece as the plan draws it, with the placed piece it stands for. */
interface PlacedEntry extends PlanViewPiece {
  readonly product: FurnitureProduct;
  readonly piece: PlacedPiece;
}

/** The selected piece: a dashed box round it and a chevron at its front, where it faces. */
function Selection({ entry }: { entry: PlacedEntry }) {
  const { cmPerPixel: u } = usePlanScale();
  const { width, depth } = entry.product;
  const front = depth / 2;
  return (
    <g
      className="plan-stage__selection"
      transform={pieceTransform(entry.x, entry.y, entry.rotation)}
      aria-hidden="true"
    >
      <rect
        x={-width / 2 - 4 * u}
        y={-depth / 2 - 4 * u}
        width={width + 8 * u}
        height={depth + 8 * u}
        rx={4 * u}
      />
      <path
        d={`M${round2(-6 * u)} ${round2(front + 8 * u)} L0 ${round2(front + 15 * u)} L${round2(
          6 * u,
        )} ${round2(front + 8 * u)}`}
      />
    </g>
  );
}
