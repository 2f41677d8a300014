import { randomUUID } from 'node:crypto';
import { queryAll, queryOne } from './db.ts';
import type { Queryable } from './db.ts';

export type FactorStatus = 'unverified' | 'verified';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: string;
  status: FactorStatus;
  secret: string;
  phone: string | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string;
  verified_at: Date | null;
  created_at: Date;
}

/** GoTrue's defaults: a challenge lives 5 minutes; an unverified factor is swept after a day. */
export const CHALLENGE_LIFETIME_SECONDS = 300;
export const UNVERIFIED_FACTOR_LIFETIME_SECONDS = 24 * 60 * 60;
/** GOTRUE_MFA_MAX_ENROLLED_FACTORS and GOTRUE_MFA_MAX_VERIFIED_FACTORS. */
export const MAX_ENROLLED_FACTORS = 10;
export const MAX_VERIFIED_FACTORS = 10;

export function findFactorsOfUser(db: Queryable, userId: string): Promise<FactorRow[]> {
  return queryAll<FactorRow>(
    db,
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
}

export function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  return queryOne<FactorRow>(db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [
    factorId,
    userId,
  ]);
}

/** Unverified factors older than a day are abandoned enrolments, dropped before a new one. */
export async function deleteExpiredFactors(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
       and created_at < now() - make_interval(secs => $2)`,
    [userId, UNVERIFIED_FACTOR_LIFETIME_SECONDS],
  );
}

export interface NewTotpFactor {
  readonly userId: string;
  readonly friendlyName: string;
  readonly secret: string;
}

export async function insertTotpFactor(tx: Queryable, input: NewTotpFactor): Promise<FactorRow> {
  const factor = await queryOne<FactorRow>(
    tx,
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, secret)
     values ($1, $2, $3, 'totp', $4) returning *`,
    [randomUUID(), input.userId, input.friendlyName, input.secret],
  );
  if (!factor) throw new Error('Inserting a factor returned no row.');
  return factor;
}

export async function insertChallenge(
  tx: Queryable,
  factorId: string,
  ipAddress: string,
): Promise<ChallengeRow> {
  const challenge = await queryOne<ChallengeRow>(
    tx,
    `insert into auth.mfa_challenges (id, factor_id, ip_address) values ($1, $2, $3) returning *`,
    [randomUUID(), factorId, ipAddress],
  );
  if (!challenge) throw new Error('Inserting a challenge returned no row.');
  await tx.query(
    'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1',
    [factorId],
  );
  return challenge;
}

export function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  return queryOne<ChallengeRow>(
    db,
    'select * from auth.mfa_challenges where id = $1 and factor_id = $2',
    [challengeId, factorId],
  );
}

export function challengeExpiresAt(challenge: ChallengeRow): number {
  return Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS;
}

export async function deleteChallenge(tx: Queryable, challengeId: string): Promise<void> {
  await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/**
 * Records that the code of this time step was used. False when it already was, so the same
 * code cannot be replayed within its window (the insert is atomic: two racing requests cannot
 * both win).
 */
export async function claimTimeStep(
  tx: Queryable,
  factorId: string,
  timeStep: number,
): Promise<boolean> {
  // Steps older than the accepted window can never match again; keep the table small.
  await tx.query('delete from auth.mfa_used_codes where factor_id = $1 and time_step < $2', [
    factorId,
    timeStep - 2,
  ]);
  const inserted = await tx.query(
    `insert into auth.mfa_used_codes (factor_id, time_step) values ($1, $2)
     on conflict do nothing`,
    [factorId, timeStep],
  );
  return (inserted.affectedRows ?? 0) > 0;
}

/** Marks the challenge used and the factor verified; drops the user's other unverified TOTP. */
export async function completeVerification(
  tx: Queryable,
  factor: FactorRow,
  challengeId: string,
): Promise<void> {
  await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  if (factor.status !== 'verified') {
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
      [factor.id],
    );
  }
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and factor_type = $2
       and status = 'unverified' and id <> $3`,
    [factor.user_id, factor.factor_type, factor.id],
  );
}

export async function deleteFactor(tx: Queryable, factorId: string): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
}

/** A factor as GoTrue serialises one (the secret never leaves the server). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
  };
  if (factor.friendly_name !== '') json.friendly_name = factor.friendly_name;
  json.factor_type = factor.factor_type;
  json.phone = factor.phone ?? '';
  json.last_challenged_at = factor.last_challenged_at?.toISOString() ?? null;
  return json;
}
