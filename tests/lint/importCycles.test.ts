// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph, cyclesIn, findCycles, importsOf } from './importGraph.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * Every import counts: the lazy ones (`import()`, `import.meta.glob`, a worker's
 * `new URL('./x.ts', import.meta.url)`: a module loaded later is a dependency all the same)
 * and a type-only import too. Erased from the JavaScript, a type import decides neither the order in
 * which modules run nor which chunk pulls in which, but a circle through one still ties two
 * modules together: the type belongs in a module both can import.
 */
const OPTIONS = { includeTypeOnly: true };

const folders: string[] = [];

/** A small source folder written to disk, to run the check exactly as it runs on src/. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  folders.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
});

describe('import circles in src/', () => {
  // Parses every module of src/: seconds on a quiet machine, more while other suites run.
  it('has none', { timeout: 60_000 }, () => {
    const cycles = cyclesIn(SRC, OPTIONS).map((cycle) => cycle.join(' -> '));
    expect(cycles).toEqual([]);
  });
});

describe('the circle check itself', () => {
  it('finds a circle through three features, and names every step of it', () => {
    const root = fixture({
      'features/auth/session.ts': "import { queue } from '../outbox/index.ts';\nvoid queue;",
      'features/outbox/index.ts': "export { report } from './report.ts';\nexport const queue = 1;",
      'features/outbox/report.ts':
        "import { offer } from '../checkout/index.ts';\nexport const report = offer;",
      'features/checkout/index.ts':
        "import { session } from '../auth/session.ts';\nexport const offer = session;",
      'lib/clean.ts': 'export const clean = 1;',
    });
    expect(cyclesIn(root, OPTIONS)).toEqual([
      [
        'features/auth/session.ts',
        'features/outbox/index.ts',
        'features/outbox/report.ts',
        'features/checkout/index.ts',
        'features/auth/session.ts',
      ],
    ]);
  });

  it('counts a circle closed by import() or a re-export, and a module importing itself', () => {
    const root = fixture({
      'a.ts': "export const load = () => import('./b.ts');",
      'b.ts': "export * from './a.ts';",
      'self.tsx': "import './self.tsx';",
    });
    expect(cyclesIn(root, OPTIONS)).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts', 'a.ts'],
        ['self.tsx', 'self.tsx'],
      ]),
    );
  });

  it('counts the lazy imports of import.meta.glob and of a worker loaded by its URL', () => {
    const root = fixture({
      'app/loaders.ts': "export const pages = import.meta.glob('../pages/*Page.tsx');",
      'pages/HomePage.tsx': "import { pages } from '../app/loaders.ts';\nvoid pages;",
      'pages/helper.tsx': "import { pages } from '../app/loaders.ts';\nvoid pages;",
      'client.ts':
        "export const start = () => new Worker(new URL('./work.worker.ts', import.meta.url));",
      'work.worker.ts': "import { start } from './client.ts';\nvoid start;",
    });
    expect(cyclesIn(root, OPTIONS)).toEqual(
      expect.arrayContaining([
        ['app/loaders.ts', 'pages/HomePage.tsx', 'app/loaders.ts'],
        ['client.ts', 'work.worker.ts', 'client.ts'],
      ]),
    );
    expect(cyclesIn(root, OPTIONS)).toHaveLength(2);
  });

  it('counts type-only imports, and leaves out packages, style sheets and a graph that only goes down', () => {
    const root = fixture({
      'a.ts': [
        "import type { B } from './b.ts';",
        "import { type C } from './c.ts';",
        "import { useState } from 'react';",
        "import './a.css';",
        'export type A = B | C;',
        'void useState;',
      ].join('\n'),
      'b.ts': "import { a } from './d.ts';\nexport type B = typeof a;",
      'c.ts': "import type { A } from './a.ts';\nexport type C = A;",
      'd.ts': "import type { A } from './a.ts';\nexport const a: A | 1 = 1;",
      'a.css': '',
    });
    expect(cyclesIn(root, { includeTypeOnly: false })).toEqual([]);
    expect(cyclesIn(root, OPTIONS)).toEqual([['a.ts', 'c.ts', 'a.ts']]);
  });

  it('reads every kind of import statement', () => {
    const kinds = importsOf(
      'x.ts',
      [
        "import a from './a.ts';",
        "import type { B } from './b.ts';",
        "export { c } from './c.ts';",
        "export type { D } from './d.ts';",
        "const e = () => import('./e.ts');",
        "type F = typeof import('./f.ts');",
        "const g = import.meta.glob(['./g/*.ts', './h/**/*.tsx']);",
        "const w = new URL('./w.worker.ts', import.meta.url);",
      ].join('\n'),
    );
    expect(kinds).toEqual([
      { specifier: './a.ts', typeOnly: false, dynamic: false },
      { specifier: './b.ts', typeOnly: true, dynamic: false },
      { specifier: './c.ts', typeOnly: false, dynamic: false },
      { specifier: './d.ts', typeOnly: true, dynamic: false },
      { specifier: './e.ts', typeOnly: false, dynamic: true },
      { specifier: './f.ts', typeOnly: true, dynamic: false },
      { specifier: './g/*.ts', typeOnly: false, dynamic: true },
      { specifier: './h/**/*.tsx', typeOnly: false, dynamic: true },
      { specifier: './w.worker.ts', typeOnly: false, dynamic: true },
    ]);
  });

  it('finds separate circles separately', () => {
    const files = new Map([
      ['/s/a.ts', "import './b.ts';"],
      ['/s/b.ts', "import './a.ts';"],
      ['/s/c.ts', "import './d.ts';"],
      ['/s/d.ts', "import './c.ts';"],
    ]);
    expect(findCycles(buildGraph(files, OPTIONS))).toHaveLength(2);
  });
});
