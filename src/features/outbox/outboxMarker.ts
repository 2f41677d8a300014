/**
 * A mark in localStorage of how many calls wait in the outbox, so the start of a visit knows
 * whether to open the database (and load Dexie) without opening it. The outbox writes it
 * whenever its list changes: the count, or 0 when none wait. No mark means this browser has
 * not run the outbox since the mark was introduced: the database may hold calls or not.
 */
export const OUTBOX_MARKER_KEY = 'aurevia-outbox-waiting';

/** The count the mark holds, or null when there is no (readable) mark. */
export function readOutboxMarker(storage: Storage | undefined): number | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(OUTBOX_MARKER_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const count = Number(raw);
  return Number.isInteger(count) && count >= 0 ? count : null;
}

export function writeOutboxMarker(storage: Storage | undefined, count: number): void {
  try {
    if (storage?.getItem(OUTBOX_MARKER_KEY) !== String(count)) {
      storage?.setItem(OUTBOX_MARKER_KEY, String(count));
    }
  } catch {
    // Without storage every visit checks the database instead.
  }
}

/**
 * What the start of a visit does about the outbox: start it when calls wait; leave it when the
 * mark says none do; and with no mark, look whether the database exists (idle time) first.
 */
export function outboxAtStart(marker: number | null): 'start' | 'skip' | 'check-database' {
  if (marker === null) return 'check-database';
  return marker > 0 ? 'start' : 'skip';
}
