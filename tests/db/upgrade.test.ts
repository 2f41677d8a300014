// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { db } from '../../src/lib/db.ts';

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
    expect(db.verno).toBe(3);
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
