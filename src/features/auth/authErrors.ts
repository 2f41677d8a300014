import { MIN_PASSWORD_LENGTH } from '../../lib/timing.ts';

/** The error catalogue of spec 01 section 8, word for word. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  unexpected: 'An unexpected error occurred. Please try again.',
  passwordsDiffer: "Passwords don't match. Please try again.",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
} as const;

/** The success toasts of spec 01 section 4. */
export const SIGN_IN_SUCCESS = {
  title: 'Welcome back!',
  description: "You've successfully signed in to your account.",
} as const;

export const SIGN_UP_SUCCESS = {
  title: 'Account created!',
  description: 'Please check your email for a confirmation link to complete your registration.',
} as const;

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The banner text for an error the backend answered with. Anything that is not an error
 * with a message (a thrown surprise) gets the catalogue's "unexpected" line.
 */
export function authErrorMessage(error: unknown): string {
  const message = messageOf(error);
  if (message === undefined) return AUTH_MESSAGES.unexpected;
  if (message.includes('Invalid login credentials')) return AUTH_MESSAGES.invalidCredentials;
  if (message.includes('Email not confirmed')) return AUTH_MESSAGES.emailNotConfirmed;
  if (message.includes('User already registered')) return AUTH_MESSAGES.alreadyRegistered;
  return message;
}

/** True for the errors supabase-js's auth client returns (as opposed to ones thrown at it). */
export function isAuthError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { __isAuthError?: unknown }).__isAuthError === true
  );
}

/** Sign-up's checks in the spec's order: the match first, then the length. */
export function signUpProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return AUTH_MESSAGES.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  return null;
}

/** What the user reads when a queued sign-in/sign-up was lost with the closed app. */
export function lostCredentialsMessage(kind: 'sign-in' | 'sign-up'): string {
  return `Your ${kind} didn't go through because the app was closed while offline. Please ${
    kind === 'sign-in' ? 'sign in' : 'sign up'
  } again.`;
}
