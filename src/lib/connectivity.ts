import { atom, useAtomValue, type getDefaultStore } from 'jotai';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * The browser's view of the network; `false` means requests will certainly fail. It starts
 * online, as the prerendered page was drawn, and startConnectivity reads the real state once the
 * page has hydrated.
 */
export const onlineAtom = atom(true);

/** Keeps `onlineAtom` in step with the browser. Returns a function that stops listening. */
export function startConnectivity(store: Store): () => void {
  // The state may have changed between this module loading and the app starting.
  store.set(onlineAtom, navigator.onLine);
  const update = (event: Event) => store.set(onlineAtom, event.type === 'online');
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

export function useOnline(): boolean {
  return useAtomValue(onlineAtom);
}
