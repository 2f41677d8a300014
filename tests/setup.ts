import { afterEach } from 'vitest';

// Server and pure-logic files run in the node environment: they have no DOM and need none of
// Testing Library, which costs each file a fraction of a second to load.
if (typeof document !== 'undefined') {
  const [{ cleanup, configure }] = await Promise.all([
    import('@testing-library/react'),
    import('@testing-library/jest-dom/vitest'),
  ]);
  // Lazily loaded parts and live queries take longer than the default second while another
  // worker shares the machine's two cores.
  configure({ asyncUtilTimeout: 5000 });

  // jsdom has no matchMedia; components ask it about reduced motion and breakpoints.
  if (typeof window.matchMedia !== 'function') {
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
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}

/**
 * Each file starts on an empty device, as on a thread of its own: the files of one thread share
 * the modules of node_modules (`pool: 'vmThreads'`, vitest.config.ts), and with them
 * fake-indexeddb's one IndexedDB, which a file after the first would find as the last one left
 * it. The file's own modules load after this and open their databases on the new one.
 */
if (typeof indexedDB !== 'undefined') {
  const { installEmptyIndexedDb } = await import('./lib/freshDevice.ts');
  installEmptyIndexedDb();
}
