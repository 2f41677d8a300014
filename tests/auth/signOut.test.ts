import { createStore } from 'jotai';
import { sessionAtom } from '../../src/features/auth/authAtoms.ts';
import { signOut } from '../../src/features/auth/authSession.ts';
import { clearAccountCalls } from '../../src/features/outbox/outboxClient.ts';
import { AUTH_STORAGE_KEY } from '../../src/lib/backendConfig.ts';
import { supabase } from '../../src/lib/backend.ts';
import { fakeSession } from '../shell/renderWithApp.tsx';

vi.mock('../../src/lib/backend.ts', () => ({
  supabase: { auth: { signOut: vi.fn(), onAuthStateChange: vi.fn() } },
}));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  clearAccountCalls: vi.fn(() => Promise.resolve()),
}));

function signedIn() {
  const store = createStore();
  const session = fakeSession();
  store.set(sessionAtom, session);
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  localStorage.setItem('aurevia-onboarding', 'kept');
  return store;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('signOut', () => {
  it('signs out locally by default and clears the account’s queued calls', async () => {
    vi.mocked(supabase.auth.signOut).mockResolvedValue({ error: null });
    const store = signedIn();
    await signOut(undefined, store);
    expect(supabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(clearAccountCalls).toHaveBeenCalledWith('user-1');
  });

  it('passes the scope it is given', async () => {
    vi.mocked(supabase.auth.signOut).mockResolvedValue({ error: null });
    await signOut('global', signedIn());
    expect(supabase.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
  });

  it('clears the session on this device even when the server could not be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(supabase.auth.signOut).mockResolvedValue({
      error: Object.assign(new Error('Failed to fetch'), {
        name: 'AuthRetryableFetchError',
        status: 0,
      }),
    } as never);
    const store = signedIn();
    await signOut('local', store);
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // Device data is not the account's: it stays.
    expect(localStorage.getItem('aurevia-onboarding')).toBe('kept');
  });

  it('keeps this device signed in when only the other sessions are signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(supabase.auth.signOut).mockResolvedValue({ error: new Error('down') } as never);
    const store = signedIn();
    await signOut('others', store);
    expect(store.get(sessionAtom)).not.toBeNull();
    expect(clearAccountCalls).not.toHaveBeenCalled();
  });
});
