import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';

const putRoomPlan = vi.fn<(record: RoomPlanRecord) => Promise<void>>();
const deleteRoomPlan = vi.fn<(id: string) => Promise<void>>();
const notify = vi.fn();
vi.mock('../../src/ui/notify.tsx', () => ({ notify: (...args: unknown[]) => notify(...args) }));
vi.mock('../../src/features/room-plan/roomPlanStore.ts', () => ({
  putRoomPlan: (record: RoomPlanRecord) => putRoomPlan(record),
  deleteRoomPlan: (id: string) => deleteRoomPlan(id),
  useRoomPlans: () => [],
}));

const { useRoomPlanStorage } = await import('../../src/features/room-plan/useRoomPlanStorage.ts');
const { newRoomPlanRecord } = await import('../../src/features/room-plan/roomPlanRecord.ts');

const record = (height: number): RoomPlanRecord =>
  newRoomPlanRecord('Hall', { ...newRectanglePlan(), height }, {}, new Date(0), 'hall');

describe('useRoomPlanStorage', () => {
  it('keeps each change once, in order, and never a plan only opened', () => {
    putRoomPlan.mockResolvedValue(undefined);
    const opened = record(250);
    const { rerender } = renderHook(({ shown, edited }) => useRoomPlanStorage(shown, edited), {
      initialProps: { shown: opened, edited: false },
    });
    expect(putRoomPlan).not.toHaveBeenCalled();

    const first = record(260);
    const second = record(270);
    rerender({ shown: first, edited: true });
    rerender({ shown: first, edited: true });
    rerender({ shown: second, edited: true });
    expect(putRoomPlan.mock.calls).toEqual([[first], [second]]);
    // Another plan opened: nothing to keep.
    rerender({ shown: record(280), edited: false });
    expect(putRoomPlan).toHaveBeenCalledTimes(2);
  });

  it('says so when the device refuses a write or a delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    putRoomPlan.mockRejectedValue(new Error('QuotaExceededError'));
    deleteRoomPlan.mockRejectedValue(new Error('QuotaExceededError'));
    const { result } = renderHook(() => useRoomPlanStorage(record(260), true));
    const refusal = {
      title: 'Your plan was not saved',
      description: 'This device could not keep your changes. Please try again.',
      variant: 'destructive',
    };
    await waitFor(() => expect(notify).toHaveBeenCalledWith(refusal));

    notify.mockClear();
    result.current.deletePlan('hall');
    expect(deleteRoomPlan).toHaveBeenCalledWith('hall');
    await waitFor(() => expect(notify).toHaveBeenCalledWith(refusal));
  });
});
