// @vitest-environment node
import {
  SECURITY_OFFLINE,
  changePassword,
  readTwoStep,
  startEnrolment,
  turnOffTwoStep,
} from '../../src/features/security/securityCalls.ts';

const auth = vi.hoisted(() => ({
  onAuthStateChange: vi.fn(),
  updateUser: vi.fn(),
  reauthenticate: vi.fn(),
  mfa: {
    listFactors: vi.fn(),
    enroll: vi.fn(),
    unenroll: vi.fn(),
    challenge: vi.fn(),
    verify: vi.fn(),
  },
}));
vi.mock('../../src/lib/backend.ts', () => ({ supabase: { auth } }));

function apiError(code: string, message: string, status = 422) {
  return { name: 'AuthApiError', code, message, status, __isAuthError: true };
}

const factor = (id: string, status: 'verified' | 'unverified') => ({
  id,
  status,
  factor_type: 'totp',
  created_at: '',
  updated_at: '',
});

beforeEach(() => {
  vi.clearAllMocks();
  auth.mfa.challenge.mockResolvedValue({ data: { id: 'c1' }, error: null });
  auth.mfa.verify.mockResolvedValue({ data: {}, error: null });
  auth.mfa.unenroll.mockResolvedValue({ data: {}, error: null });
});

describe('the password change', () => {
  it('asks for the e-mailed code only when the server wants it, then sends it as nonce', async () => {
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: apiError('reauthentication_needed', 'Password update requires reauthentication', 400),
    });
    auth.reauthenticate.mockResolvedValueOnce({ data: {}, error: null });
    expect(await changePassword('new-secret', undefined, true)).toEqual({ status: 'code-sent' });
    expect(auth.reauthenticate).toHaveBeenCalledTimes(1);

    auth.updateUser.mockResolvedValueOnce({ data: { user: {} }, error: null });
    expect(await changePassword('new-secret', ' 123456 ', true)).toEqual({ status: 'changed' });
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: 'new-secret', nonce: '123456' });
  });

  it('changes it at once when the server asks for nothing more', async () => {
    auth.updateUser.mockResolvedValueOnce({ data: { user: {} }, error: null });
    expect(await changePassword('new-secret', undefined, true)).toEqual({ status: 'changed' });
    expect(auth.reauthenticate).not.toHaveBeenCalled();
  });

  it('says a wrong e-mailed code is wrong, and offline is offline', async () => {
    auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: apiError('reauthentication_not_valid', 'Requires a valid reauthentication nonce'),
    });
    expect(await changePassword('new-secret', '000000', true)).toEqual({
      status: 'failed',
      message: expect.stringMatching(/e-mailed code is not right/) as string,
    });
    expect(await changePassword('new-secret', undefined, false)).toEqual({
      status: 'failed',
      message: SECURITY_OFFLINE,
    });
  });
});

describe('two-step sign-in calls', () => {
  it('reads whether a verified factor exists', async () => {
    auth.mfa.listFactors.mockResolvedValueOnce({
      data: { all: [factor('f1', 'verified')], totp: [factor('f1', 'verified')] },
      error: null,
    });
    expect(await readTwoStep(true)).toEqual({ ok: true, value: { factorId: 'f1' } });
  });

  it('clears an unfinished enrolment before starting a new one', async () => {
    auth.mfa.listFactors.mockResolvedValueOnce({
      data: { all: [factor('old', 'unverified')], totp: [] },
      error: null,
    });
    auth.mfa.enroll.mockResolvedValueOnce({
      data: { id: 'f2', type: 'totp', totp: { qr_code: 'data:x', secret: 'S', uri: 'otpauth://' } },
      error: null,
    });
    expect(await startEnrolment(true)).toEqual({
      ok: true,
      value: { factorId: 'f2', qrCode: 'data:x', secret: 'S' },
    });
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'old' });
  });

  it('turns off only after the code is accepted', async () => {
    auth.mfa.verify.mockResolvedValueOnce({
      data: null,
      error: apiError('mfa_verification_failed', 'Invalid TOTP code entered'),
    });
    expect(await turnOffTwoStep('f1', '000000', true)).toEqual({
      ok: false,
      message: 'That code is not right. Check your authenticator app and try again.',
    });
    expect(auth.mfa.unenroll).not.toHaveBeenCalled();
    expect(await turnOffTwoStep('f1', '123456', true)).toEqual({ ok: true, value: null });
    expect(auth.mfa.verify).toHaveBeenLastCalledWith({
      factorId: 'f1',
      challengeId: 'c1',
      code: '123456',
    });
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
  });
});
