// @vitest-environment node
import {
  advanceCursor,
  compareVersions,
  cursorKey,
  fromRemoteRow,
  isLastPage,
  normalizeTime,
  offerQuestion,
  remoteReplacesLocal,
  stateAfterRun,
  toRemoteRow,
  type RowVersion,
} from '../../src/lib/syncRules.ts';

const edit = (updatedAt: string, deviceId = 'device-a', deleted = false): RowVersion => ({
  updatedAt,
  deviceId,
  deleted,
});
const dirty = (version: RowVersion) => ({ ...version, dirty: true });

describe('the merge rule', () => {
  it('lets the newer edit win', () => {
    const older = edit('2026-11-23T10:00:00.000Z');
    const newer = edit('2026-11-23T10:00:01.000Z', 'device-b');
    expect(compareVersions(newer, older)).toBeGreaterThan(0);
    expect(remoteReplacesLocal(dirty(older), newer)).toBe(true);
    expect(remoteReplacesLocal(dirty(newer), older)).toBe(false);
  });

  it('lets a deletion win over an older edit', () => {
    const editedEarlier = dirty(edit('2026-11-23T10:00:00.000Z'));
    const deletedLater = edit('2026-11-23T10:05:00.000Z', 'device-b', true);
    expect(remoteReplacesLocal(editedEarlier, deletedLater)).toBe(true);
  });

  it('lets a newer edit win over an older deletion', () => {
    const deletedEarlier = dirty(edit('2026-11-23T10:00:00.000Z', 'device-a', true));
    const editedLater = edit('2026-11-23T10:05:00.000Z', 'device-b');
    expect(remoteReplacesLocal(deletedEarlier, editedLater)).toBe(true);
    // ...and the other way round the local newer edit stays, to be pushed.
    expect(
      remoteReplacesLocal(dirty(editedLater), edit('2026-11-23T10:00:00.000Z', 'device-a', true)),
    ).toBe(false);
  });

  it('breaks equal times by the greater device id, the same on every side', () => {
    const at = '2026-11-23T10:00:00.000Z';
    const fromA = edit(at, 'a-device');
    const fromB = edit(at, 'b-device');
    expect(compareVersions(fromB, fromA)).toBeGreaterThan(0);
    expect(compareVersions(fromA, fromB)).toBeLessThan(0);
    expect(remoteReplacesLocal(dirty(fromA), fromB)).toBe(true);
    expect(remoteReplacesLocal(dirty(fromB), fromA)).toBe(false);
    // Code-unit order, like the server's "C" collation: capitals before small letters.
    expect(compareVersions(edit(at, 'Z'), edit(at, 'a'))).toBeLessThan(0);
  });

  it('compares times whatever their written form', () => {
    expect(
      compareVersions(edit('2026-11-23T10:00:00.5+00:00'), edit('2026-11-23T10:00:00.400Z')),
    ).toBeGreaterThan(0);
  });

  it('always takes the account’s copy over a row without local changes', () => {
    const local = { ...edit('2026-11-23T12:00:00.000Z'), dirty: false };
    expect(remoteReplacesLocal(local, edit('2026-11-23T09:00:00.000Z'))).toBe(true);
    expect(remoteReplacesLocal(undefined, edit('2026-11-23T09:00:00.000Z'))).toBe(true);
  });

  it('takes the same edit echoed back by the server (so it is no longer pending)', () => {
    const sent = edit('2026-11-23T10:00:00.000Z');
    expect(remoteReplacesLocal(dirty(sent), sent)).toBe(true);
  });
});

describe('cursors', () => {
  it('move to the highest revision pulled and never back', () => {
    expect(advanceCursor(0, [3, 9, 4])).toBe(9);
    expect(advanceCursor(12, [3, 9])).toBe(12);
    expect(advanceCursor(7, [])).toBe(7);
  });

  it('are kept per account and table', () => {
    expect(cursorKey('user-1', 'cart')).toBe('cursor:user-1:cart');
    expect(cursorKey('user-2', 'cart')).not.toBe(cursorKey('user-1', 'cart'));
  });

  it('know a short page is the last', () => {
    expect(isLastPage(499, 500)).toBe(true);
    expect(isLastPage(500, 500)).toBe(false);
    expect(isLastPage(0)).toBe(true);
  });
});

describe('rows on the device and in the account', () => {
  it('map a cart item to cart_items columns and back', () => {
    const version = edit('2026-11-23T10:00:00.000Z');
    const row = {
      id: 'c1',
      productId: 'sage-cloud-sofa',
      x: 0.25,
      y: 0.5,
      order: 3,
      addedAt: '2026-11-23T09:00:00.000Z',
      dirty: 1,
      owner: 'user-1',
    };
    const remote = toRemoteRow('cart', row, version);
    expect(remote).toEqual({
      id: 'c1',
      updated_at: '2026-11-23T10:00:00.000Z',
      deleted: false,
      device_id: 'device-a',
      product_id: 'sage-cloud-sofa',
      x: 0.25,
      y: 0.5,
      position: 3,
      added_at: '2026-11-23T09:00:00.000Z',
    });
    const pulled = fromRemoteRow('cart', {
      ...remote,
      user_id: 'user-1',
      revision: '41',
      updated_at: '2026-11-23T10:00:00+00:00',
    });
    expect(pulled.revision).toBe(41);
    expect(pulled.version).toEqual(version);
    expect(pulled.record).toEqual({
      id: 'c1',
      productId: 'sage-cloud-sofa',
      x: 0.25,
      y: 0.5,
      order: 3,
      addedAt: '2026-11-23T09:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
      deviceId: 'device-a',
      revision: 41,
      dirty: 0,
    });
  });

  it('sends a deletion as the id and its version only', () => {
    expect(toRemoteRow('rooms', { id: 'r1' }, edit('2026-11-23T10:00:00.000Z', 'd', true))).toEqual(
      { id: 'r1', updated_at: '2026-11-23T10:00:00.000Z', deleted: true, device_id: 'd' },
    );
  });

  it('keeps a photo without its bytes, and where they are', () => {
    const pulled = fromRemoteRow('photos', {
      id: 'p1',
      name: 'corner.jpg',
      type: 'image/jpeg',
      size: 3,
      width: 4,
      height: 5,
      position: 1,
      added_at: '2026-11-23T09:00:00Z',
      object_path: 'user-1/p1',
      updated_at: '2026-11-23T09:00:00Z',
      deleted: false,
      device_id: 'd',
      revision: 2,
    });
    expect(pulled.record.objectPath).toBe('user-1/p1');
    expect(pulled.record.order).toBe(1);
    expect(pulled.record).not.toHaveProperty('bytes');
  });

  it('normalises the server’s times', () => {
    expect(normalizeTime('2026-11-23 10:00:00.123+00')).toBe('2026-11-23T10:00:00.123Z');
  });
});

describe('the offer on first sign-in', () => {
  const none = { rooms: 0, roomPlans: 0, scans: 0, photos: 0, cart: 0, requests: 0 };

  it('counts what exists', () => {
    expect(offerQuestion({ ...none, rooms: 3 })).toBe('Keep these 3 rooms in your account?');
    expect(offerQuestion({ ...none, rooms: 3, scans: 1, photos: 2 })).toBe(
      'Keep these 3 rooms, 1 scan and 2 photos in your account?',
    );
    expect(offerQuestion({ ...none, cart: 2, requests: 1 })).toBe(
      'Keep these 2 room cart items and 1 sent request in your account?',
    );
  });

  it('speaks of a single thing in the singular', () => {
    expect(offerQuestion({ ...none, rooms: 1 })).toBe('Keep this room in your account?');
    expect(offerQuestion({ ...none, photos: 1 })).toBe('Keep this photo in your account?');
  });
});

describe('the state after a run', () => {
  it('is synced only when nothing waits', () => {
    expect(stateAfterRun(0, 'ok')).toBe('synced');
    expect(stateAfterRun(2, 'ok')).toBe('syncing');
    expect(stateAfterRun(2, 'offline')).toBe('offline');
    expect(stateAfterRun(2, 'fail')).toBe('failed');
  });
});
