import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { contentTypeFor } from '../server/contentTypes.ts';
import { PRECACHE_ARCHIVE_PATH, packArchive, precacheKey } from '../sw/precacheArchive.ts';

interface ManifestEntry {
  url: string;
  revision: string | null;
}

/** The precache list the build wrote into sw.js. */
function precacheManifest(swSource: string): ManifestEntry[] {
  return [...swSource.matchAll(/\{"revision":(null|"[^"]*"),"url":"([^"]+)"\}/g)].map((match) => ({
    revision: match[1] === 'null' ? null : (JSON.parse(match[1] ?? 'null') as string),
    url: match[2] ?? '',
  }));
}

/**
 * Writes `precache.archive` (sw/precacheArchive.ts): every file of the worker's precache list
 * but the pages, which the install fetches as their own requests for the server's headers. Runs
 * after the worker is built, from the list written into it, so the two always agree.
 */
export function precacheArchive(): Plugin {
  let outDir = 'dist';
  let written = false;
  return {
    name: 'aurevia:precache-archive',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // A build that failed wrote nothing to pack; its own error is the one to show.
        if (!written) return;
        const entries = precacheManifest(readFileSync(join(outDir, 'sw.js'), 'utf8'));
        if (entries.length === 0) throw new Error('precache-archive: sw.js lists no files');
        const files = entries
          .filter(({ url }) => !url.endsWith('.html'))
          .map(({ url, revision }) => ({
            key: precacheKey(url, revision),
            type: contentTypeFor(url).type,
            bytes: readFileSync(join(outDir, url)),
          }));
        writeFileSync(join(outDir, PRECACHE_ARCHIVE_PATH.slice(1)), packArchive(files));
      },
    },
  };
}
