/**
 * What this device keeps for the app (lib/db.ts), counted for "Data on this device", and the
 * clearing of it. The outbox (calls still to send) and the session are never touched here.
 */
import type { AureviaDb } from '../../lib/db.ts';
import { forgetAllWritesAhead } from '../../lib/writeAhead.ts';

export interface DeviceDataCounts {
  scans: number;
  photos: number;
  rooms: number;
  roomPlans: number;
  cart: number;
  /** 1 when onboarding answers are kept, else 0. */
  answers: number;
  requests: number;
  newsletter: number;
}

/** What a device that keeps nothing counts. */
export const NOTHING_KEPT: Readonly<DeviceDataCounts> = {
  scans: 0,
  photos: 0,
  rooms: 0,
  roomPlans: 0,
  cart: 0,
  answers: 0,
  requests: 0,
  newsletter: 0,
};

/** A live query passes the database it opened. */
export async function countDeviceData(opened?: AureviaDb): Promise<DeviceDataCounts> {
  const db = opened ?? (await import('../../lib/db.ts')).db;
  const [scans, photos, rooms, roomPlans, cart, answers, requests, newsletter] = await Promise.all([
    db.scans.count(),
    db.photos.count(),
    db.rooms.count(),
    db.roomPlans.count(),
    db.cart.count(),
    db.onboarding.count(),
    db.requests.count(),
    db.newsletter.count(),
  ]);
  return { scans, photos, rooms, roomPlans, cart, answers, requests, newsletter };
}

/**
 * Removes everything the user made on this device, leaving the account signed in. Nothing is
 * deleted from the account: the device keeps how far it had synced, so the copies stay away
 * until they change elsewhere or the account signs in here again (sign-out forgets the cursors).
 */
export async function clearDeviceData(): Promise<void> {
  const { db } = await import('../../lib/db.ts');
  const tables = [
    db.scans,
    db.photos,
    db.rooms,
    db.roomPlans,
    db.cart,
    db.onboarding,
    db.newsletter,
    db.requests,
    db.syncTombstones,
  ];
  // First, so a copy of a plan being saved cannot write the plan back at the next start.
  forgetAllWritesAhead();
  await db.transaction('rw', tables, () => Promise.all(tables.map((table) => table.clear())));
}
