import type { Session } from '@supabase/supabase-js';

/** An unsigned token with the claims given: the app only reads them. */
export function token(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** A session at an assurance level, for an account with an authenticator-app factor. */
export function sessionAt(
  aal: 'aal1' | 'aal2',
  status: 'verified' | 'unverified' = 'verified',
): Session {
  return {
    access_token: token({ sub: 'u1', aal }),
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'u1',
      email: 'ada@example.com',
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: '',
      factors: [
        {
          id: 'f1',
          factor_type: 'totp',
          status,
          created_at: '',
          updated_at: '',
        },
      ],
    },
  } as Session;
}
