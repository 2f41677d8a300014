import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetAllWritesAhead,
  forgetWriteAhead,
  hasWritesAhead,
  replayWritesAhead,
  writeAhead,
} from '../../src/lib/writeAhead.ts';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';

/** A write that waits until the test lets it commit, as IndexedDB's does while the page runs. */
function heldWrite() {
  let commit = () => {};
  const committed = new Promise<void>((resolve) => (commit = resolve));
  return { write: () => committed, commit };
}

const never = () => new Promise<void>(() => {});

afterEach(() => localStorage.clear());

describe('a copy kept until its write commits', () => {
  it('is there while the write runs and gone once it has committed', async () => {
    const held = heldWrite();
    const done = writeAhead('rooms', 'a', { width: 700 }, held.write);
    expect(hasWritesAhead('rooms')).toBe(true);
    held.commit();
    await done;
    expect(hasWritesAhead('rooms')).toBe(false);
  });

  it('stays for the later edit when an earlier write of the same record commits first', async () => {
    const first = heldWrite();
    const firstDone = writeAhead('rooms', 'a', { width: 7 }, first.write);
    void writeAhead('rooms', 'a', { width: 70 }, never);
    first.commit();
    await firstDone;
    const replayed: unknown[] = [];
    await replayWritesAhead('rooms', async (value) => void replayed.push(value));
    expect(replayed).toEqual([{ width: 70 }]);
  });

  it('is written again at the next start when the page went away first, then dropped', async () => {
    void writeAhead('rooms', 'a', { width: 700 }, never);
    void writeAhead('rooms', 'b', { width: 550 }, never);
    void writeAhead('other', 'c', { width: 1 }, never);
    const replayed: unknown[] = [];
    await replayWritesAhead('rooms', async (value) => void replayed.push(value));
    expect(replayed).toHaveLength(2);
    expect(replayed).toEqual(expect.arrayContaining([{ width: 700 }, { width: 550 }]));
    expect(hasWritesAhead('rooms')).toBe(false);
    expect(hasWritesAhead('other')).toBe(true);
  });

  it('is kept for another start when writing it again fails', async () => {
    void writeAhead('rooms', 'a', { width: 700 }, never);
    await expect(
      replayWritesAhead('rooms', () => Promise.reject(new Error('quota'))),
    ).rejects.toThrow('quota');
    expect(hasWritesAhead('rooms')).toBe(true);
  });

  it('is forgotten for a deleted record, and all of them at sign-out', () => {
    void writeAhead('rooms', 'a', { width: 700 }, never);
    void writeAhead('rooms', 'b', { width: 550 }, never);
    void writeAhead('other', 'c', { width: 1 }, never);
    forgetWriteAhead('rooms', 'a');
    expect(localStorage.length).toBe(2);
    forgetAllWritesAhead();
    expect(hasWritesAhead('rooms')).toBe(false);
    expect(hasWritesAhead('other')).toBe(false);
  });

  it('still writes when the browser refuses the copy', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const write = vi.fn(() => Promise.resolve());
    await writeAhead('rooms', 'a', { width: 700 }, write);
    expect(write).toHaveBeenCalledOnce();
  });
});

describe('room plans', () => {
  it('a plan edited just before the page went away opens with that edit', async () => {
    vi.resetModules();
    const store = await import('../../src/features/room-plan/roomPlanStore.ts');
    const record: RoomPlanRecord = store.newRoomPlanRecord('Bedroom', newRectanglePlan(500, 400));
    await store.putRoomPlan(record);
    // The next edit's copy is kept, and its write is cut short by the page going away.
    const edited = { ...record, name: 'Main bedroom', updatedAt: new Date().toISOString() };
    void writeAhead('roomPlans', record.id, edited, never);

    vi.resetModules();
    const reloaded = await import('../../src/features/room-plan/roomPlanStore.ts');
    const { db } = await import('../../src/lib/db.ts');
    await reloaded.roomPlanWritesSettled();
    await expect.poll(async () => (await db.roomPlans.get(record.id))?.name).toBe('Main bedroom');
    expect(hasWritesAhead('roomPlans')).toBe(false);
  });
});

describe('designs on a room plan', () => {
  it('a piece locked just before the page goes away is kept before the call returns', async () => {
    vi.resetModules();
    const store = await import('../../src/features/room-plan/roomPlanStore.ts');
    const designs = await import('../../src/features/plan-canvas/designStore.ts');
    const record: RoomPlanRecord = store.newRoomPlanRecord('Study', newRectanglePlan(400, 300));
    await store.putRoomPlan(record);
    const piece = { id: 'p1', productId: 'sage-cloud-sofa', x: 100, y: 80, rotation: 0 };
    const shown: RoomPlanRecord = { ...record, design: { pieces: [{ ...piece, locked: false }] } };

    const written = designs.changeDesign(
      record.id,
      (design) => ({ ...design, pieces: [{ ...piece, locked: true }] }),
      new Date(),
      shown,
    );
    // Synchronously, before any write has started: the copy holds the locked piece.
    const copy = JSON.parse(
      localStorage.getItem(`aurevia-write-ahead:roomPlans:${record.id}`) ?? '{}',
    );
    expect(copy.value?.design?.pieces).toEqual([{ ...piece, locked: true }]);

    await written;
    const { db } = await import('../../src/lib/db.ts');
    expect((await db.roomPlans.get(record.id))?.design?.pieces[0]?.locked).toBe(true);
    expect(hasWritesAhead('roomPlans')).toBe(false);
  });
});

describe('onboarding answers', () => {
  it('an answer given just before a reload is there when the questions open again', async () => {
    vi.resetModules();
    const store = await import('../../src/features/onboarding/onboardingStore.ts');
    await store.saveOnboarding(2, { userType: 'professional' });
    const saved = store.saveOnboarding(2, { userType: 'professional', inputMethod: 'upload' });
    // Synchronously, before IndexedDB has been asked: the copy holds the new answer.
    const copy = JSON.parse(localStorage.getItem('aurevia-write-ahead:onboarding:answers') ?? '{}');
    expect(copy.value).toMatchObject({ step: 2, inputMethod: 'upload' });
    await saved;
    expect(hasWritesAhead('onboarding')).toBe(false);

    // The next answer's write is cut short by the page going away.
    void writeAhead('onboarding', 'answers', { ...copy.value, inputMethod: 'scan' }, never);
    vi.resetModules();
    const reloaded = await import('../../src/features/onboarding/onboardingStore.ts');
    expect(await reloaded.loadOnboarding()).toMatchObject({ step: 2, inputMethod: 'scan' });
    expect(hasWritesAhead('onboarding')).toBe(false);
  });
});
