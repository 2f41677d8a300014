import { randomUUID } from 'node:crypto';
import { queryAll, queryOne } from './db.ts';
import type { Queryable } from './db.ts';
import { findFactorsOfUser } from './mfaFactors.ts';
import type { FactorRow } from './mfaFactors.ts';

export type Metadata = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Metadata;
  raw_user_meta_data: Metadata;
  is_anonymous: boolean;
  /** Hash of the pending reauthentication code, and when it was sent. */
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Metadata;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface UserWithIdentities {
  readonly user: UserRow;
  readonly identities: readonly IdentityRow[];
  /** Enrolled second factors, verified or not, as GET /user lists them. */
  readonly factors: readonly FactorRow[];
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return queryOne<UserRow>(db, 'select * from auth.users where email = $1', [email]);
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return queryOne<UserRow>(db, 'select * from auth.users where id = $1', [id]);
}

export function findIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  return queryAll<IdentityRow>(
    db,
    'select * from auth.identities where user_id = $1 order by created_at',
    [userId],
  );
}

export async function loadUser(db: Queryable, id: string): Promise<UserWithIdentities | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  return {
    user,
    identities: await findIdentities(db, id),
    factors: await findFactorsOfUser(db, id),
  };
}

export interface NewEmailUser {
  readonly email: string;
  /** Null for an account made by a one-time code. */
  readonly passwordHash: string | null;
  readonly data: Metadata;
  readonly confirmed: boolean;
}

/**
 * Creates the user with its "email" identity. As GoTrue does, the identity's claims (sub, email,
 * the verified flags) are also merged into user_metadata under whatever the caller sent.
 */
export async function createEmailUser(tx: Queryable, input: NewEmailUser): Promise<UserRow> {
  const id = randomUUID();
  const claims = {
    sub: id,
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  const user = await queryOne<UserRow>(
    tx,
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, case when $4::boolean then now() end, $5, $6)
     returning *`,
    [
      id,
      input.email,
      input.passwordHash,
      input.confirmed,
      { provider: 'email', providers: ['email'] },
      { ...input.data, ...claims },
    ],
  );
  if (!user) throw new Error('Inserting a user returned no row.');
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider)
     values ($1, $2, $3, $4, 'email')`,
    [randomUUID(), id, id, claims],
  );
  return user;
}

async function mergeIdentityData(tx: Queryable, userId: string, patch: Metadata): Promise<void> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, patch],
  );
}

/** Marks the address as verified, in the user row, the identity and user_metadata alike. */
export async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set
       email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await mergeIdentityData(tx, userId, { email_verified: true });
}

export async function recordSignIn(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** Keys set to null are removed; the rest are merged over what is there, as GoTrue does. */
export async function updateUserMetadata(
  tx: Queryable,
  userId: string,
  patch: Metadata,
): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set
       raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[],
       updated_at = now()
     where id = $1`,
    [userId, kept, removed],
  );
}

export async function setPassword(tx: Queryable, userId: string, hash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
    [userId, hash],
  );
}

/**
 * No SMS provider exists here, so a new number is taken as confirmed, as GoTrue does with phone
 * auto-confirmation on.
 */
export async function setPhone(tx: Queryable, userId: string, phone: string): Promise<void> {
  await tx.query(
    `update auth.users set phone = $2, phone_confirmed_at = now(), updated_at = now()
     where id = $1`,
    [userId, phone],
  );
}

export async function markConfirmationSent(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1`, [userId]);
}

export async function markRecoverySent(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`update auth.users set recovery_sent_at = now() where id = $1`, [userId]);
}

export async function requestEmailChange(
  tx: Queryable,
  userId: string,
  newEmail: string,
): Promise<void> {
  await tx.query(
    `update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now()
     where id = $1`,
    [userId, newEmail],
  );
}

/** Moves the pending address into place, once its link or code has been used. */
export async function completeEmailChange(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set
       email = email_change,
       email_change = null,
       email_change_sent_at = null,
       email_confirmed_at = now(),
       raw_user_meta_data = raw_user_meta_data
         || jsonb_build_object('email', email_change, 'email_verified', true),
       updated_at = now()
     where id = $1 and email_change is not null`,
    [userId],
  );
  const user = await findUserById(tx, userId);
  if (user?.email) await mergeIdentityData(tx, userId, { email: user.email, email_verified: true });
}
