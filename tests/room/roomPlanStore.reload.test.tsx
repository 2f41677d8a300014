import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import { startFreshDevice } from '../lib/freshDevice.ts';

// A fresh device each time: no database yet, nothing kept in localStorage.
beforeEach(() => {
  startFreshDevice();
  localStorage.clear();
});

afterEach(() => vi.useRealTimers());

describe('the room plans after a reload', () => {
  it('shows a plan whose first write a reload cut off, never an empty list before it', async () => {
    // The last visit: a first plan, kept ahead in localStorage, its write to the database not
    // done when the page went away (so the database was never even created).
    const { writeAhead, ROOM_PLANS_TABLE } = await import('../../src/lib/writeAhead.ts');
    const { newRoomPlanRecord } = await import('../../src/features/room-plan/roomPlanRecord.ts');
    const record = newRoomPlanRecord('Hall', newRectanglePlan(), {}, new Date(0), 'hall');
    void writeAhead(ROOM_PLANS_TABLE, record.id, record, () => new Promise<void>(() => undefined));
    expect(await indexedDB.databases()).toEqual([]);

    // The reload: the page's code starts again; localStorage is still there.
    vi.resetModules();
    const { useRoomPlans } = await import('../../src/features/room-plan/roomPlanStore.ts');
    const seen: (string[] | undefined)[] = [];
    const { result } = renderHook(() => {
      const plans = useRoomPlans();
      seen.push(plans?.map((plan) => plan.id));
      return plans;
    });
    await waitFor(() => expect(result.current?.map((plan) => plan.id)).toEqual(['hall']));
    // An empty list would have shown the editor a device without rooms: it starts a new one.
    expect(seen).not.toContainEqual([]);
  });

  it('keeps the time of the edit when it is written back at the next start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const editedAt = new Date('2026-11-28T10:00:00.000Z');
    vi.setSystemTime(editedAt);
    const { ROOM_PLANS_TABLE } = await import('../../src/lib/writeAhead.ts');
    const { putRoomPlan } = await import('../../src/features/room-plan/roomPlanStore.ts');
    const { newRoomPlanRecord } = await import('../../src/features/room-plan/roomPlanRecord.ts');
    const { db } = await import('../../src/lib/db.ts');
    const record = newRoomPlanRecord('Hall', newRectanglePlan(), {}, new Date(0), 'hall');
    // The write never commits: the page goes away first.
    vi.spyOn(db, 'transaction').mockImplementation(() => new Promise(() => undefined) as never);
    void putRoomPlan(record);
    await vi.waitFor(() => expect(db.transaction).toHaveBeenCalled());
    vi.restoreAllMocks();
    expect(Object.keys(localStorage).some((key) => key.includes(ROOM_PLANS_TABLE))).toBe(true);
    db.close();

    // The next visit, a minute later.
    vi.setSystemTime(new Date('2026-11-28T10:01:00.000Z'));
    vi.resetModules();
    const { useRoomPlans } = await import('../../src/features/room-plan/roomPlanStore.ts');
    const { result } = renderHook(() => useRoomPlans());
    await waitFor(() => expect(result.current?.map((plan) => plan.id)).toEqual(['hall']));
    expect(result.current?.[0]).toMatchObject({ updatedAt: editedAt.toISOString(), dirty: 1 });
  });
});
