import {
  OUTBOX_MARKER_KEY,
  outboxAtStart,
  readOutboxMarker,
} from '../../src/features/outbox/outboxMarker.ts';

const runtime = vi.hoisted(() => ({ starts: 0, failures: 0 }));

// Loading the runtime is what loads Dexie; here it only counts how often it was started.
vi.mock('../../src/features/outbox/outboxRuntime.ts', () => ({
  startOutboxRuntime: () => {
    if (runtime.failures > 0) {
      runtime.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    runtime.starts += 1;
    return {};
  },
}));

/** A fresh visit: the client forgets that it loaded the runtime. */
async function visit() {
  vi.resetModules();
  runtime.starts = 0;
  runtime.failures = 0;
  return import('../../src/features/outbox/outboxClient.ts');
}

/** Runs the idle-time work now. */
function idleNow() {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    task();
    return 0;
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mark of waiting calls', () => {
  it('reads a count, and nothing from a missing or broken mark', () => {
    expect(readOutboxMarker(localStorage)).toBeNull();
    localStorage.setItem(OUTBOX_MARKER_KEY, '2');
    expect(readOutboxMarker(localStorage)).toBe(2);
    localStorage.setItem(OUTBOX_MARKER_KEY, 'many');
    expect(readOutboxMarker(localStorage)).toBeNull();
    expect(readOutboxMarker(undefined)).toBeNull();
  });

  it('starts the outbox when calls wait, skips it when none do, looks first when unknown', () => {
    expect(outboxAtStart(3)).toBe('start');
    expect(outboxAtStart(0)).toBe('skip');
    expect(outboxAtStart(null)).toBe('check-database');
  });

  it('looks into the queue of a signed-in visit whatever the mark says', () => {
    expect(outboxAtStart(0, true)).toBe('check-queue');
    expect(outboxAtStart(2, true)).toBe('start');
    expect(outboxAtStart(null, true)).toBe('check-database');
  });
});

describe('the outbox at the start of a visit', () => {
  it('starts at once when the last visit left calls waiting', async () => {
    localStorage.setItem(OUTBOX_MARKER_KEY, '1');
    const { bootOutbox } = await visit();
    const databaseExists = vi.fn(() => Promise.resolve(true));
    bootOutbox({ storage: localStorage, target: new EventTarget() as Window, databaseExists });
    await settle();
    expect(runtime.starts).toBe(1);
    expect(databaseExists).not.toHaveBeenCalled();
  });

  it('stays unloaded when none wait', async () => {
    idleNow();
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    const { bootOutbox } = await visit();
    const databaseExists = vi.fn(() => Promise.resolve(true));
    bootOutbox({ storage: localStorage, target: new EventTarget() as Window, databaseExists });
    await settle();
    expect(runtime.starts).toBe(0);
    expect(databaseExists).not.toHaveBeenCalled();
  });

  it('with no mark and no database: stays unloaded and marks that none wait', async () => {
    idleNow();
    const { bootOutbox } = await visit();
    bootOutbox({
      storage: localStorage,
      target: new EventTarget() as Window,
      databaseExists: () => Promise.resolve(false),
    });
    await settle();
    expect(runtime.starts).toBe(0);
    expect(localStorage.getItem(OUTBOX_MARKER_KEY)).toBe('0');
  });

  it('with no mark but a database from an earlier version: starts once to be safe', async () => {
    idleNow();
    const { bootOutbox } = await visit();
    bootOutbox({
      storage: localStorage,
      target: new EventTarget() as Window,
      databaseExists: () => Promise.resolve(true),
    });
    await settle();
    expect(runtime.starts).toBe(1);
  });

  it('with no mark where the browser cannot list databases: starts once to be safe', async () => {
    idleNow();
    const { bootOutbox } = await visit();
    bootOutbox({
      storage: localStorage,
      target: new EventTarget() as Window,
      databaseExists: () => Promise.resolve(null),
    });
    await settle();
    expect(runtime.starts).toBe(1);
  });

  it('starts when another tab queues a call', async () => {
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    const { bootOutbox } = await visit();
    const target = new EventTarget() as Window;
    bootOutbox({
      storage: localStorage,
      target: target,
      databaseExists: () => Promise.resolve(true),
    });
    localStorage.setItem(OUTBOX_MARKER_KEY, '1');
    target.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_MARKER_KEY, newValue: '1' }));
    await settle();
    expect(runtime.starts).toBe(1);
  });

  it('starts when something is queued on this page', async () => {
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    const { bootOutbox, queueCheckout } = await visit();
    bootOutbox({
      storage: localStorage,
      target: new EventTarget() as Window,
      databaseExists: () => Promise.resolve(true),
    });
    await queueCheckout('designer', 'user-1', 'checkout-1').catch(() => undefined);
    expect(runtime.starts).toBe(1);
  });

  it('signed in, with a mark that says none wait: looks into the queue at idle time', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    const { bootOutbox } = await visit();
    bootOutbox({ signedIn: true, storage: localStorage, target: new EventTarget() as Window });
    await settle();
    expect(runtime.starts).toBe(0);
    idle.forEach((task) => task());
    await settle();
    expect(runtime.starts).toBe(1);
  });

  it('tries a start that failed again when the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(OUTBOX_MARKER_KEY, '1');
    const { bootOutbox } = await visit();
    runtime.failures = 1;
    const target = new EventTarget() as Window;
    bootOutbox({ storage: localStorage, target });
    await settle();
    expect(runtime.starts).toBe(0);
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(runtime.starts).toBe(1);
  });

  it('leaves a reading visitor alone when the connection returns', async () => {
    localStorage.setItem(OUTBOX_MARKER_KEY, '0');
    const { bootOutbox } = await visit();
    const target = new EventTarget() as Window;
    bootOutbox({ storage: localStorage, target });
    target.dispatchEvent(new Event('online'));
    await settle();
    expect(runtime.starts).toBe(0);
  });
});
