#!/usr/bin/env node
// The performance budgets of shared/guides/quality.md, measured on the production build.
// Fails with a message naming the chunk or file, its size and the budget.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

const KB = 1024;
const BUDGETS = {
  firstPaintJs: 110 * KB,
  jsBeforeLcp: 110 * KB,
  routeChunk: 60 * KB,
  /** The CSS one route needs: the entry's styles plus those of the route's own chunks. */
  routeCss: 35 * KB,
  /** Every style sheet of the build together (each page loads only its own). */
  allCss: 70 * KB,
  precache: 5 * 1024 * KB,
  sampleImage: 60 * KB,
};
// Libraries that must load with the pages that use them, never with the first paint of `/`.
const KEPT_OUT_OF_FIRST_PAINT = [
  '@supabase/',
  '/dexie/',
  '@radix-ui/',
  '/framer-motion/',
  '/motion-dom/',
  '/embla-carousel',
];

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`budget: ${manifestPath} is missing. Run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunkModules = JSON.parse(readFileSync(join(dist, '.vite', 'chunk-modules.json'), 'utf8'));
// A report written before the last plugin renamed a chunk would leave that chunk unchecked.
const unknownInReport = Object.keys(chunkModules).filter((file) => !existsSync(join(dist, file)));
if (unknownInReport.length > 0) {
  console.error(
    `budget: .vite/chunk-modules.json names files the build does not hold (${unknownInReport.join(', ')}); ` +
      'build/chunk-report.ts must read the bundle after every other plugin',
  );
  process.exit(1);
}

/** Every file of a folder, by its path from the folder. */
function walkFiles(root, dir = root) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walkFiles(root, path) : [relative(root, path)];
  });
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const failures = [];
const lines = [];

function check(label, size, budget) {
  const ok = size <= budget;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${kb(size)} (budget ${kb(budget)})`);
  if (!ok) failures.push(`${label} is ${kb(size)}, over its budget of ${kb(budget)}`);
}

/** A manifest key and everything it imports statically (what the browser fetches with it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

// 1. First paint of `/`: the entry, its static imports, and the home route chunk with its imports.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/pages/HomePage.tsx'));
if (!entryKey || !homeKey) {
  console.error('budget: could not find the entry or the home page chunk in the build manifest.');
  process.exit(1);
}
const firstPaintKeys = staticClosure(homeKey, staticClosure(entryKey));
const firstPaintFiles = [...new Set([...firstPaintKeys].map((key) => manifest[key].file))];
const firstPaintJs = firstPaintFiles.reduce((sum, file) => sum + gzipSize(file), 0);
check(`first paint of / (${firstPaintFiles.join(', ')})`, firstPaintJs, BUDGETS.firstPaintJs);

for (const file of firstPaintFiles) {
  const heavy = (chunkModules[file] ?? []).filter((id) =>
    KEPT_OUT_OF_FIRST_PAINT.some((lib) => id.includes(lib)),
  );
  if (heavy.length > 0) {
    const libs = [
      ...new Set(heavy.map((id) => KEPT_OUT_OF_FIRST_PAINT.find((lib) => id.includes(lib)))),
    ];
    failures.push(`${file} is in the first paint of / but holds ${libs.join(', ')}`);
    lines.push(`FAIL first paint holds ${libs.join(', ')} (in ${file})`);
  }
}

// 1b. three.js (the 3D view's renderer, ~150 KB gzip) loads when the 3D view opens, never with
// the first paint of any route: the entry with its static imports plus the route's page chunk
// with its static imports. A chunk holds three.js when the build says it holds one of its
// modules, or when its text carries the renderer's signature (a copy pasted in or pre-bundled).
const THREE_MODULE = '/node_modules/three/';
const THREE_SIGNATURES = ['three.js r', 'THREE.WebGLRenderer'];
const holdsThree = (file) =>
  (chunkModules[file] ?? []).some((id) => id.includes(THREE_MODULE)) ||
  THREE_SIGNATURES.some((signature) => readFileSync(join(dist, file), 'utf8').includes(signature));
const routeKeys = Object.keys(manifest).filter((key) => /src\/pages\/[^/]+\.tsx$/.test(key));
const threeInFirstPaint = new Map();
const entryFiles = new Set([...staticClosure(entryKey)].map((key) => manifest[key].file));
for (const key of [entryKey, ...routeKeys]) {
  const files = [...staticClosure(key)].map((k) => manifest[k].file);
  for (const file of new Set(files)) {
    if (!file.endsWith('.js') || (key !== entryKey && entryFiles.has(file))) continue;
    if (!holdsThree(file)) continue;
    const routes = threeInFirstPaint.get(file) ?? [];
    routes.push(key === entryKey ? 'every route (the entry)' : key);
    threeInFirstPaint.set(file, routes);
  }
}
for (const [file, routes] of threeInFirstPaint) {
  failures.push(
    `${file} holds three.js and is in the first paint of ${routes.join(', ')}: ` +
      'three.js must load only with the 3D view (import it from src/features/room-3d/Room3DViewImpl.tsx ' +
      'or below, and import the view itself through React.lazy)',
  );
}
lines.push(
  threeInFirstPaint.size === 0
    ? `ok   three.js in no route's first paint (${routeKeys.length} routes checked)`
    : `FAIL three.js in the first paint (${[...threeInFirstPaint.keys()].join(', ')})`,
);

// 1c. The emulated AR phone of the end-to-end tests (iwer, @iwer/sem) never ships: no file of
// the build may hold one of its modules or its tell-tale strings.
const EMULATOR_MODULES = ['/node_modules/iwer/', '/node_modules/@iwer/', 'e2e/xr/'];
const EMULATOR_SIGNATURES = [
  'IWER: a native WebXR runtime',
  'Synthetic Environment',
  'SyntheticEnvironmentModule',
  'emulatedXR',
];
const emulatorFiles = [];
for (const file of walkFiles(dist)) {
  if (!/\.(js|mjs|html)$/.test(file)) continue;
  const byModule = (chunkModules[file] ?? []).some((id) =>
    EMULATOR_MODULES.some((module) => id.includes(module)),
  );
  const text = readFileSync(join(dist, file), 'utf8');
  if (byModule || EMULATOR_SIGNATURES.some((signature) => text.includes(signature))) {
    emulatorFiles.push(file);
  }
}
if (emulatorFiles.length > 0) {
  failures.push(
    `${emulatorFiles.join(', ')} hold the emulated AR device (iwer): it belongs to the tests only ` +
      '(e2e/xr/, added to test pages with an init script), never to the build',
  );
}
lines.push(
  emulatorFiles.length === 0
    ? 'ok   the emulated AR device (iwer) in no file of the build'
    : `FAIL the emulated AR device in ${emulatorFiles.join(', ')}`,
);

// A page's new file name must not rename the files every page imports: a chunk a page imports that
// named the pages' files (their loaders) would change with any page, and every page's name with
// it, so an installed app would fetch the whole app at each update (src/app/pages.ts).
const pageFiles = routeKeys.map((key) => manifest[key].file);
const namingPages = [
  ...new Set(routeKeys.flatMap((key) => [...staticClosure(key)].filter((k) => k !== key))),
]
  .map((key) => manifest[key].file)
  .filter((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return pageFiles.some((page) => text.includes(page.replace(/^assets\//, '')));
  });
if (namingPages.length > 0) {
  failures.push(
    `${namingPages.join(', ')} name the pages' files, and every page imports them: ` +
      'one page changed would rename every file (keep the loaders in the entry, src/app/pages.ts)',
  );
}
lines.push(
  namingPages.length === 0
    ? "ok   no file the pages import names a page's file (a page's change renames it and the entry)"
    : `FAIL ${namingPages.join(', ')} name the pages' files`,
);

// 2. Each route chunk on its own (shared vendor chunks excluded).
for (const [key, chunk] of Object.entries(manifest)) {
  if (!/src\/pages\/[^/]+\.tsx$/.test(key)) continue;
  check(`route chunk ${key} (${chunk.file})`, gzipSize(chunk.file), BUDGETS.routeChunk);
}

// 3. All CSS, 4. everything precached, 5. each sample image.
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Dot folders (.vite's manifest, the server's kept compressed forms) are not served files.
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : walk(path);
    return [relative(dist, path)];
  });
}
const files = walk(dist);
const cssTotal = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0);
check('all CSS', cssTotal, BUDGETS.allCss);

// Route-split styles: what one visit to a page downloads is the entry's CSS and its chunks' CSS.
const cssOf = (keys) => [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
let heaviestRouteCss = { key: 'none', size: 0 };
for (const key of Object.keys(manifest)) {
  if (!/src\/pages\/[^/]+\.tsx$/.test(key)) continue;
  const size = cssOf(staticClosure(key, staticClosure(entryKey))).reduce(
    (sum, file) => sum + gzipSize(file),
    0,
  );
  if (size > BUDGETS.routeCss)
    failures.push(`the CSS of ${key} is ${kb(size)}, over ${kb(BUDGETS.routeCss)}`);
  if (size > heaviestRouteCss.size) heaviestRouteCss = { key, size };
}
check(
  `CSS of the heaviest route (${heaviestRouteCss.key})`,
  heaviestRouteCss.size,
  BUDGETS.routeCss,
);

// What the worker precaches is its own manifest, written into sw.js by the build: the install
// screenshots and the pages with styles written in are in the build but not in it.
const precached = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
  (match) => match[1],
);
if (precached.length === 0) failures.push('sw.js holds no precache manifest to measure');
const precacheTotal = precached.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0);
check('everything precached (uncompressed)', precacheTotal, BUDGETS.precache);

const samples = files.filter((f) => f.startsWith('samples/'));
let largestSample = { file: 'none', size: 0 };
for (const file of samples) {
  const size = statSync(join(dist, file)).size;
  if (size > BUDGETS.sampleImage)
    failures.push(`${file} is ${kb(size)}, over ${kb(BUDGETS.sampleImage)}`);
  if (size > largestSample.size) largestSample = { file, size };
}
check(
  `largest sample image (${largestSample.file}, ${samples.length} images)`,
  largestSample.size,
  BUDGETS.sampleImage,
);

// 6. What a first visit to `/` really requests before its largest paint, measured in Chromium on the
// production server: the static count above cannot see scripts the app imports while starting.
const jsBeforeLcp = await measureJsBeforeLcp();
check(
  `JS requested before the largest paint of / (${jsBeforeLcp.files.length} scripts, LCP at ${Math.round(jsBeforeLcp.lcp)} ms)`,
  jsBeforeLcp.bytes,
  BUDGETS.jsBeforeLcp,
);

console.log(lines.join('\n'));
if (failures.length > 0) {
  console.error(`\nbudget: ${failures.length} budget(s) exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nbudget: all budgets hold.');

/** Starts the real server on the build, opens `/` in a fresh Chromium and sums the scripts' gzip
 * sizes requested before the largest-contentful-paint entry. */
async function measureJsBeforeLcp() {
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    console.error(
      `budget: Chromium is missing at ${chromiumPath}; run \`node scripts/ensure-chromium.mjs\` ` +
        'or set CHROMIUM_PATH to measure the JS requested before the largest paint.',
    );
    process.exit(1);
  }
  const { chromium } = await import('@playwright/test');
  const port = Number(process.env.BUDGET_PORT ?? 4189);
  const dataDir = mkdtempSync(join(tmpdir(), 'aurevia-budget-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-for-tests.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: resolve(dist), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const base = `http://localhost:${port}`;
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/`)).ok) break;
      } catch (error) {
        if (i > 300) throw error;
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      sessionStorage.setItem('aurevia-site-access', 'unlocked');
      window.__largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const { lcp, scripts } = await page.evaluate(() => ({
      lcp: window.__largestPaint,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    if (!lcp) throw new Error('Chromium reported no largest paint for /');
    const files = [...new Set(scripts.filter((s) => s.start < lcp).map((s) => s.path.slice(1)))];
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return { lcp, files, bytes };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
