import { randomBytes } from 'node:crypto';
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

/** A fresh salt per build, so the digest in one bundle says nothing about another. */
export function makeGateSecret(password: string): GateSecret {
  const salt = randomBytes(16).toString('hex');
  return { salt, digest: deriveGateDigest(password, salt) };
}
