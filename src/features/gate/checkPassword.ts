import { GATE_DIGEST_ITERATIONS, deriveGateDigest } from './gateDigest.ts';
import { digestsMatch } from './gateLogic.ts';

const toHex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The same PBKDF2 digest as the build's, computed by WebCrypto off the main thread so the
 * "Checking..." state keeps painting; outside a secure context (no crypto.subtle) it falls
 * back to the JavaScript implementation.
 */
export async function digestInBrowser(password: string, salt: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return deriveGateDigest(password, salt);
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(salt),
      iterations: GATE_DIGEST_ITERATIONS,
    },
    key,
    256,
  );
  return toHex(bits);
}

/** Loaded on demand by the gate so the hashing code stays out of the first paint. */
export async function checkAccessPassword(password: string): Promise<boolean> {
  return digestsMatch(
    await digestInBrowser(password, __AUREVIA_GATE_SALT__),
    __AUREVIA_GATE_DIGEST__,
  );
}
