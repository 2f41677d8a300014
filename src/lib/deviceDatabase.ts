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

const APPEARED_CHANNEL = 'aurevia-device-database';
let openedHere = false;
const appearedHere = new Set<() => void>();

/**
 * Called by db.ts as it loads: from now on this tab may create the database, so every query
 * waiting for it (useDeviceQuery) starts, here and in the app's other tabs.
 */
export function announceDeviceDatabase(): void {
  if (openedHere) return;
  openedHere = true;
  for (const listener of [...appearedHere]) listener();
  appearedHere.clear();
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(APPEARED_CHANNEL);
    channel.postMessage('opened');
    channel.close();
  }
}

/**
 * True only when the database is known not to exist and nothing in this tab has loaded it:
 * a visit that has stored nothing can then show its empty lists without loading Dexie.
 */
export async function deviceDatabaseKnownAbsent(
  exists: () => Promise<boolean | null> = deviceDatabaseExists,
): Promise<boolean> {
  if (openedHere) return false;
  return (await exists()) === false && !openedHere;
}

/**
 * Calls `listener` once, when this tab loads the database or another tab of the app does.
 * Returns a function that stops waiting.
 */
export function whenDeviceDatabaseAppears(listener: () => void): () => void {
  if (openedHere) {
    listener();
    return () => undefined;
  }
  let done = false;
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(APPEARED_CHANNEL) : null;
  const stop = () => {
    done = true;
    appearedHere.delete(once);
    channel?.close();
  };
  const once = () => {
    if (done) return;
    stop();
    listener();
  };
  appearedHere.add(once);
  if (channel) channel.onmessage = once;
  return stop;
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell). */
export function whenIdle(task: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}
