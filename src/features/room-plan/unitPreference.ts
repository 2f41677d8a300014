import { useCallback } from 'react';
import type { UnitSystem } from '../../lib/room/units.ts';
import { useBrowserStore } from '../../lib/useBrowserValue.ts';

/**
 * The user's choice of centimetres or feet and inches, remembered on this device. A setting
 * of the device rather than something the user made, so it lives in localStorage (read without
 * waiting for the database) and is not synced.
 */
export const UNIT_SYSTEM_KEY = 'aurevia:length-units';

const listeners = new Set<() => void>();
/** The choice when storage refuses it, kept for this visit. */
let memory: UnitSystem | null = null;

export function readUnitSystem(): UnitSystem {
  try {
    return localStorage.getItem(UNIT_SYSTEM_KEY) === 'imperial' ? 'imperial' : 'metric';
  } catch {
    return 'metric';
  }
}

export function writeUnitSystem(system: UnitSystem): void {
  try {
    localStorage.setItem(UNIT_SYSTEM_KEY, system);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this visit only.
    memory = system;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNIT_SYSTEM_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const read = (): UnitSystem => memory ?? readUnitSystem();

/** The chosen system (metric until the page has hydrated) and a setter that remembers it. */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const system = useBrowserStore(subscribe, read, 'metric');
  const choose = useCallback((next: UnitSystem) => writeUnitSystem(next), []);
  return [system, choose];
}
