import type { AureviaDb } from './db.ts';
import { announceDeviceDatabase } from './deviceDatabaseSignal.ts';
import { hasWritesAhead, replayWritesAhead } from './writeAhead.ts';

/**
 * The device's database for a store whose edits are written ahead (lib/writeAhead.ts). Dexie
 * loads with the store's first read or write, never with the page's first paint; before either,
 * the copies a previous visit left unwritten (a reload right after an edit) are written with
 * `write`, each with the time of its edit. When such copies exist, this starts at once, outside
 * any live query, and announces the database: the store's queries wait for it, so none reads the
 * old record first (or, before the database was ever created, an empty device).
 */
export function writeAheadDatabase<T>(
  table: string,
  write: (db: AureviaDb, value: T, editedAt: Date) => Promise<void>,
  what: string,
): () => Promise<AureviaDb> {
  let opened: Promise<AureviaDb> | undefined;
  const open = () =>
    (opened ??= import('./db.ts').then(async ({ db }) => {
      await replayWritesAhead<T>(table, (value, editedAt) => write(db, value, editedAt)).catch(
        (error: unknown) => console.error(`Could not write back ${what}`, error),
      );
      return db;
    }));
  if (hasWritesAhead(table)) {
    announceDeviceDatabase();
    void open();
  }
  return open;
}
