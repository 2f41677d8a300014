#!/usr/bin/env node
// `npm run audit`: Lighthouse (mobile, default simulated throttling) on the production build with
// the system Chromium, for every route and the 404 page, on the first visit (empty cache, no
// worker) and the repeat visit (the worker in control). Each row is the median of several runs,
// each in a fresh browser: runs in one browser grow slower one after another.
// Not part of `npm test`: timings are noisy. Builds nothing itself: run `npm run build` first.
//
//   npm run audit                                  every route, both visits, 3 runs each
//   npm run audit -- --routes=/,/pricing --runs=1 --visits=first
//   npm run audit -- --other-first-runs=1   first visits of pages without a first-visit target once
//
// Writes audit/summary.md (the table) and audit/runs.json (every run's figures).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROUTES } from '../src/app/routeTable.ts';

const PORT = Number(process.env.AUDIT_PORT ?? 4185);
const BASE_URL = `http://localhost:${PORT}`;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIST = process.env.DIST_DIR ?? 'dist';
const OUT = process.env.AUDIT_OUT ?? 'audit';
const NOT_FOUND_PATH = '/no-such-page';
/** quality.md: every route on the repeat visit; these also on the first visit. */
const FIRST_VISIT_TARGETS = new Set([
  '/',
  '/browse-rooms',
  '/pricing',
  '/try-scanner',
  '/design-dashboard',
]);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const MAX_CLS = 0.02;
const MAX_TBT_MS = 150;
const MAX_FIRST_VISIT_LCP_MS = 2000;

function option(name, fallback) {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}
const routes = option('routes', [...ROUTES.map((r) => r.path), NOT_FOUND_PATH].join(',')).split(
  ',',
);
const visits = option('visits', 'first,repeat').split(',');
const runs = Number(option('runs', '3'));
/** First visits of pages without a first-visit target can take fewer runs to save time. */
const otherFirstRuns = Number(option('other-first-runs', String(runs)));
for (const visit of visits) {
  if (visit !== 'first' && visit !== 'repeat') throw new Error(`Unknown visit "${visit}"`);
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`audit: ${DIST}/index.html is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

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

const slug = (path) => (path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-'));

const gzipCache = new Map();
/** The gzip size of a built file, the same whether it came from the network or the worker. */
function gzipSizeOf(url, fallback) {
  const { pathname } = new URL(url);
  const file = join(DIST, decodeURIComponent(pathname));
  if (!gzipCache.has(file)) {
    gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file)).length : null);
  }
  return gzipCache.get(file) ?? fallback;
}

function launch() {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The audit is of the pages behind the access gate, as an unlocked visitor sees them. */
async function unlockedPage(browser) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => sessionStorage.setItem('aurevia-site-access', 'unlocked'));
  return page;
}

/** One Lighthouse run in a fresh browser. The repeat visit first lets the worker take control. */
async function audit(path, visit) {
  const browser = await launch();
  try {
    const url = `${BASE_URL}${path}`;
    if (visit === 'repeat') {
      const warm = await unlockedPage(browser);
      await warm.goto(url, { waitUntil: 'load' });
      await warm.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
        }
      });
      await warm.close();
    }
    const page = await unlockedPage(browser);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        disableStorageReset: visit === 'repeat',
        // The 404 page answers 404, which Lighthouse otherwise refuses to measure.
        ignoreStatusCode: path === NOT_FOUND_PATH,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    // The last run's full report stays for diagnosis (open it in the Lighthouse viewer).
    writeFileSync(join(OUT, 'reports', `${visit}-${slug(path)}.json`), result.report);
    return figures(result.lhr, path);
  } finally {
    await browser.close();
  }
}

/**
 * Whether a failed audit is only the 404 page's own answer, whose status is the point of it: the
 * status itself, or a console whose one network error is that answer.
 */
function isOwnNotFoundStatus(audit, lhr, path) {
  if (path !== NOT_FOUND_PATH) return false;
  if (audit.id === 'http-status-code') return true;
  if (audit.id !== 'errors-in-console') return false;
  return (audit.details?.items ?? []).every(
    (item) => item.source === 'network' && item.sourceLocation?.url === lhr.finalDisplayedUrl,
  );
}

function figures(lhr, path) {
  const { categories, audits } = lhr;
  const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
  const observedLcp = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0;
  const requests = audits['network-requests']?.details?.items ?? [];
  const jsBeforeLcp = requests
    .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? 0) < observedLcp)
    .reduce((sum, r) => sum + gzipSizeOf(r.url, r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Number(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Number(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number(audits['cumulative-layout-shift']?.numericValue ?? 0),
    jsBeforeLcp,
    // Lighthouse's measure of the host's speed: the same page reads slower on a slower or busier
    // machine, since simulated throttling multiplies what the host really took.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // A run Lighthouse could not measure (no paint seen, a protocol timeout) scores nothing:
    // named, so that its zeros are not read as the page's.
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    failedAudits: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          lhr.categories.accessibility.auditRefs
            .concat(lhr.categories['best-practices'].auditRefs, lhr.categories.seo.auditRefs)
            .some((ref) => ref.id === a.id && ref.weight > 0),
      )
      .filter((a) => !isOwnNotFoundStatus(a, lhr, path))
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarise(path, visit, list) {
  const pick = (key) => median(list.map((run) => run[key]));
  const row = {
    path,
    visit,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsBeforeLcp: pick('jsBeforeLcp'),
    benchmarkIndex: pick('benchmarkIndex'),
    failedAudits: [...new Set(list.flatMap((run) => run.failedAudits))],
  };
  const misses = [];
  for (const error of new Set(list.map((run) => run.runtimeError).filter(Boolean))) {
    misses.push(`unmeasured run (${error})`);
  }
  const performanceTarget = visit === 'repeat' || FIRST_VISIT_TARGETS.has(path);
  if (performanceTarget && row.performance < TARGETS.performance) {
    misses.push(`performance ${row.performance} < ${TARGETS.performance}`);
  }
  if (row.accessibility < TARGETS.accessibility) misses.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < TARGETS['best-practices'])
    misses.push(`best practices ${row.bestPractices}`);
  // A missing page must answer 404 for crawlers, which the SEO category counts against it.
  if (row.seo < TARGETS.seo && path !== NOT_FOUND_PATH) misses.push(`SEO ${row.seo}`);
  if (row.cls > MAX_CLS) misses.push(`CLS ${row.cls.toFixed(3)} > ${MAX_CLS}`);
  if (performanceTarget && row.tbt > MAX_TBT_MS) misses.push(`TBT ${Math.round(row.tbt)} ms`);
  if (visit === 'first' && FIRST_VISIT_TARGETS.has(path) && row.lcp > MAX_FIRST_VISIT_LCP_MS) {
    misses.push(`LCP ${(row.lcp / 1000).toFixed(2)} s > 2.0 s`);
  }
  if (row.failedAudits.length > 0) misses.push(`failing: ${row.failedAudits.join(', ')}`);
  row.misses = misses;
  return row;
}

const line = (row) =>
  `| ${row.path} | ${row.visit} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.jsBeforeLcp / 1024).toFixed(1)} KB | ${row.benchmarkIndex} | ${row.misses.join('; ') || 'ok'} |`;

mkdirSync(join(OUT, 'reports'), { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-for-tests.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: join(OUT, '.data'), DIST_DIR: DIST },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rows = [];
const allRuns = {};
try {
  await waitForServer(`${BASE_URL}/`);
  for (const visit of visits) {
    for (const path of routes) {
      const list = [];
      const count = visit === 'first' && !FIRST_VISIT_TARGETS.has(path) ? otherFirstRuns : runs;
      for (let i = 0; i < count; i += 1) list.push(await audit(path, visit));
      allRuns[`${visit} ${path}`] = list;
      rows.push(summarise(path, visit, list));
      console.log(line(rows.at(-1)));
    }
  }
} finally {
  server.kill('SIGTERM');
}

const missed = rows.filter((row) => row.misses.length > 0);
const summary = [
  '# Lighthouse audit',
  '',
  `Lighthouse 12, mobile, default simulated throttling; median of ${runs} run(s) per row${otherFirstRuns === runs ? '' : ` (${otherFirstRuns} for first visits without a first-visit target)`}, each in a fresh Chromium.`,
  'First visit: empty cache, no worker. Repeat visit: the worker in control.',
  'JS before LCP: gzip size of the scripts requested before the largest paint was observed.',
  "Host index: Lighthouse's benchmark of this machine during the runs (median); a lower index means a slower or busier host, and slower figures for the same page.",
  `Targets: performance >= 95 on every repeat visit and on the first visit of ${[...FIRST_VISIT_TARGETS].join(', ')} (there LCP <= 2.0 s); accessibility 100; best practices and SEO >= 95; CLS <= 0.02; TBT <= 150 ms.`,
  '',
  '| page | visit | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS before LCP | host index | below target |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(line),
  '',
  missed.length === 0 ? 'Every row meets its targets.' : `${missed.length} row(s) below target.`,
  '',
].join('\n');
writeFileSync(join(OUT, 'summary.md'), summary);
writeFileSync(join(OUT, 'runs.json'), `${JSON.stringify(allRuns, null, 2)}\n`);
console.log(`\nWrote ${join(OUT, 'summary.md')}: ${missed.length} row(s) below target.`);
process.exitCode = missed.length > 0 ? 1 : 0;
