import { useEffect, useState, type DependencyList } from 'react';
import type { AureviaDb } from './db.ts';
import { deviceDatabaseKnownAbsent, whenDeviceDatabaseAppears } from './deviceDatabaseSignal.ts';

interface QueryState<T> {
  value: T | undefined;
  error: unknown;
}

/** The database as db.ts opens it; a store that must first write something back passes its own. */
async function openDeviceDatabase(): Promise<AureviaDb> {
  return (await import('./db.ts')).db;
}

/**
 * A query over the device's database, kept current as any tab changes what it reads (Dexie's
 * `liveQuery`). Undefined while it loads. While the database does not exist (a device that has
 * stored nothing yet) it answers `absent` without loading Dexie at all, and starts the query
 * once this tab or another of the app's tabs loads the database. An error is thrown to the
 * nearest error boundary, as a failed render would be.
 *
 * `read` is given the opened database and should await nothing but its queries: Dexie follows
 * what a live query reads only through its own promises.
 */
export function useDeviceQuery<T>(
  read: (db: AureviaDb) => Promise<T>,
  deps: DependencyList,
  absent: T,
  open: () => Promise<AureviaDb> = openDeviceDatabase,
): T | undefined {
  const [state, setState] = useState<QueryState<T>>({ value: undefined, error: null });

  useEffect(() => {
    let live = true;
    let subscription: { unsubscribe(): void } | null = null;
    let stopWaiting: () => void = () => undefined;

    const fail = (error: unknown) => {
      if (live) setState((current) => ({ value: current.value, error }));
    };
    const start = async () => {
      const [{ liveQuery }, db] = await Promise.all([import('./db.ts'), open()]);
      if (!live) return;
      subscription = liveQuery(() => read(db)).subscribe({
        next: (value) => {
          if (live) setState({ value, error: null });
        },
        error: fail,
      });
    };

    void deviceDatabaseKnownAbsent().then((isAbsent) => {
      if (!live) return;
      if (!isAbsent) {
        start().catch(fail);
        return;
      }
      setState({ value: absent, error: null });
      stopWaiting = whenDeviceDatabaseAppears(() => start().catch(fail));
    }, fail);

    return () => {
      live = false;
      subscription?.unsubscribe();
      stopWaiting();
    };
    // The caller names what the query depends on, as with useEffect; `read` and `absent` are
    // new each render, and `open` is the store's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  if (state.error) throw state.error;
  return state.value;
}
