import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import {
  inlinedHtmlFor,
  NOT_FOUND_HTML,
  NOT_FOUND_PATH,
  ROUTES,
  prerenderedHtmlFor,
  pageModuleName,
} from '../src/app/routeTable.ts';
import { ROUTE_LEAD_IMAGES } from '../src/content/routeLeadImages.ts';
import type { FirstModules } from '../src/lib/firstModules.ts';

interface PrerenderModule {
  renderRoute(path: string): Promise<string>;
  documentTitleFor(route: { path: string; title: string } | undefined): string;
}

/**
 * Lazy components every prerendered page contains besides the page itself: their styles must
 * be in the HTML too, or their markup would paint unstyled until their code arrives.
 */
const FOOTER_MODULE = 'src/shell/Footer.tsx';
const LAZY_PARTS_OF_EVERY_PAGE = [FOOTER_MODULE];
const ROOT_MARKER = '<div id="root"></div>';
/**
 * The replay of what was tapped and typed before the page could answer (src/lib/heldInputQueue.ts
 * loads it only when something was held). It comes with the page's own files: a connection lost
 * before the page is ready would otherwise lose every tap the page held, since the page can
 * answer by then but could not fetch the code that carries the taps out.
 */
const HELD_INPUT_MODULE = 'src/lib/heldInput.ts';
/**
 * Modules a visit may need later but not to start: listed in #app-scripts as `idle`, fetched and
 * compiled once the page is idle (index.html's loader) and only run when used.
 */
const IDLE_MODULES = ['src/ui/toastLibrary.ts'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A chunk and every chunk it imports statically: what the browser fetches to run it. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

function cssOf(bundle: Rollup.OutputBundle, files: Iterable<string>): string[] {
  const css = new Set<string>();
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk')
      for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return [...css];
}

/**
 * The page-specific head of a route: its title and description, and its page chunk's styles
 * and scripts. The styles are render-blocking links so the prerendered markup paints styled;
 * the app's lazy loader finds them already in the document and does not add them again.
 */
function chunkFor(bundle: Rollup.OutputBundle, key: string): Rollup.OutputChunk {
  const chunk = Object.values(bundle).find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' && (item.facadeModuleId ?? '').endsWith(key),
  );
  if (!chunk) throw new Error(`prerender: no chunk for ${key}`);
  return chunk;
}

/**
 * The files of the idle modules that the entry does not bring. They are fetched as scripts only:
 * a style sheet of theirs would not be at hand offline, so they may have none.
 */
function idleFiles(bundle: Rollup.OutputBundle, entryFile: string): string[] {
  const loaded = staticClosure(bundle, entryFile);
  const files = new Set<string>();
  for (const key of IDLE_MODULES)
    for (const file of staticClosure(bundle, chunkFor(bundle, key).fileName))
      if (!loaded.has(file)) files.add(file);
  const sheets = cssOf(bundle, files);
  if (sheets.length > 0)
    throw new Error(`prerender: an idle module brings style sheets (${sheets.join(', ')})`);
  return [...files].map((file) => `/${file}`);
}

function headFor(
  bundle: Rollup.OutputBundle,
  entryFile: string,
  pageKey: string,
  title: string,
  description: string,
): { links: string; title: string; description: string; first: Omit<FirstModules, 'route'> } {
  const loaded = staticClosure(bundle, entryFile);
  const entryCss = new Set(cssOf(bundle, loaded));
  const files = new Set<string>();
  for (const key of [pageKey, ...LAZY_PARTS_OF_EVERY_PAGE, HELD_INPUT_MODULE]) {
    for (const file of staticClosure(bundle, chunkFor(bundle, key).fileName))
      if (!loaded.has(file)) files.add(file);
  }
  const lines: string[] = [];
  for (const sheet of cssOf(bundle, files)) {
    if (!entryCss.has(sheet)) lines.push(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
  }
  for (const file of files) lines.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  const first = {
    page: `/${chunkFor(bundle, pageKey).fileName}`,
    footer: `/${chunkFor(bundle, FOOTER_MODULE).fileName}`,
  };
  return { links: lines.join('\n    '), title, description, first };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Moves the page's scripts from tags the browser fetches at once into the #app-scripts list,
 * which index.html's loader starts after the first paint.
 */
function deferScripts(html: string, idleModules: readonly string[], first: FirstModules): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const idle = idleModules.filter((file) => !preload.includes(file));
  const list = JSON.stringify({ entry, preload, idle, first }).replace(/</g, '\\u003c');
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '<noscript>',
      () => `<script type="application/json" id="app-scripts">${list}</script>\n    <noscript>`,
    );
}

/** The Latin files of the two faces every page sets text in (src/ui/fonts.css). */
const TEXT_FACES = /^assets\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/**
 * The page as the network sends it on a first visit: its style sheets written into the page, so
 * the first paint waits for no other request. Each sheet keeps a disabled link (never fetched),
 * by which the app's chunk loader knows the sheet is there and does not add it again.
 */
function inlineStyles(html: string, bundle: Rollup.OutputBundle): string {
  return html.replace(STYLESHEET, (_tag, file: string) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`prerender: no style sheet ${file}`);
    const css = String(asset.source);
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} cannot be inlined`);
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
}

/**
 * Renders every route of the route table, and the 404 page, to static HTML at build time, with
 * the server build of src/app/prerender.tsx. The client build's index.html is the template: the
 * home page replaces it, the other routes are written as routes/<path>.html (see
 * prerenderedHtmlFor, which the server and the service worker use to find them).
 */
export function prerenderPages(configFile: string): Plugin {
  let isSsrBuild = false;
  let root = process.cwd();
  return {
    name: 'aurevia:prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      if (isSsrBuild) return;
      const template = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (template?.type !== 'asset' || !entry)
        this.error('prerender: no index.html or entry chunk');
      const source = String(template.source);
      const fontFiles = Object.keys(bundle).filter((file) => TEXT_FACES.test(file));
      if (fontFiles.length !== 2)
        this.error(`prerender: expected the two text faces, found ${fontFiles.join(', ')}`);
      if (!source.includes(ROOT_MARKER)) this.error(`prerender: index.html has no ${ROOT_MARKER}`);

      const outDir = mkdtempSync(join(resolve(root, 'node_modules'), '.prerender-'));
      try {
        await build({
          configFile,
          root,
          logLevel: 'warn',
          build: {
            ssr: 'src/app/prerender.tsx',
            outDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const renderer = (await import(
          pathToFileURL(join(outDir, 'prerender.mjs')).href
        )) as PrerenderModule;

        const idle = idleFiles(bundle, entry.fileName);
        const pages = [
          ...ROUTES.map((route) => ({ path: route.path, route })),
          { path: NOT_FOUND_PATH, route: undefined },
        ];
        const failures: string[] = [];
        for (const { path, route } of pages) {
          let markup: string;
          try {
            markup = await renderer.renderRoute(path);
          } catch (error: unknown) {
            const cause = error instanceof Error ? error.cause : undefined;
            failures.push(
              `${path}: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(error)}`,
            );
            continue;
          }
          const pageKey = `src/pages/${route ? pageModuleName(route.path) : 'NotFoundPage'}.tsx`;
          const head = headFor(
            bundle,
            entry.fileName,
            pageKey,
            renderer.documentTitleFor(route),
            route?.summary ?? 'This page could not be found.',
          );
          // The page's largest image is asked for first, ahead of styles and scripts: it is what
          // the largest paint waits for. The two text faces follow, so that text is first drawn
          // in them rather than reflowing when they arrive.
          const leadImage =
            (route && ROUTE_LEAD_IMAGES[route.path]
              ? `<link rel="preload" as="image" href="${ROUTE_LEAD_IMAGES[route.path]}" fetchpriority="high" />\n    `
              : '') +
            fontFiles
              .map(
                (file) =>
                  `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />\n    `,
              )
              .join('');
          const html = source
            .replace(ROOT_MARKER, () => `<div id="root">${markup}</div>`)
            .replace(
              /(<meta\s+name="viewport"[^>]*>\s*)/,
              (viewport: string) => `${viewport}${leadImage}`,
            )
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
            .replace(
              /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
              () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
            )
            .replace('</head>', () => `  ${head.links}\n  </head>`);
          const fileName = route ? prerenderedHtmlFor(route.path) : NOT_FOUND_HTML;
          const page = deferScripts(html, idle, { ...head.first, route: route?.path ?? null });
          if (fileName === 'index.html') template.source = page;
          else this.emitFile({ type: 'asset', fileName, source: page });
          this.emitFile({
            type: 'asset',
            fileName: inlinedHtmlFor(fileName),
            source: inlineStyles(page, bundle),
          });
        }
        if (failures.length > 0) {
          this.error(
            `prerender: ${failures.length} page(s) could not be rendered:\n${failures.join('\n')}`,
          );
        }
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
