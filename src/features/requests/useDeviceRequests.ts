import type { AureviaDb } from '../../lib/db.ts';
import type { RequestKind, RequestRecord } from '../../lib/deviceRecords.ts';
import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';

async function readRequests(db: AureviaDb, kindsKey: string): Promise<RequestRecord[]> {
  const newestFirst = await db.requests.orderBy('createdAt').reverse().toArray();
  const wanted = kindsKey === '*' ? null : new Set(kindsKey.split(','));
  return wanted ? newestFirst.filter((record) => wanted.has(record.kind)) : newestFirst;
}

/**
 * The requests kept on this device, newest first, live as they change; only the given kinds
 * when some are given. `undefined` while loading.
 */
export function useDeviceRequests(
  kinds?: readonly RequestKind[],
): readonly RequestRecord[] | undefined {
  const kindsKey = kinds ? [...kinds].sort().join(',') : '*';
  return useDeviceQuery((db) => readRequests(db, kindsKey), [kindsKey], []);
}
