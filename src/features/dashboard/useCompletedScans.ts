import { useLiveQuery } from 'dexie-react-hooks';
import type { ScanRecord } from '../../lib/deviceRecords.ts';

async function readScans(): Promise<ScanRecord[]> {
  const { db } = await import('../../lib/db.ts');
  return db.scans.orderBy('completedAt').reverse().toArray();
}

/** Room scans completed on this device, newest first. Undefined while they load. */
export function useCompletedScans(): ScanRecord[] | undefined {
  return useLiveQuery(readScans, []);
}
