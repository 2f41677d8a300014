// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureDist, PAGE_MARKER, type FixtureDist } from './fixtureDist.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface CliRun {
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
  readonly kill: (signal: NodeJS.Signals) => void;
}

let dataDir: string;

function runCli(env: Record<string, string>): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // Never the repository's own .data: a server started by hand may be using it.
    env: { ...process.env, AUREVIA_ACCESS_PASSWORD: 'fixture-password', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let fixture: FixtureDist;

beforeAll(() => {
  fixture = createFixtureDist();
  dataDir = mkdtempSync(join(tmpdir(), 'aurevia-cli-data-'));
});

afterAll(() => {
  fixture.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('prints the banner, serves the build and stops cleanly on SIGTERM', async () => {
    const cli = runCli({
      PORT: '0',
      DIST_DIR: fixture.distDir,
      VITE_SUPABASE_URL: 'https://demo-project.supabase.co/some/path',
    });
    try {
      // A first start creates and migrates the database, which takes a while on a busy machine.
      await waitFor(() => cli.stdout().includes('Access password:'), 'the banner', 50_000);
      const url = /Aurevia is running at (http:\/\/localhost:\d+)/.exec(cli.stdout())?.[1];
      expect(url).toBeDefined();
      expect(cli.stdout()).toContain('Access password: fixture-password');

      const response = await fetch(`${url}/how-it-works`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(PAGE_MARKER);
      expect(response.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://demo-project.supabase.co;",
      );
      expect(cli.stdout()).toContain(`${url}/_emulator/mail`);
      const health = await fetch(`${url}/auth/v1/health`);
      expect(health.status).toBe(200);

      // The keys, as `supabase start` prints them: the service_role one opens the admin API.
      await waitFor(() => cli.stdout().includes('service_role key:'), 'the keys');
      const anon = /anon key: (\S+)/.exec(cli.stdout())?.[1] ?? '';
      const serviceRole = /service_role key: (\S+)/.exec(cli.stdout())?.[1] ?? '';
      const admin = (key: string) =>
        fetch(`${url}/auth/v1/admin/users`, { headers: { Authorization: `Bearer ${key}` } });
      expect((await admin(serviceRole)).status).toBe(200);
      expect((await admin(anon)).status).toBe(403);
      const stored = join(dataDir, 'api-keys.json');
      expect(statSync(stored).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(stored, 'utf8'))).toEqual({
        anon,
        service_role: serviceRole,
      });
    } finally {
      cli.kill('SIGTERM');
    }
    expect(await cli.exited).toBe(0);
  }, 75_000);

  it('explains a missing build and exits 1', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'aurevia-empty-'));
    try {
      const cli = runCli({ PORT: '0', DIST_DIR: empty });
      expect(await cli.exited).toBe(1);
      expect(cli.stderr()).toContain('No build found in');
      expect(cli.stderr()).toContain('Run `npm run build` first, or use `npm start`.');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 30_000);

  it('explains a port that is already taken and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const cli = runCli({ PORT: String(port), DIST_DIR: fixture.distDir });
      expect(await cli.exited).toBe(1);
      expect(cli.stderr()).toContain(`port ${port} is already in use`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);

  it('explains a bad backend setting and exits 1', async () => {
    const cli = runCli({ PORT: '0', DIST_DIR: fixture.distDir, JWT_EXPIRY: 'soon' });
    expect(await cli.exited).toBe(1);
    expect(cli.stderr()).toContain('JWT_EXPIRY must be a whole number');
  }, 30_000);

  it('rejects a PORT that is not a number', async () => {
    const cli = runCli({ PORT: 'eighty', DIST_DIR: fixture.distDir });
    expect(await cli.exited).toBe(1);
    expect(cli.stderr()).toContain('PORT must be a whole number');
  }, 30_000);
});
