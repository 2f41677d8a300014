/** Where the room plan editor lives, and links into it from a scan or an upload. */
export const MEASURE_ROOM_PATH = '/measure-room';

export interface MeasureRoomFrom {
  /** The completed scan the plan is for: the editor opens that scan's plan, or starts one. */
  readonly scanId?: string;
  /** Uploaded photos the plan is for (their ids in the photos table). */
  readonly photoIds?: readonly string[];
}

/** "/measure-room", "/measure-room?scan=<id>" or "/measure-room?photos=<id>,<id>". */
export function measureRoomHref({ scanId, photoIds }: MeasureRoomFrom = {}): string {
  const query = new URLSearchParams();
  if (scanId) query.set('scan', scanId);
  if (photoIds && photoIds.length > 0) query.set('photos', photoIds.join(','));
  const search = query.toString();
  return search ? `${MEASURE_ROOM_PATH}?${search}` : MEASURE_ROOM_PATH;
}

/** The scan or photos a query string names (the reverse of measureRoomHref). */
export function readMeasureRoomFrom(search: string): MeasureRoomFrom {
  const query = new URLSearchParams(search);
  const scanId = query.get('scan')?.trim() || undefined;
  const photoIds = (query.get('photos') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    ...(scanId ? { scanId } : {}),
    ...(photoIds.length > 0 ? { photoIds } : {}),
  };
}
