import { describe, expect, it, vi } from 'vitest';
import { makeGateSecret } from '../../build/gate-digest.ts';
import { digestInBrowser } from '../../src/features/gate/checkPassword.ts';
import { deriveGateDigest } from '../../src/features/gate/gateDigest.ts';
import {
  canSubmitPassword,
  digestsMatch,
  isUnlocked,
  rememberUnlock,
} from '../../src/features/gate/gateLogic.ts';

describe('gate rules', () => {
  it('refuses blank and whitespace passwords and anything while checking', () => {
    expect(canSubmitPassword('', false)).toBe(false);
    expect(canSubmitPassword('   \t', false)).toBe(false);
    expect(canSubmitPassword('a', false)).toBe(true);
    expect(canSubmitPassword('a', true)).toBe(false);
  });

  it('derives the same digest as the build for the right password only', () => {
    const secret = makeGateSecret('scan-design-shop');
    expect(deriveGateDigest('scan-design-shop', secret.salt)).toBe(secret.digest);
    expect(deriveGateDigest('scan-design-shop ', secret.salt)).not.toBe(secret.digest);
    expect(secret.digest).not.toContain('scan-design-shop');
  });

  it('salts every build differently', () => {
    expect(makeGateSecret('same').digest).not.toBe(makeGateSecret('same').digest);
  });

  it('compares digests exactly', () => {
    expect(digestsMatch('abc', 'abc')).toBe(true);
    expect(digestsMatch('abc', 'abd')).toBe(false);
    expect(digestsMatch('abc', 'abcd')).toBe(false);
  });

  it('remembers the unlock in session storage under the site key', () => {
    expect(isUnlocked(sessionStorage)).toBe(false);
    rememberUnlock(sessionStorage);
    expect(isUnlocked(sessionStorage)).toBe(true);
    expect(Object.keys(sessionStorage)).toEqual(['aurevia-site-access']);
  });
});

describe('the browser digest', () => {
  it('matches the build digest with WebCrypto and without it', async () => {
    const secret = makeGateSecret('scan-design-shop');
    expect(await digestInBrowser('scan-design-shop', secret.salt)).toBe(secret.digest);
    vi.stubGlobal('crypto', {});
    expect(await digestInBrowser('scan-design-shop', secret.salt)).toBe(secret.digest);
    expect(await digestInBrowser('wrong', secret.salt)).not.toBe(secret.digest);
    vi.unstubAllGlobals();
  });
});
