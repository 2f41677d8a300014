import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildGateSalt, makeGateSecret } from '../../build/gate-digest.ts';
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

  it('salts each checkout differently and keeps the salt for its next build', () => {
    const checkout = (name: string) =>
      join(mkdtempSync(join(tmpdir(), 'gate-')), name, 'gate-salt');
    const one = checkout('one');
    const first = buildGateSalt({}, one);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(buildGateSalt({}, one)).toBe(first);
    expect(buildGateSalt({}, checkout('two'))).not.toBe(first);
    expect(makeGateSecret('same', first)).toEqual(makeGateSecret('same', first));
    expect(makeGateSecret('same').digest).not.toBe(makeGateSecret('same').digest);
  });

  it("takes the environment's salt, and replaces a kept salt it cannot read", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gate-')), 'gate-salt');
    expect(buildGateSalt({ AUREVIA_GATE_SALT: 'deploy-salt' }, file)).toBe('deploy-salt');
    writeFileSync(file, 'not a salt');
    const made = buildGateSalt({}, file);
    expect(made).toMatch(/^[0-9a-f]{32}$/);
    expect(buildGateSalt({}, file)).toBe(made);
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
