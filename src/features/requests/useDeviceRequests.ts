import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AureviaDb } from '../../lib/db.ts';
import type { RequestKind, RequestRecord } from '../../lib/deviceRecords.ts';

/**
 * The requests kept on this device, newest first, live as they change; only the given kinds
 * when some are given. `undefined` while loading.
 */
export function useDeviceRequests(
  kinds?: readonly RequestKind[],
): readonly RequestRecord[] | undefined {
  // Dexie is loaded on demand, so a page that lists requests does not carry it up front.
  const [db, setDb] = useState<AureviaDb | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../lib/db.ts').then((module) => {
      if (live) setDb(module.db);
    });
    return () => {
      live = false;
    };
  }, []);

  const kindsKey = kinds ? [...kinds].sort().join(',') : '*';
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const newestFirst = await db.requests.orderBy('createdAt').reverse().toArray();
    const wanted = kindsKey === '*' ? null : new Set(kindsKey.split(','));
    return wanted ? newestFirst.filter((record) => wanted.has(record.kind)) : newestFirst;
  }, [db, kindsKey]);
}
