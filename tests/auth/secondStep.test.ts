// @vitest-environment node
import { createStore } from 'jotai';
import {
  assuranceLevelOf,
  secondStepDueAtom,
  secondStepDueFor,
  sessionAtom,
  userAtom,
} from '../../src/features/auth/authAtoms.ts';
import { authErrorMessage, isAuthenticatorCode } from '../../src/features/auth/authErrors.ts';
import { applyAuthEvent } from '../../src/features/auth/authSession.ts';
import { sessionAt, token } from './mfaSession.ts';

describe('the second step rule', () => {
  it('reads the aal claim of a token, and nothing from a malformed one', () => {
    expect(assuranceLevelOf(token({ aal: 'aal2' }))).toBe('aal2');
    expect(assuranceLevelOf('not-a-token')).toBeNull();
    expect(assuranceLevelOf('a.%%%.c')).toBeNull();
  });

  it('is due at aal1 with a verified factor, and only then', () => {
    expect(secondStepDueFor(sessionAt('aal1'))).toEqual({
      factorId: 'f1',
      userId: 'u1',
      email: 'ada@example.com',
    });
    expect(secondStepDueFor(sessionAt('aal2'))).toBeNull();
    expect(secondStepDueFor(sessionAt('aal1', 'unverified'))).toBeNull();
    expect(secondStepDueFor(null)).toBeNull();
  });

  it('keeps the user signed out until MFA_CHALLENGE_VERIFIED brings the aal2 session', () => {
    const store = createStore();
    applyAuthEvent(store, 'SIGNED_IN', sessionAt('aal1'));
    expect(store.get(sessionAtom)).not.toBeNull();
    expect(store.get(secondStepDueAtom)?.factorId).toBe('f1');
    expect(store.get(userAtom)).toBeNull();
    applyAuthEvent(store, 'MFA_CHALLENGE_VERIFIED', sessionAt('aal2'));
    expect(store.get(secondStepDueAtom)).toBeNull();
    expect(store.get(userAtom)?.id).toBe('u1');
  });
});

describe('the messages of two-step sign-in', () => {
  const error = (code: string, message: string) => ({ __isAuthError: true, code, message });

  it('turns hosted error codes into clear sentences', () => {
    expect(authErrorMessage(error('mfa_verification_failed', 'Invalid TOTP code entered'))).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
    expect(authErrorMessage(error('mfa_challenge_expired', 'expired'))).toMatch(/expired/);
    expect(authErrorMessage(error('over_request_rate_limit', 'Too many'))).toMatch(/wait a minute/);
    expect(authErrorMessage(error('same_password', 'same'))).toBe(
      'Your new password must be different from your current password.',
    );
  });

  it('shows any other backend message as received', () => {
    expect(authErrorMessage(error('weak_password', 'Password is known to be weak'))).toBe(
      'Password is known to be weak',
    );
  });

  it('accepts 6 digits, with a space in the middle', () => {
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode('123 456')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('12345a')).toBe(false);
  });
});
