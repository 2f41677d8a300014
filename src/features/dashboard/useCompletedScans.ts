import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import type { AureviaDb } from '../../lib/db.ts';
import type { ScanRecord } from '../../lib/deviceRecords.ts';

function readScans(db: AureviaDb): Promise<ScanRecord[]> {
  return db.scans.orderBy('completedAt').reverse().toArray();
}

/** Room scans completed on this device, newest first. Undefined while they load. */
export function useCompletedScans(): ScanRecord[] | undefined {
  return useDeviceQuery(readScans, [], []);
}
