// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { db } from '../../src/lib/db.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';

/**
 * The database as it stood before the scans, photos, onboarding, cart, rooms and requests
 * tables (version 2: the newsletter and the outbox), filled the way that version filled it.
 */
async function fillVersion2Database(): Promise<void> {
  const old = new Dexie('aurevia');
  old.version(1).stores({ newsletter: 'id' });
  old.version(2).stores({ newsletter: 'id', outbox: 'id, kind' });
  await old.open();
  await old.table('newsletter').put({
    id: 'footer',
    email: 'maya@example.com',
    subscribed: true,
    subscribedAt: '2026-01-05T09:30:00.000Z',
  });
  await old.table('outbox').bulkPut([
    {
      id: 'call-1',
      kind: 'sign-in',
      email: 'maya@example.com',
      createdAt: '2026-01-05T09:31:00.000Z',
      status: 'waiting',
    },
    {
      id: 'call-2',
      kind: 'checkout',
      planType: 'premium',
      userId: 'user-1',
      createdAt: '2026-01-05T09:32:00.000Z',
      status: 'sending',
    },
  ]);
  old.close();
}

beforeEach(async () => {
  db.close();
  await Dexie.delete('aurevia');
});

afterAll(() => db.close());

describe('opening a version-2 database with the current schema', () => {
  it('keeps every newsletter and outbox row, and adds the new tables empty', async () => {
    await fillVersion2Database();

    await db.open();
    expect(db.verno).toBe(6);
    expect(await db.newsletter.toArray()).toEqual([
      {
        id: 'footer',
        email: 'maya@example.com',
        subscribed: true,
        subscribedAt: '2026-01-05T09:30:00.000Z',
      },
    ]);
    const outbox = await db.outbox.orderBy('id').toArray();
    expect(outbox.map((row) => [row.id, row.kind, row.status])).toEqual([
      ['call-1', 'sign-in', 'waiting'],
      ['call-2', 'checkout', 'sending'],
    ]);
    expect(await db.outbox.where('kind').equals('checkout').count()).toBe(1);
    for (const table of [db.scans, db.photos, db.onboarding, db.cart, db.rooms, db.requests]) {
      expect(await table.count()).toBe(0);
    }
  });

  it('writes to the new tables next to the kept rows', async () => {
    await fillVersion2Database();
    await db.open();
    await db.scans.add({ id: 'scan-1', name: 'Room 1', completedAt: '2026-01-06T10:00:00.000Z' });
    expect(await db.scans.count()).toBe(1);
    expect(await db.newsletter.count()).toBe(1);
    expect(await db.outbox.count()).toBe(2);
  });
});

/** Version 3 as it stood before sync, filled with one row of every kind. */
async function fillVersion3Database(): Promise<void> {
  const old = new Dexie('aurevia');
  old.version(1).stores({ newsletter: 'id' });
  old.version(2).stores({ newsletter: 'id', outbox: 'id, kind' });
  old.version(3).stores({
    newsletter: 'id',
    outbox: 'id, kind',
    scans: 'id, completedAt',
    photos: 'id, order',
    onboarding: 'id',
    cart: 'id, order',
    rooms: 'id, savedAt',
    requests: 'id, kind, createdAt',
  });
  await old.open();
  await old
    .table('scans')
    .add({ id: 's1', name: 'Room 1', completedAt: '2026-02-01T10:00:00.000Z' });
  await old.table('photos').add({
    id: 'p1',
    name: 'corner.jpg',
    type: 'image/jpeg',
    size: 3,
    bytes: new Uint8Array([1, 2, 3]).buffer,
    width: 4,
    height: 5,
    order: 1,
    addedAt: '2026-02-01T10:01:00.000Z',
  });
  await old
    .table('onboarding')
    .put({ id: 'answers', step: 2, updatedAt: '2026-02-01T10:02:00.000Z' });
  await old.table('cart').add({
    id: 'c1',
    productId: 'sage-cloud-sofa',
    x: 0.5,
    y: 0.5,
    order: 0,
    addedAt: '2026-02-01T10:03:00.000Z',
  });
  await old
    .table('rooms')
    .add({ id: 'r1', name: 'Den', items: [], savedAt: '2026-02-01T10:04:00.000Z' });
  await old.table('requests').add({
    id: 'q1',
    kind: 'contact',
    summary: 'Contact: hello',
    fields: { message: 'hello' },
    createdAt: '2026-02-01T10:05:00.000Z',
    sentOffline: false,
  });
  await old.table('newsletter').put({
    id: 'footer',
    email: 'maya@example.com',
    subscribed: true,
    subscribedAt: '2026-01-05T09:30:00.000Z',
  });
  old.close();
}

describe('opening a version-3 database with sync', () => {
  it('keeps every row, unowned and waiting to be kept in an account', async () => {
    await fillVersion3Database();
    await db.open();
    expect(db.verno).toBe(6);

    expect(await db.scans.get('s1')).toMatchObject({
      name: 'Room 1',
      completedAt: '2026-02-01T10:00:00.000Z',
      owner: '',
      dirty: 1,
      updatedAt: '2026-02-01T10:00:00.000Z',
    });
    const photo = await db.photos.get('p1');
    expect(photo).toMatchObject({ name: 'corner.jpg', owner: '', dirty: 1, pendingUpload: 1 });
    expect(new Uint8Array(photo?.bytes ?? new ArrayBuffer(0))).toEqual(new Uint8Array([1, 2, 3]));
    expect(await db.cart.get('c1')).toMatchObject({ productId: 'sage-cloud-sofa', owner: '' });
    expect(await db.rooms.get('r1')).toMatchObject({
      name: 'Den',
      owner: '',
      updatedAt: '2026-02-01T10:04:00.000Z',
    });
    expect(await db.requests.get('q1')).toMatchObject({ summary: 'Contact: hello', owner: '' });
    expect(await db.onboarding.get('answers')).toEqual({
      id: 'answers',
      step: 2,
      updatedAt: '2026-02-01T10:02:00.000Z',
    });
    expect(await db.newsletter.count()).toBe(1);
    expect(await db.rooms.where('owner').equals('').count()).toBe(1);
    expect(await db.syncTombstones.count()).toBe(0);
    expect(await db.syncState.count()).toBe(0);
  });
});

const VERSION_5 = {
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
};

const PLAN = EXAMPLE_PLAN;

/** Plans as version 5 kept them, on the device only, next to an account's synced room. */
const KEPT_PLANS = [
  {
    id: 'plan-1',
    name: 'Bedroom',
    plan: PLAN,
    scanId: 's1',
    createdAt: '2026-02-02T10:00:00.000Z',
    updatedAt: '2026-02-03T09:00:00.000Z',
  },
  {
    id: 'plan-2',
    name: 'Lounge',
    plan: PLAN,
    photoIds: ['photo-1', 'photo-2'],
    design: {
      pieces: [
        { id: 'piece-1', productId: 'sage-cloud-sofa', x: 200, y: 80, rotation: 0, locked: true },
      ],
    },
    createdAt: '2026-02-02T11:00:00.000Z',
    updatedAt: '2026-02-02T11:30:00.000Z',
  },
];

async function fillVersion5Database(): Promise<void> {
  const old = new Dexie('aurevia');
  old.version(5).stores(VERSION_5);
  await old.open();
  await old.table('roomPlans').bulkAdd(KEPT_PLANS);
  await old.table('rooms').add({
    id: 'r1',
    name: 'Den',
    items: [],
    savedAt: '2026-02-01T10:04:00.000Z',
    owner: 'user-1',
    dirty: 0,
    deviceId: 'device-a',
    revision: 7,
    updatedAt: '2026-02-01T10:04:00.000Z',
  });
  await old.table('syncState').put({ key: 'cursor:user-1:rooms', value: 7 });
  old.close();
}

describe('opening a version-5 database with room plans that sync', () => {
  it('keeps every plan as it was, unowned and waiting to be kept in an account', async () => {
    await fillVersion5Database();
    await db.open();
    expect(db.verno).toBe(6);

    const plans = await db.roomPlans.orderBy('id').toArray();
    expect(plans).toHaveLength(2);
    for (const [index, kept] of KEPT_PLANS.entries()) {
      expect(plans[index]).toEqual({
        ...kept,
        owner: '',
        dirty: 1,
        deviceId: expect.any(String) as string,
      });
    }
    // The plans' own edit times stay the sync's key, so older edits never win over newer ones.
    expect(plans.map((plan) => plan.updatedAt)).toEqual([
      '2026-02-03T09:00:00.000Z',
      '2026-02-02T11:30:00.000Z',
    ]);
    expect(await db.roomPlans.where('owner').equals('').count()).toBe(2);
    expect(await db.roomPlans.where('dirty').equals(1).count()).toBe(2);
    expect(await db.roomPlans.where('scanId').equals('s1').count()).toBe(1);
    expect((await db.roomPlans.orderBy('updatedAt').last())?.id).toBe('plan-1');

    // The account's rows and cursors of version 5 stay as they were.
    expect(await db.rooms.get('r1')).toMatchObject({ owner: 'user-1', dirty: 0, revision: 7 });
    expect(await db.syncState.get('cursor:user-1:rooms')).toEqual({
      key: 'cursor:user-1:rooms',
      value: 7,
    });
  });
});
