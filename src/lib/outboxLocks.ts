/**
 * The outbox's locks. With Web Locks they hold across every tab of the app; where the browser
 * has none, an in-page mutex per name keeps at least this tab's own work in order.
 */

const pageMutexes = new Map<string, Promise<unknown>>();

/** Runs `task` while no other task holds the lock `name`. */
export function withLock<T>(
  locks: LockManager | null | undefined,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  if (locks) return locks.request(name, task) as Promise<T>;
  const previous = pageMutexes.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  pageMutexes.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

/** The browser's Web Locks, or null where there are none (older browsers, tests). */
export function browserLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}
