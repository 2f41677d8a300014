import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, isHydrating, partHydrated } from '../../src/lib/hydration.ts';
import { useBrowserStore, useBrowserValue } from '../../src/lib/useBrowserValue.ts';

/** Draws the value and notes every value it rendered with. */
function Probe({ read, seen }: { read: () => string; seen: string[] }) {
  const value = useBrowserValue(read, 'server');
  seen.push(value);
  return <p>{value}</p>;
}

function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

function StoreProbe({ store }: { store: ReturnType<typeof createStore> }) {
  return <p>{useBrowserStore(store.subscribe, store.read, 'server')}</p>;
}

/** Hydrates `html` with `element`, collecting what React reports as hydration errors. */
async function hydrate(html: string, element: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

afterEach(() => {
  partHydrated('page');
  partHydrated('footer');
  document.body.replaceChildren();
});

describe('useBrowserValue', () => {
  it('hydrates the server value without a mismatch, then shows the browser value', async () => {
    beginHydration(['page']);
    const html = renderToString(<Probe read={() => 'browser'} seen={[]} />);
    expect(html).toContain('server');

    const seen: string[] = [];
    const { container, errors } = await hydrate(html, <Probe read={() => 'browser'} seen={seen} />);

    expect(errors).toEqual([]);
    expect(seen[0]).toBe('server');
    expect(container.textContent).toBe('browser');
  });

  it('reads the browser at once in a component that mounts after hydration', async () => {
    expect(isHydrating()).toBe(false);
    const container = document.createElement('div');
    const seen: string[] = [];
    await act(async () => {
      createRoot(container).render(<Probe read={() => 'browser'} seen={seen} />);
    });
    expect(seen).not.toContain('server');
    expect(container.textContent).toBe('browser');
  });

  it('keeps hydrating until every named part has hydrated', () => {
    beginHydration(['page', 'footer']);
    partHydrated('page');
    expect(isHydrating()).toBe(true);
    partHydrated('footer');
    expect(isHydrating()).toBe(false);
  });
});

describe('useBrowserStore', () => {
  it('hydrates the server snapshot, then follows the store', async () => {
    beginHydration(['page']);
    const store = createStore('stored');
    const html = renderToString(<StoreProbe store={store} />);

    const { container, errors } = await hydrate(html, <StoreProbe store={store} />);
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('stored');

    await act(async () => store.set('changed'));
    expect(container.textContent).toBe('changed');
  });
});
