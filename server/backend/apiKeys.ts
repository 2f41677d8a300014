import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { loadOrCreateSigningKeys, SIGNING_ALGORITHM } from './keys.ts';
import type { SigningKeys } from './keys.ts';
import { verifyJwt } from './tokens.ts';

/** The roles an API key can carry, as a Supabase project's anon and service_role keys do. */
export type ApiKeyRole = 'anon' | 'service_role';

export interface ApiKeys {
  readonly anon: string;
  readonly serviceRole: string;
}

/** The issuer `supabase start` writes into its local keys. */
export const API_KEY_ISSUER = 'supabase-demo';
/** Ten years, like the local development keys: they are rotated by deleting the file. */
const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;

export function apiKeysPath(dataDir: string): string {
  return join(dataDir, 'api-keys.json');
}

/** A long-lived key with only a role, signed by the server's own key like its access tokens. */
export async function signApiKey(keys: SigningKeys, role: ApiKeyRole): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid, typ: 'JWT' })
    .setIssuer(API_KEY_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + API_KEY_LIFETIME_SECONDS)
    .sign(keys.privateKey);
}

function isStoredKeys(value: unknown): value is { anon: string; service_role: string } {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Record<string, unknown>;
  return typeof stored.anon === 'string' && typeof stored.service_role === 'string';
}

async function stillValid(keys: SigningKeys, stored: { anon: string; service_role: string }) {
  try {
    const [anon, serviceRole] = await Promise.all([
      verifyJwt(keys, stored.anon),
      verifyJwt(keys, stored.service_role),
    ]);
    return anon.role === 'anon' && serviceRole.role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * The anon and service_role keys, made once and kept in DATA_DIR (readable by this user only,
 * never in the build or the repository). Made again if the signing key changed under them.
 */
export async function loadOrCreateApiKeys(dataDir: string): Promise<ApiKeys> {
  const keys = await loadOrCreateSigningKeys(dataDir);
  const path = apiKeysPath(dataDir);
  if (existsSync(path)) {
    const stored: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (isStoredKeys(stored) && (await stillValid(keys, stored))) {
      return { anon: stored.anon, serviceRole: stored.service_role };
    }
  }
  const made = {
    anon: await signApiKey(keys, 'anon'),
    service_role: await signApiKey(keys, 'service_role'),
  };
  // Written aside and renamed, so a crash never leaves half a file behind.
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  return { anon: made.anon, serviceRole: made.service_role };
}
