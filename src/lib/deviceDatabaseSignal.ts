/**
 * Whether this tab or another has loaded the device's database: what a query that found no
 * database (useDeviceQuery) waits for. Apart from deviceDatabase.ts, which the first paint of
 * every page loads, since only pages that list stored data need it.
 */
import { deviceDatabaseExists } from './deviceDatabase.ts';

const APPEARED_CHANNEL = 'aurevia-device-database';
let openedHere = false;
const appearedHere = new Set<() => void>();

/**
 * Called by db.ts as it loads, and by a store about to load it to write back what a previous
 * visit left unwritten: from now on this tab may create the database, so every query waiting
 * for it (useDeviceQuery) starts, here and in the app's other tabs.
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

let asking: Promise<boolean | null> | null = null;

/**
 * True only when the database is known not to exist and nothing in this tab has loaded it:
 * a visit that has stored nothing can then show its empty lists without loading Dexie. The
 * queries a page mounts together share one question to the browser; a later one asks again,
 * since another tab may have made the database meanwhile.
 */
export async function deviceDatabaseKnownAbsent(): Promise<boolean> {
  if (openedHere) return false;
  asking ??= deviceDatabaseExists().finally(() => {
    asking = null;
  });
  return (await asking) === false && !openedHere;
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
