import { timingSafeEqual } from 'node:crypto';
import { AuthError, unprocessable, validationFailed } from './authErrors.ts';
import type { Queryable } from './db.ts';
import { deliverMail } from './mailbox.ts';
import { composeReauthenticationMail } from './mailTemplates.ts';
import { ONE_TIME_TOKEN_LIFETIME_SECONDS } from './oneTimeTokens.ts';
import type { SessionRow } from './sessions.ts';
import { emailTokenHash, newOtpCode } from './tokens.ts';
import type { UserRow } from './users.ts';

/** GoTrue's SMTP max frequency: one reauthentication e-mail a minute per user. */
export const REAUTHENTICATION_INTERVAL_SECONDS = 60;
/** How long after signing in a session may change the password without a code (GoTrue). */
export const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

export const INVALID_NONCE = 'Nonce has expired or is invalid';

/** Seconds still to wait before another code may be sent; 0 when one may go now. */
export function reauthenticationWait(sentAt: Date | null, now: number = Date.now()): number {
  if (!sentAt) return 0;
  const elapsed = (now - sentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(REAUTHENTICATION_INTERVAL_SECONDS - elapsed));
}

/**
 * A session that began from an e-mailed link or code this recently has just proved what the
 * reauthentication code proves (access to the mailbox), so it may set a password directly:
 * this is how a forgotten password is reset.
 */
export const EMAIL_PROOF_WINDOW_SECONDS = 10 * 60;

/**
 * With secure change on (the default here), a password change needs the e-mailed code, so a
 * device left signed in cannot be used to take the account; only a session that came from an
 * e-mailed link or code minutes ago is spared. With it off, GoTrue's own rule for secure change
 * applies instead: a sign-in within the last day is enough, an older session needs the code.
 */
export function passwordChangeNeedsNonce(
  secure: boolean,
  session: Pick<SessionRow, 'created_at' | 'amr_method'>,
  now: number = Date.now(),
): boolean {
  const age = now - session.created_at.getTime();
  if (secure) return !(session.amr_method === 'otp' && age <= EMAIL_PROOF_WINDOW_SECONDS * 1000);
  return age > RECENT_SIGN_IN_SECONDS * 1000;
}

/**
 * GET /reauthenticate: e-mails a fresh 6-digit code (replacing the previous one). Only its hash
 * is kept, with the address, like the other e-mailed codes.
 */
export async function sendReauthenticationCode(tx: Queryable, user: UserRow): Promise<void> {
  if (!user.email) {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  const wait = reauthenticationWait(user.reauthentication_sent_at);
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
  const code = newOtpCode();
  await tx.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
     where id = $1`,
    [user.id, emailTokenHash(user.email, code)],
  );
  await deliverMail(tx, composeReauthenticationMail(user.email, code));
}

/** Checks the code from /reauthenticate; throws GoTrue's 422 when it is wrong or too old. */
export function checkReauthenticationNonce(user: UserRow, nonce: string): void {
  const sentAt = user.reauthentication_sent_at;
  if (!user.reauthentication_token || !sentAt || !user.email) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
  const expired = Date.now() > sentAt.getTime() + ONE_TIME_TOKEN_LIFETIME_SECONDS * 1000;
  const expected = Buffer.from(user.reauthentication_token);
  const given = Buffer.from(emailTokenHash(user.email, nonce.trim()));
  if (expired || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }
}

/** A code works once: it is cleared with the change it allowed. */
export async function clearReauthenticationNonce(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set reauthentication_token = null, reauthentication_sent_at = null
     where id = $1`,
    [userId],
  );
}
