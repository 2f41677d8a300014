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

/** The sentences for the hosted error codes of two-step sign-in and password changes. */
export const SECURITY_MESSAGES = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired:
    'That sign-in request expired. Enter the code your authenticator app shows now.',
  rateLimited: 'Too many attempts in a short time. Please wait a minute and try again.',
  emailRateLimited:
    'We sent several e-mails in a short time. Please wait a minute before asking for another code.',
  wrongEmailCode:
    'That e-mailed code is not right or has expired. Check the latest e-mail from us, or send a new code.',
  samePassword: 'Your new password must be different from your current password.',
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  emailCodeFormat: 'Enter the code from the e-mail we sent you.',
  staleCode:
    'Your code expired while you were offline. Enter the code your authenticator app shows now.',
  lostCode:
    "Your code didn't go through because the app was closed while offline. Enter the code your authenticator app shows now.",
} as const;

const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  mfa_verification_failed: SECURITY_MESSAGES.wrongCode,
  mfa_challenge_expired: SECURITY_MESSAGES.challengeExpired,
  over_request_rate_limit: SECURITY_MESSAGES.rateLimited,
  over_email_send_rate_limit: SECURITY_MESSAGES.emailRateLimited,
  reauthentication_not_valid: SECURITY_MESSAGES.wrongEmailCode,
  same_password: SECURITY_MESSAGES.samePassword,
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** True when the backend answered with this error code (hosted Supabase Auth's `code`). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return codeOf(error) === code;
}

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
  const byCode = MESSAGES_BY_CODE[codeOf(error) ?? ''];
  if (byCode) return byCode;
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

/** A one-time code as typed, without the spaces people add when copying it. */
export function normalizedCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * The attributes of every one-time code input: the numeric keypad on phones, and the
 * browser's or phone's offer to fill in a code it just received. Room is left for a space.
 */
export const ONE_TIME_CODE_INPUT = {
  name: 'code',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9 ]*',
  maxLength: 8,
  spellCheck: false,
} as const;

/** True for the 6 digits an authenticator app shows. */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(normalizedCode(code));
}

/** What the user reads when a queued sign-in/sign-up was lost with the closed app. */
export function lostCredentialsMessage(kind: 'sign-in' | 'sign-up'): string {
  return `Your ${kind} didn't go through because the app was closed while offline. Please ${
    kind === 'sign-in' ? 'sign in' : 'sign up'
  } again.`;
}
