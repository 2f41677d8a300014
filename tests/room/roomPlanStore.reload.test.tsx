import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import { startFreshDevice } from '../lib/freshDevice.ts';

// A fresh device each time: no database yet, nothing kept in localStorage.
beforeEach(() => {
  startFreshDevice();
  localStorage.clear();
});

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
});
