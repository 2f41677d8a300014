import type { Transaction } from 'dexie';
import type { AureviaDb } from '../db.ts';
import type { SyncedFields, SyncTableName, SyncTombstone } from '../deviceRecords.ts';
import { classifyFailure, nextAttemptDelay } from '../outboxRules.ts';
import { coalescedRunner, type CoalescedRunOptions } from '../coalescedRun.ts';
import { isOnline as connectivityIsOnline, onConnectionReturn } from '../connectivityMonitor.ts';
import { markSyncTransaction } from '../syncCapture.ts';
import {
  PULL_PAGE_SIZE,
  SYNC_TABLES,
  advanceCursor,
  cursorKey,
  fromRemoteRow,
  isLastPage,
  remoteReplacesLocal,
  stateAfterRun,
  toRemoteRow,
  type PulledRow,
  type RowVersion,
  type SyncStatus,
} from '../syncRules.ts';
import type { SyncRemote } from './remote.ts';

/**
 * The sync engine of one signed-in account on this device (loaded only for a signed-in user).
 *
 * - Push: rows the account owns with a local change ("dirty", stamped by syncCapture.ts) and
 *   deletions (tombstones) go out as upserts by row id, so a resend changes nothing; the
 *   server keeps whichever copy is the later edit and answers with it. Photo bytes go up
 *   after their row.
 * - Pull: rows the account changed after each table's cursor (the server's revision), page by
 *   page; each is merged last-writer-wins with the device's copy (syncRules.ts).
 * - Runs on start, when the connection returns, when the app is focused and shortly after a
 *   local change; a failure is retried with the outbox's backoff.
 */

type SyncedRow = SyncedFields & {
  id: string;
  bytes?: ArrayBuffer;
  pendingUpload?: 0 | 1;
  objectPath?: string;
};

export const SYNC_LOCK_NAME = 'aurevia-sync';
/** How long after a local change the engine pushes it (edits in a burst go out together). */
export const LOCAL_CHANGE_DELAY_MS = 800;
const PUSH_BATCH = 200;

export interface SyncEngineDeps {
  db: AureviaDb;
  remote: SyncRemote;
  userId: string;
  publish: (status: SyncStatus) => void;
  /** The app's connectivity state (connectivityMonitor.ts), not `navigator.onLine` alone. */
  isOnline?: () => boolean;
  /** Runs the listener whenever the connection comes back by evidence. Returns an unsubscribe. */
  onReconnect?: (listener: () => void) => () => void;
  now?: () => number;
  /** Defaults to `navigator.locks`; `null` runs without a cross-tab lock. */
  locks?: LockManager | null;
}

export interface SyncEnvironment {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    visibilityState: DocumentVisibilityState;
  };
}

export interface SyncEngine {
  /** Pushes and pulls now; `force` ignores the backoff after a failure. */
  sync(options?: { force?: boolean }): Promise<void>;
  /** Local changes of the account the server does not have yet. */
  pendingCount(): Promise<number>;
  /** Pushes what waits, for at most `timeoutMs`; resolves with what is still unsent. */
  flush(timeoutMs: number): Promise<number>;
  /** Fetches a photo's bytes from the account when the device lacks them. */
  ensurePhotoBytes(id: string): Promise<boolean>;
  /** Syncs now and on every trigger; returns a function that stops listening. */
  start(environment?: SyncEnvironment): () => void;
  /** Called by the owner after each local change (the engine schedules a push). */
  noteLocalChange(): void;
  /** Stops; resolves once a run under way has ended (it writes nothing more after this call). */
  dispose(): Promise<void>;
}

function versionOf(row: SyncedRow, deleted: boolean): RowVersion {
  return {
    updatedAt: row.updatedAt ?? new Date(0).toISOString(),
    deviceId: row.deviceId ?? '',
    deleted,
  };
}

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { db, remote, userId, publish } = deps;
  const isOnline = deps.isOnline ?? connectivityIsOnline;
  const onReconnect = deps.onReconnect ?? onConnectionReturn;
  const now = deps.now ?? (() => Date.now());
  const locks =
    deps.locks === undefined
      ? typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks
        : null
      : deps.locks;

  let attempts = 0;
  let retryAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const stops: (() => void)[] = [];

  const table = (name: SyncTableName) => db.table<SyncedRow, string>(name);

  /** Runs `work` in a transaction whose writes are marked as the engine's, not the user's. */
  function engineTransaction<T>(
    names: readonly string[],
    work: (transaction: Transaction) => Promise<T>,
  ): Promise<T> {
    return db.transaction('rw', [...names], async (transaction) => {
      markSyncTransaction(transaction);
      // Once stopped (signed out), nothing more of the account is written to the device.
      if (disposed) throw new Error('Sync stopped');
      return work(transaction);
    });
  }

  async function pendingCount(): Promise<number> {
    let count = 0;
    for (const name of SYNC_TABLES) {
      count += await table(name)
        .where('owner')
        .equals(userId)
        .filter((row) => row.dirty === 1 || row.pendingUpload === 1)
        .count();
    }
    count += await db.syncTombstones
      .where('owner')
      .equals(userId)
      .filter((tombstone) => tombstone.dirty === 1)
      .count();
    return count;
  }

  /** Merges one row from the account into the device (inside an engine transaction). */
  async function merge(name: SyncTableName, pulled: PulledRow): Promise<void> {
    const current = await table(name).get(pulled.id);
    const tombstone = await db.syncTombstones.get(pulled.id);
    const local = current
      ? { ...versionOf(current, false), dirty: current.dirty === 1 }
      : tombstone
        ? { ...versionOf(tombstone, true), dirty: tombstone.dirty === 1 }
        : undefined;
    // A row of another owner that happens to share the id is never touched.
    const localOwner = current?.owner ?? tombstone?.owner;
    if (localOwner !== undefined && localOwner !== userId) return;
    if (!remoteReplacesLocal(local, pulled.version)) return;
    if (tombstone) await db.syncTombstones.delete(pulled.id);
    if (pulled.version.deleted) {
      if (current) await table(name).delete(pulled.id);
      return;
    }
    const record: SyncedRow = { ...pulled.record, id: pulled.id, owner: userId };
    if (name === 'photos' && current?.bytes) {
      record.bytes = current.bytes;
      record.pendingUpload = current.pendingUpload ?? 0;
    }
    await table(name).put(record);
  }

  async function pushTable(name: SyncTableName): Promise<void> {
    const rows = await table(name)
      .where('owner')
      .equals(userId)
      .filter((row) => row.dirty === 1)
      .toArray();
    const tombstones = await db.syncTombstones
      .where('owner')
      .equals(userId)
      .filter((tombstone) => tombstone.dirty === 1 && tombstone.table === name)
      .toArray();
    const outgoing = [
      ...rows.map((row) => {
        const withPath =
          name === 'photos' ? { ...row, objectPath: row.objectPath ?? `${userId}/${row.id}` } : row;
        return toRemoteRow(name, withPath, versionOf(row, false));
      }),
      ...tombstones.map((tombstone) =>
        toRemoteRow(name, { id: tombstone.id }, versionOf(tombstone, true)),
      ),
    ];
    for (let start = 0; start < outgoing.length; start += PUSH_BATCH) {
      const answered = await remote.push(name, outgoing.slice(start, start + PUSH_BATCH));
      await engineTransaction([name, 'syncTombstones'], async () => {
        for (const row of answered) await merge(name, fromRemoteRow(name, row));
      });
    }
    if (name === 'photos') await removeDeletedPhotoBytes(tombstones);
  }

  /** The bytes of a deleted photo are not kept in the account; failing here loses nothing. */
  async function removeDeletedPhotoBytes(tombstones: readonly SyncTombstone[]): Promise<void> {
    for (const tombstone of tombstones) {
      await remote.removePhoto(`${userId}/${tombstone.id}`).catch(() => undefined);
    }
  }

  async function uploadPhotoBytes(): Promise<void> {
    const waiting = await db.photos
      .where('owner')
      .equals(userId)
      .filter(
        (photo) => photo.pendingUpload === 1 && photo.dirty !== 1 && photo.bytes !== undefined,
      )
      .toArray();
    for (const photo of waiting) {
      if (!photo.bytes) continue;
      await remote.uploadPhoto(
        photo.objectPath ?? `${userId}/${photo.id}`,
        photo.bytes,
        photo.type,
      );
      await engineTransaction(['photos'], async () => {
        const current = await db.photos.get(photo.id);
        if (current) await db.photos.update(photo.id, { pendingUpload: 0 });
      });
    }
  }

  async function pullTable(name: SyncTableName): Promise<void> {
    const key = cursorKey(userId, name);
    for (;;) {
      const stored = await db.syncState.get(key);
      const cursor = typeof stored?.value === 'number' ? stored.value : 0;
      const rows = await remote.pull(name, cursor, PULL_PAGE_SIZE);
      if (rows.length === 0) return;
      const pulled = rows.map((row) => fromRemoteRow(name, row));
      await engineTransaction([name, 'syncTombstones', 'syncState'], async () => {
        for (const row of pulled) await merge(name, row);
        const next = advanceCursor(
          cursor,
          pulled.map((row) => row.revision),
        );
        await db.syncState.put({ key, value: next });
      });
      if (isLastPage(rows.length)) return;
    }
  }

  async function runOnce(): Promise<void> {
    for (const name of SYNC_TABLES) await pushTable(name);
    await uploadPhotoBytes();
    for (const name of SYNC_TABLES) await pullTable(name);
  }

  async function publishAfter(outcome: 'ok' | 'offline' | 'retry' | 'fail'): Promise<void> {
    const pending = await pendingCount();
    if (!disposed) publish({ state: stateAfterRun(pending, outcome), pending });
  }

  function armRetry(): void {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    if (disposed || attempts === 0) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        void sync();
      },
      Math.max(0, retryAt - now()),
    );
  }

  async function attempt(force: boolean): Promise<void> {
    if (!isOnline()) {
      await publishAfter('offline');
      return;
    }
    if (!force && attempts > 0 && retryAt > now()) return;
    publish({ state: 'syncing', pending: await pendingCount() });
    let outcome: 'ok' | 'offline' | 'retry' | 'fail' = 'ok';
    try {
      const work = () => runOnce();
      await (locks ? locks.request(SYNC_LOCK_NAME, work) : work());
      attempts = 0;
    } catch (error: unknown) {
      outcome = classifyFailure(error);
      if (disposed) return;
      if (outcome === 'fail') {
        console.error('Sync failed', error);
        attempts = 0;
      } else {
        attempts += 1;
        retryAt = now() + nextAttemptDelay(attempts);
      }
    }
    await publishAfter(outcome);
  }

  const runner = coalescedRunner((forced) => attempt(forced), {
    stopped: () => disposed,
    onError: (error) => console.error('Sync stopped', error),
    afterRun: () => armRetry(),
  });

  function sync(options: CoalescedRunOptions = {}): Promise<void> {
    return runner.run(options);
  }

  async function flush(timeoutMs: number): Promise<number> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      sync({ force: true }),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    return pendingCount();
  }

  async function ensurePhotoBytes(id: string): Promise<boolean> {
    const photo = await db.photos.get(id);
    if (!photo) return false;
    if (photo.bytes) return true;
    if (photo.owner !== userId) return false;
    try {
      const bytes = await remote.downloadPhoto(photo.objectPath ?? `${userId}/${id}`);
      await engineTransaction(['photos'], async () => {
        const current = await db.photos.get(id);
        if (current && !current.bytes) await db.photos.update(id, { bytes });
      });
      return true;
    } catch {
      // Not uploaded yet, or no connection: the photo shows a placeholder meanwhile.
      return false;
    }
  }

  function noteLocalChange(): void {
    if (disposed) return;
    if (changeTimer !== undefined) clearTimeout(changeTimer);
    changeTimer = setTimeout(() => {
      changeTimer = undefined;
      void sync();
    }, LOCAL_CHANGE_DELAY_MS);
  }

  function start(environment: SyncEnvironment = { window, document }): () => void {
    const onOnline = () => void sync({ force: true });
    const onOffline = () => void publishAfter('offline');
    const onFocus = () => void sync({ force: true });
    const onVisibility = () => {
      if (environment.document.visibilityState === 'visible') void sync({ force: true });
    };
    environment.window.addEventListener('online', onOnline);
    environment.window.addEventListener('offline', onOffline);
    environment.window.addEventListener('focus', onFocus);
    environment.document.addEventListener('visibilitychange', onVisibility);
    const stopReconnect = onReconnect(onOnline);
    const stop = () => {
      stopReconnect();
      environment.window.removeEventListener('online', onOnline);
      environment.window.removeEventListener('offline', onOffline);
      environment.window.removeEventListener('focus', onFocus);
      environment.document.removeEventListener('visibilitychange', onVisibility);
    };
    stops.push(stop);
    void sync({ force: true });
    return stop;
  }

  async function dispose(): Promise<void> {
    disposed = true;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    if (changeTimer !== undefined) clearTimeout(changeTimer);
    stops.splice(0).forEach((stop) => stop());
    await runner.current;
  }

  return { sync, pendingCount, flush, ensurePhotoBytes, start, noteLocalChange, dispose };
}
