/**
 * The page has no sender for this kind of call (yet): the call waits and is tried again like
 * one that met a server error (outboxRules.ts classifies it by its name), and is never ended
 * for it. Kept apart from the rules so that the start of a visit can name it without them.
 */
export class SenderUnavailableError extends Error {
  override name = 'SenderUnavailableError';
  constructor(kind: string) {
    super(`No sender for queued ${kind} calls in this page`);
  }
}
