// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { db } from '../../src/lib/db.ts';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import { ROOM_PRESETS } from '../../src/lib/room/presets.ts';

const VERSION_4 = {
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
};

const SCAN = {
  id: 's1',
  name: 'Room 1',
  completedAt: '2026-02-01T10:00:00.000Z',
  owner: '',
  dirty: 1,
  updatedAt: '2026-02-01T10:00:00.000Z',
};
const ROOM = {
  id: 'r1',
  name: 'Den',
  items: [],
  savedAt: '2026-02-01T10:04:00.000Z',
  owner: 'user-1',
  dirty: 0,
  updatedAt: '2026-02-01T10:04:00.000Z',
};

/** The database as version 4 left it, with a row in several tables. */
async function fillVersion4Database(): Promise<void> {
  const old = new Dexie('aurevia');
  old.version(4).stores(VERSION_4);
  await old.open();
  await old.table('scans').add(SCAN);
  await old.table('rooms').add(ROOM);
  await old.table('newsletter').put({ id: 'footer', email: 'maya@example.com', subscribed: true });
  await old.table('outbox').add({ id: 'call-1', kind: 'sign-in', status: 'waiting' });
  await old.table('syncState').put({ key: 'cursor:user-1', value: 42 });
  old.close();
}

beforeEach(async () => {
  db.close();
  await Dexie.delete('aurevia');
});

afterAll(() => db.close());

describe('opening a version-4 database with room plans', () => {
  it('keeps every row and adds an empty roomPlans table', async () => {
    await fillVersion4Database();
    await db.open();
    expect(db.verno).toBe(6);
    expect(await db.scans.get('s1')).toEqual(SCAN);
    expect(await db.rooms.get('r1')).toEqual(ROOM);
    expect(await db.newsletter.count()).toBe(1);
    expect(await db.outbox.get('call-1')).toMatchObject({ kind: 'sign-in', status: 'waiting' });
    expect(await db.syncState.get('cursor:user-1')).toEqual({ key: 'cursor:user-1', value: 42 });
    expect(await db.roomPlans.count()).toBe(0);
  });

  it('keeps plans and finds them by scan and by last edit', async () => {
    await fillVersion4Database();
    await db.open();
    const [first, second] = ROOM_PRESETS;
    await db.roomPlans.bulkAdd([
      {
        id: 'p1',
        name: 'Bedroom',
        plan: first?.plan ?? newRectanglePlan(),
        scanId: 's1',
        createdAt: '2026-02-02T10:00:00.000Z',
        updatedAt: '2026-02-02T10:00:00.000Z',
      },
      {
        id: 'p2',
        name: 'Lounge',
        plan: second?.plan ?? newRectanglePlan(),
        photoIds: ['photo-1', 'photo-2'],
        createdAt: '2026-02-02T11:00:00.000Z',
        updatedAt: '2026-02-03T09:00:00.000Z',
      },
    ]);
    expect(await db.roomPlans.where('scanId').equals('s1').first()).toMatchObject({ id: 'p1' });
    const latest = await db.roomPlans.orderBy('updatedAt').last();
    expect(latest?.photoIds).toEqual(['photo-1', 'photo-2']);
    expect(latest?.plan).toEqual(second?.plan);
    expect(await db.scans.count()).toBe(1);
  });
});
