#!/usr/bin/env node
// Makes sure Debian's Chromium builds the tests drive are there. Playwright never downloads a
// browser of its own here: the machine reaches only the npm registry and Debian's packages.
//
// - The end-to-end suite drives `chromium-headless-shell` (the headless-only build of the same
//   Chromium: about half the processor time of the whole browser per test; docs/testing.md).
// - The budget check measures the first paint of `/` in the whole browser, `chromium`, which
//   paints as a phone's browser does.
//
// CHROMIUM_PATH, when set, names the one binary every step drives instead: it is only checked.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each browser the tests use by default, and the Debian package that installs it. */
const BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', use: 'e2e' },
  { path: '/usr/bin/chromium', pkg: 'chromium', use: 'budgets' },
];

function works({ path, use }) {
  if (!existsSync(path)) return false;
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status === 0) console.log(`${use}: using ${result.stdout.trim()} at ${path}`);
  return result.status === 0;
}

function fail(message) {
  console.error(`\nChromium: ${message}\n`);
  process.exit(1);
}

const override = process.env.CHROMIUM_PATH;
if (override) {
  if (!works({ path: override, use: 'e2e and budgets' })) {
    fail(
      `CHROMIUM_PATH is set to ${override}, which does not run. Unset it to use Debian's packages.`,
    );
  }
  process.exit(0);
}

const missing = BROWSERS.filter((browser) => !works(browser));
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  const missingList = missing.map((browser) => `${browser.path} (${browser.use})`).join(', ');
  if (!isRoot || !hasApt) {
    fail(
      `missing ${missingList}. Install Debian's packages as root ` +
        `(\`apt-get install ${packages.join(' ')}\`), or set CHROMIUM_PATH to a Chromium binary, ` +
        'then run the tests again.',
    );
  }
  console.log(`Chromium: installing Debian's ${packages.join(' and ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...packages, 'fonts-dejavu-core'],
      { stdio: 'inherit', env },
    );
  } catch {
    fail(
      `apt-get could not install ${packages.join(' ')}. Check the package sources, or set CHROMIUM_PATH.`,
    );
  }
  const broken = missing.filter((browser) => !works(browser));
  if (broken.length > 0) {
    fail(`installed, but ${broken.map((browser) => browser.path).join(' and ')} does not run.`);
  }
}
