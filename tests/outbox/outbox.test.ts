// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { OUTBOX_LOCK_NAME, createOutbox, withOutboxLock } from '../../src/lib/outbox.ts';
import type { CheckoutOutboxRow } from '../../src/lib/outboxRules.ts';
import {
  FakeLocks,
  deferred,
  disposeOutboxes,
  fakeEnvironment,
  httpError,
  makeOutbox,
  networkError,
  readRawDatabase,
} from './helpers.ts';

const PASSWORD = 'correct-horse-battery';

beforeEach(async () => {
  // A fresh database per test; auto-open stays on so the engine can reopen it.
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  disposeOutboxes();
  vi.useRealTimers();
});

function checkoutRow(overrides: Partial<CheckoutOutboxRow> = {}): CheckoutOutboxRow {
  return {
    id: 'checkout-1',
    kind: 'checkout',
    planType: 'premium',
    userId: 'user-1',
    createdAt: '2025-01-07T10:00:00.000Z',
    status: 'waiting',
    ...overrides,
  };
}

describe('queueing', () => {
  it('keeps a queued sign-in on disk without its password', async () => {
    const { outbox, send, published } = makeOutbox({ online: false });
    const row = await outbox.enqueueAuth('sign-in', 'maya@example.com', PASSWORD);
    await outbox.flush();

    const raw = await readRawDatabase();
    expect(raw.outbox).toEqual([
      {
        id: row.id,
        kind: 'sign-in',
        email: 'maya@example.com',
        createdAt: row.createdAt,
        status: 'waiting',
      },
    ]);
    expect(Object.keys(raw.outbox?.[0] ?? {}).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'kind',
      'status',
    ]);
    expect(JSON.stringify(raw)).not.toContain(PASSWORD);
    expect(send).not.toHaveBeenCalled();
    expect(published()).toEqual([expect.objectContaining({ id: row.id, retrying: false })]);
  });

  it('gives each call a client-made id', async () => {
    const { outbox } = makeOutbox({ online: false });
    const first = await outbox.enqueueAuth('sign-up', 'a@b.com', PASSWORD);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    const checkout = await outbox.enqueueCheckout('designer', 'user-1', crypto.randomUUID());
    expect(checkout.id).not.toBe(first.id);
  });

  it('lets the latest sign-in replace one still waiting', async () => {
    const { outbox, send, online } = makeOutbox({ online: false });
    await outbox.enqueueAuth('sign-in', 'old@example.com', 'first-password');
    const latest = await outbox.enqueueAuth('sign-in', 'new@example.com', PASSWORD);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ id: latest.id })]);
    online.value = true;
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: latest.id }), PASSWORD);
  });
});

describe('replay', () => {
  it('sends when the connection returns, exactly once, however many triggers fire', async () => {
    const environment = fakeEnvironment();
    const { outbox, send, report, online } = makeOutbox({ online: false });
    outbox.start(environment);
    const row = await outbox.enqueueAuth('sign-in', 'maya@example.com', PASSWORD);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();

    online.value = true;
    environment.window.dispatchEvent(new Event('online'));
    environment.document.dispatchEvent(new Event('visibilitychange'));
    await Promise.all([outbox.flush(), outbox.flush({ force: true }), outbox.flush()]);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: row.id }), PASSWORD);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ type: 'sent' }));
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends when the connection returns by evidence, though the browser never fires `online`', async () => {
    const reconnect = new Set<() => void>();
    const { outbox, send, online } = makeOutbox({
      online: true,
      onReconnect: (listener) => {
        reconnect.add(listener);
        return () => reconnect.delete(listener);
      },
    });
    // The page believes it is online (navigator.onLine lies): it tries, gets no answer, keeps it.
    send.mockRejectedValueOnce(networkError());
    outbox.start(fakeEnvironment());
    const row = await outbox.enqueueCheckout('designer', 'user-1', crypto.randomUUID());
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // Offline by evidence now: no retry timer runs.
    online.value = false;
    await outbox.flush();
    expect(await db.outbox.get(row.id)).toEqual(expect.objectContaining({ status: 'waiting' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(send).toHaveBeenCalledTimes(1);

    // A probe answers: no `online` event, yet the call goes, once.
    online.value = true;
    reconnect.forEach((listener) => listener());
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ id: row.id }), undefined);
  });

  it('on start, sends the checkout an earlier launch left, with its id as the key', async () => {
    await db.outbox.put(checkoutRow());
    const { outbox, send, report } = makeOutbox();
    outbox.start(fakeEnvironment());
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(checkoutRow({ status: 'waiting' }));
    expect(report).toHaveBeenCalledWith({
      type: 'sent',
      row: checkoutRow(),
      value: { url: 'https://pay.test/1' },
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes the row only after the call has succeeded', async () => {
    await db.outbox.put(checkoutRow());
    const answer = deferred<unknown>();
    const { outbox } = makeOutbox({ send: () => answer.promise });
    const flushing = outbox.flush();
    await vi.waitFor(async () =>
      expect((await db.outbox.get('checkout-1'))?.status).toBe('sending'),
    );
    answer.resolve({ url: 'https://pay.test/1' });
    await flushing;
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends again, under the same id, a call a closed tab left half-sent', async () => {
    await db.outbox.put(checkoutRow({ status: 'sending' }));
    const { outbox, send } = makeOutbox();
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ id: 'checkout-1', status: 'waiting' });
  });

  it('sends nothing while the browser says it is offline', async () => {
    await db.outbox.put(checkoutRow());
    const { outbox, send } = makeOutbox({ online: false });
    await outbox.flush({ force: true });
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('retries', () => {
  it('backs off 1 s, then doubling, up to 60 s, while calls get no answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await db.outbox.put(checkoutRow());
    const { outbox, send, published } = makeOutbox();
    send.mockRejectedValue(networkError());
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);

    const waits = [1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      await outbox.flush();
      expect(send).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await outbox.flush();
      expect(send).toHaveBeenCalledTimes(index + 2);
    }
    expect(await db.outbox.get('checkout-1')).toMatchObject({ status: 'waiting' });
    expect(published()).toEqual([expect.objectContaining({ retrying: false })]);
  });

  it('retries a 5xx, then reports the success once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await db.outbox.put(checkoutRow());
    const { outbox, send, report, published } = makeOutbox();
    send.mockRejectedValueOnce(httpError(503));
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
    expect(published()).toEqual([expect.objectContaining({ retrying: true })]);

    await vi.advanceTimersByTimeAsync(1000);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ type: 'sent' }));
    expect(await db.outbox.count()).toBe(0);
  });

  it('tries at once when the connection returns, whatever the backoff', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const environment = fakeEnvironment();
    await db.outbox.put(checkoutRow());
    const { outbox, send } = makeOutbox();
    send.mockRejectedValueOnce(networkError()).mockRejectedValueOnce(networkError());
    outbox.start(environment);
    await outbox.flush();
    await vi.advanceTimersByTimeAsync(1000);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    environment.window.dispatchEvent(new Event('online'));
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('ends a call the server refuses (4xx) and reports why, without retrying', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await db.outbox.put(checkoutRow());
    const refused = httpError(400);
    const { outbox, send, report } = makeOutbox();
    send.mockRejectedValue(refused);
    await outbox.flush();
    expect(report).toHaveBeenCalledWith({ type: 'failed', row: checkoutRow(), error: refused });
    expect(await db.outbox.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops a run at the first call that gets no answer', async () => {
    await db.outbox.bulkPut([
      checkoutRow(),
      checkoutRow({ id: 'checkout-2', createdAt: '2025-01-07T11:00:00.000Z', userId: 'user-2' }),
    ]);
    const { outbox, send } = makeOutbox();
    send.mockRejectedValue(networkError());
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ id: 'checkout-1' });
  });
});

describe('passwords lost with the closed app', () => {
  it('removes a queued sign-in whose password is not in memory, and says so', async () => {
    // Written by a launch that has since been closed: the row survived, the password did not.
    const left = {
      id: 'sign-in-1',
      kind: 'sign-in' as const,
      email: 'maya@example.com',
      createdAt: '2025-01-07T10:00:00.000Z',
      status: 'waiting' as const,
    };
    await db.outbox.put(left);
    const { outbox, send, report } = makeOutbox({ online: false });
    outbox.start(fakeEnvironment());
    await outbox.flush();
    expect(report).toHaveBeenCalledWith({ type: 'lost', row: left });
    expect(send).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves alone a sign-in whose password another open tab still holds', async () => {
    const locks = new FakeLocks();
    const otherTab = makeOutbox({ online: false, locks: locks.asLockManager() });
    const row = await otherTab.outbox.enqueueAuth('sign-up', 'maya@example.com', PASSWORD);

    const thisTab = makeOutbox({ online: true, locks: locks.asLockManager() });
    await thisTab.outbox.flush();
    expect(thisTab.report).not.toHaveBeenCalled();
    expect(thisTab.send).not.toHaveBeenCalled();
    expect(await db.outbox.get(row.id)).toBeDefined();

    // The other tab closes: its credentials go with it.
    otherTab.outbox.dispose();
    await thisTab.outbox.flush();
    expect(thisTab.report).toHaveBeenCalledWith(expect.objectContaining({ type: 'lost' }));
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the lock', () => {
  it('flushes under the aurevia-outbox Web Lock', async () => {
    const locks = new FakeLocks();
    await db.outbox.put(checkoutRow());
    const { outbox } = makeOutbox({ locks: locks.asLockManager() });
    await outbox.flush();
    expect(locks.requested).toContain(OUTBOX_LOCK_NAME);
    expect(OUTBOX_LOCK_NAME).toBe('aurevia-outbox');
  });

  it('never lets two tabs send the same call', async () => {
    const locks = new FakeLocks();
    await db.outbox.put(checkoutRow());
    const sends: string[] = [];
    const slowSend = async (row: { id: string }) => {
      sends.push(row.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { url: 'https://pay.test/1' };
    };
    const tabs = [1, 2, 3].map(() => makeOutbox({ locks: locks.asLockManager(), send: slowSend }));
    await Promise.all(tabs.map((tab) => tab.outbox.flush({ force: true })));
    expect(sends).toEqual(['checkout-1']);
    expect(tabs.flatMap((tab) => tab.report.mock.calls)).toHaveLength(1);
  });

  it('falls back to an in-page mutex where Web Locks are missing', async () => {
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside -= 1;
    };
    await Promise.all([withOutboxLock(null, task), withOutboxLock(null, task)]);
    expect(most).toBe(1);

    await db.outbox.put(checkoutRow());
    const sends: string[] = [];
    const send = async (row: { id: string }) => {
      sends.push(row.id);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { url: 'https://pay.test/1' };
    };
    const a = createOutbox({ table: db.outbox, send, report: () => {}, locks: null });
    const b = createOutbox({ table: db.outbox, send, report: () => {}, locks: null });
    await Promise.all([a.flush(), b.flush()]);
    a.dispose();
    b.dispose();
    expect(sends).toEqual(['checkout-1']);
  });
});

describe('cancelling and signing out', () => {
  it('cancels a waiting call, but not one already being sent', async () => {
    const { outbox, send, online } = makeOutbox({ online: false });
    const row = await outbox.enqueueAuth('sign-in', 'maya@example.com', PASSWORD);
    expect(await outbox.cancel(row.id)).toBe(true);
    online.value = true;
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();

    await db.outbox.put(checkoutRow());
    const answer = deferred<unknown>();
    send.mockImplementation(() => answer.promise);
    const flushing = outbox.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await outbox.cancel('checkout-1')).toBe(false);
    answer.resolve({ url: 'https://pay.test/1' });
    await flushing;
  });

  it("clears only the account's queued calls; the device's data stays", async () => {
    await db.newsletter.put({
      id: 'footer',
      email: 'maya@example.com',
      subscribed: true,
      subscribedAt: '2025-01-07T10:00:00.000Z',
    });
    await db.outbox.bulkPut([
      checkoutRow(),
      checkoutRow({ id: 'checkout-2', planType: 'designer' }),
      checkoutRow({ id: 'someone-else', userId: 'user-2' }),
    ]);
    const { outbox } = makeOutbox({ online: false });
    await outbox.enqueueAuth('sign-in', 'other@example.com', PASSWORD);
    await outbox.clearAccount('user-1');
    const left = await db.outbox.toArray();
    expect(left.map((row) => row.id).sort()).toEqual([expect.any(String), 'someone-else'].sort());
    expect(left.some((row) => row.kind === 'sign-in')).toBe(true);
    expect(await db.newsletter.get('footer')).toBeDefined();
  });

  it('does not report a call whose account signed out while it was being sent', async () => {
    await db.outbox.put(checkoutRow());
    const answer = deferred<unknown>();
    const { outbox, send, report } = makeOutbox();
    send.mockImplementation(() => answer.promise);
    const flushing = outbox.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await outbox.clearAccount('user-1');
    answer.resolve({ url: 'https://pay.test/1' });
    await flushing;
    expect(report).not.toHaveBeenCalled();
  });
});
