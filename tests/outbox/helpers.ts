import { vi } from 'vitest';
import { db } from '../../src/lib/db.ts';
import { createOutbox, type Outbox, type OutboxDeps } from '../../src/lib/outbox.ts';
import type { PendingCall } from '../../src/lib/outboxRules.ts';

/**
 * An exclusive Web Locks stand-in (jsdom has none). Locks are shared by every engine given
 * the same instance, as tabs share the browser's.
 */
export class FakeLocks {
  readonly requested: string[] = [];
  private readonly held = new Set<string>();
  private readonly waiters = new Map<string, (() => void)[]>();

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  async request<T>(
    name: string,
    optionsOrCallback: LockOptions | ((lock: Lock | null) => T),
    maybeCallback?: (lock: Lock | null) => T,
  ): Promise<Awaited<T>> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    if (!callback) throw new Error('no callback');
    this.requested.push(name);
    if (options.ifAvailable && this.held.has(name)) return await callback(null);
    while (this.held.has(name)) {
      await new Promise<void>((resolve) => {
        const queue = this.waiters.get(name) ?? [];
        queue.push(resolve);
        this.waiters.set(name, queue);
      });
    }
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held.delete(name);
      this.waiters.get(name)?.shift()?.();
    }
  }

  asLockManager(): LockManager {
    return this as unknown as LockManager;
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
}

export function fakeEnvironment() {
  return { window: new EventTarget(), document: new FakeDocument() };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Shaped like supabase-js's errors, which the outbox recognises by name. */
export function networkError(): Error {
  return Object.assign(new Error('Failed to send a request to the Edge Function'), {
    name: 'FunctionsFetchError',
  });
}

export function httpError(status: number): Error {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    name: 'FunctionsHttpError',
    context: new Response('{}', { status }),
  });
}

export interface TestOutbox {
  outbox: Outbox;
  send: ReturnType<typeof vi.fn<OutboxDeps['send']>>;
  report: ReturnType<typeof vi.fn<OutboxDeps['report']>>;
  published: () => readonly PendingCall[];
  online: { value: boolean };
}

const engines: Outbox[] = [];

export function makeOutbox(overrides: Partial<OutboxDeps> & { online?: boolean } = {}): TestOutbox {
  const online = { value: overrides.online ?? true };
  let last: readonly PendingCall[] = [];
  const send = vi.fn<OutboxDeps['send']>(() => Promise.resolve({ url: 'https://pay.test/1' }));
  const report = vi.fn<OutboxDeps['report']>();
  const outbox = createOutbox({
    table: db.outbox,
    send,
    report,
    publish: (calls) => {
      last = calls;
    },
    locks: null,
    isOnline: () => online.value,
    ...overrides,
  });
  engines.push(outbox);
  return { outbox, send, report, published: () => last, online };
}

export function disposeOutboxes(): void {
  engines.splice(0).forEach((engine) => engine.dispose());
}

/** Every row of every store of the app's database, read with IndexedDB itself. */
export function readRawDatabase(): Promise<Record<string, unknown[]>> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('aurevia');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const idb = request.result;
      const names = [...idb.objectStoreNames];
      const transaction = idb.transaction(names, 'readonly');
      const result: Record<string, unknown[]> = {};
      for (const name of names) {
        const all = transaction.objectStore(name).getAll();
        all.onsuccess = () => {
          result[name] = all.result;
        };
      }
      transaction.oncomplete = () => {
        idb.close();
        resolve(result);
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}
