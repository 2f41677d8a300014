import { supabase } from '../../src/lib/backend.ts';
import { signInWithPassword, signUpWithPassword } from '../../src/features/auth/authCalls.ts';

vi.mock('../../src/lib/backend.ts', () => ({
  supabase: {
    auth: {
      signInWithPassword: vi.fn(() => Promise.resolve({ data: {}, error: null })),
      signUp: vi.fn(() => Promise.resolve({ data: {}, error: null })),
      onAuthStateChange: vi.fn(),
    },
  },
}));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('auth calls', () => {
  it('signs in with the e-mail and password', async () => {
    expect(await signInWithPassword('maya@example.com', 'secret1')).toBeNull();
    expect(supabase.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'secret1',
    });
  });

  it('signs up with the confirmation link pointing at the dashboard', async () => {
    expect(await signUpWithPassword('maya@example.com', 'secret1')).toBeNull();
    expect(supabase.auth.signUp).toHaveBeenCalledWith({
      email: 'maya@example.com',
      password: 'secret1',
      options: { emailRedirectTo: `${window.location.origin}/dashboard` },
    });
  });
});
