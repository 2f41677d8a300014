import { useBrowserStore } from '../lib/useBrowserValue.ts';

/**
 * Whether a toast has been sent in this visit. The toaster (react-hot-toast and its styles) is
 * mounted only then: most visits send none, and mounting it costs a long task on a phone.
 * Kept apart from toast.ts so the app can watch it without loading the library.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readWanted = () => wanted;

export function useToasterWanted(): boolean {
  return useBrowserStore(subscribe, readWanted, false);
}
