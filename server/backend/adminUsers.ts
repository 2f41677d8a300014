import { randomUUID } from 'node:crypto';
import { queryAll, queryOne } from './db.ts';
import type { Queryable } from './db.ts';
import { findFactorsOfUser } from './mfaFactors.ts';
import { findIdentities } from './users.ts';
import type { Metadata, UserRow, UserWithIdentities } from './users.ts';

export interface AdminNewUser {
  readonly email: string | undefined;
  readonly phone: string | undefined;
  readonly passwordHash: string;
  readonly userMetadata: Metadata;
  readonly appMetadata: Metadata;
  readonly emailConfirmed: boolean;
  readonly phoneConfirmed: boolean;
  readonly role: string;
}

/**
 * GoTrue's adminUserCreate: the user with one identity per address given, app_metadata naming
 * the providers (merged under what the caller sent), and the addresses confirmed on request.
 */
export async function insertAdminUser(tx: Queryable, input: AdminNewUser): Promise<UserRow> {
  const id = randomUUID();
  const providers = [
    ...(input.email !== undefined ? ['email'] : []),
    ...(input.phone !== undefined ? ['phone'] : []),
  ];
  const user = await queryOne<UserRow>(
    tx,
    `insert into auth.users (id, email, phone, encrypted_password, email_confirmed_at,
       phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, role)
     values ($1, $2, $3, $4, case when $5::boolean then now() end,
       case when $6::boolean then now() end, $7, $8, $9)
     returning *`,
    [
      id,
      input.email ?? null,
      input.phone ?? null,
      input.passwordHash,
      input.emailConfirmed && input.email !== undefined,
      input.phoneConfirmed && input.phone !== undefined,
      { provider: providers[0], providers, ...input.appMetadata },
      input.userMetadata,
      input.role,
    ],
  );
  if (!user) throw new Error('Inserting a user returned no row.');
  const identity = async (provider: string, claims: Metadata): Promise<void> => {
    await tx.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider)
       values ($1, $2, $3, $4, $5)`,
      [randomUUID(), id, id, { sub: id, ...claims }, provider],
    );
  };
  if (input.email !== undefined) {
    await identity('email', {
      email: input.email,
      email_verified: input.emailConfirmed,
      phone_verified: false,
    });
  }
  if (input.phone !== undefined) {
    await identity('phone', {
      phone: input.phone,
      email_verified: false,
      phone_verified: input.phoneConfirmed,
    });
  }
  return user;
}

export interface UserPage {
  readonly users: UserWithIdentities[];
  readonly total: number;
}

/** Newest first, as GoTrue's default sort (created_at desc). */
export async function listUsers(db: Queryable, page: number, perPage: number): Promise<UserPage> {
  const count = await queryOne<{ total: number }>(
    db,
    'select count(*)::int as total from auth.users',
  );
  const rows = await queryAll<UserRow>(
    db,
    'select * from auth.users order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = await Promise.all(
    rows.map(async (user) => ({
      user,
      identities: await findIdentities(db, user.id),
      factors: await findFactorsOfUser(db, user.id),
    })),
  );
  return { users, total: count?.total ?? 0 };
}

/** Keys set to null are removed; the rest are merged over what is there. */
export async function updateAppMetadata(
  tx: Queryable,
  userId: string,
  patch: Metadata,
): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set
       raw_app_meta_data = (raw_app_meta_data || $2::jsonb) - $3::text[],
       updated_at = now()
     where id = $1`,
    [userId, kept, removed],
  );
}

/** An admin sets the address directly: no confirmation e-mail, the identity follows. */
export async function setEmailDirectly(
  tx: Queryable,
  userId: string,
  email: string,
): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_change = null, email_change_sent_at = null,
       raw_user_meta_data = raw_user_meta_data || jsonb_build_object('email', $2::text),
       updated_at = now()
     where id = $1`,
    [userId, email],
  );
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
  if ((updated.affectedRows ?? 0) === 0) {
    await tx.query(
      `insert into auth.identities (id, provider_id, user_id, identity_data, provider)
       values ($1, $2, $2, $3, 'email')`,
      [randomUUID(), userId, { sub: userId, email, email_verified: false, phone_verified: false }],
    );
  }
}

export async function confirmPhone(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()),
       updated_at = now() where id = $1`,
    [userId],
  );
}

export async function setRole(tx: Queryable, userId: string, role: string): Promise<void> {
  await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [
    userId,
    role,
  ]);
}

/** Deleting the user takes identities, sessions, tokens and factors with it (cascades). */
export async function deleteUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('delete from auth.users where id = $1', [userId]);
}

export function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return queryOne<UserRow>(db, 'select * from auth.users where phone = $1', [phone]);
}
