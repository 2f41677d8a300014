import { routeCopy } from '../content/routes.ts';
import {
  MeasuredWithArNote,
  MeasureWithAR,
  readMeasuredPlan,
} from '../features/ar-measure/index.ts';
import { RoomPlanEditor } from '../features/room-plan/RoomPlanEditor.tsx';
import { useSearchAfterHydration } from '../ui/useSearchAfterHydration.ts';

export default function MeasureRoomPage() {
  const search = useSearchAfterHydration();
  // A room just measured with AR opens afresh in the editor, even when measured from this page.
  const measured = readMeasuredPlan(search);
  return (
    <RoomPlanEditor
      key={measured ?? 'editor'}
      {...routeCopy('/measure-room')}
      notice={<MeasuredWithArNote search={search} />}
      startTools={<MeasureWithAR />}
    />
  );
}
