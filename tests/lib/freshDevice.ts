import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';

/**
 * A fresh device and a fresh page: an empty IndexedDB, and modules that have not loaded the
 * database yet. Dexie itself is not reloaded: it is handed the new device's IndexedDB.
 */
export function startFreshDevice(): void {
  vi.resetModules();
  installEmptyIndexedDb();
}

/** An empty IndexedDB for the modules that load from now on, Dexie's included. */
export function installEmptyIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
  globalThis.IDBKeyRange = IDBKeyRange;
  Dexie.dependencies.indexedDB = globalThis.indexedDB;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
}
