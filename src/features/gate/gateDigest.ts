import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Iterations make guessing the password from the bundle slow; the 500 ms check hides the cost. */
export const GATE_DIGEST_ITERATIONS = 20_000;

/** The salted digest of the access password. The build and the browser both call this. */
export function deriveGateDigest(password: string, salt: string): string {
  return bytesToHex(pbkdf2(sha256, password, salt, { c: GATE_DIGEST_ITERATIONS, dkLen: 32 }));
}
