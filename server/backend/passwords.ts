import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt with N = 2^14, r = 8, p = 1: about 50 ms here, slow enough to make guessing stolen
 * hashes costly and fast enough for a test suite. The parameters are stored with each hash, so
 * raising them later leaves existing passwords working.
 */
const DEFAULT_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes of memory; the default ceiling would refuse stronger parameters.
    const maxmem = 256 * (options.N ?? DEFAULT_COST.N) * (options.r ?? DEFAULT_COST.r);
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash`, with salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  readonly options: ScryptOptions;
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [, n, r, p, salt, key] = parts;
  const numbers = [n, r, p].map(Number);
  if (numbers.some((value) => !Number.isInteger(value) || value <= 0)) return undefined;
  const [N, R, P] = numbers as [number, number, number];
  return {
    options: { N, r: R, p: P },
    salt: Buffer.from(salt ?? '', 'base64url'),
    key: Buffer.from(key ?? '', 'base64url'),
  };
}

/** Compares in constant time; an unreadable stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return timingSafeEqual(key, parsed.key);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response times do
 * not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
