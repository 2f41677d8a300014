import { memo } from 'react';
import { findFurniture } from '../../content/catalogue.ts';
import { type FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { boundingBox, openingSpan } from '../../lib/room/geometry.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { doorLeaf, pathData } from './drawingMaths.ts';
import { PieceSymbol, pieceTransform } from '../../ui/PieceSymbol.tsx';
import './PlanThumbnail.css';

export interface PlanThumbnailProps {
  plan: RoomPlan;
  pieces?: readonly PlacedPiece[];
  /** The drawing's accessible name, e.g. "Plan of Living room with 9 pieces". */
  label: string;
  className?: string;
}

/** Rugs under the furniture, wall pieces over it: the order a plan is read in. */
const LAYER_ORDER = { rug: 0, floor: 1, wall: 2 } as const;

/**
 * A small, static drawing of a plan and the pieces on it, to scale: for cards, lists and the
 * alternatives of "Design my room". Strokes keep their width at any size.
 */
export const PlanThumbnail = memo(function PlanThumbnail({
  plan,
  pieces = [],
  label,
  className,
}: PlanThumbnailProps) {
  const box = boundingBox(plan.outline);
  const pad = Math.max(box.width, box.height) * 0.05 + 10;
  const viewBox = [box.minX - pad, box.minY - pad, box.width + 2 * pad, box.height + 2 * pad]
    .map((value) => Math.round(value))
    .join(' ');
  const placed = pieces
    .map((piece) => ({ piece, product: findFurniture(piece.productId) }))
    .filter((entry): entry is { piece: PlacedPiece; product: FurnitureProduct } =>
      Boolean(entry.product),
    )
    .sort((a, b) => LAYER_ORDER[a.product.layer] - LAYER_ORDER[b.product.layer]);

  return (
    <svg
      className={className ? `plan-thumbnail ${className}` : 'plan-thumbnail'}
      viewBox={viewBox}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
    >
      <path className="plan-thumbnail__floor" d={pathData(plan.outline, true)} />
      {placed.map(({ piece, product }) => (
        <g key={piece.id} transform={pieceTransform(piece.x, piece.y, piece.rotation)}>
          <PieceSymbol kind={product.kind} width={product.width} depth={product.depth} />
        </g>
      ))}
      <path
        className="plan-thumbnail__wall"
        d={pathData(plan.outline, true)}
        vectorEffect="non-scaling-stroke"
      />
      {plan.windows.map((window, index) => {
        const span = openingSpan(plan.outline, window);
        if (!span) return null;
        return (
          <line
            key={`window-${index}`}
            className="plan-thumbnail__window"
            x1={span.start[0]}
            y1={span.start[1]}
            x2={span.end[0]}
            y2={span.end[1]}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
      {plan.doors.map((door, index) => {
        const span = openingSpan(plan.outline, door);
        if (!span) return null;
        const leaf = doorLeaf(span, door);
        return (
          <g key={`door-${index}`}>
            <line
              className="plan-thumbnail__door"
              x1={span.start[0]}
              y1={span.start[1]}
              x2={span.end[0]}
              y2={span.end[1]}
              vectorEffect="non-scaling-stroke"
            />
            <path
              className="plan-thumbnail__swing"
              d={`${pathData([leaf.hinge, leaf.leafEnd])} ${pathData(leaf.arc)}`}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        );
      })}
    </svg>
  );
});
