import { atom, useAtomValue, type getDefaultStore } from 'jotai';
import { startedOffline } from './earlyOffline.ts';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * Whether the app is online, as the page shows it. It starts online, as the prerendered page was
 * drawn, and startConnectivity sets it once the page has hydrated (from index.html's early answer
 * when it found the network out, earlyOffline.ts). The app's one connectivity
 * state, decided from evidence, lives in connectivityMonitor.ts, which loads after the first
 * paint and from then on decides (`showConnectivity`); until it has, the browser's events do.
 */
export const onlineAtom = atom(true);

let shownIn: Store | undefined;
let decided: boolean | undefined;

/** The monitor's word: from now on the browser's own events no longer set the state. */
export function showConnectivity(online: boolean): void {
  decided = online;
  shownIn?.set(onlineAtom, online);
}

/** Keeps `onlineAtom` in step. Returns a function that stops it. */
export function startConnectivity(store: Store): () => void {
  shownIn = store;
  store.set(onlineAtom, decided ?? (navigator.onLine && !startedOffline()));
  const update = (event: Event) => {
    if (decided === undefined) store.set(onlineAtom, event.type === 'online');
  };
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
