/**
 * A copy in localStorage of a record whose IndexedDB write has not committed yet.
 *
 * localStorage is written before the call returns, so a reload, a closed tab or a crash right
 * after an edit cannot come before it; an IndexedDB transaction still running when the page goes
 * away is cut, and the edit with it. The copy is dropped once its own write has committed (not a
 * later edit's copy of the same record), and whatever copies remain at the next start are written
 * again before anything is read.
 */

const PREFIX = 'aurevia-write-ahead:';

/** The room plans' copies (lib/db.ts's `roomPlans`), written by the editor and the canvas. */
export const ROOM_PLANS_TABLE = 'roomPlans';

interface Entry<T> {
  /** Which edit wrote this copy, so an earlier write finishing leaves a later copy in place. */
  readonly mark: string;
  readonly value: T;
  /**
   * When the user made the edit (ISO 8601). A copy written back at the next start keeps this
   * time, so a later edit made on another device meanwhile still wins the sync.
   */
  readonly editedAt?: string;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

const tablePrefix = (table: string) => `${PREFIX}${table}:`;
const keyOf = (table: string, id: string) => `${tablePrefix(table)}${id}`;

let edits = 0;

/**
 * Keeps `value` in localStorage, runs `write`, then drops the copy if no later edit replaced it.
 * A copy that cannot be kept (storage full or refused) only loses the protection, never the write.
 * `write` is given the time of the edit, which the copy keeps too.
 */
export function writeAhead<T>(
  table: string,
  id: string,
  value: T,
  write: (editedAt: Date) => Promise<void>,
  editedAt: Date = new Date(),
): Promise<void> {
  const store = storage();
  const key = keyOf(table, id);
  edits += 1;
  const mark = `${Date.now()}-${edits}-${Math.random().toString(36).slice(2)}`;
  try {
    store?.setItem(
      key,
      JSON.stringify({ mark, value, editedAt: editedAt.toISOString() } satisfies Entry<T>),
    );
  } catch {
    // The write below still runs; only a reload before it commits could lose this edit.
  }
  return write(editedAt).then(() => dropIfMine(store, key, mark));
}

function dropIfMine(store: Storage | undefined, key: string, mark: string): void {
  try {
    const raw = store?.getItem(key);
    if (raw && (JSON.parse(raw) as Entry<unknown>).mark === mark) store?.removeItem(key);
  } catch {
    // A copy left behind is written again at the next start: harmless.
  }
}

/** Forgets the copy of a record that is being deleted, so the next start cannot bring it back. */
export function forgetWriteAhead(table: string, id: string): void {
  try {
    storage()?.removeItem(keyOf(table, id));
  } catch {
    // Nothing to forget where storage cannot be read.
  }
}

/**
 * The keys under `prefix`, read in full before anyone removes one: removing while walking
 * `Storage.key(index)` would skip the key after each removed one.
 */
function keysUnder(store: Storage | undefined, prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < (store?.length ?? 0); index += 1) {
      const key = store?.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    // Unreadable storage holds nothing to write again or to forget.
  }
  return keys;
}

/**
 * Forgets every copy, of every table: signing out leaves nothing of the account on the device,
 * and a copy written back later would bring one of its rows back as the device's own.
 */
export function forgetAllWritesAhead(): void {
  const store = storage();
  try {
    for (const key of keysUnder(store, PREFIX)) store?.removeItem(key);
  } catch {
    // Nothing to forget where storage cannot be written.
  }
}

/** Whether a previous visit left a copy of `table` unwritten: one synchronous look. */
export function hasWritesAhead(table: string): boolean {
  return keysUnder(storage(), tablePrefix(table)).length > 0;
}

/**
 * Writes again, one after another, every copy of `table` a previous visit left behind, with the
 * time its edit was made, and drops each one its write commits. Copies that cannot be read are
 * dropped; a copy kept without its time is written as an edit made now.
 */
export async function replayWritesAhead<T>(
  table: string,
  write: (value: T, editedAt: Date) => Promise<void>,
): Promise<void> {
  const store = storage();
  for (const key of keysUnder(store, tablePrefix(table))) {
    let entry: Entry<T>;
    try {
      entry = JSON.parse(store?.getItem(key) ?? '') as Entry<T>;
    } catch {
      store?.removeItem(key);
      continue;
    }
    await write(entry.value, editTime(entry));
    dropIfMine(store, key, entry.mark);
  }
}

function editTime(entry: Entry<unknown>): Date {
  const parsed = entry.editedAt === undefined ? Number.NaN : Date.parse(entry.editedAt);
  return Number.isNaN(parsed) ? new Date() : new Date(parsed);
}
