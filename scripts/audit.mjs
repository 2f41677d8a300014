#!/usr/bin/env node
// `npm run audit`: Lighthouse (mobile, default throttling) on the production build with the
// system Chromium, for the pages named in quality.md. Not part of `npm test`: timings are noisy.
// Builds nothing itself: run `npm run build` first. Writes audit/summary.md and one JSON per page.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const PORT = Number(process.env.AUDIT_PORT ?? 4185);
const BASE_URL = `http://localhost:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PAGES = ['/', '/browse-rooms', '/pricing', '/try-scanner', '/design-dashboard'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const MAX_CLS = 0.02;
const OUT = 'audit';

async function waitForServer(url, attempts = 300) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch (error) {
      if (i === attempts - 1) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url}`);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: join(OUT, '.data') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
mkdirSync(OUT, { recursive: true });

const rows = [];
let failures = 0;
try {
  await waitForServer(`${BASE_URL}/`);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  for (const path of PAGES) {
    const page = await browser.newPage();
    // The audit is of the pages behind the access gate, as an unlocked visitor sees them.
    await page.evaluateOnNewDocument(() =>
      sessionStorage.setItem('aurevia-site-access', 'unlocked'),
    );
    const result = await lighthouse(
      `${BASE_URL}${path}`,
      { output: 'json', logLevel: 'error' },
      undefined,
      page,
    );
    await page.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
    );
    const cls = Number(audits['cumulative-layout-shift']?.numericValue ?? 0);
    const misses = Object.entries(TARGETS)
      .filter(([key, target]) => scores[key] < target)
      .map(([key, target]) => `${key} ${scores[key]} < ${target}`);
    if (cls > MAX_CLS) misses.push(`CLS ${cls.toFixed(3)} > ${MAX_CLS}`);
    failures += misses.length;
    rows.push(
      `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${cls.toFixed(3)} | ${misses.join('; ') || 'ok'} |`,
    );
    writeFileSync(
      join(OUT, `${path === '/' ? 'home' : path.replace(/\W+/g, '_').replace(/^_/, '')}.json`),
      result.report,
    );
    console.log(rows.at(-1));
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}

const summary = [
  '# Lighthouse audit (mobile, default throttling)',
  '',
  '| page | performance | accessibility | best practices | SEO | CLS | below target |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync(join(OUT, 'summary.md'), summary);
console.log(`\nWrote ${join(OUT, 'summary.md')}`);
process.exitCode = failures > 0 ? 1 : 0;
