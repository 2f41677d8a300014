// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { createSyncEngine, type SyncEngine } from '../../src/lib/sync/engine.ts';
import { adoptUnowned, countUnowned, removeAccountData } from '../../src/lib/sync/ownership.ts';
import { deviceId, setOwnerSource } from '../../src/lib/syncCapture.ts';
import { deleteSyncedRows } from '../../src/lib/syncWrites.ts';
import type { SyncStatus } from '../../src/lib/syncRules.ts';
import { FakeRemote } from './fakeRemote.ts';

const USER = 'user-1';
let remote: FakeRemote;
let statuses: SyncStatus[];
let engine: SyncEngine;

function makeEngine(online = () => true): SyncEngine {
  return createSyncEngine({
    db,
    remote,
    userId: USER,
    publish: (status) => statuses.push(status),
    isOnline: online,
    locks: null,
  });
}

const cartItem = (id: string, productId = 'sage-cloud-sofa') => ({
  id,
  productId,
  x: 0.5,
  y: 0.5,
  order: 0,
  addedAt: '2026-11-23T09:00:00.000Z',
});

/** A row as another device of the account pushed it. */
function fromOtherDevice(id: string, updatedAt: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    updated_at: updatedAt,
    deleted: false,
    device_id: 'other-device',
    product_id: 'oak-side-table',
    x: 0.1,
    y: 0.2,
    position: 5,
    added_at: '2026-11-23T08:00:00.000Z',
    ...extra,
  };
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  setOwnerSource(() => USER);
  remote = new FakeRemote();
  statuses = [];
  engine = makeEngine();
});

afterEach(async () => {
  await engine.dispose();
  setOwnerSource();
});

describe('change capture', () => {
  it('stamps every local write with the time, this device, the account and a dirty mark', async () => {
    await db.cart.add(cartItem('c1'));
    const added = await db.cart.get('c1');
    expect(added).toMatchObject({ owner: USER, dirty: 1, deviceId: deviceId() });
    expect(Date.parse(added?.updatedAt ?? '')).not.toBeNaN();

    await db.cart.update('c1', { dirty: 0 });
    await db.cart.update('c1', { x: 0.75 });
    expect(await db.cart.get('c1')).toMatchObject({ dirty: 1, x: 0.75 });
  });

  it('marks rows made while signed out as no one’s', async () => {
    setOwnerSource(() => '');
    await db.rooms.add({ id: 'r1', name: 'Den', items: [], savedAt: '2026-11-23T09:00:00.000Z' });
    expect((await db.rooms.get('r1'))?.owner).toBe('');
  });

  it('turns a deletion into a tombstone that waits to be pushed', async () => {
    await db.cart.add(cartItem('c1'));
    await deleteSyncedRows('cart', ['c1', 'missing']);
    expect(await db.cart.get('c1')).toBeUndefined();
    expect(await db.syncTombstones.toArray()).toEqual([
      expect.objectContaining({ id: 'c1', table: 'cart', owner: USER, dirty: 1 }),
    ]);
  });
});

describe('push', () => {
  it('sends the account’s changes once, and the device then has nothing pending', async () => {
    await db.cart.add(cartItem('c1'));
    expect(await engine.pendingCount()).toBe(1);
    await engine.sync();
    expect(remote.row('cart', 'c1')).toMatchObject({
      product_id: 'sage-cloud-sofa',
      deleted: false,
    });
    expect(await db.cart.get('c1')).toMatchObject({ dirty: 0, revision: 1 });
    expect(await engine.pendingCount()).toBe(0);
    expect(statuses.at(-1)).toEqual({ state: 'synced', pending: 0 });

    await engine.sync();
    expect(remote.pushes.filter((push) => push.table === 'cart')).toHaveLength(1);
  });

  it('sends deletions, then forgets them', async () => {
    await db.cart.add(cartItem('c1'));
    await engine.sync();
    await deleteSyncedRows('cart', ['c1']);
    await engine.sync();
    expect(remote.row('cart', 'c1')).toMatchObject({ deleted: true });
    expect(await db.syncTombstones.count()).toBe(0);
    expect(await db.cart.count()).toBe(0);
  });

  it('never sends rows that are not the account’s', async () => {
    setOwnerSource(() => '');
    await db.cart.add(cartItem('unowned'));
    setOwnerSource(() => 'someone-else');
    await db.cart.add(cartItem('theirs'));
    await engine.sync();
    expect(remote.pushes).toHaveLength(0);
    expect(await db.cart.count()).toBe(2);
  });
});

describe('pull', () => {
  it('brings the account’s rows from other devices without queueing them again', async () => {
    remote.write('cart', fromOtherDevice('c9', '2026-11-23T10:00:00.000Z'));
    await engine.sync();
    expect(await db.cart.get('c9')).toMatchObject({
      productId: 'oak-side-table',
      order: 5,
      owner: USER,
      dirty: 0,
      deviceId: 'other-device',
    });
    expect(await engine.pendingCount()).toBe(0);
    expect(remote.pushes).toHaveLength(0);
  });

  it('asks only for what changed after the cursor', async () => {
    remote.write('cart', fromOtherDevice('c1', '2026-11-23T10:00:00.000Z'));
    remote.write('cart', fromOtherDevice('c2', '2026-11-23T10:00:00.000Z'));
    const pull = vi.spyOn(remote, 'pull');
    await engine.sync();
    expect(pull).toHaveBeenCalledWith('cart', 0, 500);
    expect(await db.syncState.get(`cursor:${USER}:cart`)).toEqual({
      key: `cursor:${USER}:cart`,
      value: 2,
    });

    pull.mockClear();
    remote.write('cart', fromOtherDevice('c3', '2026-11-23T10:00:00.000Z'));
    await engine.sync();
    expect(pull).toHaveBeenCalledWith('cart', 2, 500);
    expect(await pull.mock.results.find((r) => r.type === 'return')?.value).toBeDefined();
    expect(await db.cart.count()).toBe(3);
  });

  it('deletes what another device deleted', async () => {
    await db.cart.add(cartItem('c1'));
    await engine.sync();
    remote.write('cart', {
      id: 'c1',
      updated_at: '2099-01-01T00:00:00.000Z',
      deleted: true,
      device_id: 'x',
    });
    await engine.sync();
    expect(await db.cart.get('c1')).toBeUndefined();
  });
});

describe('when two devices disagree', () => {
  it('keeps the later edit made on this device and sends it', async () => {
    await db.cart.add(cartItem('c1'));
    await engine.sync();
    remote.write('cart', fromOtherDevice('c1', '2000-01-01T00:00:00.000Z'));
    await db.cart.update('c1', { x: 0.9 });
    await engine.sync();
    expect((await db.cart.get('c1'))?.x).toBe(0.9);
    expect(remote.row('cart', 'c1')).toMatchObject({ x: 0.9 });
  });

  it('takes the later edit made on another device over an older local one', async () => {
    await db.cart.add(cartItem('c1'));
    await engine.sync();
    await db.cart.update('c1', { x: 0.9 });
    remote.write('cart', fromOtherDevice('c1', '2099-01-01T00:00:00.000Z', { x: 0.3 }));
    await engine.sync();
    expect(await db.cart.get('c1')).toMatchObject({ x: 0.3, dirty: 0 });
    expect(remote.row('cart', 'c1')).toMatchObject({ x: 0.3 });
  });

  it('lets a later edit on another device bring back a row deleted here', async () => {
    await db.cart.add(cartItem('c1'));
    await engine.sync();
    await deleteSyncedRows('cart', ['c1'], new Date('2001-01-01T00:00:00.000Z'));
    remote.write('cart', fromOtherDevice('c1', '2099-01-01T00:00:00.000Z'));
    await engine.sync();
    expect(await db.cart.get('c1')).toMatchObject({ productId: 'oak-side-table' });
    expect(await db.syncTombstones.count()).toBe(0);
  });
});

describe('failures', () => {
  it('waits for a connection without losing anything', async () => {
    let online = false;
    await engine.dispose();
    engine = makeEngine(() => online);
    await db.cart.add(cartItem('c1'));
    await engine.sync();
    expect(statuses.at(-1)).toEqual({ state: 'offline', pending: 1 });
    online = true;
    await engine.sync({ force: true });
    expect(statuses.at(-1)).toEqual({ state: 'synced', pending: 0 });
  });

  it('says offline when requests get no answer, and retries later', async () => {
    await db.cart.add(cartItem('c1'));
    remote.failWith = 0;
    await engine.sync();
    expect(statuses.at(-1)).toEqual({ state: 'offline', pending: 1 });
    remote.failWith = null;
    await engine.sync({ force: true });
    expect(statuses.at(-1)).toEqual({ state: 'synced', pending: 0 });
  });

  it('says failed when the server refuses, until a retry succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await db.cart.add(cartItem('c1'));
    remote.failWith = 403;
    await engine.sync();
    expect(statuses.at(-1)).toEqual({ state: 'failed', pending: 1 });
    remote.failWith = null;
    await engine.sync({ force: true });
    expect(statuses.at(-1)).toEqual({ state: 'synced', pending: 0 });
  });

  it('pushes what waits before a sign-out, and says what could not be sent', async () => {
    await db.cart.add(cartItem('c1'));
    expect(await engine.flush(1000)).toBe(0);
    await db.cart.add(cartItem('c2'));
    remote.failWith = 0;
    expect(await engine.flush(1000)).toBe(1);
  });
});

describe('photos', () => {
  const photo = {
    id: 'p1',
    name: 'corner.jpg',
    type: 'image/jpeg',
    size: 3,
    bytes: new Uint8Array([1, 2, 3]).buffer,
    width: 4,
    height: 5,
    order: 1,
    addedAt: '2026-11-23T09:00:00.000Z',
  };

  it('uploads the bytes after the row', async () => {
    await db.photos.add(photo);
    expect(await engine.pendingCount()).toBe(1);
    await engine.sync();
    expect(remote.row('photos', 'p1')).toMatchObject({ object_path: `${USER}/p1` });
    expect(new Uint8Array(remote.objects.get(`${USER}/p1`) ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(await db.photos.get('p1')).toMatchObject({ pendingUpload: 0, dirty: 0 });
    expect(await engine.pendingCount()).toBe(0);
  });

  it('fetches the bytes of a photo from another device when asked', async () => {
    remote.write('photos', {
      id: 'p2',
      updated_at: '2026-11-23T09:00:00.000Z',
      deleted: false,
      device_id: 'other-device',
      name: 'window.png',
      type: 'image/png',
      size: 2,
      width: 1,
      height: 1,
      position: 0,
      added_at: '2026-11-23T09:00:00.000Z',
      object_path: `${USER}/p2`,
    });
    await engine.sync();
    expect((await db.photos.get('p2'))?.bytes).toBeUndefined();
    expect(await engine.ensurePhotoBytes('p2')).toBe(false);
    remote.objects.set(`${USER}/p2`, new Uint8Array([7, 8]).buffer);
    expect(await engine.ensurePhotoBytes('p2')).toBe(true);
    const stored = await db.photos.get('p2');
    expect(new Uint8Array(stored?.bytes ?? new ArrayBuffer(0))).toEqual(new Uint8Array([7, 8]));
    expect(stored?.dirty).toBe(0);
    expect(await engine.pendingCount()).toBe(0);
  });
});

describe('ownership', () => {
  it('makes signed-out rows the account’s only when kept, and then pushes them', async () => {
    setOwnerSource(() => '');
    await db.rooms.add({ id: 'r1', name: 'Den', items: [], savedAt: '2026-11-23T09:00:00.000Z' });
    await db.scans.add({ id: 's1', name: 'Room 1', completedAt: '2026-11-23T09:00:00.000Z' });
    expect(await countUnowned(db)).toEqual({
      rooms: 1,
      roomPlans: 0,
      scans: 1,
      photos: 0,
      cart: 0,
      requests: 0,
    });
    setOwnerSource(() => USER);
    await adoptUnowned(db, USER);
    expect(await countUnowned(db)).toEqual({
      rooms: 0,
      roomPlans: 0,
      scans: 0,
      photos: 0,
      cart: 0,
      requests: 0,
    });
    await engine.sync();
    expect(remote.row('rooms', 'r1')).toMatchObject({ name: 'Den' });
    expect(remote.row('scans', 's1')).toMatchObject({ name: 'Room 1' });
  });

  it('removes only the account’s rows from the device after sign-out', async () => {
    await db.cart.add(cartItem('mine'));
    await engine.sync();
    setOwnerSource(() => '');
    await db.cart.add(cartItem('signed-out'));
    await removeAccountData(db, USER);
    expect(await db.cart.toCollection().primaryKeys()).toEqual(['signed-out']);
    expect(await db.syncState.get(`cursor:${USER}:cart`)).toBeUndefined();
  });
});

describe('stopping', () => {
  it('writes nothing of the account once stopped, even from a run under way', async () => {
    remote.write('cart', fromOtherDevice('c1', '2026-11-23T10:00:00.000Z'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pull = remote.pull.bind(remote);
    vi.spyOn(remote, 'pull').mockImplementation(async (...args) => {
      await held;
      return pull(...args);
    });
    const run = engine.sync();
    const stopped = engine.dispose();
    release();
    await run;
    await stopped;
    expect(await db.cart.count()).toBe(0);
  });
});
