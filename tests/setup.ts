import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded parts and live queries take longer than the default second while another
// worker shares the machine's two cores.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; components ask it about reduced motion and breakpoints.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

afterEach(() => {
  // Server tests run in the node environment, where there is no DOM or web storage.
  if (typeof document === 'undefined') return;
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
