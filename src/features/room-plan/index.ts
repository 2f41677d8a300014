// What other features may use of the room plan editor: links into it. The editor itself is
// the /measure-room page's (src/pages/MeasureRoomPage.tsx), so nothing here loads Dexie.
export {
  MEASURE_ROOM_PATH,
  measureRoomHref,
  readMeasureRoomFrom,
  type MeasureRoomFrom,
} from './links.ts';
export { MeasureRoomLink } from './MeasureRoomLink.tsx';
