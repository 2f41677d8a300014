/** Where the room plan editor lives, and links into it from a scan, an upload or a kept plan. */
export const MEASURE_ROOM_PATH = '/measure-room';

/** The design canvas, which opens on the plan its `?plan=` names. */
export const DESIGN_ROOM_PATH = '/design-dashboard';

export interface MeasureRoomFrom {
  /** A plan kept on the device, to open as it is. */
  readonly planId?: string;
  /** The completed scan the plan is for: the editor opens that scan's plan, or starts one. */
  readonly scanId?: string;
  /** Uploaded photos the plan is for (their ids in the photos table). */
  readonly photoIds?: readonly string[];
}

/**
 * "/measure-room", "/measure-room?plan=<id>", "/measure-room?scan=<id>" or
 * "/measure-room?photos=<id>,<id>".
 */
export function measureRoomHref({ planId, scanId, photoIds }: MeasureRoomFrom = {}): string {
  const query = new URLSearchParams();
  if (planId) query.set('plan', planId);
  if (scanId) query.set('scan', scanId);
  if (photoIds && photoIds.length > 0) query.set('photos', photoIds.join(','));
  const search = query.toString();
  return search ? `${MEASURE_ROOM_PATH}?${search}` : MEASURE_ROOM_PATH;
}

/** The plan, scan or photos a query string names (the reverse of measureRoomHref). */
export function readMeasureRoomFrom(search: string): MeasureRoomFrom {
  const query = new URLSearchParams(search);
  const planId = query.get('plan')?.trim() || undefined;
  const scanId = query.get('scan')?.trim() || undefined;
  const photoIds = (query.get('photos') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    ...(planId ? { planId } : {}),
    ...(scanId ? { scanId } : {}),
    ...(photoIds.length > 0 ? { photoIds } : {}),
  };
}

/** "/design-dashboard?plan=<id>": the design canvas on that plan. */
export function designRoomHref(planId: string): string {
  return `${DESIGN_ROOM_PATH}?${new URLSearchParams({ plan: planId }).toString()}`;
}
