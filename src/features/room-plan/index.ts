// What other features may use of the room plan editor: links into it, the kept plans with the
// user's unit, and a plan's thumbnail. The editor itself is the /measure-room page's
// (src/pages/MeasureRoomPage.tsx); the plans' store opens the database only when read.
import { lazy } from 'react';

export {
  DESIGN_ROOM_PATH,
  MEASURE_ROOM_PATH,
  designRoomHref,
  measureRoomHref,
  readMeasureRoomFrom,
  type MeasureRoomFrom,
} from './links.ts';
export { MeasureRoomLink } from './MeasureRoomLink.tsx';

/**
 * The plan's thumbnail (PlanThumbnail.tsx), loaded when first drawn: it brings the catalogue
 * and the plan symbols, which pages that only link here (the scanner, the upload) must not
 * carry. Draw it inside a Suspense boundary whose fallback keeps its size.
 */
export const LazyPlanThumbnail = lazy(() =>
  import('./PlanThumbnail.tsx').then((module) => ({ default: module.PlanThumbnail })),
);
export {
  newRoomPlanRecord,
  putRoomPlan,
  useRoomPlans,
  type RoomPlanRecord,
} from './roomPlanStore.ts';
export { useUnitSystem } from './unitPreference.ts';
