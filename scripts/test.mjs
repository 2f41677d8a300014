#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails, then one closing line
// that counts the tests of both runners ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const bin = (name) => join('node_modules', '.bin', name);
const steps = [
  { name: 'type-check', cmd: bin('tsc'), args: ['-b'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit and component tests',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  },
  { name: 'production build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  { name: 'Chromium', cmd: process.execPath, args: ['scripts/ensure-chromium.mjs'] },
  // After Chromium: one budget is measured on a real visit to `/`.
  { name: 'budgets', cmd: process.execPath, args: ['scripts/check-budgets.mjs'] },
  {
    name: 'end-to-end tests',
    cmd: bin('playwright'),
    args: ['test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  },
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(playwrightReport)) {
    const p = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
    skipped += p.stats?.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

function finish(code, failedStep) {
  const { passed, failed, skipped } = counts();
  if (failedStep) console.error(`\nnpm test: the "${failedStep}" step failed.`);
  // A step other than a test runner can fail with every test green; count it as one failure.
  const failures = failed === 0 && code !== 0 ? 1 : failed;
  console.log(`\n${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(code);
}

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) finish(result.status ?? 1, step.name);
  console.log(`--- ${step.name}: ok (${seconds} s)`);
}
finish(0);
