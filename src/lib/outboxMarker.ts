/**
 * A mark in localStorage of how many calls wait in the outbox, so the start of a visit knows
 * whether to open the database (and load Dexie) without opening it.
 *
 * The mark may over-count, never under-count: at worst it costs a visit one needless look into
 * the database, and a call is never left unsent because the mark said none waited. So it is
 * raised before a row is written, and set to the table's count only from a count read under
 * the same lock that every write takes (`aurevia-outbox-marker`, lib/outbox.ts), so no write
 * can slip in between.
 * No mark means this browser has not run the outbox since the mark was introduced.
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
 * One more than the mark says: written before a row, so the mark is above 0 whenever the row
 * may be on disk. Always a new value, so other tabs hear of it (their `storage` event).
 */
export function raiseOutboxMarker(storage: Storage | undefined): void {
  writeOutboxMarker(storage, (readOutboxMarker(storage) ?? 0) + 1);
}

/** What the outbox engine does with the mark. */
export interface OutboxMarker {
  /** Before a row is written. */
  raise(): void;
  /** With the count just read from the table, under the marker lock. */
  write(count: number): void;
}

/** The mark in a Storage that is looked up on each use (reading `localStorage` can throw). */
export function storageMarker(storage: () => Storage | undefined): OutboxMarker {
  const current = () => {
    try {
      return storage();
    } catch {
      return undefined;
    }
  };
  return {
    raise: () => raiseOutboxMarker(current()),
    write: (count) => writeOutboxMarker(current(), count),
  };
}

export type OutboxStartDecision = 'start' | 'check-queue' | 'check-database' | 'skip';

/**
 * What the start of a visit does about the outbox: start it when calls wait; with no mark, look
 * whether the database exists (idle time) first. When the mark says none wait, a signed-in
 * visit still looks into the queue at idle time (its Dexie loads for sync anyway), so that even
 * a mark that went wrong some other way cannot keep the account's checkout from being sent.
 */
export function outboxAtStart(marker: number | null, signedIn = false): OutboxStartDecision {
  if (marker === null) return 'check-database';
  if (marker > 0) return 'start';
  return signedIn ? 'check-queue' : 'skip';
}
