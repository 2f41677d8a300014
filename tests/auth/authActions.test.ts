import { submitAuth } from '../../src/features/auth/authActions.ts';
import { signInWithPassword, signUpWithPassword } from '../../src/features/auth/authCalls.ts';
import { cancelPendingCalls, queueAuthCall } from '../../src/features/outbox/outboxClient.ts';

vi.mock('../../src/features/auth/authCalls.ts', () => ({
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
}));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  queueAuthCall: vi.fn(() => Promise.resolve()),
  cancelPendingCalls: vi.fn(() => Promise.resolve()),
}));

const online = () => true;
const offline = () => false;

function authError(name: string, message: string, status: number) {
  return Object.assign(new Error(message), { name, status, __isAuthError: true as const });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('submitAuth', () => {
  it('signs in when the backend says yes', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue(null);
    expect(await submitAuth('sign-in', 'maya@example.com', 'secret1', online)).toEqual({
      type: 'done',
    });
    expect(signInWithPassword).toHaveBeenCalledWith('maya@example.com', 'secret1');
    expect(queueAuthCall).not.toHaveBeenCalled();
  });

  it('maps what the backend answers through the error catalogue', async () => {
    vi.mocked(signUpWithPassword).mockResolvedValue(
      authError('AuthApiError', 'User already registered', 422) as never,
    );
    expect(await submitAuth('sign-up', 'maya@example.com', 'secret1', online)).toEqual({
      type: 'error',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('queues without calling when the browser is offline', async () => {
    expect(await submitAuth('sign-in', 'maya@example.com', 'secret1', offline)).toEqual({
      type: 'queued',
    });
    expect(signInWithPassword).not.toHaveBeenCalled();
    expect(queueAuthCall).toHaveBeenCalledWith('sign-in', 'maya@example.com', 'secret1');
  });

  it('queues when the call got no answer (status 0)', async () => {
    vi.mocked(signUpWithPassword).mockResolvedValue(
      authError('AuthRetryableFetchError', 'Failed to fetch', 0) as never,
    );
    expect(await submitAuth('sign-up', 'maya@example.com', 'secret1', online)).toEqual({
      type: 'queued',
    });
    expect(queueAuthCall).toHaveBeenCalledWith('sign-up', 'maya@example.com', 'secret1');
  });

  it('replaces an auth call still waiting', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue(null);
    await submitAuth('sign-in', 'maya@example.com', 'secret1', online);
    const matches = vi.mocked(cancelPendingCalls).mock.calls[0]?.[0];
    expect(matches?.({ kind: 'sign-up' } as never)).toBe(true);
    expect(matches?.({ kind: 'checkout' } as never)).toBe(false);
  });

  it('reports a thrown surprise as the unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signInWithPassword).mockRejectedValue(new TypeError('boom'));
    expect(await submitAuth('sign-in', 'maya@example.com', 'secret1', online)).toEqual({
      type: 'error',
      message: 'An unexpected error occurred. Please try again.',
    });
  });
});
