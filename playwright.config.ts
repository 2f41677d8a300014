import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHONE_SPEED, slowsWithoutSpinning } from './e2e/phoneCpu.ts';

const PHONE_SPEED_TAG = new RegExp(PHONE_SPEED);

// Lets Playwright see (and take offline) the service worker's own requests.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/** Its own port, so a running `npm start` on 4173 never answers the tests. */
const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * The browser every test drives: Debian's headless shell, the headless-only build of the same
 * Chromium, which spends less than half the processor time of the whole browser on a page
 * (docs/testing.md). CHROMIUM_PATH names another; it is set here for the specs that launch with
 * options of their own (ar-measure, room-3d read it), so they drive the same browser.
 */
const CHROMIUM_PATH = (process.env.CHROMIUM_PATH ||= '/usr/bin/chromium-headless-shell');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two workers take the journeys, which keep both cores busy. Where a slowed page leaves its
  // core idle (e2e/phoneCpu.ts), a third takes the fast-user and phone-speed tests beside them.
  workers: slowsWithoutSpinning() ? 3 : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/reports/playwright.json',
      },
    ],
  ],
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    // Each test's own choice (e2e/serviceWorkers.ts): without the worker unless it is tagged.
    serviceWorkers: 'block',
    // Recorded on the retry of a failed test: recording every test costs the suite a quarter of its time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Root in a container needs --no-sandbox; the rest keeps Chromium off a network it cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The journeys may wait for the page to answer before they act (e2e/fixtures.ts).
    { name: 'journeys', testIgnore: 'fast/**', grepInvert: PHONE_SPEED_TAG, workers: 2 },
    // A fast user acts the moment a control shows, never waiting for hydration, on a slowed CPU
    // where timing matters: every spec under e2e/fast/.
    { name: 'fast-user', testMatch: 'fast/**/*.spec.ts' },
    // The journeys that spend much of their time on a slowed page (tagged PHONE_SPEED).
    { name: 'phone-speed', testIgnore: 'fast/**', grep: PHONE_SPEED_TAG },
  ],
  webServer: {
    command: 'node --import tsx scripts/serve-for-tests.ts',
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'aurevia-e2e-')),
      // Every test signs up and in from 127.0.0.1; the real limits would stop the suite.
      AUTH_RATE_LIMIT_SCALE: '100',
    },
  },
});
