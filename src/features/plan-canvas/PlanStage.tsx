import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Lock } from 'lucide-react';
import { findFurniture } from '../../content/catalogue.ts';
import { type FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { openingSpan, walls } from '../../lib/room/geometry.ts';
import type { Point, RoomPlan } from '../../lib/room/plan.ts';
import { formatLength, type UnitSystem } from '../../lib/room/units.ts';
import { PieceSymbol, pieceTransform } from '../../ui/PieceSymbol.tsx';
import { doorDrawing, fitStage, pathThrough } from './planDrawing.ts';
import { useStageSize } from './useStageSize.ts';
import { pieceAccessibleName } from './pieceNames.ts';
import { snapCm } from './pieceEdits.ts';

/** Room round the walls for their length labels, in CSS pixels. */
const MARGIN_PX = 30;
const WALL_PX = 6;
/** A finger's width: the least size of a piece's target, whatever its size on the plan. */
const TOUCH_PX = 44;
const PRERENDER_WIDTH_PX = 350;
/** Rugs under the furniture, wall pieces over it: the order a plan is read in. */
const LAYER_ORDER = { rug: 0, floor: 1, wall: 2 } as const;

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
}

interface Drag {
  readonly id: string;
  readonly pointerId: number;
  readonly from: Point;
  readonly start: Point;
  moved: boolean;
}

const round = (value: number) => Math.round(value * 100) / 100;

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
}: PlanStageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const { width: available, viewportHeight } = useStageSize(frame, {
    width: PRERENDER_WIDTH_PX,
    viewportHeight: 800,
  });
  const maxHeight = Math.min(680, Math.max(300, viewportHeight * 0.62));
  const view = fitStage(plan.outline, available, maxHeight, MARGIN_PX);
  const u = view.cmPerPixel;
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-plan-title`;

  const wallList = walls(plan.outline);
  const placed = pieces
    .map((piece, order) => ({ piece, order, product: findFurniture(piece.productId) }))
    .filter((entry): entry is { piece: PlacedPiece; order: number; product: FurnitureProduct } =>
      Boolean(entry.product),
    )
    .sort(
      (a, b) => LAYER_ORDER[a.product.layer] - LAYER_ORDER[b.product.layer] || a.order - b.order,
    );
  const selected = placed.find((entry) => entry.piece.id === selectedId);

  const toPlan = (event: PointerEvent<Element>): Point | null => {
    const matrix = svg.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  };

  const poseOf = (active: Drag, at: Point): PiecePose => ({
    id: active.id,
    x: snapCm(active.start[0] + at[0] - active.from[0]),
    y: snapCm(active.start[1] + at[1] - active.from[1]),
  });

  const endDrag = (event: PointerEvent<SVGGElement>, cancelled: boolean) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    drag.current = null;
    const at = toPlan(event);
    onDragPreview(null);
    if (!cancelled && active.moved && at) onDragEnd(poseOf(active, at));
  };

  return (
    <div className="plan-stage" ref={frame}>
      <svg
        ref={svg}
        className="plan-stage__svg"
        viewBox={view.viewBox}
        width={view.pixelWidth}
        height={view.pixelHeight}
        role="group"
        aria-labelledby={titleId}
        // Pieces keep their presses to themselves: a press that gets here is on the room.
        onPointerDown={() => onSelect(null)}
      >
        <title
          id={titleId}
        >{`Plan of ${name}, drawn to scale, with ${placed.length === 1 ? '1 piece' : `${placed.length} pieces`}`}</title>
        <g className="plan-stage__room" aria-hidden="true">
          <path d={pathThrough(plan.outline, true)} className="plan-stage__floor" />
          {wallList.map((wall) => (
            <line
              key={`wall-${wall.index}`}
              x1={wall.start[0]}
              y1={wall.start[1]}
              x2={wall.end[0]}
              y2={wall.end[1]}
              strokeWidth={WALL_PX * u}
              className="plan-stage__wall"
            />
          ))}
          {plan.windows.map((window, index) => {
            const span = openingSpan(plan.outline, window);
            if (!span) return null;
            return (
              <line
                key={`window-${index}`}
                x1={span.start[0]}
                y1={span.start[1]}
                x2={span.end[0]}
                y2={span.end[1]}
                className="plan-stage__window"
                strokeWidth={(WALL_PX - 2) * u}
              />
            );
          })}
          {plan.doors.map((door, index) => {
            const leaf = doorDrawing(plan, door);
            if (!leaf) return null;
            return (
              <g key={`door-${index}`}>
                <line
                  x1={leaf.start[0]}
                  y1={leaf.start[1]}
                  x2={leaf.end[0]}
                  y2={leaf.end[1]}
                  className="plan-stage__gap"
                  strokeWidth={(WALL_PX + 2) * u}
                />
                <path d={pathThrough(leaf.arc)} className="plan-stage__swing" />
                <line
                  x1={leaf.hinge[0]}
                  y1={leaf.hinge[1]}
                  x2={leaf.leafEnd[0]}
                  y2={leaf.leafEnd[1]}
                  className="plan-stage__leaf"
                  strokeWidth={2.5 * u}
                />
              </g>
            );
          })}
          {wallList.map((wall) => {
            if (wall.length < 60 * u) return null;
            const middle: Point = [
              (wall.start[0] + wall.end[0]) / 2 - wall.inwardNormal[0] * 16 * u,
              (wall.start[1] + wall.end[1]) / 2 - wall.inwardNormal[1] * 16 * u,
            ];
            let angle = (Math.atan2(wall.direction[1], wall.direction[0]) * 180) / Math.PI;
            if (angle > 90.5 || angle < -89.5) angle += 180;
            return (
              <text
                key={`length-${wall.index}`}
                className="plan-stage__length"
                fontSize={11 * u}
                transform={`translate(${round(middle[0])} ${round(middle[1])}) rotate(${round(angle)})`}
              >
                {formatLength(wall.length, system)}
              </text>
            );
          })}
        </g>

        {placed.map(({ piece, product }) => {
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
              transform={`translate(${round(piece.x)} ${round(piece.y)})`}
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
                const at = toPlan(event);
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
                const at = toPlan(event);
                if (!at) return;
                // A tap that wobbles a pixel or two selects without moving.
                if (
                  !active.moved &&
                  Math.hypot(at[0] - active.from[0], at[1] - active.from[1]) < 4 * u
                ) {
                  return;
                }
                active.moved = true;
                onDragPreview(poseOf(active, at));
              }}
              onPointerUp={(event) => endDrag(event, false)}
              onPointerCancel={(event) => endDrag(event, true)}
            >
              <g transform={`rotate(${round(piece.rotation)})`}>
                <rect
                  className="plan-piece__hit"
                  x={-hitWidth / 2}
                  y={-hitDepth / 2}
                  width={hitWidth}
                  height={hitDepth}
                />
                <PieceSymbol kind={product.kind} width={product.width} depth={product.depth} />
                <rect
                  className="plan-piece__ring"
                  x={-product.width / 2}
                  y={-product.depth / 2}
                  width={product.width}
                  height={product.depth}
                  rx={2 * u}
                />
              </g>
              {piece.locked ? (
                <g className="plan-piece__lock" aria-hidden="true">
                  <circle r={11 * u} />
                  <Lock x={-7 * u} y={-7 * u} width={14 * u} height={14 * u} strokeWidth={2.25} />
                </g>
              ) : null}
            </g>
          );
        })}

        {selected ? (
          <g
            className="plan-stage__selection"
            transform={pieceTransform(selected.piece.x, selected.piece.y, selected.piece.rotation)}
            aria-hidden="true"
          >
            <rect
              x={-selected.product.width / 2 - 4 * u}
              y={-selected.product.depth / 2 - 4 * u}
              width={selected.product.width + 8 * u}
              height={selected.product.depth + 8 * u}
              rx={4 * u}
            />
            {/* The front: where the piece faces. */}
            <path
              d={`M${round(-6 * u)} ${round(selected.product.depth / 2 + 8 * u)} L0 ${round(
                selected.product.depth / 2 + 15 * u,
              )} L${round(6 * u)} ${round(selected.product.depth / 2 + 8 * u)}`}
            />
          </g>
        ) : null}
      </svg>
    </div>
  );
}
