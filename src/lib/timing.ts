/** The spec's timings and thresholds, each in one named place (spec 01 section 9). */
export const GATE_CHECK_DELAY_MS = 500;
export const TOPBAR_SCROLL_THRESHOLD_PX = 20;
export const STICKY_BAR_SCROLL_THRESHOLD_PX = 200;
export const SECTION_JUMP_OFFSET_PX = 80;
export const TAP_VIBRATION_MS = 10;
export const HOME_SCROLL_DELAY_MS = 100;
export const COPIED_STATE_MS = 3000;

export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_LIMIT = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;

/** Breakpoints: mobile < 768, tablet 768-1023, desktop >= 1024. */
export const TABLET_MIN_WIDTH_PX = 768;
export const DESKTOP_MIN_WIDTH_PX = 1024;

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How long "Back online" stays after the connection returns. */
export const BACK_ONLINE_NOTICE_MS = 3000;

/** Minimum password length at sign-up (spec 01 sections 5 and 9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Queued calls (the outbox) retry after a network error or a 5xx: 1 s after the first failure,
 * doubling each time, never more than 60 s apart.
 */
export const OUTBOX_RETRY_BASE_MS = 1000;
export const OUTBOX_RETRY_MAX_MS = 60_000;
