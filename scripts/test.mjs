#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails, then one closing line
// that counts the tests of both runners ("N passed, N failed").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const bin = (name) => join('node_modules', '.bin', name);
/**
 * Steps in order. The steps of one group run side by side, and their output is shown step by
 * step once each has ended, so it never interleaves. The type-check and the lint each keep one
 * core busy for most of a minute on a machine with two, and each leaves a core idle once the
 * other is done; the build and Chromium's install (mostly waiting on the package download) fill
 * that time rather than adding their own.
 */
const groups = [
  [
    { name: 'type-check', cmd: bin('tsc'), args: ['-b'] },
    { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { name: 'format', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
    { name: 'production build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] },
    { name: 'Chromium', cmd: process.execPath, args: ['scripts/ensure-chromium.mjs'] },
  ],
  [
    {
      name: 'unit and component tests',
      cmd: bin('vitest'),
      args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    },
  ],
  // After Chromium and the build: one budget is measured on a real visit to `/`.
  [{ name: 'budgets', cmd: process.execPath, args: ['scripts/check-budgets.mjs'] }],
  [
    {
      name: 'end-to-end tests',
      cmd: bin('playwright'),
      args: ['test'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    },
  ],
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

function finish(code, failedSteps = []) {
  const { passed, failed, skipped } = counts();
  for (const name of failedSteps) console.error(`\nnpm test: the "${name}" step failed.`);
  // A step other than a test runner can fail with every test green; count it as one failure.
  const failures = failed === 0 && code !== 0 ? 1 : failed;
  console.log(`\n${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(code);
}

/**
 * Runs one step. Alone, it writes straight to the terminal; beside others, its output is kept
 * and written when it ends.
 */
function run(step, alone) {
  const started = Date.now();
  const output = [];
  const child = spawn(step.cmd, step.args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      if (!alone) {
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`--- ${step.name}: ok (${seconds} s)`);
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

for (const group of groups) {
  const alone = group.length === 1;
  if (alone) console.log(`\n=== ${group[0].name} ===`);
  const codes = await Promise.all(group.map((step) => run(step, alone)));
  const failedSteps = group.filter((_, index) => codes[index] !== 0).map((step) => step.name);
  if (failedSteps.length > 0) finish(codes.find((code) => code !== 0) ?? 1, failedSteps);
}
finish(0);
