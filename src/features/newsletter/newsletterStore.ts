/**
 * The newsletter subscription kept on this device, shared by every newsletter box (footer,
 * scanner, browse, gallery) and every open tab.
 *
 * Dexie holds the record, but a mark in localStorage says whether there is one to read, so a
 * visitor who never subscribed loads no Dexie at all: the footer's box is on every page. With
 * the mark set, Dexie loads after the first paint and a live query follows the record (it also
 * hears of writes in other tabs, and of the record going when the device's data is cleared).
 * Another tab's subscription reaches this one through the mark's `storage` event.
 */
import { deviceDatabaseExists, whenIdle } from '../../lib/deviceDatabase.ts';
import type { NewsletterRecord } from '../../lib/deviceRecords.ts';

const RECORD_ID = 'footer';

/** 'subscribed' or 'none'; absent when this browser has not kept it yet (older versions). */
export const NEWSLETTER_MARKER_KEY = 'aurevia-newsletter';

export type SubscriptionState =
  { status: 'loading' } | { status: 'ready'; record: NewsletterRecord | null };

/** Before this device's answer is read; also what the prerendered page shows. */
export const LOADING_SUBSCRIPTION: SubscriptionState = { status: 'loading' };
const LOADING = LOADING_SUBSCRIPTION;
const NONE: SubscriptionState = { status: 'ready', record: null };

let current: SubscriptionState = LOADING;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;
/** Set while the live query on the table runs. */
let stopRecordWatch: (() => void) | null = null;

function publish(next: SubscriptionState): void {
  current = next;
  for (const listener of listeners) listener();
}

function readMarker(): string | null {
  try {
    return localStorage.getItem(NEWSLETTER_MARKER_KEY);
  } catch {
    return null;
  }
}

function writeMarker(subscribed: boolean): void {
  try {
    const value = subscribed ? 'subscribed' : 'none';
    if (localStorage.getItem(NEWSLETTER_MARKER_KEY) !== value) {
      localStorage.setItem(NEWSLETTER_MARKER_KEY, value);
    }
  } catch {
    // Without storage, every visit reads the database instead.
  }
}

/** One live query on the table for all boxes; Dexie also tells it about writes in other tabs. */
function watchRecord(): void {
  if (stopRecordWatch) return;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  stopRecordWatch = () => {
    stopped = true;
    unsubscribe?.();
  };
  import('../../lib/db.ts').then(
    ({ db, liveQuery }) => {
      if (stopped) return;
      const subscription = liveQuery(() => db.newsletter.get(RECORD_ID)).subscribe({
        next: (record) => {
          writeMarker(record?.subscribed === true);
          publish({ status: 'ready', record: record ?? null });
        },
        error: (error: unknown) => {
          console.error('Could not read the newsletter state', error);
          publish(NONE);
        },
      });
      unsubscribe = () => subscription.unsubscribe();
    },
    (error: unknown) => {
      console.error('Could not load the device storage', error);
      if (!stopped) publish(NONE);
    },
  );
}

/** What the mark says, read once the first box is on screen. */
function followMarker(): void {
  const marker = readMarker();
  if (marker === 'subscribed') watchRecord();
  else if (marker === 'none') publish(NONE);
  else {
    // No mark yet: a database from an older version may hold a subscription.
    whenIdle(() => {
      void deviceDatabaseExists().then((exists) => {
        if (!stopWatching || stopRecordWatch) return;
        if (exists === false) {
          writeMarker(false);
          publish(NONE);
        } else watchRecord();
      });
    });
  }
}

function startWatching(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== NEWSLETTER_MARKER_KEY && event.key !== null) return;
    // A live query already follows every change; otherwise the mark is all that is needed.
    if (!stopRecordWatch) followMarker();
  };
  window.addEventListener('storage', onStorage);
  followMarker();
  return () => {
    window.removeEventListener('storage', onStorage);
    stopRecordWatch?.();
    stopRecordWatch = null;
  };
}

/** For useSyncExternalStore: the first box to mount starts the watch, the last one stops it. */
export function subscribeToSubscription(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= startWatching();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      // Nothing watches any more, so nothing keeps the answer fresh: forget it.
      stopWatching?.();
      stopWatching = null;
      current = LOADING;
    }
  };
}

export function readSubscription(): SubscriptionState {
  return current;
}

export async function saveSubscription(email: string, now: Date = new Date()): Promise<void> {
  const { db } = await import('../../lib/db.ts');
  const record: NewsletterRecord = {
    id: RECORD_ID,
    email: email.trim(),
    subscribed: true,
    subscribedAt: now.toISOString(),
  };
  await db.newsletter.put(record);
  writeMarker(true);
  // Every box on this page says so at once; the live query follows from here on.
  if (stopWatching) {
    publish({ status: 'ready', record });
    watchRecord();
  }
}
