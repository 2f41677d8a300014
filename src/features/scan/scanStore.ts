import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import { db } from '../../lib/db.ts';
import type { ScanRecord } from '../../lib/deviceRecords.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { defaultScanName } from './scanRules.ts';

/** How many scans the scanner page lists. */
export const LATEST_SCANS_SHOWN = 6;

/** Keeps a completed scan on the device under the next free "Room N" name. */
export async function saveCompletedScan(now: Date = new Date()): Promise<ScanRecord> {
  const record = await db.transaction('rw', db.scans, async () => {
    const names = (await db.scans.toArray()).map((scan) => scan.name);
    const scan: ScanRecord = {
      id: crypto.randomUUID(),
      name: defaultScanName(names),
      completedAt: now.toISOString(),
    };
    await db.scans.add(scan);
    return scan;
  });
  // The user's first scan of their own is the moment to ask that the browser keep it.
  void askForPersistentStorage();
  return record;
}

export async function renameScan(id: string, name: string): Promise<void> {
  await db.scans.update(id, { name });
}

/** The latest scans, newest first; undefined while they load. */
export function useLatestScans(limit = LATEST_SCANS_SHOWN): ScanRecord[] | undefined {
  return useDeviceQuery(
    () => db.scans.orderBy('completedAt').reverse().limit(limit).toArray(),
    [limit],
    [],
  );
}

/** How many scans are kept on this device in all; undefined while counting. */
export function useScanCount(): number | undefined {
  return useDeviceQuery(() => db.scans.count(), [], 0);
}
