import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { accessPassword, buildGateSalt, makeGateSecret } from './build/gate-digest.ts';
import { webManifest } from './build/web-manifest.ts';
import { precacheArchive } from './build/precache-archive.ts';
import { chunkReport } from './build/chunk-report.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { minifyInlineScripts } from './build/inline-scripts.ts';

const gate = makeGateSecret(accessPassword(), buildGateSalt());

/** Lucide's icons, one module each. */
const ICON_MODULE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The app's entry module, which stays its own small chunk: index.html names it. */
const ENTRY_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/**
 * The pages' loaders stay in the entry, which nothing imports: in the shell, which every page
 * imports, each page's new name would rename the shell and every file with it (src/app/pages.ts).
 */
const PAGE_LOADERS_MODULE = fileURLToPath(new URL('./src/app/pageLoaders.ts', import.meta.url));

/**
 * Left to itself, the bundler splits what every page loads first (React, the shell, the stores,
 * the icons of the first paint) into some thirty files by which later pages share them, and a
 * page asked for 54: every file costs the browser a request, a compile task and a module
 * record, more than its bytes (docs/performance.md, "Fewer files"). What the entry loads
 * statically is one `shell` chunk. The other icons are grouped by the pages that use them, a
 * group under 4 KB joining its nearest neighbour: one module each, about 300 bytes, they would
 * otherwise make 20 to 30 requests a page.
 */
const chunkGroups = [
  {
    name: 'shell',
    test: (id: string) =>
      id !== ENTRY_MODULE && id !== PAGE_LOADERS_MODULE && !id.endsWith('.html'),
    tags: ['$initial' as const],
    priority: 2,
  },
  {
    name: 'icons',
    test: ICON_MODULE,
    priority: 1,
    entriesAware: true,
    entriesAwareMergeThreshold: 4096,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (of src/app/prerender.tsx, run by prerenderPages) needs React alone.
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        chunkReport(),
        minifyInlineScripts(),
        prerenderPages(fileURLToPath(import.meta.url)),
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          // The page registers the worker itself through workbox-window (src/lib/pwa.ts).
          injectRegister: false,
          registerType: 'prompt',
          manifest: webManifest,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2,webmanifest,ico,txt}'],
            // Install screenshots are only shown by the browser's install sheet, which is online.
            // The pages with styles written in are for the network; the worker serves the lighter
            // copies, whose style sheets it holds anyway.
            globIgnores: ['screenshots/**', '**/*.inline.html'],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          },
          devOptions: { enabled: false },
        }),
        // After the worker: it packs the list the build wrote into sw.js.
        precacheArchive(),
      ],
  resolve: {
    alias: [
      {
        find: /^@radix-ui\/react-use-is-hydrated$/,
        replacement: fileURLToPath(new URL('./src/lib/useIsHydrated.ts', import.meta.url)),
      },
    ],
  },
  define: {
    __AUREVIA_GATE_SALT__: JSON.stringify(gate.salt),
    __AUREVIA_GATE_DIGEST__: JSON.stringify(gate.digest),
  },
  build: {
    target: 'es2022',
    manifest: true,
    // Every browser the app supports (Chromium, Safari 17+, Firefox 115+) preloads modules
    // itself; the polyfill only cost the first paint of `/` its bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    assetsInlineLimit: 0,
    // The server-side build for prerendering is one module graph and keeps the defaults.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  preview: { port: 4173 },
}));
