import type { RoomPlan } from '../../lib/room/plan.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';

export interface Room3DViewProps {
  readonly plan: RoomPlan;
  readonly pieces: readonly PlacedPiece[];
  readonly selectedId: string | null;
  readonly onSelect: (id: string | null) => void;
  /** The room's name, used for the saved picture's file name. */
  readonly name: string;
}
