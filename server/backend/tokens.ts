import { createHash, randomBytes, randomInt } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { forbidden } from './authErrors.ts';
import { SIGNING_ALGORITHM } from './keys.ts';
import type { SigningKeys } from './keys.ts';

export interface TokenSubject {
  readonly id: string;
  readonly email: string;
  readonly phone: string;
  readonly appMetadata: Record<string, unknown>;
  readonly userMetadata: Record<string, unknown>;
}

export interface AccessTokenInput {
  readonly subject: TokenSubject;
  readonly sessionId: string;
  /** How the session was established ("password", "otp") and when, in seconds. */
  readonly amr: { readonly method: string; readonly timestamp: number };
  /** `<origin>/auth/v1`, as GoTrue's issuer is its own public URL. */
  readonly issuer: string;
  /** Lifetime in seconds. */
  readonly expiresIn: number;
}

export interface AccessToken {
  readonly token: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

/** The claims GoTrue puts in an access token, so row level security policies read the same. */
export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  session_id: string;
  email?: string;
  role?: string;
}

export async function signAccessToken(
  keys: SigningKeys,
  input: AccessTokenInput,
): Promise<AccessToken> {
  return signSessionAccessToken(keys, { ...input, aal: 'aal1', amr: [input.amr] });
}

/** An authentication method proven in a session, as the amr claim lists it. */
export interface AmrEntry {
  readonly method: string;
  /** Seconds since the epoch. */
  readonly timestamp: number;
}

export type AssuranceLevel = 'aal1' | 'aal2';

export interface SessionAccessTokenInput extends Omit<AccessTokenInput, 'amr'> {
  readonly aal: AssuranceLevel;
  /** Newest first, as GoTrue orders them: [totp, password] after a second step. */
  readonly amr: readonly AmrEntry[];
}

/** An access token carrying the session's assurance level and every method it has proven. */
export async function signSessionAccessToken(
  keys: SigningKeys,
  input: SessionAccessTokenInput,
): Promise<AccessToken> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + input.expiresIn;
  const { subject } = input;
  const token = await new SignJWT({
    email: subject.email,
    phone: subject.phone,
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: 'authenticated',
    aal: input.aal,
    amr: input.amr.map(({ method, timestamp }) => ({ method, timestamp })),
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid, typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(subject.id)
    .setAudience('authenticated')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keys.privateKey);
  return { token, expiresAt };
}

class UnknownKeyId extends Error {}

const PREFIX = 'invalid JWT: unable to parse or verify signature, ';

/** Wording after golang-jwt's, which GoTrue passes through in its bad_jwt message. */
function describe(error: unknown): string {
  if (error instanceof UnknownKeyId) {
    return `token is unverifiable: error while executing keyfunc: ${error.message}`;
  }
  if (error instanceof errors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    return `token has invalid claims: ${error.message}`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return 'token signature is invalid: crypto/ecdsa: verification error';
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return 'token signature is invalid: signing method is invalid';
  }
  return 'token is malformed: could not parse the token';
}

/**
 * Checks signature, algorithm, key id and expiry of any token this server signed (access
 * tokens and API keys alike). Throws GoTrue's 403 bad_jwt, with the reason in the message.
 */
export async function verifyJwt(keys: SigningKeys, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        if (header.kid !== undefined && header.kid !== keys.kid) {
          throw new UnknownKeyId(`invalid kid: ${header.kid}`);
        }
        return keys.publicKey;
      },
      { algorithms: [SIGNING_ALGORITHM] },
    );
    return payload;
  } catch (error) {
    throw forbidden('bad_jwt', PREFIX + describe(error));
  }
}

/**
 * Checks signature, algorithm, key id and expiry, then that the token names a user and a
 * session. Throws GoTrue's 403 bad_jwt, with the reason in the message, for anything else.
 */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
): Promise<AccessTokenClaims> {
  const payload = await verifyJwt(keys, token);
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (typeof payload.session_id !== 'string' || payload.session_id === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing session_id claim');
  }
  return payload as AccessTokenClaims;
}

/** 32 random bytes; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The 6-digit code printed in e-mails. */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * GoTrue's token hash: SHA-224 of the address followed by the code. Links carry it, and a code
 * typed with its address hashes to the same value, so one stored hash serves both.
 */
export function emailTokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email + code)
    .digest('hex');
}
