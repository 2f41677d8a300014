import { randomUUID } from 'node:crypto';
import { queryOne } from './db.ts';
import type { Queryable } from './db.ts';
import { emailTokenHash, newOtpCode } from './tokens.ts';

/** GoTrue's default: an e-mailed link or code works for a day. */
export const ONE_TIME_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export type OneTimeTokenType = 'confirmation_token' | 'recovery_token' | 'email_change_token_new';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  token_type: OneTimeTokenType;
  token_hash: string;
  relates_to: string;
  created_at: Date;
}

export interface IssuedToken {
  /** The 6-digit code for the e-mail body. */
  readonly code: string;
  /** What links carry, and what a typed code with its address hashes to. */
  readonly tokenHash: string;
}

/** Replaces any live token of the same purpose: only the newest link or code works. */
export async function issueOneTimeToken(
  tx: Queryable,
  userId: string,
  type: OneTimeTokenType,
  email: string,
): Promise<IssuedToken> {
  const code = newOtpCode();
  const tokenHash = emailTokenHash(email, code);
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id, token_type) do update set
       token_hash = excluded.token_hash,
       relates_to = excluded.relates_to,
       created_at = now()`,
    [randomUUID(), userId, type, tokenHash, email],
  );
  return { code, tokenHash };
}

/** A live token with this hash and one of these purposes; expired ones count as absent. */
export function findOneTimeToken(
  tx: Queryable,
  tokenHash: string,
  types: readonly OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  return queryOne<OneTimeTokenRow>(
    tx,
    `select * from auth.one_time_tokens
     where token_hash = $1 and token_type = any($2::text[])
       and created_at > now() - make_interval(secs => $3)
     order by created_at desc
     limit 1`,
    [tokenHash, types, ONE_TIME_TOKEN_LIFETIME_SECONDS],
  );
}

export async function consumeOneTimeToken(tx: Queryable, id: string): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where id = $1', [id]);
}
