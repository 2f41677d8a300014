import { classifyFailure, type AuthCallKind } from '../../lib/outboxRules.ts';
import { cancelPendingCalls, queueAuthCall } from '../outbox/index.ts';
import { signInWithPassword, signUpWithPassword } from './authCalls.ts';
import { AUTH_MESSAGES, authErrorMessage } from './authErrors.ts';

/** How a press of Sign In or Create Account ended. */
export type AuthAttempt =
  { type: 'done' } | { type: 'queued' } | { type: 'error'; message: string };

/**
 * Sends a sign-in or sign-up now, or queues it when there is no connection: either the
 * browser already knows it is offline, or the call got no answer (AuthRetryableFetchError
 * with status 0). A server answer is final and mapped through the error catalogue.
 */
export async function submitAuth(
  kind: AuthCallKind,
  email: string,
  password: string,
  isOnline: () => boolean = () => navigator.onLine,
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
    if (!error) return { type: 'done' };
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
