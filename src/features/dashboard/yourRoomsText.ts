import type { RoomPlanRecord } from '../room-plan/index.ts';

/** A plan's name as the user reads it, even when they cleared it. */
export function roomName(record: Pick<RoomPlanRecord, 'name'>): string {
  return record.name.trim() || 'Untitled room';
}

/** "No pieces yet", "1 piece placed", "9 pieces placed". */
export function piecesText(count: number): string {
  if (count === 0) return 'No pieces yet';
  return count === 1 ? '1 piece placed' : `${count} pieces placed`;
}

/** The plan drawing's accessible name: "Plan of Living room with 9 pieces". */
export function thumbnailLabel(name: string, pieces: number): string {
  if (pieces === 0) return `Plan of ${name}`;
  return `Plan of ${name} with ${pieces} piece${pieces === 1 ? '' : 's'}`;
}
