import { factorJson } from './mfaFactors.ts';
import type { IdentityRow, UserRow, UserWithIdentities } from './users.ts';
import type { TokenSubject } from './tokens.ts';

function time(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

function earliest(...values: (Date | null)[]): Date | null {
  const times = values.filter((value): value is Date => value !== null);
  if (times.length === 0) return null;
  return new Date(Math.min(...times.map((value) => value.getTime())));
}

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  const email = identity.identity_data.email;
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: time(identity.last_sign_in_at),
    created_at: time(identity.created_at),
    updated_at: time(identity.updated_at),
    email: typeof email === 'string' ? email : undefined,
  };
}

/**
 * A user as GoTrue serialises one: the same fields in the same order, with the unset times left
 * out (Go's omitempty) rather than sent as null.
 */
export function userJson({
  user,
  identities,
  factors,
}: UserWithIdentities): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: time(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: time(user.phone_confirmed_at),
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(earliest(user.email_confirmed_at, user.phone_confirmed_at)),
    recovery_sent_at: time(user.recovery_sent_at),
    new_email: user.email_change ?? undefined,
    email_change_sent_at: time(user.email_change_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: time(user.created_at),
    updated_at: time(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

export function tokenSubject(user: UserRow): TokenSubject {
  return {
    id: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    appMetadata: user.raw_app_meta_data,
    userMetadata: user.raw_user_meta_data,
  };
}
