import { useLayoutEffect } from 'react';
import { notify } from '../../ui/notify.tsx';
import { deleteRoomPlan, putRoomPlan, useRoomPlans, type RoomPlanRecord } from './roomPlanStore.ts';

function storageFailed(error: unknown) {
  console.error('Could not keep the room plan on this device', error);
  notify({
    title: 'Your plan was not saved',
    description: 'This device could not keep your changes. Please try again.',
    variant: 'destructive',
  });
}

/**
 * The editor's link to the device: the kept plans (undefined while they load), every change the
 * user makes kept as it is made, and deleting a plan. A write the device refuses is said in a
 * notice; the page keeps the change either way.
 */
export function useRoomPlanStorage(
  record: RoomPlanRecord,
  edited: boolean,
): {
  readonly records: RoomPlanRecord[] | undefined;
  readonly deletePlan: (id: string) => void;
} {
  const records = useRoomPlans();
  // Each change is a new record, so this runs once per change, in the order they were made;
  // in the commit itself, so a reload right after a keystroke cannot come before the write.
  useLayoutEffect(() => {
    if (edited) putRoomPlan(record).catch(storageFailed);
  }, [record, edited]);
  return { records, deletePlan };
}

function deletePlan(id: string): void {
  deleteRoomPlan(id).catch(storageFailed);
}
