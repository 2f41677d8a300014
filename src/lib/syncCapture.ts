import type { EntityTable, Transaction } from 'dexie';
import type { SyncedFields, SyncTableName } from './deviceRecords.ts';

/**
 * Change capture for sync: every write the features make to a synced table is stamped here,
 * inside the write's own transaction, with the edit time, this device, the account signed in
 * and a "dirty" mark. Nothing is lost between the write and its push, and the features need
 * not know that sync exists. Writes the sync engine makes (in transactions it marks) are never
 * taken for local edits, and neither are changes to bookkeeping fields alone.
 */

const DEVICE_KEY = 'aurevia-device-id';
let fallbackDeviceId: string | undefined;

/** A random id made once per device (per browser profile), kept in localStorage. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    // No storage (private modes, tests): one id for this page's life.
    fallbackDeviceId ??= crypto.randomUUID();
    return fallbackDeviceId;
  }
}

/**
 * backendConfig.ts's AUTH_STORAGE_KEY (a test keeps the two equal). Not imported: that module
 * reads `window` as it loads, and the database must also open where there is none (workers,
 * tests).
 */
export const SESSION_STORAGE_KEY = 'aurevia-auth-token';

/** The id of the account whose session is stored, or '' when signed out. */
export function storedAccountId(): string {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return '';
    const parsed: unknown = JSON.parse(raw);
    const user = (parsed as { user?: { id?: unknown } } | null)?.user;
    return typeof user?.id === 'string' ? user.id : '';
  } catch {
    return '';
  }
}

let ownerSource: () => string = storedAccountId;

/** Test seam: who owns rows written from now on. */
export function setOwnerSource(source: () => string = storedAccountId): void {
  ownerSource = source;
}

/** Fields whose change is the engine's bookkeeping rather than the user's edit. */
const BOOKKEEPING = new Set(['dirty', 'revision', 'pendingUpload', 'bytes']);

const engineTransactions = new WeakSet<Transaction>();

/** Marks a transaction as the sync engine's: its writes come from the account, not the user. */
export function markSyncTransaction(transaction: Transaction): void {
  engineTransactions.add(transaction);
}

/** The transaction and those it is nested in, innermost first. */
function* enclosing(transaction: Transaction): Generator<Transaction> {
  for (let current: Transaction | null | undefined = transaction; current;) {
    yield current;
    current = (current as Transaction & { parent?: Transaction | null }).parent;
  }
}

function isEngineWrite(transaction: Transaction): boolean {
  for (const current of enclosing(transaction)) if (engineTransactions.has(current)) return true;
  return false;
}

const editTimes = new WeakMap<Transaction, Date>();

/**
 * Stamps the synced rows `transaction` writes with the time the user made the edit rather than
 * the time the write runs. A move written back after a reload, or a write that waited on a busy
 * device, would otherwise look newer than an edit made on another device after it, and win.
 */
export function stampEditsAt(transaction: Transaction, editedAt: Date): void {
  editTimes.set(transaction, editedAt);
}

function editTimeOf(transaction: Transaction): Date | undefined {
  for (const current of enclosing(transaction)) {
    const editedAt = editTimes.get(current);
    if (editedAt) return editedAt;
  }
  return undefined;
}

/** The stamp of a local edit made now (or at `now`). */
export function editStamp(
  now: Date = new Date(),
): Required<Pick<SyncedFields, 'updatedAt' | 'deviceId' | 'dirty'>> {
  return { updatedAt: now.toISOString(), deviceId: deviceId(), dirty: 1 };
}

/** Installs the capture on one synced table. */
export function captureChanges<Row extends SyncedFields & { id: string }>(
  name: SyncTableName,
  table: EntityTable<Row, 'id'>,
): void {
  table.hook('creating', (_key, row, transaction) => {
    if (isEngineWrite(transaction)) return;
    Object.assign(row, editStamp(editTimeOf(transaction)), { owner: row.owner ?? ownerSource() });
    if (name === 'photos' && (row as { bytes?: unknown }).bytes) {
      Object.assign(row, { pendingUpload: 1 });
    }
  });
  table.hook('updating', (changes, _key, row, transaction) => {
    if (isEngineWrite(transaction)) return undefined;
    if (Object.keys(changes).every((key) => BOOKKEEPING.has(key))) return undefined;
    return {
      ...editStamp(editTimeOf(transaction)),
      ...(row.owner === undefined ? { owner: ownerSource() } : {}),
    };
  });
}
