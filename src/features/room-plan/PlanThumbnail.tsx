import { memo } from 'react';
import { findFurniture } from '../../content/catalogue.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import type { UnitSystem } from '../../lib/room/units.ts';
import { PlanView, type PlanViewPiece } from '../plan-view/index.ts';
import './PlanThumbnail.css';

export interface PlanThumbnailProps {
  plan: RoomPlan;
  pieces?: readonly PlacedPiece[];
  /** The drawing's accessible name, e.g. "Plan of Living room with 9 pieces". */
  label: string;
  /** A thumbnail writes no lengths; the unit only sets its floor grid, when it has one. */
  system?: UnitSystem;
  className?: string;
}

/** The placed pieces with their products, those the catalogue no longer has left out. */
export function withProducts(pieces: readonly PlacedPiece[]): PlanViewPiece[] {
  return pieces.flatMap((piece) => {
    const product = findFurniture(piece.productId);
    return product ? [{ ...piece, product }] : [];
  });
}

/**
 * A small, static picture of a plan and the pieces on it, to scale, filling its box: for
 * cards, lists and the alternatives of "Design my room". PlanView draws it, without lengths.
 */
export const PlanThumbnail = memo(function PlanThumbnail({
  plan,
  pieces = [],
  label,
  system = 'metric',
  className,
}: PlanThumbnailProps) {
  return (
    <PlanView
      plan={plan}
      system={system}
      title={label}
      role="img"
      pieces={withProducts(pieces)}
      className={className ? `plan-thumbnail ${className}` : 'plan-thumbnail'}
    />
  );
});
