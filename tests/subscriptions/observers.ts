import { vi } from 'vitest';

class QuietObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

/**
 * jsdom has no layout observers; the carousel (embla) asks for both. They report nothing,
 * as in a page that never changes size.
 */
export function stubLayoutObservers(): void {
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  vi.stubGlobal('ResizeObserver', QuietObserver);
}
