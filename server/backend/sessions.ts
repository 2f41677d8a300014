import { randomUUID } from 'node:crypto';
import { queryAll, queryOne } from './db.ts';
import type { Queryable } from './db.ts';
import { newRefreshToken, sha256Hex } from './tokens.ts';
import type { AmrEntry, AssuranceLevel } from './tokens.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr_method: string;
  /** The factor whose code raised the session to aal2, if any. */
  factor_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface GrantedSession {
  readonly session: SessionRow;
  /** The only time the plain token exists on the server: it goes to the client, once. */
  readonly refreshToken: string;
}

async function insertRefreshToken(
  tx: Queryable,
  session: SessionRow,
  parentHash: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash)
     values ($1, $2, $3, $4)`,
    [sha256Hex(token), session.user_id, session.id, parentHash],
  );
  return token;
}

/** A new session with its first refresh token. `amrMethod` says how the user got in. */
export async function createSession(
  tx: Queryable,
  userId: string,
  amrMethod: 'password' | 'otp',
): Promise<GrantedSession> {
  const session = await queryOne<SessionRow>(
    tx,
    `insert into auth.sessions (id, user_id, amr_method) values ($1, $2, $3) returning *`,
    [randomUUID(), userId, amrMethod],
  );
  if (!session) throw new Error('Inserting a session returned no row.');
  return { session, refreshToken: await insertRefreshToken(tx, session, null) };
}

export function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  return queryOne<SessionRow>(db, 'select * from auth.sessions where id = $1', [id]);
}

export type RotationResult =
  | { readonly kind: 'rotated'; readonly granted: GrantedSession }
  | { readonly kind: 'not_found' }
  /** The token was already exchanged or revoked: the whole session's tokens are now revoked. */
  | { readonly kind: 'reused' };

interface RefreshTokenRow {
  token_hash: string;
  session_id: string;
  revoked: boolean;
}

/**
 * Swaps a refresh token for a new one. Each token works once; presenting a used one again
 * means it leaked or raced, so, like GoTrue with rotation on, every token of that session is
 * revoked and the holder must sign in again.
 */
export async function rotateRefreshToken(tx: Queryable, token: string): Promise<RotationResult> {
  const hash = sha256Hex(token);
  const row = await queryOne<RefreshTokenRow>(
    tx,
    'select token_hash, session_id, revoked from auth.refresh_tokens where token_hash = $1',
    [hash],
  );
  if (!row) return { kind: 'not_found' };
  if (row.revoked) {
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
      [row.session_id],
    );
    return { kind: 'reused' };
  }
  const session = await queryOne<SessionRow>(
    tx,
    `update auth.sessions set updated_at = now() where id = $1 returning *`,
    [row.session_id],
  );
  if (!session) return { kind: 'not_found' };
  await tx.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where token_hash = $1`,
    [hash],
  );
  return {
    kind: 'rotated',
    granted: { session, refreshToken: await insertRefreshToken(tx, session, hash) },
  };
}

/** Deleting a session takes its refresh tokens with it and voids its access tokens. */
export async function endSession(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('delete from auth.sessions where id = $1', [sessionId]);
}

export async function endAllSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from auth.sessions where user_id = $1', [userId]);
}

export async function endOtherSessions(
  tx: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
    userId,
    keepSessionId,
  ]);
}

/** Who holds the session and how: the assurance level and the proven methods, newest first. */
export interface SessionAssurance {
  readonly aal: AssuranceLevel;
  readonly amr: readonly AmrEntry[];
}

interface AmrClaimRow {
  authentication_method: string;
  updated_at: Date;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The session's aal and its amr entries: second steps first, then the first sign-in. */
export async function sessionAssurance(
  db: Queryable,
  session: SessionRow,
): Promise<SessionAssurance> {
  const claims = await queryAll<AmrClaimRow>(
    db,
    `select authentication_method, updated_at from auth.mfa_amr_claims
     where session_id = $1 order by updated_at desc`,
    [session.id],
  );
  return {
    aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: [
      ...claims.map((claim) => ({
        method: claim.authentication_method,
        timestamp: seconds(claim.updated_at),
      })),
      { method: session.amr_method, timestamp: seconds(session.created_at) },
    ],
  };
}

/**
 * Raises the session to aal2 after a verified code, records the method for the amr claim and
 * issues a fresh refresh token carrying it. Like GoTrue, the user's other sessions still at
 * aal1 end: once a second step is in use, a password alone no longer keeps a device in.
 */
export async function raiseSessionToAal2(
  tx: Queryable,
  session: SessionRow,
  factorId: string,
  method: string,
): Promise<GrantedSession> {
  const raised = await queryOne<SessionRow>(
    tx,
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now()
     where id = $1 returning *`,
    [session.id, factorId],
  );
  if (!raised) throw new Error('The session vanished while being raised.');
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [session.id, method],
  );
  await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
    session.user_id,
    session.id,
  ]);
  return { session: raised, refreshToken: await insertRefreshToken(tx, raised, null) };
}

/** After a factor is removed, the sessions it raised fall back to aal1 (GoTrue's downgrade). */
export async function downgradeSessionsOfFactor(tx: Queryable, factorId: string): Promise<void> {
  const sessions = await queryAll<{ id: string }>(
    tx,
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
     where factor_id = $1 returning id`,
    [factorId],
  );
  if (sessions.length === 0) return;
  await tx.query(
    `delete from auth.mfa_amr_claims where session_id = any($1::uuid[])
       and authentication_method = 'totp'`,
    [sessions.map((session) => session.id)],
  );
}
