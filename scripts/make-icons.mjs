#!/usr/bin/env node
/**
 * Renders the PNG app icons from public/icons/logo-mark.svg (plus the two shortcut glyphs
 * defined below) with the system Chromium. The PNGs are committed; run this by hand whenever
 * the mark changes:
 *
 *   node scripts/make-icons.mjs
 *
 * Chromium does the rasterising so the icons match exactly what browsers draw for the SVG mark,
 * without adding an image library to the dependency tree.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ICON_DIR = fileURLToPath(new URL('../public/icons/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CANVAS = '#FAF7F2';
const CLAY = '#A34A28';
const CLAY_LIGHT = '#C4673F';
const CLAY_PALE = '#EBC3AE';

const markSource = await readFile(`${ICON_DIR}logo-mark.svg`, 'utf8');
const markViewBox = /viewBox="([^"]+)"/.exec(markSource)?.[1] ?? '0 0 64 64';
const markInner = markSource.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The mark centred in a square of `size`, its box taking `fraction` of the side. */
function mark(size, fraction) {
  const side = size * fraction;
  const offset = (size - side) / 2;
  return `<svg x="${offset}" y="${offset}" width="${side}" height="${side}" viewBox="${markViewBox}">${markInner}</svg>`;
}

function icon(size, body, background = CANVAS) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>${body}</svg>`
  );
}

// The shortcut glyphs echo the mark: the same rounded scan brackets and clay tones.
const SCAN_GLYPH = `<g fill="none" stroke="${CLAY}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">
  <path d="M22 34v-7a5 5 0 0 1 5-5h7m28 0h7a5 5 0 0 1 5 5v7m0 28v7a5 5 0 0 1-5 5h-7m-28 0h-7a5 5 0 0 1-5-5v-7"/>
  <path d="M29 48h38"/></g>
  <path fill="${CLAY_PALE}" d="M31 34h34v13H31z" opacity=".75"/>
  <path fill="${CLAY_PALE}" d="M31 49h34v4H31z" opacity=".35"/>`;

const UPLOAD_GLYPH = `<rect x="21" y="27" width="46" height="40" rx="7" fill="none" stroke="${CLAY}" stroke-width="5"/>
  <path fill="${CLAY_PALE}" d="M26 62l12-13 8 8 6-5 10 10z"/>
  <circle cx="55" cy="39" r="4" fill="${CLAY_LIGHT}"/>
  <circle cx="66" cy="64" r="14" fill="${CLAY}" stroke="${CANVAS}" stroke-width="4"/>
  <path fill="none" stroke="${CANVAS}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" d="M66 71V57m-6 6 6-6 6 6"/>`;

// Maskable icons are cropped to a circle of 80 % of the side, so the mark stays well inside it.
const ICONS = [
  { file: 'icon-192.png', size: 192, svg: icon(192, mark(192, 0.72)) },
  { file: 'icon-512.png', size: 512, svg: icon(512, mark(512, 0.72)) },
  { file: 'icon-maskable-512.png', size: 512, svg: icon(512, mark(512, 0.6)) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: icon(180, mark(180, 0.72)) },
  { file: 'favicon-32.png', size: 32, svg: icon(32, mark(32, 1)) },
  {
    file: 'shortcut-scan-96.png',
    size: 96,
    svg: icon(96, `<svg width="96" height="96" viewBox="0 0 96 96">${SCAN_GLYPH}</svg>`),
  },
  {
    file: 'shortcut-upload-96.png',
    size: 96,
    svg: icon(96, `<svg width="96" height="96" viewBox="0 0 96 96">${UPLOAD_GLYPH}</svg>`),
  },
];

/** Width and height from a PNG's IHDR chunk, to prove each file came out at its nominal size. */
function pngSize(buffer) {
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:${CANVAS}">${svg}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: false,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    const actual = pngSize(png);
    if (actual.width !== size || actual.height !== size) {
      throw new Error(`${file}: expected ${size}x${size}, got ${actual.width}x${actual.height}`);
    }
    await writeFile(`${ICON_DIR}${file}`, png);
    console.log(`${file.padEnd(26)} ${size}x${size}  ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
