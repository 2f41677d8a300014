import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deriveGateDigest } from '../src/features/gate/gateDigest.ts';

export const DEFAULT_ACCESS_PASSWORD = 'scan-design-shop';

export interface GateSecret {
  salt: string;
  digest: string;
}

/** The access password as the build sees it: the environment wins, else the documented default. */
export function accessPassword(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.AUREVIA_ACCESS_PASSWORD;
  return value && value.trim() !== '' ? value : DEFAULT_ACCESS_PASSWORD;
}

const SALT = /^[0-9a-f]{32}$/;

function randomSalt(): string {
  return randomBytes(16).toString('hex');
}

/** Where a checkout keeps its salt between builds (gone with a fresh install, which makes another). */
const SALT_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'aurevia',
  'gate-salt',
);

/**
 * The salt of this checkout's builds: `AUREVIA_GATE_SALT` when set, else one made at the first
 * build and kept in `saltFile`. Each checkout salts differently, so the digest in one bundle says
 * nothing about another's; a rebuild of the same source keeps it, so it gives the same files and
 * an installed app fetches only what changed (a fresh salt each build renamed every script).
 */
export function buildGateSalt(
  env: NodeJS.ProcessEnv = process.env,
  saltFile: string = SALT_FILE,
): string {
  const given = env.AUREVIA_GATE_SALT?.trim();
  if (given) return given;
  try {
    const kept = readFileSync(saltFile, 'utf8').trim();
    if (SALT.test(kept)) return kept;
  } catch {
    // None kept yet: make one below.
  }
  const salt = randomSalt();
  try {
    mkdirSync(dirname(saltFile), { recursive: true });
    writeFileSync(saltFile, `${salt}\n`);
  } catch {
    // A read-only checkout still builds; only its next build salts afresh.
  }
  return salt;
}

export function makeGateSecret(password: string, salt: string = randomSalt()): GateSecret {
  return { salt, digest: deriveGateDigest(password, salt) };
}
