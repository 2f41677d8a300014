/**
 * The words of a dropped piece's reason that carry a figure, shared by the engine (which
 * writes them in square metres for the CLI) and the app (which writes them in the room's
 * unit), so both say the same sentence.
 */
import { formatArea, type UnitSystem } from '../room/units.ts';

/** Square centimetres in a square metre: a need's least floor area is given in m². */
const CM2_PER_M2 = 10_000;

/** "The room is under 11 m², so its floor goes to the pieces before it." */
export function smallRoomReason(roomUnderCm2: number, system: UnitSystem): string {
  const area = formatArea(roomUnderCm2, system, { whole: true });
  return `The room is under ${area}, so its floor goes to the pieces before it.`;
}

export const squareMetresToCm2 = (squareMetres: number): number => squareMetres * CM2_PER_M2;
