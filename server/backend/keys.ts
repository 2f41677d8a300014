import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';

export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKeys {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  /** What /.well-known/jwks.json serves: the public half only. */
  readonly publicJwk: JWK;
}

export function signingKeyPath(dataDir: string): string {
  return join(dataDir, 'jwt-signing-key.json');
}

function publicPart(jwk: JWK, kid: string): JWK {
  return {
    kty: jwk.kty,
    crv: jwk.crv,
    x: jwk.x,
    y: jwk.y,
    kid,
    alg: SIGNING_ALGORITHM,
    use: 'sig',
    key_ops: ['verify'],
  };
}

function isPrivateEcJwk(value: unknown): value is JWK & { kid: string } {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return (
    jwk.kty === 'EC' &&
    jwk.crv === 'P-256' &&
    typeof jwk.x === 'string' &&
    typeof jwk.y === 'string' &&
    typeof jwk.d === 'string' &&
    typeof jwk.kid === 'string'
  );
}

async function fromPrivateJwk(jwk: JWK & { kid: string }): Promise<SigningKeys> {
  const publicJwk = publicPart(jwk, jwk.kid);
  const privateKey = (await importJWK(jwk, SIGNING_ALGORITHM)) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, SIGNING_ALGORITHM)) as CryptoKey;
  return { kid: jwk.kid, privateKey, publicKey, publicJwk };
}

/**
 * The key pair that signs access tokens. Made on first start and kept in DATA_DIR (readable by
 * this user only), so tokens stay valid across restarts.
 */
export async function loadOrCreateSigningKeys(dataDir: string): Promise<SigningKeys> {
  const path = signingKeyPath(dataDir);
  if (existsSync(path)) {
    const stored: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!isPrivateEcJwk(stored)) {
      throw new Error(`${path} is not an ES256 private key. Move it away to make a new one.`);
    }
    return fromPrivateJwk(stored);
  }
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  const stored = { ...jwk, kid, alg: SIGNING_ALGORITHM };
  // Written aside and renamed, so a crash never leaves half a key behind.
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  return fromPrivateJwk(stored);
}
