/**
 * What can be known of the app's IndexedDB database without opening it (and so without
 * loading Dexie): whether it exists at all. Kept apart from db.ts, which loads Dexie.
 */

/** The name db.ts gives the database (a test keeps the two equal). */
export const DEVICE_DB_NAME = 'aurevia';

/**
 * True when the database exists, false when it does not, null when the browser cannot say
 * (no `indexedDB.databases()`, or it failed): then it may exist.
 */
export async function deviceDatabaseExists(
  factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): Promise<boolean | null> {
  if (!factory || typeof factory.databases !== 'function') return null;
  try {
    const databases = await factory.databases();
    return databases.some((database) => database.name === DEVICE_DB_NAME);
  } catch {
    return null;
  }
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell). */
export function whenIdle(task: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}
