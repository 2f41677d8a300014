import {
  AUTH_MESSAGES,
  authErrorMessage,
  hasErrorCode,
  isAuthenticatorCode,
  loadBackend,
  normalizedCode,
  SECURITY_MESSAGES,
  verifyFactorCode,
} from '../auth/index.ts';
import { isOnlineForPress } from '../../lib/connectivityMonitor.ts';

/**
 * The calls of the "Sign-in and security" tab, each resolving with what the user should read.
 * Account settings are never queued: offline, they say so and keep what was typed.
 */

export const SECURITY_OFFLINE =
  "You're offline. Connect to the internet to change how you sign in; what you typed stays here.";

export type CallResult<T = null> = { ok: true; value: T } | { ok: false; message: string };

/** The authenticator-app factor the account has turned on, if any. */
export interface TwoStepState {
  factorId: string | null;
}

/** A started enrolment: the QR code (an SVG data URI) and the secret it encodes. */
export interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** supabase-js reports a request that got no answer with status 0 (AuthRetryableFetchError). */
function isNetworkFailure(error: { name?: string; status?: number }): boolean {
  return error.status === 0 || error.name === 'AuthRetryableFetchError';
}

function failed(error: { name?: string; status?: number }): { ok: false; message: string } {
  return {
    ok: false,
    message: isNetworkFailure(error) ? SECURITY_OFFLINE : authErrorMessage(error),
  };
}

async function guarded<T>(
  what: string,
  online: boolean | undefined,
  call: () => Promise<CallResult<T>>,
): Promise<CallResult<T>> {
  if (!(online ?? (await isOnlineForPress()))) return { ok: false, message: SECURITY_OFFLINE };
  try {
    return await call();
  } catch (error: unknown) {
    console.error(`Could not ${what}`, error);
    return { ok: false, message: AUTH_MESSAGES.unexpected };
  }
}

/** Whether two-step sign-in is on: the account's verified authenticator-app factor. */
export function readTwoStep(online?: boolean): Promise<CallResult<TwoStepState>> {
  return guarded('read the sign-in settings', online, async () => {
    const { supabase } = await loadBackend();
    const { data, error } = await supabase.auth.mfa.listFactors();
    if (error) return failed(error);
    return { ok: true, value: { factorId: data.totp[0]?.id ?? null } };
  });
}

/**
 * Starts turning on two-step sign-in. An enrolment left unfinished earlier is removed first,
 * as the server refuses a second unverified factor of the same name.
 */
export function startEnrolment(online?: boolean): Promise<CallResult<Enrolment>> {
  return guarded('start two-step sign-in', online, async () => {
    const { supabase } = await loadBackend();
    const listed = await supabase.auth.mfa.listFactors();
    if (listed.error) return failed(listed.error);
    for (const factor of listed.data.all) {
      if (factor.status !== 'unverified') continue;
      const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error) return failed(removed.error);
    }
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator app',
      issuer: 'Aurevia',
    });
    if (error) return failed(error);
    return {
      ok: true,
      value: { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    };
  });
}

/** Leaves an enrolment that was not confirmed; nothing to tell the user if it fails. */
export async function abandonEnrolment(factorId: string): Promise<void> {
  try {
    const { supabase } = await loadBackend();
    await supabase.auth.mfa.unenroll({ factorId });
  } catch (error: unknown) {
    console.error('Could not remove the unfinished two-step setup', error);
  }
}

function codeProblem(code: string): { ok: false; message: string } | null {
  return isAuthenticatorCode(code) ? null : { ok: false, message: SECURITY_MESSAGES.codeFormat };
}

/** Confirms an enrolment with the app's first code; the session moves to aal2. */
export function confirmEnrolment(
  factorId: string,
  code: string,
  online?: boolean,
): Promise<CallResult> {
  const problem = codeProblem(code);
  if (problem) return Promise.resolve(problem);
  return guarded('turn on two-step sign-in', online, async () => {
    const error = await verifyFactorCode(factorId, normalizedCode(code));
    return error ? failed(error) : { ok: true, value: null };
  });
}

/** Turns two-step sign-in off: a current code proves the app is at hand, then the factor goes. */
export function turnOffTwoStep(
  factorId: string,
  code: string,
  online?: boolean,
): Promise<CallResult> {
  const problem = codeProblem(code);
  if (problem) return Promise.resolve(problem);
  return guarded('turn off two-step sign-in', online, async () => {
    const verified = await verifyFactorCode(factorId, normalizedCode(code));
    if (verified) return failed(verified);
    const { supabase } = await loadBackend();
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    return error ? failed(error) : { ok: true, value: null };
  });
}

export type PasswordChange =
  | { status: 'changed' }
  /** The server wants proof first: a code went to the account's e-mail. */
  | { status: 'code-sent' }
  | { status: 'failed'; message: string };

/** Asks the server to e-mail a reauthentication code. */
export function sendReauthenticationCode(online?: boolean): Promise<CallResult> {
  return guarded('send the code', online, async () => {
    const { supabase } = await loadBackend();
    const { error } = await supabase.auth.reauthenticate();
    return error ? failed(error) : { ok: true, value: null };
  });
}

/**
 * Changes the password. When the server answers reauthentication_needed (the secure password
 * change setting), a code is e-mailed and the change is sent again with it as `nonce`.
 */
export async function changePassword(
  password: string,
  nonce?: string,
  online?: boolean,
): Promise<PasswordChange> {
  const result = await guarded<PasswordChange>('change the password', online, async () => {
    const { supabase } = await loadBackend();
    const { error } = await supabase.auth.updateUser(
      nonce === undefined ? { password } : { password, nonce: normalizedCode(nonce) },
    );
    if (!error) return { ok: true, value: { status: 'changed' } };
    if (nonce === undefined && hasErrorCode(error, 'reauthentication_needed')) {
      const sent = await sendReauthenticationCode(online);
      return sent.ok ? { ok: true, value: { status: 'code-sent' } } : sent;
    }
    return failed(error);
  });
  return result.ok ? result.value : { status: 'failed', message: result.message };
}
