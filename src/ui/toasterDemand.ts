import type { ComponentType } from 'react';
import { useBrowserStore } from '../lib/useBrowserValue.ts';

/**
 * The toaster, once a toast has been sent in this visit. Most visits send none, and mounting
 * react-hot-toast's toaster costs a long task on a phone, so the shell mounts it only then. The
 * code that sends the first toast hands the toaster over with it (toast.ts): the toaster arrives
 * with code already on the page and never has to be fetched, even offline before the worker
 * holds the files. Kept apart from toast.ts so the shell can watch it without loading the library.
 */
let requested: ComponentType | null = null;
const listeners = new Set<() => void>();

export function requestToaster(toaster: ComponentType): void {
  if (requested) return;
  requested = toaster;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readRequested = () => requested;

/** The toaster to mount, or null while no toast has been sent. */
export function useRequestedToaster(): ComponentType | null {
  return useBrowserStore(subscribe, readRequested, null);
}
