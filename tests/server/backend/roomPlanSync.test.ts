// @vitest-environment node
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/lib/db.ts';
import type { RoomDesign } from '../../../src/lib/room/design.ts';
import type { RoomPlan } from '../../../src/lib/room/plan.ts';
import { createSyncEngine, type SyncEngine } from '../../../src/lib/sync/engine.ts';
import { createSupabaseRemote } from '../../../src/lib/sync/supabaseRemote.ts';
import { setOwnerSource } from '../../../src/lib/syncCapture.ts';
import { startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';
import { EXAMPLE_PLAN } from '../../room/examplePlan.ts';

/**
 * Room plans through the app's own sync engine and supabase-js remote, against the embedded
 * backend running supabase/migrations: two devices of one account, and a second account.
 */

const PASSWORD = 'correct-horse-battery';

const PLAN: RoomPlan = EXAMPLE_PLAN;

const DESIGN: RoomDesign = {
  pieces: [
    { id: randomUUID(), productId: 'sage-cloud-sofa', x: 210, y: 90, rotation: 180, locked: true },
  ],
  brief: { roomType: 'living-room', style: 'Japandi', budget: 3000 },
};

interface Account {
  email: string;
  userId: string;
}

let harness: Harness;
let owner: Account;
let stranger: Account;
const engines: SyncEngine[] = [];

/** localStorage of one browser profile: each device has its own id. */
function deviceStorage(device: string): Storage {
  const values = new Map<string, string>([['aurevia-device-id', device]]);
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

async function signUp(label: string): Promise<Account> {
  const email = uniqueEmail(label);
  const { data, error } = await harness.client().auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw error ?? new Error('Sign-up gave no user');
  return { email, userId: data.user.id };
}

async function signIn(account: Account): Promise<SupabaseClient> {
  const client = harness.client();
  const { error } = await client.auth.signInWithPassword({
    email: account.email,
    password: PASSWORD,
  });
  if (error) throw error;
  return client;
}

/**
 * A fresh device (empty database, its own id) signed in as `account`, with the sync engine the
 * app runs for a signed-in user.
 */
async function signedInDevice(account: Account, device: string): Promise<SyncEngine> {
  await Promise.all(engines.splice(0).map((engine) => engine.dispose()));
  await db.delete({ disableAutoOpen: false });
  vi.stubGlobal('localStorage', deviceStorage(device));
  setOwnerSource(() => account.userId);
  const client = await signIn(account);
  const engine = createSyncEngine({
    db,
    remote: createSupabaseRemote(() => Promise.resolve(client)),
    userId: account.userId,
    publish: () => undefined,
    isOnline: () => true,
    locks: null,
  });
  engines.push(engine);
  return engine;
}

beforeAll(async () => {
  harness = await startBackend({ mailerAutoconfirm: true });
  owner = await signUp('plans-owner');
  stranger = await signUp('plans-stranger');
}, 60_000);

afterEach(() => {
  setOwnerSource();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.dispose()));
  db.close();
  await harness?.close();
});

describe('room plans in the account', () => {
  it('reach a second device of the same account with their design; another account sees nothing and changes nothing', async () => {
    const planId = randomUUID();
    const scanId = randomUUID();

    // Device A measures a room and designs on it.
    const a = await signedInDevice(owner, 'device-a');
    await db.roomPlans.add({
      id: planId,
      name: 'Loft',
      plan: PLAN,
      design: DESIGN,
      scanId,
      units: 'imperial',
      createdAt: '2026-11-25T09:00:00.000Z',
      updatedAt: '2026-11-25T09:00:00.000Z',
    });
    const roomId = randomUUID();
    await db.rooms.add({
      id: roomId,
      name: 'Loft design',
      items: [],
      savedAt: '2026-11-25T09:05:00.000Z',
      planId,
    });
    await a.sync();
    expect(await a.pendingCount()).toBe(0);
    expect(await db.roomPlans.get(planId)).toMatchObject({ dirty: 0, owner: owner.userId });
    expect((await db.roomPlans.get(planId))?.revision).toBeGreaterThan(0);

    // Device B of the same account starts empty and pulls the plan, its design and its link.
    const b = await signedInDevice(owner, 'device-b');
    expect(await db.roomPlans.count()).toBe(0);
    await b.sync();
    const pulled = await db.roomPlans.get(planId);
    expect(pulled).toMatchObject({
      name: 'Loft',
      plan: PLAN,
      design: DESIGN,
      scanId,
      units: 'imperial',
      createdAt: '2026-11-25T09:00:00.000Z',
      owner: owner.userId,
      deviceId: 'device-a',
      dirty: 0,
    });
    expect(pulled).not.toHaveProperty('photoIds');
    expect(await db.rooms.get(roomId)).toMatchObject({ name: 'Loft design', planId });
    expect(await b.pendingCount()).toBe(0);

    // B renames it; A learns of it on its next sync.
    await db.roomPlans.update(planId, { name: 'Attic' });
    await b.sync();
    const again = await signedInDevice(owner, 'device-a');
    await again.sync();
    expect(await db.roomPlans.get(planId)).toMatchObject({ name: 'Attic', design: DESIGN });

    // Another account, on a device of its own: nothing of the plan.
    const c = await signedInDevice(stranger, 'device-c');
    await c.sync();
    expect(await db.roomPlans.count()).toBe(0);
    expect(await db.rooms.count()).toBe(0);

    const theirs = await signIn(stranger);
    const read = await theirs.from('room_plans').select('*').eq('id', planId);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);

    const update = await theirs
      .from('room_plans')
      .update({ name: 'Taken', updated_at: '2030-01-01T00:00:00Z' })
      .eq('id', planId)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);

    const overwrite = await theirs
      .from('room_plans')
      .upsert(
        [
          {
            id: planId,
            updated_at: '2030-01-01T00:00:00Z',
            deleted: true,
            device_id: 'device-c',
          },
        ],
        { onConflict: 'id' },
      )
      .select();
    expect(overwrite.status).toBe(403);
    expect(overwrite.error?.code).toBe('42501');

    const removal = await theirs.from('room_plans').delete().eq('id', planId).select();
    expect(removal.data ?? []).toEqual([]);

    // The owner's plan is as B left it.
    const mine = await (await signIn(owner)).from('room_plans').select('*').eq('id', planId);
    expect(mine.data).toEqual([
      expect.objectContaining({
        name: 'Attic',
        deleted: false,
        design: DESIGN,
        plan: PLAN,
        scan_id: scanId,
        photo_ids: null,
        user_id: owner.userId,
      }),
    ]);
  });

  it('refuses a live plan without its content, and takes a deletion alone', async () => {
    const client = await signIn(owner);
    const broken = await client
      .from('room_plans')
      .upsert([{ id: randomUUID(), updated_at: '2026-11-25T09:00:00Z', device_id: 'd', name: 'X' }])
      .select();
    expect(broken.error?.code).toBe('23514');

    const gone = await client
      .from('room_plans')
      .upsert([
        { id: randomUUID(), updated_at: '2026-11-25T09:00:00Z', device_id: 'd', deleted: true },
      ])
      .select();
    expect(gone.error).toBeNull();
    expect(gone.data).toEqual([expect.objectContaining({ deleted: true, user_id: owner.userId })]);
  });
});
