import { minifySync, type Plugin } from 'vite';
import { withEarlyOfflineNotice } from './early-offline-notice.ts';

/** index.html's inline scripts: a plain `<script>`, without a source or a type. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * One inline script as the build ships it: minified, since it is written into every page. The
 * server's Content-Security-Policy allows it by the hash of this shipped text, read from the
 * built index.html at start (`inlineScriptHashes` in server/securityHeaders.ts).
 */
export function minifyInlineScript(source: string): string {
  const { code, errors } = minifySync('inline-script.js', source, { compress: true, mangle: true });
  const [error] = errors;
  if (error) throw new Error(`index.html's inline script: ${error.message}`);
  return code.trim();
}

/** One inline script as it ships: the early offline notice written in, then minified. */
export function shipInlineScript(source: string): string {
  return minifyInlineScript(withEarlyOfflineNotice(source));
}

/**
 * index.html's inline scripts (the gate, held input and the early offline notice; the script
 * loader) as they ship: minified in the build, with the notice written in for the dev server too.
 */
export function minifyInlineScripts(): Plugin {
  let build = false;
  return {
    name: 'aurevia:minify-inline-scripts',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    transformIndexHtml: (html) =>
      html.replace(INLINE_SCRIPT, (_, body: string) =>
        build
          ? `<script>${shipInlineScript(body)}</script>`
          : `<script>${withEarlyOfflineNotice(body)}</script>`,
      ),
  };
}
