import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../src/lib/backendConfig.ts';
import { fakeSession } from '../shell/renderWithApp.tsx';

type Listener = (event: string, session: Session | null) => void;

/** The listeners supabase-js was given: one for each time the loader brought it in. */
const backend = vi.hoisted(() => ({
  listeners: [] as ((event: string, session: unknown) => void)[],
}));

vi.mock('../../src/lib/backend.ts', () => ({
  supabase: {
    auth: {
      onAuthStateChange: (listener: Listener) => {
        backend.listeners.push(listener as (event: string, session: unknown) => void);
      },
      signInWithPassword: () => Promise.resolve({ data: {}, error: null }),
    },
  },
}));

/** A fresh visit: new modules (the loader's memory, the atoms) and a fresh default store. */
async function visit() {
  vi.resetModules();
  backend.listeners = [];
  const boot = await import('../../src/features/auth/authBoot.ts');
  const atoms = await import('../../src/features/auth/authAtoms.ts');
  const loader = await import('../../src/features/auth/backendLoader.ts');
  const jotai = await import('jotai');
  return { ...boot, ...atoms, ...loader, store: jotai.getDefaultStore() };
}

function windowAt(href: string) {
  const target = new EventTarget() as EventTarget & { location: Location };
  target.location = new URL(href) as unknown as Location;
  return target as unknown as Window;
}

/** Lets the dynamic import of supabase-js settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('which visits need supabase-js at their start', () => {
  it('recognises what an e-mailed link brings back, and nothing else', async () => {
    const { urlCarriesAuthResult } = await visit();
    expect(
      urlCarriesAuthResult(
        'https://a.test/dashboard#access_token=x&refresh_token=y&expires_in=3600&type=signup',
      ),
    ).toBe(true);
    expect(
      urlCarriesAuthResult(
        'https://a.test/dashboard#error=access_denied&error_code=otp_expired&error_description=Link',
      ),
    ).toBe(true);
    expect(urlCarriesAuthResult('https://a.test/auth?code=abc')).toBe(true);
    expect(urlCarriesAuthResult('https://a.test/')).toBe(false);
    expect(urlCarriesAuthResult('https://a.test/pricing#faq')).toBe(false);
    expect(urlCarriesAuthResult('https://a.test/dashboard?checkout=success')).toBe(false);
  });
});

describe('the start of a visit', () => {
  it('an anonymous reader: signed out at once, and supabase-js never loads', async () => {
    const { bootAuth, store, authLoadingAtom, sessionAtom } = await visit();
    expect(store.get(authLoadingAtom)).toBe(true);
    expect(bootAuth(store, windowAt('https://a.test/'))).toBe(false);
    expect(store.get(authLoadingAtom)).toBe(false);
    expect(store.get(sessionAtom)).toBeNull();
    await settle();
    expect(backend.listeners).toHaveLength(0);
  });

  it('a stored session: shown at once, then confirmed by supabase-js', async () => {
    const session = fakeSession();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const { bootAuth, store, authLoadingAtom, sessionAtom, userAtom } = await visit();
    expect(store.get(sessionAtom)).toBeNull();
    // The outbox hears of it: a signed-in visit looks into the queue whatever the mark says.
    expect(bootAuth(store, windowAt('https://a.test/'))).toBe(true);
    expect(store.get(userAtom)?.email).toBe('maya@example.com');
    expect(store.get(authLoadingAtom)).toBe(true);
    await settle();
    expect(backend.listeners).toHaveLength(1);
    backend.listeners[0]?.('INITIAL_SESSION', session);
    expect(store.get(authLoadingAtom)).toBe(false);
    expect(store.get(userAtom)?.id).toBe('user-1');
  });

  it('a mail link: supabase-js loads to read the session from the address', async () => {
    const { bootAuth, store, authLoadingAtom, userAtom } = await visit();
    bootAuth(store, windowAt('https://a.test/dashboard#access_token=x&refresh_token=y'));
    expect(store.get(authLoadingAtom)).toBe(true);
    await settle();
    expect(backend.listeners).toHaveLength(1);
    backend.listeners[0]?.('SIGNED_IN', fakeSession());
    expect(store.get(userAtom)?.id).toBe('user-1');
  });

  it('a sign-in in another tab: shown here, and supabase-js loads to follow it', async () => {
    const { bootAuth, store, userAtom } = await visit();
    const target = windowAt('https://a.test/');
    bootAuth(store, target);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession()));
    target.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(store.get(userAtom)?.id).toBe('user-1');
    await settle();
    expect(backend.listeners).toHaveLength(1);
  });
});

describe('supabase-js loaded by an action', () => {
  it('the atoms follow the sign-in it makes', async () => {
    const { bootAuth, store, userAtom } = await visit();
    bootAuth(store, windowAt('https://a.test/auth'));
    const { signInWithPassword } = await import('../../src/features/auth/authCalls.ts');
    await signInWithPassword('maya@example.com', 'secret-password');
    expect(backend.listeners).toHaveLength(1);
    backend.listeners[0]?.('SIGNED_IN', fakeSession());
    expect(store.get(userAtom)?.id).toBe('user-1');
  });

  it('loads supabase-js once, however many ask', async () => {
    const { loadBackend } = await visit();
    await Promise.all([loadBackend(), loadBackend(), loadBackend()]);
    expect(backend.listeners).toHaveLength(1);
  });
});
