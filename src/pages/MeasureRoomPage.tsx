import { routeCopy } from '../content/routes.ts';
import { RoomPlanEditor } from '../features/room-plan/RoomPlanEditor.tsx';

export default function MeasureRoomPage() {
  return <RoomPlanEditor {...routeCopy('/measure-room')} />;
}
