// @vitest-environment node
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../../../server/backend/dataDirLock.ts';
import { openDatabase } from '../../../server/backend/db.ts';
import { signingKeyPath } from '../../../server/backend/keys.ts';
import { migrate } from '../../../server/backend/migrate.ts';
import { startServer } from '../../../server/listen.ts';
import { createFixtureDist } from '../fixtureDist.ts';
import { startBackend, uniqueEmail } from './harness.ts';
import type { Harness } from './harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startBackend({ mailerAutoconfirm: true });
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('MAILER_AUTOCONFIRM', () => {
  it('confirms at once: sign-up returns a session and sends no e-mail', async () => {
    const email = uniqueEmail('auto');
    const { data, error } = await harness.client().auth.signUp({ email, password: 'auto-pass-1' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect((await harness.mail()).filter((mail) => mail.to === email.toLowerCase())).toEqual([]);
    const settings = (await (await fetch(`${harness.url}/auth/v1/settings`)).json()) as {
      mailer_autoconfirm: boolean;
    };
    expect(settings.mailer_autoconfirm).toBe(true);
  });
});

describe('the data directory', () => {
  it('keeps the signing key readable by its owner only', () => {
    expect(statSync(signingKeyPath(harness.dataDir)).mode & 0o777).toBe(0o600);
  });

  it('refuses a second server on the same data directory', async () => {
    const fixture = createFixtureDist();
    try {
      await expect(
        startServer({ port: 0, distDir: fixture.distDir, dataDir: harness.dataDir }),
      ).rejects.toBeInstanceOf(DataDirInUseError);
      // The refused server left the running one's lock alone.
      expect(existsSync(join(harness.dataDir, 'server.lock'))).toBe(true);
    } finally {
      fixture.remove();
    }
  });

  it('keeps accounts, sessions and checkouts across a restart', async () => {
    const email = uniqueEmail('durable');
    const password = 'durable-pass';
    const signUp = await harness.client().auth.signUp({ email, password });
    const session = signUp.data.session;
    expect(session).not.toBeNull();
    const checkout = await harness.client().functions.invoke<{ id: string }>('create-checkout', {
      body: { planType: 'designer' },
      headers: { Authorization: `Bearer ${session?.access_token ?? ''}`, 'Idempotency-Key': 'k' },
    });
    expect(checkout.error).toBeNull();

    await harness.restart();

    const signIn = await harness.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    // The key survived too, so tokens issued before the restart still verify.
    const before = await harness.client().auth.getUser(session?.access_token);
    expect(before.data.user?.email).toBe(email.toLowerCase());
    const refreshed = await harness
      .client()
      .auth.refreshSession({ refresh_token: session?.refresh_token ?? '' });
    expect(refreshed.error).toBeNull();
    const rows = (await (await fetch(`${harness.url}/_emulator/checkout.json`)).json()) as {
      id: string;
    }[];
    expect(rows.map((row) => row.id)).toContain(checkout.data?.id);
  });

  it('applies each migration once, recording it in schema_migrations', async () => {
    await harness.running.close();
    expect(existsSync(join(harness.dataDir, 'server.lock'))).toBe(false);
    const db = await openDatabase(harness.dataDir);
    try {
      expect(await migrate(db)).toEqual([]);
      const applied = await db.query<{ source: string; version: string }>(
        'select source, version from emulator.schema_migrations order by source, version',
      );
      expect(applied.rows).toEqual([
        { source: 'server', version: '0001_auth.sql' },
        { source: 'server', version: '0002_storage.sql' },
        { source: 'server', version: '0003_mfa.sql' },
        { source: 'supabase', version: '20261121000000_checkout_sessions.sql' },
        { source: 'supabase', version: '20261123000000_room_sync.sql' },
        { source: 'supabase', version: '20261125000000_room_plans.sql' },
        { source: 'supabase', version: '20261126000000_room_plan_units.sql' },
      ]);
      const policy = await db.query<{ policyname: string }>(
        "select policyname from pg_policies where tablename = 'checkout_sessions'",
      );
      expect(policy.rows).toEqual([{ policyname: 'Users can read their own checkout sessions' }]);
    } finally {
      await db.close();
    }
  }, 30_000);
});
