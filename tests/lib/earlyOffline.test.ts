import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retireEarlyOfflineNotice, startedOffline } from '../../src/lib/earlyOffline.ts';
import { earlyNoticeBackOnline, takeOverEarlyCheck } from '../../src/lib/earlyCheckHandover.ts';
import { OFFLINE_MESSAGE, BACK_ONLINE_MESSAGE } from '../../src/shell/offlinePill.ts';
import { BACK_ONLINE_NOTICE_MS } from '../../src/lib/timing.ts';
import { runHoldingScript } from './holdingScript.ts';

/** index.html's first inline script, as shipped, in a page the worker served or not. */
function openPage({ onLine = true, controlled = true, network = false } = {}) {
  const world = { network };
  const fetch = vi.fn(() =>
    world.network
      ? Promise.resolve(new Response(null, { status: 204 }))
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: controlled ? { controller: {} } : undefined,
  });
  runHoldingScript();
  return { world, fetch };
}

function notice() {
  return document.body.querySelector(':scope > .offline-indicator[role=status]');
}

describe("index.html's early offline check", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-offline');
    document.body.innerHTML = '<div id="root"></div>';
  });
  afterEach(() => {
    window.__aureviaHeld?.off?.();
    delete window.__aureviaEarly;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says offline at once when the browser says so, without a request', async () => {
    const { fetch } = openPage({ onLine: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()?.textContent).toBe(OFFLINE_MESSAGE);
    expect(startedOffline()).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the own origin for a page the worker served, and says offline when nothing answers', async () => {
    const { fetch } = openPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledWith(
      '/_connectivity',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    );
    expect(notice()?.textContent).toBe(OFFLINE_MESSAGE);
    // The notice sits outside #root, where hydration never meets it.
    expect(document.getElementById('root')?.childElementCount).toBe(0);
  });

  it('asks nothing of a page that came over the network', async () => {
    const { fetch } = openPage({ controlled: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(notice()).toBeNull();
  });

  it('asks again after 1, 2, 4 s, and says "Back online" for a moment once answered', async () => {
    const { world, fetch } = openPage();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    world.network = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(notice()?.textContent).toBe(BACK_ONLINE_MESSAGE);
    expect(startedOffline()).toBe(false);
    await vi.advanceTimersByTimeAsync(BACK_ONLINE_NOTICE_MS);
    expect(notice()).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops asking once the app takes over, which hands it a request under way', async () => {
    const { fetch } = openPage();
    const underWay = takeOverEarlyCheck();
    expect(underWay).toBeInstanceOf(Promise);
    expect(await underWay).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns to "Back online" when the app finds the network, and goes when the app draws its own', async () => {
    openPage({ onLine: false });
    await vi.advanceTimersByTimeAsync(0);
    takeOverEarlyCheck();
    earlyNoticeBackOnline();
    expect(notice()?.textContent).toBe(BACK_ONLINE_MESSAGE);

    window.__aureviaEarly?.show?.(false);
    expect(notice()?.textContent).toBe(OFFLINE_MESSAGE);
    retireEarlyOfflineNotice();
    expect(notice()).toBeNull();
    expect(startedOffline()).toBe(false);
  });
});
