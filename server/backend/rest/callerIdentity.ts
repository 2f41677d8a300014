import { errors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { SIGNING_ALGORITHM } from '../keys.ts';
import type { SigningKeys } from '../keys.ts';

/** The database roles a request may run as; hosted Supabase has the same three. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface CallerIdentity {
  readonly role: ApiRole;
  /** The verified JWT claims, which policies read through request.jwt.claims; {} when anonymous. */
  readonly claims: Readonly<JWTPayload>;
  /** The `sub` claim, which auth.uid() returns; '' when anonymous. */
  readonly userId: string;
}

/**
 * Why a bearer token was refused: PostgREST's wording in `message`, and the underlying
 * verifier's in `reason` (hosted Storage passes that one through).
 */
export class TokenRejected extends Error {
  constructor(
    readonly kind: 'decode' | 'claims' | 'role',
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'TokenRejected';
  }
}

const ANONYMOUS: CallerIdentity = { role: 'anon', claims: { role: 'anon' }, userId: '' };
const BEARER = /^\s*bearer\s*(.*?)\s*$/i;

function decodeFailure(error: unknown): TokenRejected {
  const reason = error instanceof Error ? error.message : 'invalid token';
  if (error instanceof errors.JWTExpired) return new TokenRejected('claims', 'JWT expired', reason);
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new TokenRejected('claims', 'Parsing claims failed', reason);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new TokenRejected('decode', 'Wrong or unsupported encoding algorithm', reason);
  }
  if (error instanceof errors.JWKSNoMatchingKey) {
    return new TokenRejected('decode', 'No suitable key or wrong key type', reason);
  }
  return new TokenRejected('decode', 'JWT cryptographic operation failed', reason);
}

async function verify(keys: SigningKeys, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        if (header.kid !== undefined && header.kid !== keys.kid) {
          throw new errors.JWKSNoMatchingKey();
        }
        return keys.publicKey;
      },
      { algorithms: [SIGNING_ALGORITHM] },
    );
    return payload;
  } catch (error) {
    throw decodeFailure(error);
  }
}

/**
 * Who is calling, as PostgREST decides it: no Authorization header, or a bearer equal to the
 * plain (non-JWT) public key sent as `apikey`, is anonymous; any other bearer must be a JWT this
 * server signed, and its `role` claim picks the database role. Throws TokenRejected otherwise.
 */
export async function callerIdentity(
  keys: SigningKeys,
  authorization: string | undefined,
  apikey: string | undefined,
): Promise<CallerIdentity> {
  if (authorization === undefined) return ANONYMOUS;
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined) {
    throw new TokenRejected('decode', 'JWT cryptographic operation failed', 'Invalid Compact JWS');
  }
  if (token === '') {
    throw new TokenRejected(
      'decode',
      'Empty JWT is sent in Authorization header',
      'Invalid Compact JWS',
    );
  }
  const parts = token.split('.').length;
  if (parts !== 3) {
    if (token === apikey) return ANONYMOUS;
    throw new TokenRejected(
      'decode',
      `Expected 3 parts in JWT; got ${parts}`,
      'Invalid Compact JWS',
    );
  }
  const claims = await verify(keys, token);
  const role = claims.role ?? 'anon';
  if (typeof role !== 'string' || !API_ROLES.includes(role)) {
    const named = typeof role === 'string' ? role : JSON.stringify(role);
    throw new TokenRejected(
      'role',
      `role "${named}" does not exist`,
      `role "${named}" does not exist`,
    );
  }
  return {
    role: role as ApiRole,
    claims,
    userId: typeof claims.sub === 'string' ? claims.sub : '',
  };
}
