import { classifyFailure, type AuthCallKind } from '../../lib/outboxRules.ts';
import { cancelPendingCalls, queueAuthCall, queueSecondStep } from '../outbox/index.ts';
import type { SecondStepDue } from './authAtoms.ts';
import {
  secondStepRequired,
  signInWithPassword,
  signUpWithPassword,
  verifyFactorCode,
} from './authCalls.ts';
import {
  AUTH_MESSAGES,
  SECURITY_MESSAGES,
  authErrorMessage,
  isAuthenticatorCode,
  normalizedCode,
} from './authErrors.ts';
import { isOnline as appIsOnline } from '../../lib/connectivityMonitor.ts';

/**
 * How a press of Sign In, Create Account or Verify ended. `second-step`: the password was
 * right and the account asks for a code from its authenticator app next.
 */
export type AuthAttempt =
  | { type: 'done' }
  | { type: 'second-step' }
  | { type: 'queued' }
  | { type: 'error'; message: string };

/**
 * Sends a sign-in or sign-up now, or queues it when there is no connection: either the
 * browser already knows it is offline, or the call got no answer (AuthRetryableFetchError
 * with status 0). A server answer is final and mapped through the error catalogue.
 */
export async function submitAuth(
  kind: AuthCallKind,
  email: string,
  password: string,
  isOnline: () => boolean = appIsOnline,
): Promise<AuthAttempt> {
  try {
    // The latest press wins over one still waiting for the connection.
    await cancelPendingCalls((call) => call.kind !== 'checkout');
    if (!isOnline()) {
      await queueAuthCall(kind, email, password);
      return { type: 'queued' };
    }
    const send = kind === 'sign-in' ? signInWithPassword : signUpWithPassword;
    const error = await send(email, password);
    if (!error) {
      if (kind === 'sign-in' && (await secondStepRequired())) return { type: 'second-step' };
      return { type: 'done' };
    }
    if (classifyFailure(error) === 'offline') {
      await queueAuthCall(kind, email, password);
      return { type: 'queued' };
    }
    return { type: 'error', message: authErrorMessage(error) };
  } catch (error: unknown) {
    console.error(`The ${kind} could not be completed`, error);
    return { type: 'error', message: AUTH_MESSAGES.unexpected };
  }
}

/**
 * Sends the second step's code, or queues it (in memory only, like a password) when there is
 * no connection. A wrong code leaves the session at aal1, so the password step stays done.
 */
export async function submitSecondStep(
  due: SecondStepDue,
  typed: string,
  isOnline: () => boolean = appIsOnline,
): Promise<AuthAttempt> {
  const code = normalizedCode(typed);
  if (!isAuthenticatorCode(code)) return { type: 'error', message: SECURITY_MESSAGES.codeFormat };
  try {
    await cancelPendingCalls((call) => call.kind === 'second-step');
    if (!isOnline()) {
      await queueSecondStep(due.factorId, due.userId, code);
      return { type: 'queued' };
    }
    const error = await verifyFactorCode(due.factorId, code);
    if (!error) return { type: 'done' };
    if (classifyFailure(error) === 'offline') {
      await queueSecondStep(due.factorId, due.userId, code);
      return { type: 'queued' };
    }
    return { type: 'error', message: authErrorMessage(error) };
  } catch (error: unknown) {
    console.error('The sign-in code could not be checked', error);
    return { type: 'error', message: AUTH_MESSAGES.unexpected };
  }
}
