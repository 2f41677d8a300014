import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';

/** What the 3D files are made from: the same plan, pieces and name the 3D view shows. */
export interface Room3DExportProps {
  readonly plan: RoomPlan;
  readonly pieces: readonly PlacedPiece[];
  /** The room's name: the files are named after it. */
  readonly name: string;
}
