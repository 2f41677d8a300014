import type { RoomPlan } from '../../lib/room/plan.ts';
import type { RoomPlanRecord } from '../../lib/room/records.ts';
import type { MeasureRoomFrom } from './links.ts';

/**
 * A new plan's record, as its first write keeps it. The editor's state gives `id` itself: its
 * changes are pure, and the scan import must know the new plan's id at once.
 */
export function newRoomPlanRecord(
  name: string,
  plan: RoomPlan,
  links: MeasureRoomFrom = {},
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): RoomPlanRecord {
  const stamp = now.toISOString();
  return {
    id,
    name,
    plan,
    ...(links.scanId ? { scanId: links.scanId } : {}),
    ...(links.photoIds && links.photoIds.length > 0 ? { photoIds: [...links.photoIds] } : {}),
    createdAt: stamp,
    updatedAt: stamp,
  };
}
