import type { Queryable } from './db.ts';
import { deliverMail } from './mailbox.ts';
import { composeMail, verifyLink } from './mailTemplates.ts';
import type { LinkType } from './mailTemplates.ts';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from './oneTimeTokens.ts';
import type { OneTimeTokenType } from './oneTimeTokens.ts';
import {
  completeEmailChange,
  confirmEmail,
  findUserById,
  markConfirmationSent,
  markRecoverySent,
  recordSignIn,
} from './users.ts';

const TOKEN_TYPE_OF_LINK: Readonly<Record<LinkType, OneTimeTokenType>> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  magiclink: 'recovery_token',
  recovery: 'recovery_token',
  email_change: 'email_change_token_new',
};

export interface LinkMailRequest {
  readonly userId: string;
  /** The recipient: the account's address, or the new one for an address change. */
  readonly email: string;
  readonly type: LinkType;
  /** The API origin the link points at. */
  readonly origin: string;
  /** Where the browser lands once the link has been used. */
  readonly redirectTo: string;
}

export interface IssuedLink {
  readonly link: string;
  readonly code: string;
  readonly tokenHash: string;
}

/** Issues a fresh link and code, voiding the previous ones, without sending anything. */
export async function issueLink(tx: Queryable, request: LinkMailRequest): Promise<IssuedLink> {
  const tokenType = TOKEN_TYPE_OF_LINK[request.type];
  const issued = await issueOneTimeToken(tx, request.userId, tokenType, request.email);
  if (tokenType === 'confirmation_token') await markConfirmationSent(tx, request.userId);
  if (tokenType === 'recovery_token') await markRecoverySent(tx, request.userId);
  const link = verifyLink(request.origin, issued.tokenHash, request.type, request.redirectTo);
  return { link, code: issued.code, tokenHash: issued.tokenHash };
}

/** Issues a fresh link and code (voiding the previous ones) and puts the e-mail in the mailbox. */
export async function sendLinkMail(tx: Queryable, request: LinkMailRequest): Promise<void> {
  const issued = await issueLink(tx, request);
  await deliverMail(tx, composeMail(request.type, request.email, issued.link, issued.code));
}

/** The verification types supabase-js sends, and the tokens each may redeem (GoTrue's rules). */
const TOKEN_TYPES_OF_VERIFY: Readonly<Record<string, readonly OneTimeTokenType[]>> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new'],
};

export function isEmailVerifyType(type: string): boolean {
  return Object.hasOwn(TOKEN_TYPES_OF_VERIFY, type);
}

export interface Redeemed {
  readonly userId: string;
  /** What the token turned out to be, for the redirect's `type` ("email" resolves to one). */
  readonly type: string;
}

/**
 * Uses up a link or code: confirms the address, completes an address change, or simply signs
 * the user in (magic link, recovery). Undefined when no live token matches.
 */
export async function redeemToken(
  tx: Queryable,
  tokenHash: string,
  type: string,
): Promise<Redeemed | undefined> {
  const types = TOKEN_TYPES_OF_VERIFY[type];
  if (!types) return undefined;
  const token = await findOneTimeToken(tx, tokenHash, types);
  if (!token) return undefined;
  const user = await findUserById(tx, token.user_id);
  if (!user) return undefined;
  await consumeOneTimeToken(tx, token.id);
  let resolved = type;
  if (token.token_type === 'confirmation_token') {
    await confirmEmail(tx, user.id);
    if (type === 'email') resolved = 'signup';
  } else if (token.token_type === 'recovery_token') {
    // Following a recovery or magic link proves the address too.
    await confirmEmail(tx, user.id);
    if (type === 'email') resolved = 'magiclink';
  } else {
    await completeEmailChange(tx, user.id);
  }
  await recordSignIn(tx, user.id);
  return { userId: user.id, type: resolved };
}
