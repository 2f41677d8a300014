// @vitest-environment node
import {
  AUTH_MESSAGES,
  authErrorMessage,
  isAuthError,
  lostCredentialsMessage,
  signUpProblem,
} from '../../src/features/auth/authErrors.ts';

describe('authErrorMessage', () => {
  it('maps the backend messages of the error catalogue', () => {
    expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(authErrorMessage({ message: 'Email not confirmed' })).toBe(
      'Please check your email and click the confirmation link before signing in.',
    );
    expect(authErrorMessage({ message: 'User already registered' })).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });

  it('matches on "contains", not on equality', () => {
    expect(authErrorMessage(new Error('AuthApiError: Invalid login credentials (400)'))).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('shows any other backend message as received', () => {
    expect(authErrorMessage({ message: 'Signups not allowed for this instance' })).toBe(
      'Signups not allowed for this instance',
    );
  });

  it('falls back to the unexpected-error line when there is no message', () => {
    for (const error of [undefined, null, 'oops', {}, { message: '' }, { message: 42 }]) {
      expect(authErrorMessage(error)).toBe('An unexpected error occurred. Please try again.');
    }
  });

  it("recognises supabase-js's auth errors", () => {
    expect(isAuthError({ __isAuthError: true, message: 'x' })).toBe(true);
    expect(isAuthError(new Error('x'))).toBe(false);
  });
});

describe('signUpProblem', () => {
  it('checks the match first, then the length of 6', () => {
    expect(signUpProblem('abc', 'abd')).toBe("Passwords don't match. Please try again.");
    expect(signUpProblem('abcde', 'abcde')).toBe('Password must be at least 6 characters long.');
    expect(signUpProblem('abcdef', 'abcdef')).toBeNull();
  });
});

describe('lostCredentialsMessage', () => {
  it('names the call that did not go through', () => {
    expect(lostCredentialsMessage('sign-in')).toBe(
      "Your sign-in didn't go through because the app was closed while offline. Please sign in again.",
    );
    expect(lostCredentialsMessage('sign-up')).toBe(
      "Your sign-up didn't go through because the app was closed while offline. Please sign up again.",
    );
  });
});
