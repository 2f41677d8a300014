import { measureRoomHref } from '../room-plan/index.ts';

/** The query word that tells the editor its plan was just measured with AR. */
const MEASURED_KEY = 'measured';
const MEASURED_WITH_AR = 'ar';

/** "/measure-room?plan=<id>&measured=ar": the editor on a plan measured with AR, for review. */
export function measuredPlanHref(planId: string): string {
  const query = new URLSearchParams({ plan: planId, [MEASURED_KEY]: MEASURED_WITH_AR });
  return `${measureRoomHref()}?${query.toString()}`;
}

/** The plan a query string says was just measured with AR, or null. */
export function readMeasuredPlan(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get(MEASURED_KEY) !== MEASURED_WITH_AR) return null;
  return query.get('plan')?.trim() || null;
}
