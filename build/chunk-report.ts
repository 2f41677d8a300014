import type { Plugin } from 'vite';

/**
 * Writes .vite/chunk-modules.json: which source modules each JS chunk holds. The budget
 * check reads it to prove that heavy libraries stay out of the first paint.
 */
export function chunkReport(): Plugin {
  return {
    name: 'aurevia-chunk-report',
    // After Vite's own plugins, which rewrite some chunks (and so their hashed names) late.
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') report[output.fileName] = Object.keys(output.modules);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}
