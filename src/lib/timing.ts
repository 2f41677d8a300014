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

/** Where the tablet layout starts: mobile < 768, tablet 768-1023, desktop >= 1024. */
export const TABLET_MIN_WIDTH_PX = 768;

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How long "Back online" stays after the connection returns. */
export const BACK_ONLINE_NOTICE_MS = 3000;
/** If a new worker never takes over after "Reload", the page reloads anyway: navigation waits for it. */
export const TAKEOVER_FALLBACK_MS = 3000;

/** Minimum password length at sign-up (spec 01 sections 5 and 9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Queued calls (the outbox) retry after a network error or a 5xx: 1 s after the first failure,
 * doubling each time, never more than 60 s apart.
 */
export const OUTBOX_RETRY_BASE_MS = 1000;
export const OUTBOX_RETRY_MAX_MS = 60_000;

/** The delivery-area check shows "checking" for 1.5 s before its answer (spec 01 sections 4, 9). */
export const DELIVERY_CHECK_DELAY_MS = 1500;

/** How long "auto-detect my location" waits for a position before saying it could not get one. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/**
 * The design canvas (spec 02 sections 4 and 9): "Placing..." lasts 1 s, then the count badge
 * highlights for 1 s; the placing toasts stay 3 s, 'Shop My Room' 4 s.
 */
export const CANVAS_PLACING_MS = 1000;
export const CANVAS_COUNT_HIGHLIGHT_MS = 1000;
export const CANVAS_PLACED_TOAST_MS = 3000;
export const CANVAS_SHOP_TOAST_MS = 4000;

/** The simulated room scan (spec 01 sections 4 and 9): +10 percent every 500 ms, 0 to 100. */
export const SCAN_TICK_MS = 500;
export const SCAN_STEP_PERCENT = 10;

/**
 * The upload page (spec 02 sections 4 and 9): five processing stages of 1 s each, the progress
 * view hidden 1 s after "Complete!", and the rotating index that advances every 4 s.
 */
export const UPLOAD_STAGE_MS = 1000;
export const UPLOAD_PROGRESS_HIDE_MS = 1000;
export const UPLOAD_ROTATE_MS = 4000;

/** Photos for upload: at most 10 MB each (the picker's hint), counted against 5 in the title. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_SELECTION_TARGET = 5;
/** Kept photos are downscaled so their longest side is at most this. */
export const PHOTO_LONGEST_SIDE_PX = 1600;

/** The hire page's sticky bar shows once the page has scrolled past 600 px (spec 02 section 4). */
export const HIRE_STICKY_BAR_THRESHOLD_PX = 600;

/**
 * Rotating content of the inspiration pages (spec 01 sections 4, 9; spec 02 sections 4, 9): the
 * home testimonials turn every 6 s with a 150 ms fade (navigation waits for the fade), the
 * /how-it-works stories every 5 s, the gallery hero every 5.5 s. The /browse-rooms hero's pace
 * is not given; it turns with the stories, every 5 s.
 */
export const HOME_TESTIMONIAL_INTERVAL_MS = 6000;
export const HOME_TESTIMONIAL_FADE_MS = 150;
export const STORY_CAROUSEL_INTERVAL_MS = 5000;
export const GALLERY_HERO_INTERVAL_MS = 5500;
export const BROWSE_HERO_INTERVAL_MS = 5000;

/**
 * The before/after wipe of the transformations showcase (spec 02 sections 4, 9): from 10 to 90,
 * +1 every 50 ms, back to 10 after 90; Scan under 30, Design 30-69, Shop from 70.
 */
export const WIPE_TICK_MS = 50;
export const WIPE_STEP = 1;
export const WIPE_MIN = 10;
export const WIPE_MAX = 90;
export const WIPE_DESIGN_FROM = 30;
export const WIPE_SHOP_FROM = 70;

/** The 'Scan Your Room' button of /see-aurevia-in-action shows after 300 px of scroll. */
export const SCAN_BUTTON_SCROLL_THRESHOLD_PX = 300;
