/**
 * Measures each room that @iwer/sem ships with the emulated AR phone, as e2e/ar-measure.spec.ts
 * does, and writes each room's measured walls against the capture (mean and worst error, cm) to
 * the "AR measuring on captured rooms" section of bench/capture.md. Fixed inputs: the captures,
 * the corners derived from them, the production build in dist/.
 *
 *   npx vite build && node --import tsx scripts/bench-ar.ts
 *
 * Serves dist/ on BENCH_PORT (4196 unless set) with a fresh data folder, and drives CHROMIUM_PATH
 * (/usr/bin/chromium unless set) on SwiftShader.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { area, wallLengths } from '../src/lib/room/geometry.ts';
import { CAPTURES, areaCm2, matchWalls, readCapture, wallLengthsCm } from '../e2e/xr/captures.ts';
import { XR_LAUNCH_ARGS, installEmulatedPhone, loadRoom } from '../e2e/xr/device.ts';
import { measureCapturedRoom } from '../e2e/xr/measure.ts';

const REPORT = 'bench/capture.md';
const HEADING = '## AR measuring on captured rooms';
const port = Number(process.env.BENCH_PORT ?? 4196);
const base = `http://localhost:${port}`;
const dist = resolve('dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('bench-ar: dist/ is missing; run `npx vite build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'aurevia-bench-ar-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DIST_DIR: dist, DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: XR_LAUNCH_ARGS,
});

const fmt = (cm: number) => cm.toFixed(1);
const rows: string[] = [];
try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch (error) {
      if (i > 900) throw error;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  for (const name of CAPTURES) {
    const room = readCapture(name);
    const context = await browser.newContext({ baseURL: base });
    // tsx keeps function names with a helper the page does not have; page functions may use it.
    await context.addInitScript({
      content:
        "window.__name = (f) => f; sessionStorage.setItem('aurevia-site-access', 'unlocked');",
    });
    await installEmulatedPhone(context);
    const page = await context.newPage();
    await page.goto('/measure-room');
    await page.waitForSelector('html[data-ready]');
    await loadRoom(page, room);
    const started = performance.now();
    const plan = await measureCapturedRoom(page, room);
    const seconds = (performance.now() - started) / 1000;
    await context.close();

    const captured = wallLengthsCm(room.corners);
    const errors = matchWalls(wallLengths(plan.outline), captured);
    const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
    const worst = Math.max(...errors);
    const areaError =
      (Math.abs(area(plan.outline) - areaCm2(room.corners)) / areaCm2(room.corners)) * 100;
    const ceiling = (room.ceilingY - room.floorY) * 100;
    rows.push(
      `| ${name} | ${captured.length} | ${captured.map(fmt).join(', ')} | ${fmt(mean)} | ${fmt(worst)} | ${areaError.toFixed(2)} % | ${fmt(ceiling)} / ${fmt(plan.height)} | ${seconds.toFixed(0)} s |`,
    );
    console.log(`${name}: mean ${fmt(mean)} cm, worst ${fmt(worst)} cm, ${seconds.toFixed(0)} s`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const section = `${HEADING}

Each room that \`@iwer/sem\` ships, measured in the production build with the emulated AR phone
of \`e2e/ar-measure.spec.ts\`: the phone aims at each floor corner (derived from the capture's
walls), marks it, finishes, keeps the room as measured and marks the ceiling. Errors are the
measured walls against the capture's (cm), matched round the room. The emulator's hit tests are
exact ray casts on the capture's planes, so these figures measure the code, not a phone's
sensors (docs/room-and-layout.md, "Measure with AR"). Written by
\`node --import tsx scripts/bench-ar.ts\`; time is the whole measurement at the emulator's ~5
frames a second on SwiftShader.

| room | walls | captured walls (cm) | mean error (cm) | worst error (cm) | area error | ceiling captured / measured (cm) | time |
| ---- | ----- | ------------------- | --------------- | ---------------- | ---------- | -------------------------------- | ---- |
${rows.join('\n')}
`;

const before = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
const start = before.indexOf(HEADING);
let report: string;
if (start === -1) {
  report = before ? `${before.trimEnd()}\n\n${section}` : section;
} else {
  const next = before.indexOf('\n## ', start + HEADING.length);
  report = `${before.slice(0, start)}${section}${next === -1 ? '' : before.slice(next + 1)}`;
}
writeFileSync(REPORT, report);
console.log(`Wrote ${REPORT}`);
