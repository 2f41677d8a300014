import { getDefaultStore } from 'jotai';
import { db, liveQuery } from '../../lib/db.ts';
import { createOutbox, type Outbox } from '../../lib/outbox.ts';
import type { OutboxWiring } from './outboxHandlers.ts';

/** The app's one outbox, wired to Dexie and to what the client handed over. */
let outbox: Outbox | undefined;

/**
 * Creates and starts the outbox once a visit: it sends what waits, and from now on whenever the
 * connection returns or the table changes in any tab.
 */
export function startOutboxRuntime({ handlers, publish, marker }: OutboxWiring): Outbox {
  if (outbox) return outbox;
  const store = getDefaultStore();
  const engine = createOutbox({
    table: db.outbox,
    send: async (row, secret) => (await handlers.handlerFor(row.kind)).send(row, secret),
    report: (event) => {
      handlers.handlerFor(event.row.kind).then(
        (handler) => handler.report(event, store),
        (error: unknown) => console.error('Could not tell how a queued call ended', error),
      );
    },
    publish,
    // The next visit reads it to know whether to start the outbox at all.
    marker,
  });
  outbox = engine;
  // Loaded now, while the page is known to work, so that how a call ended can be told even if
  // the connection goes again before it does.
  for (const kind of handlers.kinds()) {
    handlers
      .handlerFor(kind)
      .catch((error: unknown) =>
        console.error(`Could not load the handler of queued ${kind} calls`, error),
      );
  }
  engine.start();
  // Other tabs queue, send and cancel too; Dexie tells this one when the table changes.
  liveQuery(() => db.outbox.toArray()).subscribe({
    next: () => void engine.refresh(),
    error: (error: unknown) => console.error('Could not watch the queued calls', error),
  });
  return engine;
}
