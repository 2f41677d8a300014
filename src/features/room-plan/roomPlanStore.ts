import { announceDeviceDatabase } from '../../lib/deviceDatabaseSignal.ts';
import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import type { AureviaDb } from '../../lib/db.ts';
import type { SyncedFields } from '../../lib/deviceRecords.ts';
import type { RoomPlanRecord } from '../../lib/room/records.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import {
  forgetWriteAhead,
  hasWritesAhead,
  replayWritesAhead,
  ROOM_PLANS_TABLE,
  writeAhead,
} from '../../lib/writeAhead.ts';

export type { RoomPlanRecord };
export { newRoomPlanRecord } from './roomPlanRecord.ts';

const TABLE = ROOM_PLANS_TABLE;

let opened: Promise<AureviaDb> | undefined;

/**
 * Dexie loads with the first read or write, never with the page's first paint. Before either,
 * the edits a previous visit left unwritten (a reload right after a keystroke) are written.
 */
function database(): Promise<AureviaDb> {
  opened ??= import('../../lib/db.ts').then(async ({ db }) => {
    await replayWritesAhead<RoomPlanRecord>(TABLE, (record) => writeRoomPlan(db, record)).catch(
      (error: unknown) => console.error('Could not write back an unsaved room plan', error),
    );
    return db;
  });
  return opened;
}

// Started here, outside any live query, when a previous visit left an edit unwritten. The
// lists wait for it: a database not created yet (a reload cut off the first write) would
// otherwise read as a device with no rooms, and the editor would start a new one.
if (hasWritesAhead(TABLE)) {
  announceDeviceDatabase();
  void database();
}

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
 * does for every synced table.
 */
export function putRoomPlan(record: RoomPlanRecord): Promise<void> {
  return track(
    writeAhead(TABLE, record.id, record, () =>
      database().then((db) => writeRoomPlan(db, record)),
    ).then(() => {
      // The user's first plan of their own is the moment to ask that the browser keep it.
      void askForPersistentStorage();
    }),
  );
}

function writeRoomPlan(db: AureviaDb, record: RoomPlanRecord): Promise<void> {
  return db.transaction('rw', db.roomPlans, async () => {
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
