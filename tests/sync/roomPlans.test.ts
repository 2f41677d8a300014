// @vitest-environment node
import 'fake-indexeddb/auto';
import {
  deleteRoomPlan,
  newRoomPlanRecord,
  putRoomPlan,
} from '../../src/features/room-plan/roomPlanStore.ts';
import { db, type RoomRecord } from '../../src/lib/db.ts';
import type { RoomDesign } from '../../src/lib/room/design.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';
import { createSyncEngine, type SyncEngine } from '../../src/lib/sync/engine.ts';
import { adoptUnowned, countUnowned } from '../../src/lib/sync/ownership.ts';
import { deviceId, setOwnerSource } from '../../src/lib/syncCapture.ts';
import {
  SERVER_TABLES,
  SYNC_TABLES,
  fromRemoteRow,
  offerQuestion,
  toRemoteRow,
  type RowVersion,
} from '../../src/lib/syncRules.ts';
import { FakeRemote } from './fakeRemote.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';

const USER = 'user-1';

const PLAN: RoomPlan = EXAMPLE_PLAN;

const DESIGN: RoomDesign = {
  pieces: [
    { id: 'piece-1', productId: 'sage-cloud-sofa', x: 210, y: 90, rotation: 180, locked: true },
  ],
  brief: { roomType: 'living-room', style: 'Japandi', budget: 3000 },
};

const VERSION: RowVersion = {
  updatedAt: '2026-11-25T10:00:00.000Z',
  deviceId: 'device-a',
  deleted: false,
};

function planRecord(overrides: Partial<RoomPlanRecord> = {}): RoomPlanRecord {
  return {
    id: 'plan-1',
    name: 'Loft',
    plan: PLAN,
    design: DESIGN,
    photoIds: ['photo-1', 'photo-2'],
    scanId: 'scan-1',
    units: 'imperial',
    createdAt: '2026-11-25T09:00:00.000Z',
    updatedAt: VERSION.updatedAt,
    ...overrides,
  };
}

describe('a room plan row in the account', () => {
  it('is the plan, its design and its links, and comes back as the same record', () => {
    const kept: RoomPlanRecord = { ...planRecord(), owner: USER, dirty: 1 };
    const remote = toRemoteRow('roomPlans', kept, VERSION);
    expect(remote).toEqual({
      id: 'plan-1',
      updated_at: '2026-11-25T10:00:00.000Z',
      deleted: false,
      device_id: 'device-a',
      name: 'Loft',
      plan: PLAN,
      design: DESIGN,
      photo_ids: ['photo-1', 'photo-2'],
      scan_id: 'scan-1',
      units: 'imperial',
      created_at: '2026-11-25T09:00:00.000Z',
    });
    expect(SERVER_TABLES.roomPlans).toBe('room_plans');
    expect(SYNC_TABLES).toContain('roomPlans');

    const pulled = fromRemoteRow('roomPlans', {
      ...remote,
      user_id: USER,
      revision: 12,
      updated_at: '2026-11-25T10:00:00+00:00',
      created_at: '2026-11-25T09:00:00+00:00',
    });
    expect(pulled.revision).toBe(12);
    expect(pulled.version).toEqual(VERSION);
    expect(pulled.record).toEqual({
      ...planRecord(),
      deviceId: 'device-a',
      revision: 12,
      dirty: 0,
    });
  });

  it('sends what a plan lacks as null, and leaves it absent when pulled', () => {
    const bare = planRecord();
    delete bare.design;
    delete bare.photoIds;
    delete bare.scanId;
    delete bare.units;
    const remote = toRemoteRow('roomPlans', bare, VERSION);
    expect(remote).toMatchObject({ design: null, photo_ids: null, scan_id: null, units: null });

    const { record } = fromRemoteRow('roomPlans', { ...remote, revision: 3 });
    expect(record).not.toHaveProperty('design');
    expect(record).not.toHaveProperty('photoIds');
    expect(record).not.toHaveProperty('scanId');
    expect(record).not.toHaveProperty('units');
    expect(record.plan).toEqual(PLAN);
  });

  it('keeps a saved room linked to its plan', () => {
    const room: RoomRecord = {
      id: 'r1',
      name: 'Loft design',
      items: [],
      savedAt: '2026-11-25T11:00:00.000Z',
      planId: 'plan-1',
    };
    const remote = toRemoteRow('rooms', room, VERSION);
    expect(remote.plan_id).toBe('plan-1');
    expect(fromRemoteRow('rooms', remote).record.planId).toBe('plan-1');
    const unlinked: RoomRecord = { ...room, planId: undefined };
    expect(toRemoteRow('rooms', unlinked, VERSION).plan_id).toBeNull();
    expect(fromRemoteRow('rooms', { ...remote, plan_id: null }).record).not.toHaveProperty(
      'planId',
    );
  });

  it('is named in the offer made on first sign-in', () => {
    const none = { rooms: 0, roomPlans: 0, scans: 0, photos: 0, cart: 0, requests: 0 };
    expect(offerQuestion({ ...none, roomPlans: 1 })).toBe('Keep this room plan in your account?');
    expect(offerQuestion({ ...none, roomPlans: 2, scans: 1 })).toBe(
      'Keep these 2 room plans and 1 scan in your account?',
    );
  });
});

describe('room plans on the device', () => {
  let remote: FakeRemote;
  let engine: SyncEngine;

  beforeEach(async () => {
    await db.delete({ disableAutoOpen: false });
    setOwnerSource(() => USER);
    remote = new FakeRemote();
    engine = createSyncEngine({
      db,
      remote,
      userId: USER,
      publish: () => undefined,
      isOnline: () => true,
      locks: null,
    });
  });

  afterEach(async () => {
    await engine.dispose();
    setOwnerSource();
  });

  it('are the signed-in account’s and wait to be pushed once written by the editor', async () => {
    const record = newRoomPlanRecord('Loft', PLAN);
    await putRoomPlan(record);
    expect(await db.roomPlans.get(record.id)).toMatchObject({
      owner: USER,
      dirty: 1,
      deviceId: deviceId(),
    });
    expect(await engine.pendingCount()).toBe(1);

    await engine.sync();
    expect(remote.row('roomPlans', record.id)).toMatchObject({ name: 'Loft', plan: PLAN });
    const synced = await db.roomPlans.get(record.id);
    expect(synced).toMatchObject({ dirty: 0, revision: 1, owner: USER });

    // The editor's copy predates the account's answer; the edit keeps what sync learnt.
    await putRoomPlan({ ...record, name: 'Attic', design: DESIGN });
    expect(await db.roomPlans.get(record.id)).toMatchObject({
      name: 'Attic',
      design: DESIGN,
      owner: USER,
      revision: 1,
      dirty: 1,
    });
    await engine.sync();
    expect(remote.row('roomPlans', record.id)).toMatchObject({ name: 'Attic', design: DESIGN });
    expect(await engine.pendingCount()).toBe(0);
  });

  it('leave a tombstone when deleted, so the account deletes them too', async () => {
    const record = newRoomPlanRecord('Loft', PLAN);
    await putRoomPlan(record);
    await engine.sync();
    await deleteRoomPlan(record.id);
    expect(await db.roomPlans.get(record.id)).toBeUndefined();
    expect(await db.syncTombstones.get(record.id)).toMatchObject({
      table: 'roomPlans',
      owner: USER,
      dirty: 1,
    });
    await engine.sync();
    expect(remote.row('roomPlans', record.id)).toMatchObject({ deleted: true });
    expect(await db.syncTombstones.count()).toBe(0);
  });

  it('made signed out are offered, and kept only when the user says so', async () => {
    setOwnerSource(() => '');
    await putRoomPlan(newRoomPlanRecord('Loft', PLAN));
    expect((await countUnowned(db)).roomPlans).toBe(1);
    await engine.sync();
    expect(remote.pushes).toHaveLength(0);

    setOwnerSource(() => USER);
    await adoptUnowned(db, USER);
    expect((await countUnowned(db)).roomPlans).toBe(0);
    await engine.sync();
    expect(remote.pushes.map((push) => push.table)).toEqual(['roomPlans']);
  });

  it('arrive from another device with their design, without being sent back', async () => {
    remote.write('roomPlans', {
      ...toRemoteRow('roomPlans', planRecord({ id: 'plan-9' }), {
        ...VERSION,
        deviceId: 'other-device',
      }),
    });
    await engine.sync();
    expect(await db.roomPlans.get('plan-9')).toMatchObject({
      name: 'Loft',
      plan: PLAN,
      design: DESIGN,
      photoIds: ['photo-1', 'photo-2'],
      owner: USER,
      dirty: 0,
    });
    expect(remote.pushes).toHaveLength(0);
  });
});
