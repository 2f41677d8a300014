/**
 * Which room the canvas opens on: a room plan of this device, or the blank floor plan. The
 * choice is a setting of the device, kept in localStorage (read without waiting for the
 * database) and not synced; `?plan=<id>` in the address chooses too (other pages link so).
 */
import { useCallback } from 'react';
import { useBrowserStore } from '../../lib/useBrowserValue.ts';

export const CANVAS_ROOM_KEY = 'aurevia:canvas-room';
/** The stored value for the blank floor plan. */
export const BLANK_ROOM = 'blank';

export type RoomChoice =
  { readonly kind: 'plan'; readonly id: string } | { readonly kind: 'blank' };

const listeners = new Set<() => void>();
let memory: string | null = null;

function readStored(): string | null {
  if (memory !== null) return memory;
  try {
    return localStorage.getItem(CANVAS_ROOM_KEY);
  } catch {
    return null;
  }
}

export function writeRoomChoice(value: string): void {
  try {
    localStorage.setItem(CANVAS_ROOM_KEY, value);
    memory = null;
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
    memory = value;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CANVAS_ROOM_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice (null until the page has hydrated, and when none) and its setter. */
export function useStoredRoomChoice(): [string | null, (value: string) => void] {
  const stored = useBrowserStore(subscribe, readStored, null);
  const choose = useCallback((value: string) => writeRoomChoice(value), []);
  return [stored, choose];
}

/** The plan the address names (`?plan=<id>`), or null. */
export function planFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('plan')?.trim() || null;
}

/**
 * The room to show: the plan the address names, else the stored choice, else the plan edited
 * last (the list comes last edited first). Without plans, always the blank floor plan.
 */
export function resolveRoomChoice(
  plans: readonly { readonly id: string }[],
  fromAddress: string | null,
  stored: string | null,
): RoomChoice {
  const known = (id: string | null) => id !== null && plans.some((plan) => plan.id === id);
  if (plans.length === 0) return { kind: 'blank' };
  if (known(fromAddress)) return { kind: 'plan', id: fromAddress as string };
  if (stored === BLANK_ROOM) return { kind: 'blank' };
  if (known(stored)) return { kind: 'plan', id: stored as string };
  return { kind: 'plan', id: (plans[0] as { id: string }).id };
}
