#!/usr/bin/env node
// Screenshots of pages at phone, tablet and desktop widths, for looking at the design, and
// (with --manifest) the two install screenshots of the web app manifest.
// Needs a running server: `npm start` (or set BASE_URL).
//   node scripts/screenshots.mjs [--manifest] [--full] [path ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4173';
const args = process.argv.slice(2);
const manifestMode = args.includes('--manifest');
const fullPage = args.includes('--full');
const paths = args.filter((arg) => !arg.startsWith('--'));
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

async function open(viewport, unlocked = true) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (unlocked) {
    await page.addInitScript(() => sessionStorage.setItem('aurevia-site-access', 'unlocked'));
  }
  return { context, page };
}

async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

if (manifestMode) {
  const out = join('public', 'screenshots');
  mkdirSync(out, { recursive: true });
  for (const [name, viewport] of [
    ['narrow-home.png', { width: 390, height: 844 }],
    ['wide-home.png', { width: 1280, height: 800 }],
  ]) {
    const { context, page } = await open(viewport);
    await page.goto(`${BASE_URL}/`);
    await settle(page);
    await page.screenshot({ path: join(out, name) });
    await context.close();
    console.log(`wrote ${join(out, name)}`);
  }
} else {
  const out = 'screenshots';
  mkdirSync(out, { recursive: true });
  const targets = paths.length > 0 ? paths : ['/'];
  for (const target of targets) {
    for (const viewport of WIDTHS) {
      const gate = target === 'gate';
      const { context, page } = await open(viewport, !gate);
      await page.goto(`${BASE_URL}${gate ? '/' : target}`);
      await settle(page);
      const file = join(
        out,
        `${(gate ? 'gate' : target).replace(/\W+/g, '_') || 'home'}-${viewport.name}.png`,
      );
      await page.screenshot({ path: file, fullPage });
      await context.close();
      console.log(`wrote ${file}`);
    }
  }
}
await browser.close();
