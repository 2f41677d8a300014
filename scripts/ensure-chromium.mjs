#!/usr/bin/env node
// Makes sure Debian's Chromium is there for the end-to-end suite. Playwright never downloads
// a browser of its own here: the machine reaches only the npm registry and Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function works(path) {
  if (!existsSync(path)) return false;
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status === 0) console.log(`e2e: using ${result.stdout.trim()} at ${path}`);
  return result.status === 0;
}

function fail(message) {
  console.error(`\ne2e: ${message}\n`);
  process.exit(1);
}

if (!works(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!isRoot || !hasApt) {
    fail(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package as root ` +
        '(`apt-get install chromium`), or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
  }
  console.log('e2e: Chromium is missing; installing Debian\'s "chromium" package with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'],
      {
        stdio: 'inherit',
        env,
      },
    );
  } catch {
    fail('apt-get could not install "chromium". Check the package sources, or set CHROMIUM_PATH.');
  }
  if (!works(CHROMIUM_PATH)) fail(`Chromium was installed but ${CHROMIUM_PATH} does not run.`);
}
