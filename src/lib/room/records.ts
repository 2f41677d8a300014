import type { SyncedFields } from '../deviceRecords.ts';
import type { RoomDesign } from './design.ts';
import type { RoomPlan } from './plan.ts';
import type { UnitSystem } from './units.ts';

/**
 * A room plan kept on the device (lib/db.ts, table `roomPlans`), a draft until it is used, and
 * for a signed-in user synced to the account like scans and saved rooms (lib/sync).
 */
export interface RoomPlanRecord extends SyncedFields {
  /** A uuid made on the device. */
  id: string;
  /** The room's name, which the user may edit ("Room 1", "Bedroom"). */
  name: string;
  plan: RoomPlan;
  /** The uploaded photos the plan was measured from, when it started from an upload. */
  photoIds?: string[];
  /** The scan the plan belongs to, when it started from a completed scan. */
  scanId?: string;
  /**
   * The unit the room was measured in: every length and area shown for it follows it. Absent
   * on plans kept before it was recorded, which follow the device's choice.
   */
  units?: UnitSystem;
  /** The pieces placed on the plan ("Design my room" or by hand); absent until the first. */
  design?: RoomDesign;
  /** ISO 8601 timestamps; `updatedAt` is also the sync's last-writer-wins key. */
  createdAt: string;
  updatedAt: string;
}

/**
 * The unit a room's lengths are shown in: the one it was measured in, or `fallback` (the
 * device's choice) when the record has none or an unknown one (a row synced from elsewhere).
 */
export function roomUnits(
  record: Pick<RoomPlanRecord, 'units'> | null | undefined,
  fallback: UnitSystem,
): UnitSystem {
  const units: unknown = record?.units;
  return units === 'metric' || units === 'imperial' ? units : fallback;
}
