import { applyUpdate } from '../../src/lib/pwa.ts';
import { TAKEOVER_FALLBACK_MS } from '../../src/lib/timing.ts';

// The registration's code is a file of the old version: here it can no longer be loaded.
vi.mock('../../src/lib/serviceWorkerRegistration.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

class FakeContainer extends EventTarget {
  constructor(readonly waiting: { postMessage: (message: unknown) => void } | null) {
    super();
  }
  getRegistration() {
    return Promise.resolve({ waiting: this.waiting });
  }
}

function withServiceWorker(container: FakeContainer) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

describe('applyUpdate when the update code cannot be loaded', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.useRealTimers();
  });

  it('asks the waiting worker to take over, then reloads once it has', async () => {
    const postMessage = vi.fn();
    const container = new FakeContainer({ postMessage });
    withServiceWorker(container);
    const reload = vi.fn();

    await applyUpdate(reload);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway if the new worker never takes over, and only once', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer({ postMessage: vi.fn() });
    withServiceWorker(container);
    const reload = vi.fn();

    await applyUpdate(reload);
    vi.advanceTimersByTime(TAKEOVER_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when no new version waits', async () => {
    withServiceWorker(new FakeContainer(null));
    const reload = vi.fn();
    await applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
