import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import type { AureviaDb } from '../../lib/db.ts';
import type { SyncedFields } from '../../lib/deviceRecords.ts';
import type { RoomPlanRecord } from '../../lib/room/records.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { stampEditsAt } from '../../lib/syncCapture.ts';
import { forgetWriteAhead, ROOM_PLANS_TABLE, writeAhead } from '../../lib/writeAhead.ts';
import { writeAheadDatabase } from '../../lib/writeAheadDatabase.ts';

export type { RoomPlanRecord };
export { newRoomPlanRecord } from './roomPlanRecord.ts';

const TABLE = ROOM_PLANS_TABLE;

/** Dexie loads with the first read or write, after the edits a reload cut off are written. */
const database = writeAheadDatabase<RoomPlanRecord>(TABLE, writeRoomPlan, 'an unsaved room plan');

function readRoomPlans(db: AureviaDb): Promise<RoomPlanRecord[]> {
  return db.roomPlans.orderBy('updatedAt').reverse().toArray();
}

/** The room plans kept on this device, last edited first. Undefined while they load. */
export function useRoomPlans(): RoomPlanRecord[] | undefined {
  return useDeviceQuery(readRoomPlans, [], [], database);
}

/** Writes not yet finished, so a test (or a page leaving) can wait for them. */
const pending = new Set<Promise<unknown>>();

function track<T>(write: Promise<T>): Promise<T> {
  pending.add(write);
  const done = () => pending.delete(write);
  write.then(done, done);
  return write;
}

/** Resolves once every write asked for so far has finished (or failed). */
export async function roomPlanWritesSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/**
 * Keeps the plan as it now stands. Each write is one put, started in the order the edits were
 * made (every call waits on the same loaded module, then IndexedDB runs read-write
 * transactions on a table in the order they began), so the last edit is the one kept.
 *
 * The editor holds its own copy of the record, whose sync fields (owner, revision ...) may be
 * older than the kept row's once the account has answered, so those are always the kept row's;
 * lib/syncCapture.ts stamps the edit (time, device, dirty, and the owner of a new plan) as it
 * does for every synced table, with the time of the call: a copy written back at the next start
 * keeps it.
 */
export function putRoomPlan(record: RoomPlanRecord): Promise<void> {
  return track(
    writeAhead(TABLE, record.id, record, (editedAt) =>
      database().then((db) => writeRoomPlan(db, record, editedAt)),
    ).then(() => {
      // The user's first plan of their own is the moment to ask that the browser keep it.
      void askForPersistentStorage();
    }),
  );
}

function writeRoomPlan(db: AureviaDb, record: RoomPlanRecord, editedAt: Date): Promise<void> {
  return db.transaction('rw', db.roomPlans, async (transaction) => {
    stampEditsAt(transaction, editedAt);
    const kept = await db.roomPlans.get(record.id);
    await db.roomPlans.put({ ...withoutSyncFields(record), ...syncFieldsOf(kept) });
  });
}

/** Deleted through sync's writer, so the user's other devices delete the plan too. */
export function deleteRoomPlan(id: string): Promise<void> {
  forgetWriteAhead(TABLE, id);
  return track(
    import('../../lib/syncWrites.ts').then(({ deleteSyncedRows }) =>
      deleteSyncedRows('roomPlans', [id]),
    ),
  );
}

function withoutSyncFields(record: RoomPlanRecord): RoomPlanRecord {
  const { owner: _owner, dirty: _dirty, deviceId: _deviceId, revision: _revision, ...own } = record;
  return own;
}

function syncFieldsOf(kept: RoomPlanRecord | undefined): SyncedFields {
  if (!kept) return {};
  const { owner, dirty, deviceId, revision } = kept;
  return {
    ...(owner === undefined ? {} : { owner }),
    ...(dirty === undefined ? {} : { dirty }),
    ...(deviceId === undefined ? {} : { deviceId }),
    ...(revision === undefined ? {} : { revision }),
  };
}
