/**
 * The newsletter subscription kept on this device, shared by every newsletter box (footer,
 * scanner, browse, gallery) and every open tab. Dexie loads with `import()` once something
 * watches, so the first paint of `/` never waits for it.
 */
import type { NewsletterRecord } from '../../lib/deviceRecords.ts';

const RECORD_ID = 'footer';

export type SubscriptionState =
  { status: 'loading' } | { status: 'ready'; record: NewsletterRecord | null };

const LOADING: SubscriptionState = { status: 'loading' };

let current: SubscriptionState = LOADING;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function publish(next: SubscriptionState): void {
  current = next;
  for (const listener of listeners) listener();
}

/** One live query on the table for all boxes; Dexie also tells it about writes in other tabs. */
function startWatching(): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  import('../../lib/db.ts').then(
    ({ db, liveQuery }) => {
      if (stopped) return;
      const subscription = liveQuery(() => db.newsletter.get(RECORD_ID)).subscribe({
        next: (record) => publish({ status: 'ready', record: record ?? null }),
        error: (error: unknown) => {
          console.error('Could not read the newsletter state', error);
          publish({ status: 'ready', record: null });
        },
      });
      unsubscribe = () => subscription.unsubscribe();
    },
    (error: unknown) => {
      console.error('Could not load the device storage', error);
      if (!stopped) publish({ status: 'ready', record: null });
    },
  );
  return () => {
    stopped = true;
    unsubscribe?.();
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
  await db.newsletter.put({
    id: RECORD_ID,
    email: email.trim(),
    subscribed: true,
    subscribedAt: now.toISOString(),
  });
}
