import type { SyncTableName } from './deviceRecords.ts';

/**
 * The pure rules of sync (lib/sync): which row wins, how cursors move, how a local row maps to
 * the account's table and back, and the words of the offer made on first sign-in. Free of Dexie
 * and supabase-js, so the shell and the tests use them without loading either.
 */

export type { SyncTableName } from './deviceRecords.ts';

/** Rows go out in this order; a photo's row goes before its bytes. */
export const SYNC_TABLES: readonly SyncTableName[] = [
  'scans',
  'roomPlans',
  'rooms',
  'cart',
  'photos',
  'requests',
];

/** The account's table for each of the device's. */
export const SERVER_TABLES: Readonly<Record<SyncTableName, string>> = {
  scans: 'scans',
  rooms: 'rooms',
  cart: 'cart_items',
  photos: 'photos',
  requests: 'requests',
  roomPlans: 'room_plans',
};

/** The private bucket that holds the bytes of the account's photos. */
export const PHOTO_BUCKET = 'room-photos';

/** Rows asked for per pull request; a full page means there may be more. */
export const PULL_PAGE_SIZE = 500;

/** What decides between two copies of one row. */
export interface RowVersion {
  /** ISO 8601 time of the edit. */
  updatedAt: string;
  deviceId: string;
  deleted: boolean;
}

/**
 * Positive when `a` wins over `b`, negative when `b` wins, 0 for the same edit. The newer
 * edit wins; at equal times the greater device id (compared code unit by code unit, as the
 * server's "C" collation does), so every device and the server pick the same row. A deletion
 * is a row like any other: it wins over older edits and loses to newer ones.
 */
export function compareVersions(a: RowVersion, b: RowVersion): number {
  const byTime = Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  if (a.deviceId === b.deviceId) return 0;
  return a.deviceId > b.deviceId ? 1 : -1;
}

/**
 * Whether a row pulled from the account replaces the device's copy. A copy with no local
 * change always gives way (the account holds what won); a local change the account has not
 * seen yet stays only when it is the later edit, and is then pushed.
 */
export function remoteReplacesLocal(
  local: (RowVersion & { dirty: boolean }) | undefined,
  remote: RowVersion,
): boolean {
  if (!local || !local.dirty) return true;
  return compareVersions(remote, local) >= 0;
}

/** The key under which a table's pull cursor is kept for an account. */
export function cursorKey(userId: string, table: SyncTableName): string {
  return `cursor:${userId}:${table}`;
}

/** The key that records that an account was offered this device's signed-out data. */
export function offerKey(userId: string): string {
  return `offer:${userId}`;
}

/** The cursor after a page of pulled rows: the highest revision seen, never lower than before. */
export function advanceCursor(cursor: number, revisions: readonly number[]): number {
  return revisions.reduce((highest, revision) => Math.max(highest, revision), cursor);
}

/** A page shorter than the page size is the last one. */
export function isLastPage(received: number, pageSize: number = PULL_PAGE_SIZE): boolean {
  return received < pageSize;
}

/** An ISO 8601 time in the form the device writes (`...Z`), from the server's timestamptz. */
export function normalizeTime(value: unknown): string {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? new Date(0).toISOString() : new Date(parsed).toISOString();
}

// ---------------------------------------------------------------------------------------------
// Rows on the device and in the account

/** A row as the account's table has it (snake_case columns). */
export type RemoteRow = Readonly<Record<string, unknown>>;

/** `optional...` fields may be absent on the device; the account keeps them as null. */
type Kind = 'text' | 'time' | 'number' | 'json' | 'flag' | 'optionalText' | 'optionalJson';

/** Each table's own fields: [device field, account column, kind]. */
const FIELDS: Readonly<Record<SyncTableName, ReadonlyArray<readonly [string, string, Kind]>>> = {
  scans: [
    ['name', 'name', 'text'],
    ['completedAt', 'completed_at', 'time'],
  ],
  rooms: [
    ['name', 'name', 'text'],
    ['items', 'items', 'json'],
    ['savedAt', 'saved_at', 'time'],
    ['planId', 'plan_id', 'optionalText'],
  ],
  cart: [
    ['productId', 'product_id', 'text'],
    ['x', 'x', 'number'],
    ['y', 'y', 'number'],
    ['order', 'position', 'number'],
    ['addedAt', 'added_at', 'time'],
  ],
  photos: [
    ['name', 'name', 'text'],
    ['type', 'type', 'text'],
    ['size', 'size', 'number'],
    ['width', 'width', 'number'],
    ['height', 'height', 'number'],
    ['order', 'position', 'number'],
    ['addedAt', 'added_at', 'time'],
    ['objectPath', 'object_path', 'optionalText'],
  ],
  requests: [
    ['kind', 'kind', 'text'],
    ['summary', 'summary', 'text'],
    ['fields', 'fields', 'json'],
    ['createdAt', 'created_at', 'time'],
    ['sentOffline', 'sent_offline', 'flag'],
  ],
  roomPlans: [
    ['name', 'name', 'text'],
    ['plan', 'plan', 'json'],
    ['design', 'design', 'optionalJson'],
    ['photoIds', 'photo_ids', 'optionalJson'],
    ['scanId', 'scan_id', 'optionalText'],
    ['units', 'units', 'optionalText'],
    ['createdAt', 'created_at', 'time'],
  ],
};

function fromColumn(value: unknown, kind: Kind): unknown {
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : String(value ?? '');
    case 'optionalText':
      return typeof value === 'string' ? value : undefined;
    case 'time':
      return normalizeTime(value);
    case 'number':
      return typeof value === 'number' ? value : Number(value ?? 0);
    case 'flag':
      return value === true;
    case 'json':
      return value ?? null;
    case 'optionalJson':
      return value ?? undefined;
  }
}

/** The account's copy of a device row (a live row or a deletion). */
export function toRemoteRow(
  table: SyncTableName,
  row: { readonly id: string },
  version: RowVersion,
): Record<string, unknown> {
  const fields: Readonly<Record<string, unknown>> = { ...row };
  const remote: Record<string, unknown> = {
    id: row.id,
    updated_at: version.updatedAt,
    deleted: version.deleted,
    device_id: version.deviceId,
  };
  if (version.deleted) return remote;
  for (const [local, column, kind] of FIELDS[table]) {
    const value = fields[local];
    remote[column] = kind === 'optionalText' || kind === 'optionalJson' ? (value ?? null) : value;
  }
  return remote;
}

/** A row pulled from the account, split into what decides the merge and what the device keeps. */
export interface PulledRow {
  id: string;
  revision: number;
  version: RowVersion;
  /** The device's record fields (with the sync fields), when the row is not a deletion. */
  record: Record<string, unknown>;
}

export function fromRemoteRow(table: SyncTableName, remote: RemoteRow): PulledRow {
  const id = String(remote.id);
  const version: RowVersion = {
    updatedAt: normalizeTime(remote.updated_at),
    deviceId: typeof remote.device_id === 'string' ? remote.device_id : '',
    deleted: remote.deleted === true,
  };
  const revision = Number(remote.revision ?? 0);
  const record: Record<string, unknown> = {
    id,
    updatedAt: version.updatedAt,
    deviceId: version.deviceId,
    revision,
    dirty: 0,
  };
  for (const [local, column, kind] of FIELDS[table]) {
    const value = fromColumn(remote[column], kind);
    if (value !== undefined) record[local] = value;
  }
  return { id, revision, version, record };
}

// ---------------------------------------------------------------------------------------------
// The offer made on first sign-in

export interface UnownedCounts {
  rooms: number;
  roomPlans: number;
  scans: number;
  photos: number;
  cart: number;
  requests: number;
}

const NOUNS: ReadonlyArray<readonly [keyof UnownedCounts, string, string]> = [
  ['rooms', 'room', 'rooms'],
  ['roomPlans', 'room plan', 'room plans'],
  ['scans', 'scan', 'scans'],
  ['photos', 'photo', 'photos'],
  ['cart', 'room cart item', 'room cart items'],
  ['requests', 'sent request', 'sent requests'],
];

export function unownedTotal(counts: UnownedCounts): number {
  return NOUNS.reduce((sum, [key]) => sum + counts[key], 0);
}

/** "Keep these 3 rooms and 2 scans in your account?", from what the device holds. */
export function offerQuestion(counts: UnownedCounts): string {
  const parts = NOUNS.filter(([key]) => counts[key] > 0).map(
    ([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`,
  );
  if (parts.length === 0) return 'Keep what this device made in your account?';
  const single = NOUNS.find(([key]) => counts[key] === 1);
  if (unownedTotal(counts) === 1 && single) return `Keep this ${single[1]} in your account?`;
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Keep these ${list} in your account?`;
}

// ---------------------------------------------------------------------------------------------
// What the user is shown

export type SyncState = 'synced' | 'syncing' | 'offline' | 'failed';

export interface SyncStatus {
  state: SyncState;
  /** Local changes (rows, deletions, photo bytes) the account does not have yet. */
  pending: number;
}

/** The state after a sync run, from what is left and why. */
export function stateAfterRun(
  pending: number,
  outcome: 'ok' | 'offline' | 'retry' | 'fail',
): SyncState {
  if (outcome === 'fail') return 'failed';
  if (outcome === 'offline') return 'offline';
  if (outcome === 'retry') return 'syncing';
  return pending > 0 ? 'syncing' : 'synced';
}
