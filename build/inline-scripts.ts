import { minifySync, type Plugin } from 'vite';

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

/** Minifies index.html's inline scripts (the gate and held input, the script loader). */
export function minifyInlineScripts(): Plugin {
  return {
    name: 'aurevia:minify-inline-scripts',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        INLINE_SCRIPT,
        (_, body: string) => `<script>${minifyInlineScript(body)}</script>`,
      ),
  };
}
