import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const SHELL_MARKER = '<div id="root" data-fixture="aurevia-shell"></div>';
export const SECRET_MARKER = 'TOP-SECRET-OUTSIDE-DIST';
export const APP_SCRIPT = '/assets/index-abc123.js';
/** The body of the shell's one inline script, which the CSP must allow by its hash. */
export const INLINE_SCRIPT = "document.documentElement.removeAttribute('data-gate')";
export const PAGE_MARKER = '<h1>How It Works</h1>';
export const NOT_FOUND_MARKER = '<h1>Page Not Found</h1>';

const page = (marker: string) => `<!doctype html><html><head><script>${INLINE_SCRIPT}</script>
<script type="module" crossorigin src="${APP_SCRIPT}"></script></head>
<body><div id="root">${marker}</div></body></html>
`;

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Aurevia</title>
    <link rel="manifest" href="/manifest.webmanifest" />
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="${APP_SCRIPT}"></script>
  </head>
  <body>
    ${SHELL_MARKER}
  </body>
</html>
`;

// Repetitive enough that gzip and brotli both shrink it, like a real bundle.
const SCRIPT = Array.from(
  { length: 200 },
  (_, i) => `export function component${i}() { return 'Scan. Design. Shop. ${i % 7}'; }`,
).join('\n');

const FILES: Readonly<Record<string, string | Uint8Array>> = {
  'index.html': SHELL,
  'routes/how-it-works.html': page(PAGE_MARKER),
  'routes/404.html': page(NOT_FOUND_MARKER),
  'assets/index-abc123.js': SCRIPT,
  'assets/index-def456.css': 'body { margin: 0; }\n'.repeat(50),
  'assets/inter-latin-wght-normal-0a1b2c.woff2': new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
  'sw.js': "self.addEventListener('install', () => self.skipWaiting());\n".repeat(10),
  'workbox-5f1c2a.js': 'self.workbox = {};\n'.repeat(20),
  'manifest.webmanifest': JSON.stringify({
    name: 'Aurevia',
    start_url: '/',
    display: 'standalone',
  }),
  'icons/icon-192.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'samples/living room.txt': 'A sample room.\n',
  '.vite/manifest.json': '{"index.html":{"file":"assets/index-abc123.js"}}',
};

export interface FixtureDist {
  /** The dist folder itself. */
  readonly distDir: string;
  readonly remove: () => void;
}

/** A small stand-in for Vite's output, with a file beside it that must never be reachable. */
export function createFixtureDist(): FixtureDist {
  const root = mkdtempSync(join(tmpdir(), 'aurevia-server-'));
  const distDir = join(root, 'dist');
  for (const [path, content] of Object.entries(FILES)) {
    const full = join(distDir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  writeFileSync(join(root, 'secret.txt'), SECRET_MARKER);
  writeFileSync(join(root, 'package.json'), `{"secret":"${SECRET_MARKER}"}`);
  return { distDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
