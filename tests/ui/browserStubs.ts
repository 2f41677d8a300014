import { vi } from 'vitest';

/** jsdom has no layout observers; embla and Radix only need them to exist. */
export function stubLayoutObservers(): void {
  class QuietObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', QuietObserver);
  vi.stubGlobal('IntersectionObserver', QuietObserver);
}

/**
 * An IntersectionObserver the test drives: `show(visible)` tells the observers of an element
 * with `className` (a carousel's own region, not the slides embla observes) whether it is on
 * screen.
 */
export function stubViewObserver(className: string): { show: (visible: boolean) => void } {
  const watched: Array<(visible: boolean) => void> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
      ) {}
      observe(target: Element): void {
        if (!target.classList.contains(className)) return;
        watched.push((visible) =>
          this.callback([
            {
              target,
              isIntersecting: visible,
              boundingClientRect: { bottom: visible ? 400 : 2000 } as DOMRectReadOnly,
            },
          ]),
        );
      }
      unobserve(): void {}
      disconnect(): void {}
      takeRecords(): [] {
        return [];
      }
    },
  );
  return { show: (visible) => watched.forEach((report) => report(visible)) };
}

const SLIDE_WIDTH = 300;

/**
 * jsdom lays nothing out: give the carousel's viewport and each slide a width of 300 px, the
 * slides side by side, so embla can measure its positions as in a browser.
 */
export function stubCarouselLayout(): () => void {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  const left = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.classList.contains('carousel__slide')) return SLIDE_WIDTH;
      if (this.classList.contains('carousel__viewport')) return SLIDE_WIDTH;
      if (this.classList.contains('carousel__container')) return SLIDE_WIDTH;
      return 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.classList.contains('carousel__slide') || !this.parentElement) return 0;
      return Array.from(this.parentElement.children).indexOf(this) * SLIDE_WIDTH;
    },
  });
  // jsdom computes no margins ("" rather than "0px"), which embla would read as NaN.
  const computed = window.getComputedStyle.bind(window);
  const getComputedStyle = vi
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo);
      const read = style.getPropertyValue.bind(style);
      style.getPropertyValue = (property: string) =>
        read(property) || (property.startsWith('margin') ? '0px' : '');
      return style;
    });
  return () => {
    getComputedStyle.mockRestore();
    if (width) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', width);
    if (left) Object.defineProperty(HTMLElement.prototype, 'offsetLeft', left);
  };
}
