import { getDefaultStore } from 'jotai';
import { db, liveQuery } from '../../lib/db.ts';
import { createOutbox, type Outbox } from '../../lib/outbox.ts';
import { pendingCallsAtom } from './outboxAtoms.ts';
import { writeOutboxMarker } from './outboxMarker.ts';
import { reportOutboxEvent } from './reportOutboxEvent.ts';
import { sendQueuedCall } from './sendQueuedCall.ts';

/** The app's one outbox, wired to Dexie, supabase-js, the toasts and the atoms. */
let outbox: Outbox | undefined;

export function getOutbox(): Outbox {
  const store = getDefaultStore();
  outbox ??= createOutbox({
    table: db.outbox,
    send: sendQueuedCall,
    report: (event) => reportOutboxEvent(event, store),
    publish: (calls) => {
      store.set(pendingCallsAtom, calls);
      // The next visit reads this to know whether to start the outbox at all.
      writeOutboxMarker(localStorage, calls.length);
    },
  });
  return outbox;
}

let started = false;

export function startOutboxRuntime(): void {
  if (started) return;
  started = true;
  const engine = getOutbox();
  engine.start();
  // Other tabs queue, send and cancel too; Dexie tells this one when the table changes.
  liveQuery(() => db.outbox.toArray()).subscribe({
    next: () => void engine.refresh(),
    error: (error: unknown) => console.error('Could not watch the queued calls', error),
  });
}
