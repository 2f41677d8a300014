/**
 * An AR overlay's session, from the tap that opened the overlay to the overlay's going: what
 * measuring a room and seeing the design in it share.
 */
import type { Mark } from '../../lib/room/arMeasure.ts';
import {
  ArStartError,
  endWhenLeaving,
  startArSession,
  type ArFrame,
  type ArRay,
  type ArSession,
  type ArStartFailure,
} from './arSession.ts';
export interface OverlaySessionEvents {
  onFrame(frame: ArFrame): void;
  onSelect(ray: ArRay | null): void;
  onAnchorsMoved?(moved: ReadonlyMap<string, Mark>): void;
  /** The session is the overlay's now. */
  onStarted(session: ArSession): void;
  /** It could not start, and why. */
  onFailed(failure: ArStartFailure, error: unknown): void;
  /** Escape: the overlay's own way out (it may end the session or just close). */
  onEscape(): void;
  /**
   * The session has ended and the camera is released: `closing` when the overlay itself went
   * (nothing left to show), otherwise it ended under the overlay (finished, hidden, lost).
   */
  onEnd(closing: boolean): void;
}

/**
 * Runs an overlay's session from the tap that opened it to the overlay's going: starts it,
 * ends it when the page is hidden, hands Escape to the overlay, and ends it when the overlay
 * goes. Each frame's count and the ring's point (cm) are written on the overlay
 * (`data-frames`, `data-ring`), so a test aims as a person watching the ring does. Returns
 * what the overlay runs as it goes.
 */
export function runOverlaySession(overlay: HTMLElement, events: OverlaySessionEvents): () => void {
  let current: ArSession | null = null;
  let closing = false;
  let frames = 0;
  const stopWatching = endWhenLeaving(
    () => current,
    () => events.onEscape(),
  );
  startArSession(overlay, {
    onFrame(frame) {
      frames += 1;
      overlay.dataset.frames = String(frames);
      overlay.dataset.ring = frame.hit
        ? [frame.hit.x, frame.hit.y, frame.hit.z].map((m) => (m * 100).toFixed(1)).join(' ')
        : '';
      events.onFrame(frame);
    },
    onSelect: (ray) => events.onSelect(ray),
    onAnchorsMoved: (moved) => events.onAnchorsMoved?.(moved),
    onEnd() {
      current = null;
      events.onEnd(closing);
    },
  }).then(
    (started) => {
      if (closing) {
        void started.end();
        return;
      }
      current = started;
      events.onStarted(started);
    },
    (error: unknown) => {
      if (!closing)
        events.onFailed(error instanceof ArStartError ? error.failure : 'failed', error);
    },
  );
  return () => {
    closing = true;
    stopWatching();
    void current?.end();
  };
}
