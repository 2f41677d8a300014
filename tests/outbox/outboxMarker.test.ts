import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { storageMarker } from '../../src/lib/outboxMarker.ts';
import { queueCheckout } from '../../src/features/outbox/outboxClient.ts';
import {
  OUTBOX_MARKER_KEY,
  outboxAtStart,
  readOutboxMarker,
} from '../../src/features/outbox/outboxMarker.ts';
import { FakeLocks, deferred, disposeOutboxes, makeOutbox } from './helpers.ts';

/**
 * The mark is how the next visit decides whether to look into the queue at all. A tab can be
 * reloaded or closed at any instant, so the mark must already say "look" at the very instant a
 * queued call reaches the disk, not a moment later.
 */

/** What the mark says at the instant each write to the outbox table is committed. */
function markAtEachOutboxCommit(): (string | null)[] {
  const seen: (string | null)[] = [];
  const transaction = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    names: string | Iterable<string>,
    mode?: IDBTransactionMode,
    options?: IDBTransactionOptions,
  ) {
    const opened = transaction.call(this, names, mode, options);
    const stores = typeof names === 'string' ? [names] : [...names];
    if (mode === 'readwrite' && stores.includes('outbox')) {
      // Added before Dexie's own handlers: it runs first, when nothing else has run since.
      opened.addEventListener('complete', () => seen.push(localStorage.getItem(OUTBOX_MARKER_KEY)));
    }
    return opened;
  });
  return seen;
}

/** The next visit's decision from a mark as it was, for a visitor who is not signed in. */
function nextVisitFrom(mark: string | null) {
  const storage = new Map<string, string>();
  if (mark !== null) storage.set(OUTBOX_MARKER_KEY, mark);
  const read = { getItem: (key: string) => storage.get(key) ?? null } as Storage;
  return outboxAtStart(readOutboxMarker(read));
}

describe('the mark, when a tab goes away right after queueing', () => {
  it('already makes the next visit look when the queued call reaches the disk', async () => {
    await db.delete({ disableAutoOpen: false });
    // An earlier visit ran the outbox and found nothing waiting.
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const marks = markAtEachOutboxCommit();

    await queueCheckout('designer', 'user-1', 'checkout-1');

    expect(await db.outbox.count()).toBe(1);
    // The first write of the table is the queued call's: reloaded at that instant, the page
    // would leave this mark behind.
    expect(marks.length).toBeGreaterThan(0);
    expect({ markOnDisk: marks[0], nextVisit: nextVisitFrom(marks[0] ?? null) }).toEqual({
      markOnDisk: marks[0],
      nextVisit: 'start',
    });
  });
});

describe('the mark, with two tabs', () => {
  afterEach(() => {
    disposeOutboxes();
  });

  it('is never set below the table from a count that a write in another tab overtook', async () => {
    await db.delete({ disableAutoOpen: false });
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    // Web Locks are shared by the tabs of a browser; so is localStorage.
    const locks = new FakeLocks().asLockManager();
    const marker = storageMarker(() => localStorage);

    // Tab B counts the table before tab A's call is written, but is busy: the count reaches
    // its code only later.
    const counted = deferred<undefined>();
    const busy = deferred<undefined>();
    const slowTable = new Proxy(db.outbox, {
      get(target, key) {
        if (key === 'count') {
          return () => {
            const count = target.count();
            counted.resolve(undefined);
            return busy.promise.then(() => count);
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const tabA = makeOutbox({ online: false, locks, marker });
    const tabB = makeOutbox({ online: false, locks, marker, table: slowTable });

    const recountInB = tabB.outbox.refresh();
    await counted.promise;
    const queuedInA = tabA.outbox.enqueueCheckout('designer', 'user-1', 'checkout-1');
    // Tab A gets as far as it can before tab B's count arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    busy.resolve(undefined);
    await Promise.all([recountInB, queuedInA]);

    expect(await db.outbox.count()).toBe(1);
    expect(readOutboxMarker(localStorage)).toBeGreaterThanOrEqual(1);
  });

  it('comes down to the real count once the calls are sent', async () => {
    await db.delete({ disableAutoOpen: false });
    const marker = storageMarker(() => localStorage);
    const { outbox, online } = makeOutbox({ online: false, marker });
    await outbox.enqueueCheckout('designer', 'user-1', 'checkout-1');
    await outbox.enqueueCheckout('premium', 'user-2', 'checkout-2');
    expect(readOutboxMarker(localStorage)).toBe(2);
    online.value = true;
    await outbox.flush({ force: true });
    expect(await db.outbox.count()).toBe(0);
    expect(readOutboxMarker(localStorage)).toBe(0);
  });
});
