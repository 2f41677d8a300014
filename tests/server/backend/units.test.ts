// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBackendConfig } from '../../../server/backend/config.ts';
import { DataDirInUseError, lockDataDir } from '../../../server/backend/dataDirLock.ts';
import { escapeHtml, linkify } from '../../../server/backend/html.ts';
import { hashPassword, verifyPassword } from '../../../server/backend/passwords.ts';
import { formatPounds, priceLabel, PLANS } from '../../../server/backend/plans.ts';
import { emailTokenHash } from '../../../server/backend/tokens.ts';
import { ConfigError } from '../../../server/config.ts';

describe('readBackendConfig', () => {
  it('defaults to .data at the repository root, confirmation on, one-hour tokens', () => {
    expect(readBackendConfig({}, '/repo')).toEqual({
      dataDir: join('/repo', '.data'),
      siteUrl: undefined,
      mailerAutoconfirm: false,
      jwtExpiry: 3600,
      rateLimits: { signIn: 30, refresh: 150, signUp: 30, verify: 30, email: 30 },
    });
  });

  it('reads every variable, scaling the rate limits', () => {
    const config = readBackendConfig(
      {
        DATA_DIR: 'data',
        SITE_URL: 'https://aurevia.example/',
        MAILER_AUTOCONFIRM: 'true',
        JWT_EXPIRY: '60',
        AUTH_RATE_LIMIT_SIGN_IN: '5',
        AUTH_RATE_LIMIT_SCALE: '100',
      },
      '/repo',
    );
    expect(config).toEqual({
      dataDir: resolve('data'),
      siteUrl: 'https://aurevia.example',
      mailerAutoconfirm: true,
      jwtExpiry: 60,
      rateLimits: { signIn: 500, refresh: 15_000, signUp: 3000, verify: 3000, email: 3000 },
    });
  });

  it('explains a bad value', () => {
    for (const env of [
      { SITE_URL: 'localhost:4173' },
      { SITE_URL: 'ftp://example.com' },
      { MAILER_AUTOCONFIRM: 'maybe' },
      { JWT_EXPIRY: '0' },
      { JWT_EXPIRY: '1h' },
      { AUTH_RATE_LIMIT_EMAIL: '-1' },
      { AUTH_RATE_LIMIT_SCALE: '0' },
      { AUTH_RATE_LIMIT_SCALE: 'lots' },
    ]) {
      expect(() => readBackendConfig(env, '/repo'), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});

describe('passwords', () => {
  it('hashes with scrypt, a salt per password and the parameters alongside', async () => {
    const first = await hashPassword('correct-horse');
    const second = await hashPassword('correct-horse');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct-horse', first)).toBe(true);
    expect(await verifyPassword('correct-horsE', first)).toBe(false);
    expect(await verifyPassword('correct-horse', 'not-a-hash')).toBe(false);
  });
});

describe('the data directory lock', () => {
  it('refuses a live owner and takes over from a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aurevia-lock-'));
    try {
      const release = lockDataDir(dir);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      release();
      // A pid that cannot exist: the lock of a crashed server.
      writeFileSync(join(dir, 'server.lock'), '2147483646\n');
      lockDataDir(dir)();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('HTML helpers', () => {
  it('escapes text and links only http(s) URLs', () => {
    expect(escapeHtml(`<b title="x">'&'</b>`)).toBe(
      '&lt;b title=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;',
    );
    expect(linkify('Go to https://a.example/x?y=1&z=2 now <script>')).toBe(
      'Go to <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a> now &lt;script&gt;',
    );
    expect(linkify('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('plans', () => {
  it('carries the Premium page prices in pence', () => {
    expect(PLANS.premium.amount).toBe(1500);
    expect(PLANS['premium-yearly'].amount).toBe(12000);
    expect(PLANS.designer.amount).toBe(14900);
    expect(formatPounds(950)).toBe('£9.50');
    expect(priceLabel(PLANS.premium)).toBe('£15 per month');
    expect(priceLabel(PLANS['premium-yearly'])).toBe('£120 per year (£10 a month, billed yearly)');
    expect(priceLabel(PLANS.designer)).toBe('£149 one-time');
  });
});

describe('e-mail token hashes', () => {
  it("match GoTrue's: SHA-224 of the address followed by the code", () => {
    expect(emailTokenHash('a@b.co', '123456')).toMatch(/^[0-9a-f]{56}$/);
    expect(emailTokenHash('a@b.co', '123456')).toBe(emailTokenHash('a@b.co', '123456'));
    expect(emailTokenHash('a@b.co', '123456')).not.toBe(emailTokenHash('a@b.co', '123457'));
  });
});
