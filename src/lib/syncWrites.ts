import { db } from './db.ts';
import type { SyncedFields, SyncTableName, SyncTombstone } from './deviceRecords.ts';
import { editStamp } from './syncCapture.ts';

/**
 * The one way features delete rows of a synced table: the row goes, and a tombstone stays
 * until the account has learnt of the deletion, so the user's other devices delete it too.
 * A caller already inside a transaction must include `db.syncTombstones` in it.
 */
export async function deleteSyncedRows(
  name: SyncTableName,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  if (ids.length === 0) return;
  const table = db.table<SyncedFields & { id: string }, string>(name);
  await db.transaction('rw', table, db.syncTombstones, async () => {
    const rows = await table.bulkGet([...ids]);
    const tombstones: SyncTombstone[] = [];
    for (const row of rows) {
      if (!row) continue;
      const { updatedAt, deviceId, dirty } = editStamp(now);
      tombstones.push({
        id: row.id,
        table: name,
        owner: row.owner ?? '',
        updatedAt,
        deviceId,
        dirty,
      });
    }
    await table.bulkDelete(tombstones.map((tombstone) => tombstone.id));
    await db.syncTombstones.bulkPut(tombstones);
  });
}

/** Every row of a synced table (for a cart that is replaced as a whole). */
export async function deleteAllSyncedRows(
  name: SyncTableName,
  now: Date = new Date(),
): Promise<void> {
  const ids = await db.table<SyncedFields, string>(name).toCollection().primaryKeys();
  await deleteSyncedRows(name, ids, now);
}
