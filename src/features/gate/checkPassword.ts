import { deriveGateDigest } from './gateDigest.ts';
import { digestsMatch } from './gateLogic.ts';

/** Loaded on demand by the gate so the hashing code stays out of the first paint. */
export function checkAccessPassword(password: string): boolean {
  return digestsMatch(deriveGateDigest(password, __AUREVIA_GATE_SALT__), __AUREVIA_GATE_DIGEST__);
}
