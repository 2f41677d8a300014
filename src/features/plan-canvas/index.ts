// What other features may use of the canvas on a room plan. The plan canvas itself and the
// design's store (the catalogue, the layout checker) load only when a plan is open.
import { lazy } from 'react';

export {
  BLANK_ROOM,
  planFromSearch,
  resolveRoomChoice,
  useStoredRoomChoice,
  writeRoomChoice,
  type RoomChoice,
} from './roomChoice.ts';
export { RoomPicker } from './RoomPicker.tsx';

export const PlanCanvas = lazy(() => import('./PlanCanvas.tsx'));
export const loadDesignStore = () => import('./designStore.ts');
