// The mark lives beside the engine that keeps it (lib/outboxMarker.ts); the feature reads it here.
export {
  OUTBOX_MARKER_KEY,
  outboxAtStart,
  readOutboxMarker,
  writeOutboxMarker,
  type OutboxStartDecision,
} from '../../lib/outboxMarker.ts';
