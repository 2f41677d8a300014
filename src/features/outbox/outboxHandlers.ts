import type { getDefaultStore } from 'jotai';
import type { OutboxEvent } from '../../lib/outbox.ts';
import type { OutboxMarker } from '../../lib/outboxMarker.ts';
import type { OutboxKind, OutboxRow, PendingCall } from '../../lib/outboxRules.ts';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * What a feature whose calls can be queued gives the outbox: how to send one of its rows and
 * how to tell the user how it ended. The outbox knows no feature; the features that queue calls
 * (auth, checkout) depend on it, and the app registers their handlers at the start of a visit
 * (`registerOutboxHandler`, outboxClient.ts).
 */
export interface OutboxHandler {
  /** Resolves with the call's result; rejects with the error supabase-js gave. */
  send(row: OutboxRow, secret: string | undefined): Promise<unknown>;
  report(event: OutboxEvent, store: Store): void;
}

/** Loaded on first use, so that no handler weighs on the first paint. */
export type OutboxHandlerLoader = () => Promise<OutboxHandler>;

/** The registered handlers, as the outbox's runtime is handed them when it starts. */
export interface OutboxHandlers {
  /** Rejects when no handler is registered for the kind, or it could not load. */
  handlerFor(kind: OutboxKind): Promise<OutboxHandler>;
  kinds(): OutboxKind[];
}

/**
 * What the client hands the runtime when it starts it. Handed rather than imported, so that the
 * runtime's chunk shares no module with the first paint but the ones it must.
 */
export interface OutboxWiring {
  handlers: OutboxHandlers;
  /** Receives the waiting calls after every change (the shell and pages read them). */
  publish(calls: readonly PendingCall[]): void;
  /** The mark in localStorage that the start of the next visit reads. */
  marker: OutboxMarker;
}
