import { TABLET_MIN_WIDTH_PX } from '../../lib/timing.ts';

/** Phones (spec 01 section 9: mobile is under 768 px). */
export const PHONE_QUERY = `(max-width: ${TABLET_MIN_WIDTH_PX - 1}px)`;
