import type { AureviaDb } from '../db.ts';
import type { SyncedFields } from '../deviceRecords.ts';
import { SYNC_TABLES, offerKey, type UnownedCounts } from '../syncRules.ts';

/**
 * Whose rows are whose on a device that may be shared: rows made while signed out belong to
 * no account until the user keeps them in one, and an account's rows leave the device when it
 * signs out (they are safe in the account).
 */

const UNOWNED = '';

export async function countUnowned(db: AureviaDb): Promise<UnownedCounts> {
  const count = (name: (typeof SYNC_TABLES)[number]) =>
    db.table<SyncedFields, string>(name).where('owner').equals(UNOWNED).count();
  const [rooms, roomPlans, scans, photos, cart, requests] = await Promise.all([
    count('rooms'),
    count('roomPlans'),
    count('scans'),
    count('photos'),
    count('cart'),
    count('requests'),
  ]);
  return { rooms, roomPlans, scans, photos, cart, requests };
}

/** Whether the account was already offered this device's signed-out data. */
export async function wasOffered(db: AureviaDb, userId: string): Promise<boolean> {
  return (await db.syncState.get(offerKey(userId))) !== undefined;
}

export async function recordOfferAnswer(
  db: AureviaDb,
  userId: string,
  answer: 'kept' | 'declined',
): Promise<void> {
  await db.syncState.put({ key: offerKey(userId), value: answer });
}

/**
 * Makes the signed-out rows the account's. This is a local edit like any other (stamped by
 * syncCapture.ts), so the rows are pushed with the next sync. Deletions of signed-out rows
 * never reached any account and are dropped.
 */
export async function adoptUnowned(db: AureviaDb, userId: string): Promise<void> {
  const tables = SYNC_TABLES.map((name) => db.table<SyncedFields, string>(name));
  await db.transaction('rw', [...tables, db.syncTombstones, db.syncState], async () => {
    for (const table of tables)
      await table.where('owner').equals(UNOWNED).modify({ owner: userId });
    await db.syncTombstones.where('owner').equals(UNOWNED).delete();
    await recordOfferAnswer(db, userId, 'kept');
  });
}

/**
 * Removes the account's rows, deletions and cursors from the device (after sign-out). The
 * next sign-in pulls everything again. Unowned rows and other accounts' rows stay.
 */
export async function removeAccountData(db: AureviaDb, userId: string): Promise<void> {
  const tables = SYNC_TABLES.map((name) => db.table<SyncedFields, string>(name));
  await db.transaction('rw', [...tables, db.syncTombstones, db.syncState], async () => {
    for (const table of tables) await table.where('owner').equals(userId).delete();
    await db.syncTombstones.where('owner').equals(userId).delete();
    await db.syncState.where('key').startsWith(`cursor:${userId}:`).delete();
  });
}
