// @vitest-environment node
import { submitAuth, submitSecondStep } from '../../src/features/auth/authActions.ts';
import {
  secondStepRequired,
  signInWithPassword,
  signUpWithPassword,
  verifyFactorCode,
} from '../../src/features/auth/authCalls.ts';
import {
  cancelPendingCalls,
  queueAuthCall,
  queueSecondStep,
} from '../../src/features/outbox/outboxClient.ts';

vi.mock('../../src/features/auth/authCalls.ts', () => ({
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
  secondStepRequired: vi.fn(() => Promise.resolve(false)),
  verifyFactorCode: vi.fn(),
}));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  queueAuthCall: vi.fn(() => Promise.resolve()),
  queueSecondStep: vi.fn(() => Promise.resolve()),
  cancelPendingCalls: vi.fn(() => Promise.resolve()),
}));

const online = () => true;
const offline = () => false;

function authError(name: string, message: string, status: number, code?: string) {
  return Object.assign(new Error(message), { name, status, code, __isAuthError: true as const });
}

const due = { factorId: 'factor-1', userId: 'user-1', email: 'maya@example.com' };

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

describe('a sign-in with a second step', () => {
  it('asks for the code when the account has a verified factor', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue(null);
    vi.mocked(secondStepRequired).mockResolvedValueOnce(true);
    expect(await submitAuth('sign-in', 'maya@example.com', 'secret1', online)).toEqual({
      type: 'second-step',
    });
  });

  it('sends the code, without the spaces people type', async () => {
    vi.mocked(verifyFactorCode).mockResolvedValue(null);
    expect(await submitSecondStep(due, '123 456', online)).toEqual({ type: 'done' });
    expect(verifyFactorCode).toHaveBeenCalledWith('factor-1', '123456');
  });

  it('says a wrong code is wrong', async () => {
    vi.mocked(verifyFactorCode).mockResolvedValue(
      authError(
        'AuthApiError',
        'Invalid TOTP code entered',
        422,
        'mfa_verification_failed',
      ) as never,
    );
    expect(await submitSecondStep(due, '123456', online)).toEqual({
      type: 'error',
      message: 'That code is not right. Check your authenticator app and try again.',
    });
  });

  it('refuses anything but 6 digits without calling', async () => {
    expect(await submitSecondStep(due, '12345', online)).toEqual({
      type: 'error',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(verifyFactorCode).not.toHaveBeenCalled();
  });

  it('queues the code offline, and when the call got no answer', async () => {
    expect(await submitSecondStep(due, '123456', offline)).toEqual({ type: 'queued' });
    expect(verifyFactorCode).not.toHaveBeenCalled();
    vi.mocked(verifyFactorCode).mockResolvedValue(
      authError('AuthRetryableFetchError', 'Failed to fetch', 0) as never,
    );
    expect(await submitSecondStep(due, '654321', online)).toEqual({ type: 'queued' });
    expect(queueSecondStep).toHaveBeenNthCalledWith(1, 'factor-1', 'user-1', '123456');
    expect(queueSecondStep).toHaveBeenNthCalledWith(2, 'factor-1', 'user-1', '654321');
  });
});
