import { vi } from 'vitest';

/** The stage and item sizes jsdom pretends to lay out (it lays out nothing by itself). */
export const STAGE = { width: 800, height: 500 };
export const ITEM = 100;

/**
 * Gives the canvas stage and its items sizes, and the layout observers Radix asks for, so the
 * canvas can place items as in a browser. Returns a function that puts jsdom back.
 */
export function stubCanvasLayout(): () => void {
  class QuietObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', QuietObserver);
  const size = (stage: number, item: number) =>
    function (this: HTMLElement) {
      if (this.classList.contains('room-canvas__stage')) return stage;
      if (this.classList.contains('placed-item')) return item;
      return 0;
    };
  const names = ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight'] as const;
  const saved = names.map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  const getters = {
    clientWidth: size(STAGE.width, ITEM),
    clientHeight: size(STAGE.height, ITEM),
    offsetWidth: size(STAGE.width, ITEM),
    offsetHeight: size(STAGE.height, ITEM),
  };
  for (const name of names) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: getters[name] });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  };
}
