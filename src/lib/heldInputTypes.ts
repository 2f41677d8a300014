/**
 * What index.html's inline script held while the page could not answer yet: every tap, key and
 * keystroke inside #root, in order. The prerendered page looks ready long before its code runs
 * (seconds on a phone); this is how nothing done in that time is lost.
 */
export interface HeldEntry {
  readonly e: Event;
  /** The field's value when the event came (text typed so far). */
  readonly v?: string;
  /** The Enter whose default action this click or submit was. */
  readonly k?: HeldEntry;
}

export interface HeldQueue extends Array<HeldEntry> {
  /** Removes the inline script's listeners. */
  off?: () => void;
}

declare global {
  interface Window {
    __aureviaHeld?: HeldQueue;
  }
}
