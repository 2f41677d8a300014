import Dexie, { liveQuery } from 'dexie';
import type { EntityTable } from 'dexie';
import type { OutboxRow } from './outboxRules.ts';
import type {
  CartItemRecord,
  NewsletterRecord,
  OnboardingRecord,
  PhotoRecord,
  RequestRecord,
  RoomRecord,
  ScanRecord,
  SyncStateRecord,
  SyncTableName,
  SyncTombstone,
} from './deviceRecords.ts';
import type { RoomPlanRecord } from './room/records.ts';
import { captureChanges, deviceId, markSyncTransaction } from './syncCapture.ts';
import { announceDeviceDatabase } from './deviceDatabaseSignal.ts';

export type * from './deviceRecords.ts';

export type AureviaDb = Dexie & {
  newsletter: EntityTable<NewsletterRecord, 'id'>;
  /** Calls made while offline, waiting to be sent (lib/outbox.ts). Never holds a password. */
  outbox: EntityTable<OutboxRow, 'id'>;
  /** Completed room scans. */
  scans: EntityTable<ScanRecord, 'id'>;
  /** Photos picked or shared for upload: downscaled bytes plus their MIME type. */
  photos: EntityTable<PhotoRecord, 'id'>;
  /** The onboarding answers (one row). */
  onboarding: EntityTable<OnboardingRecord, 'id'>;
  /** The room cart: products placed on the design canvas, with their positions. */
  cart: EntityTable<CartItemRecord, 'id'>;
  /** Rooms saved from the design canvas. */
  rooms: EntityTable<RoomRecord, 'id'>;
  /** Copies of what the user sent through a form (contact, booking, consultation ...). */
  requests: EntityTable<RequestRecord, 'id'>;
  /** Rows deleted on this device, kept until the account has learnt of the deletion. */
  syncTombstones: EntityTable<SyncTombstone, 'id'>;
  /** The sync engine's cursors and the record of which accounts were offered the data. */
  syncState: EntityTable<SyncStateRecord, 'key'>;
  /** Room plans measured on this device (lib/room), newest edit found by `updatedAt`. */
  roomPlans: EntityTable<RoomPlanRecord, 'id'>;
};

/**
 * The app's one IndexedDB database. Every other module reaches the device's storage through
 * this instance, loaded with `import()` so Dexie never weighs on the first paint.
 */
export const db = new Dexie('aurevia') as AureviaDb;

db.version(1).stores({
  newsletter: 'id',
});

db.version(2).stores({
  newsletter: 'id',
  outbox: 'id, kind',
});

// New tables only: every row of versions 1 and 2 stays as it was.
db.version(3).stores({
  newsletter: 'id',
  outbox: 'id, kind',
  scans: 'id, completedAt',
  photos: 'id, order',
  onboarding: 'id',
  cart: 'id, order',
  rooms: 'id, savedAt',
  requests: 'id, kind, createdAt',
});

/** When the rows of the tables synced since version 4 were made: their edit time before sync. */
const MADE_AT: Readonly<Record<Exclude<SyncTableName, 'roomPlans'>, string>> = {
  scans: 'completedAt',
  photos: 'addedAt',
  cart: 'addedAt',
  rooms: 'savedAt',
  requests: 'createdAt',
};

/** Rows kept before their table synced: no account's yet, waiting to be kept in one. */
function stampUnsynced(row: Record<string, unknown>, device: string, madeAt: unknown): void {
  row.owner ??= '';
  row.dirty ??= 1;
  row.deviceId ??= device;
  row.updatedAt ??= madeAt ?? new Date().toISOString();
}

// Sync: the synced tables gain an owner, an edit time and a "dirty" mark (indexed to find what
// to push). Rows already kept were made without an account, so they stay on the device unowned
// until the user keeps them in an account; every row stays.
db.version(4)
  .stores({
    newsletter: 'id',
    outbox: 'id, kind',
    scans: 'id, completedAt, owner, dirty',
    photos: 'id, order, owner, dirty',
    onboarding: 'id',
    cart: 'id, order, owner, dirty',
    rooms: 'id, savedAt, owner, dirty',
    requests: 'id, kind, createdAt, owner, dirty',
    syncTombstones: 'id, table, owner, dirty',
    syncState: 'key',
  })
  .upgrade(async (transaction) => {
    // The stamps below are the rows' history, not edits made now.
    markSyncTransaction(transaction);
    const device = deviceId();
    for (const [name, madeAt] of Object.entries(MADE_AT)) {
      await transaction
        .table(name)
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          stampUnsynced(row, device, row[madeAt]);
          if (name === 'photos' && row.bytes) row.pendingUpload ??= 1;
        });
    }
  });

// A new table only: every row of version 4 stays as it was.
db.version(5).stores({
  newsletter: 'id',
  outbox: 'id, kind',
  scans: 'id, completedAt, owner, dirty',
  photos: 'id, order, owner, dirty',
  onboarding: 'id',
  cart: 'id, order, owner, dirty',
  rooms: 'id, savedAt, owner, dirty',
  requests: 'id, kind, createdAt, owner, dirty',
  syncTombstones: 'id, table, owner, dirty',
  syncState: 'key',
  roomPlans: 'id, updatedAt, scanId',
});

// Room plans sync: they gain the owner and "dirty" indexes, and every plan already kept is
// stamped as version 4 stamped the other tables (its own edit time stays the sync's key).
// Dexie keeps every table a version does not name as the version before declared it.
db.version(6)
  .stores({ roomPlans: 'id, updatedAt, scanId, owner, dirty' })
  .upgrade(async (transaction) => {
    markSyncTransaction(transaction);
    const device = deviceId();
    await transaction
      .table('roomPlans')
      .toCollection()
      .modify((row: Record<string, unknown>) => stampUnsynced(row, device, row.createdAt));
  });

captureChanges('scans', db.scans);
captureChanges('photos', db.photos);
captureChanges('cart', db.cart);
captureChanges('rooms', db.rooms);
captureChanges('requests', db.requests);
captureChanges('roomPlans', db.roomPlans);

// Queries that found no database (useDeviceQuery) start now: this tab may create it.
announceDeviceDatabase();

/** Dexie's observable query, for modules that watch a table outside React. */
export { liveQuery };
