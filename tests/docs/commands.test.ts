// @vitest-environment node
/**
 * The docs' commands run as written: every fenced shell block of README.md and docs/*.md is
 * read command by command, and each must name something that exists here. `npm run X` names a
 * script of package.json, `npx tool` a binary in node_modules/.bin, `node [--import tsx] file`
 * an existing file (and the `--options` given to it appear in that file), `NAME=value` a
 * variable the code reads, and a path into the repository an existing file or folder. Any other
 * program must be one of the few listed in OTHER_PROGRAMS. Links in the docs must lead to
 * existing files, and the README's environment table may name only variables the code reads.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** Programs outside the repository that a doc may call, each for a reason the docs give. */
const OTHER_PROGRAMS = new Set([
  'curl', // talking to the running server by hand
  'kill', // stopping a server started in the background
  'mktemp', // a fresh DATA_DIR
]);

/** Variables read by the tools rather than by this repository's code. */
const TOOL_VARIABLES = new Set(['NODE_ENV']);

/** Where the code that reads environment variables lives. */
const CODE_FOLDERS = ['src', 'server', 'build', 'scripts', 'e2e', 'sw', 'supabase'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs|json|toml)$/;

const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell']);

interface ShellBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly text: string;
}

interface Fence {
  readonly line: number;
  readonly language: string;
  readonly text: string;
}

/** Every fenced code block of a Markdown text, with its language ('' when none is named). */
function fencesOf(markdown: string): Fence[] {
  const fences: Fence[] = [];
  const lines = markdown.split('\n');
  let open: { line: number; marker: string; language: string; body: string[] } | undefined;
  lines.forEach((text, index) => {
    const fence = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(text);
    if (!open) {
      if (fence)
        open = { line: index + 1, marker: fence[1] ?? '```', language: fence[2] ?? '', body: [] };
      return;
    }
    if (fence && (fence[1] ?? '').startsWith(open.marker) && (fence[2] ?? '') === '') {
      fences.push({ line: open.line, language: open.language, text: open.body.join('\n') });
      open = undefined;
      return;
    }
    open.body.push(text);
  });
  return fences;
}

function shellBlocks(markdown: string): ShellBlock[] {
  return fencesOf(markdown)
    .filter((fence) => SHELL_LANGUAGES.has(fence.language))
    .map(({ line, text }) => ({ line, text }));
}

/**
 * The simple commands of a shell text, each as its words: continuation lines joined, comments
 * dropped, quotes removed, split at `&&`, `||`, `;`, `|` and `&`; redirections dropped; each
 * `$(...)` becomes a command of its own (its place in the outer command reads `$()`).
 */
function commandsOf(shell: string): string[][] {
  const commands: string[][] = [];
  const text = shell.replace(/\\\n/g, ' ');
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let redirect = false;
  const endWord = () => {
    if (inWord) {
      if (redirect) redirect = false;
      else words.push(word);
    }
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === "'" || char === '"') {
      const close = text.indexOf(char, i + 1);
      const end = close === -1 ? text.length : close;
      word += text.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (char === '$' && text[i + 1] === '(') {
      let depth = 0;
      let j = i + 1;
      for (; j < text.length; j += 1) {
        if (text[j] === '(') depth += 1;
        if (text[j] === ')' && --depth === 0) break;
      }
      commands.push(...commandsOf(text.slice(i + 2, j)));
      word += '$()';
      inWord = true;
      i = j;
    } else if (char === '#' && !inWord) {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? text.length : newline - 1;
    } else if (char === '\n' || char === ';' || char === '|' || char === '&') {
      endCommand();
      if ((char === '&' || char === '|') && text[i + 1] === char) i += 1;
    } else if (char === '>' || char === '<') {
      // `2>` and `>&1`: the descriptor and the target are not words of the command.
      if (/^\d+$/.test(word)) {
        word = '';
        inWord = false;
      } else endWord();
      if (text[i + 1] === '&') {
        i += 1;
        while (/\d/.test(text[i + 1] ?? '')) i += 1;
      } else redirect = true;
    } else if (char === ' ' || char === '\t') {
      endWord();
    } else {
      word += char;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}

interface Repository {
  readonly scripts: Readonly<Record<string, string>>;
  hasBin(name: string): boolean;
  /** A path relative to the repository root exists. */
  exists(path: string): boolean;
  read(path: string): string;
  /** The code mentions this environment variable. */
  readsVariable(name: string): boolean;
  /** Top-level folders of the repository's own files (not build output or installs). */
  readonly folders: ReadonlySet<string>;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/** A word that points into one of the repository's own folders, without its `:line` suffix. */
function repositoryPath(word: string, repo: Repository): string | undefined {
  if (/[*?{}$]/.test(word) || word.startsWith('-')) return undefined;
  const path = word.replace(/:\d+$/, '').replace(/\/$/, '');
  const first = path.split('/')[0] ?? '';
  return path.includes('/') && repo.folders.has(first) ? path : undefined;
}

/** The `--options` handed to a script file must be ones the file reads. */
function checkOptions(file: string, args: readonly string[], repo: Repository): string[] {
  if (!repo.exists(file)) return [];
  const source = repo.read(file);
  return args
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.slice(2).split('=')[0] ?? '')
    .filter((name) => !source.includes(name))
    .map((name) => `${file} reads no option --${name}`);
}

/** What a `node ...` command runs, and the options after the file. */
function nodeScript(args: readonly string[], repo: Repository, problems: string[]) {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--import' || arg.startsWith('--import=')) {
      const target = arg === '--import' ? args[(i += 1)] : arg.slice('--import='.length);
      if (!target || !(repo.exists(join('node_modules', target)) || repo.exists(target))) {
        problems.push(`node --import ${target ?? ''}: not installed`);
      }
    } else if (!arg.startsWith('-')) {
      return { file: arg, rest: args.slice(i + 1) };
    }
  }
  problems.push('node runs no file');
  return undefined;
}

/** The problems of one command; none when it can run as written. */
function checkCommand(words: readonly string[], repo: Repository): string[] {
  const problems: string[] = [];
  let rest = words[0] === 'export' ? words.slice(1) : [...words];
  while (rest.length > 0 && ASSIGNMENT.test(rest[0] as string)) {
    const name = ASSIGNMENT.exec(rest[0] as string)?.[1] ?? '';
    if (!TOOL_VARIABLES.has(name) && !repo.readsVariable(name)) {
      problems.push(`${name}: no code reads this variable`);
    }
    rest = rest.slice(1);
  }
  const [program, ...args] = rest;
  if (program === undefined) return problems;

  for (const arg of args) {
    const path = repositoryPath(arg, repo);
    if (path !== undefined && !repo.exists(path)) problems.push(`${path}: no such file or folder`);
  }

  if (program === 'npm') {
    // npm's own flags (`--silent`, `-s`) may stand between `run` and the script's name.
    const [command, ...rest] = args;
    const [script, ...more] = command === 'run' ? dropLeadingFlags(rest) : rest;
    if (command === 'install' || command === 'ci') return problems;
    if (command === 'start' || command === 'test') {
      if (!(command in repo.scripts)) problems.push(`npm ${command}: package.json has no script`);
      return problems;
    }
    if (command !== 'run' || script === undefined) {
      return [...problems, `npm ${command ?? ''}: not a command the docs may use`];
    }
    const body = repo.scripts[script];
    if (body === undefined) return [...problems, 'no such script'];
    const separator = more.indexOf('--');
    const passed = separator === -1 ? [] : more.slice(separator + 1);
    const file = /^node (?:--import \S+ )?(\S+)/.exec(body)?.[1];
    if (file && passed.length > 0) problems.push(...checkOptions(file, passed, repo));
    return problems;
  }
  if (program === 'npx') {
    const tool = args[0];
    if (!tool || !repo.hasBin(tool)) problems.push(`npx ${tool ?? ''}: not installed`);
    return problems;
  }
  if (program === 'node') {
    const script = nodeScript(args, repo, problems);
    // A file inside the repository's folders was checked with the other paths above.
    if (script && repositoryPath(script.file, repo) === undefined && !repo.exists(script.file)) {
      problems.push(`${script.file}: no such file`);
    }
    if (script) problems.push(...checkOptions(script.file, script.rest, repo));
    return problems;
  }
  if (!OTHER_PROGRAMS.has(program)) problems.push(`${program}: not a program the docs may call`);
  return problems;
}

/** The words after npm's own flags. */
function dropLeadingFlags(words: readonly string[]): string[] {
  const first = words.findIndex((word) => !word.startsWith('-'));
  return first === -1 ? [] : words.slice(first);
}

function withoutFences(markdown: string): string {
  return markdown.replace(/(`{3,}|~{3,})[\s\S]*?\1/g, '');
}

/** The problems of every shell block of a Markdown text, each with its line. */
function checkMarkdown(markdown: string, repo: Repository): string[] {
  const problems: string[] = [];
  for (const fence of fencesOf(markdown)) {
    if (fence.language === '') {
      problems.push(`line ${fence.line}: a fenced block must name its language`);
    }
  }
  for (const block of shellBlocks(markdown)) {
    for (const command of commandsOf(block.text)) {
      for (const problem of checkCommand(command, repo)) {
        problems.push(`line ${block.line}: \`${command.join(' ')}\`: ${problem}`);
      }
    }
  }
  // `npm run X` written in the prose too.
  for (const match of withoutFences(markdown).matchAll(/npm run (?:-\S+ )*([\w:-]+)/g)) {
    const script = match[1] as string;
    if (!(script in repo.scripts)) problems.push(`npm run ${script}: no such script`);
  }
  return [...new Set(problems)];
}

/** A heading's anchor, as GitHub makes it. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set(
    withoutFences(markdown)
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );
}

/** Relative links and images of a Markdown file that lead to no file, or no heading in it. */
function brokenLinks(markdown: string, folder: string, repo: Repository): string[] {
  const broken: string[] = [];
  for (const match of withoutFences(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    const link = match[1] as string;
    const [target = '', anchor] = link.split('#');
    if (/^[a-z]+:/.test(target)) continue;
    const file = target === '' ? undefined : join(folder, target);
    if (file !== undefined && !repo.exists(file)) broken.push(link);
    else if (anchor && !anchorsOf(file ? repo.read(file) : markdown).has(anchor)) broken.push(link);
  }
  return broken;
}

/** Variables named in the first column of a table whose first header cell is "variable". */
function tableVariables(markdown: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const first = line.split('|')[1]?.trim() ?? '';
    if (/^variable$/i.test(first)) inTable = true;
    else if (inTable && /^`[A-Z][A-Z0-9_]*`$/.test(first)) names.push(first.slice(1, -1));
  }
  return names;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });
}

function thisRepository(): Repository {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const code = [
    ...CODE_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder))),
    ...readdirSync(ROOT)
      .filter((name) => CODE_FILE.test(name) && name !== 'package-lock.json')
      .map((name) => join(ROOT, name)),
  ]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const ignored = new Set(
    readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
      .filter(Boolean),
  );
  const folders = new Set(
    readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .filter((name) => !ignored.has(name)),
  );
  return {
    scripts: pkg.scripts,
    hasBin: (name) => existsSync(join(ROOT, 'node_modules', '.bin', name)),
    exists: (path) => existsSync(join(ROOT, path)),
    read: (path) => readFileSync(join(ROOT, path), 'utf8'),
    readsVariable: (name) => new RegExp(`\\b${name}\\b`).test(code),
    folders,
  };
}

const repo = thisRepository();
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
];

describe('the commands in the docs', () => {
  it('covers the README and every doc, and finds their shell blocks', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    const blocks = shellBlocks(repo.read('README.md'));
    expect(blocks.length).toBeGreaterThan(0);
    expect(commandsOf(blocks[0]?.text ?? '')).toContainEqual(['npm', 'start']);
  });

  it.each(DOCS)('%s: every command runs as written', (file) => {
    expect(checkMarkdown(repo.read(file), repo)).toEqual([]);
  });

  it.each(DOCS)('%s: every link leads to a file', (file) => {
    expect(brokenLinks(repo.read(file), file.includes('/') ? 'docs' : '', repo)).toEqual([]);
  });

  it("names in the README's environment table only variables the code reads", () => {
    const names = tableVariables(repo.read('README.md'));
    expect(names).toContain('AUREVIA_ACCESS_PASSWORD');
    expect(names.filter((name) => !repo.readsVariable(name))).toEqual([]);
  });
});

describe('the check itself', () => {
  const fake: Repository = {
    scripts: { start: 'vite build', test: 'node scripts/test.mjs', audit: 'node scripts/a.mjs' },
    hasBin: (name) => ['vitest', 'playwright'].includes(name),
    exists: (path) =>
      ['scripts/test.mjs', 'scripts/a.mjs', 'server/main.ts', 'node_modules/tsx', 'e2e'].includes(
        path,
      ) || path === 'docs/other.md',
    read: (path) => (path === 'scripts/a.mjs' ? "option('routes')" : ''),
    readsVariable: (name) => ['PORT', 'DATA_DIR'].includes(name),
    folders: new Set(['scripts', 'server', 'e2e', 'tests']),
  };
  const md = (shell: string) => `# Doc\n\n\`\`\`sh\n${shell}\n\`\`\`\n`;

  it('splits a block into its commands', () => {
    expect(
      commandsOf(
        [
          'npm install && npm start   # build, then serve',
          'PORT=4194 DATA_DIR=$(mktemp -d) node --import tsx \\',
          '  server/main.ts > /tmp/log 2>&1 &',
          'npx vitest run tests/a.test.ts -t "one test" | tail -3; kill $PID',
        ].join('\n'),
      ),
    ).toEqual([
      ['npm', 'install'],
      ['npm', 'start'],
      ['mktemp', '-d'],
      ['PORT=4194', 'DATA_DIR=$()', 'node', '--import', 'tsx', 'server/main.ts'],
      ['npx', 'vitest', 'run', 'tests/a.test.ts', '-t', 'one test'],
      ['tail', '-3'],
      ['kill', '$PID'],
    ]);
  });

  it('passes a block that runs as written', () => {
    const good = md(
      [
        'npm install && npm test',
        'npm run audit -- --routes=/,/pricing',
        'PORT=4194 DATA_DIR=$(mktemp -d) node --import tsx server/main.ts &',
        'npx playwright test e2e',
      ].join('\n'),
    );
    expect(checkMarkdown(good, fake)).toEqual([]);
  });

  it('fails a broken block, naming each broken command', () => {
    const broken = md(
      [
        'npm run lint',
        'npx eslint .',
        'node scripts/gone.mjs',
        'node --import tsx server/main.ts',
        'NOT_READ=1 npm start',
        'npm run audit -- --runs=1',
        'npx vitest run tests/nowhere.test.ts',
        'make all',
      ].join('\n'),
    );
    expect(checkMarkdown(broken, fake)).toEqual([
      'line 3: `npm run lint`: no such script',
      'line 3: `npx eslint .`: npx eslint: not installed',
      'line 3: `node scripts/gone.mjs`: scripts/gone.mjs: no such file or folder',
      'line 3: `NOT_READ=1 npm start`: NOT_READ: no code reads this variable',
      'line 3: `npm run audit -- --runs=1`: scripts/a.mjs reads no option --runs',
      'line 3: `npx vitest run tests/nowhere.test.ts`: tests/nowhere.test.ts: no such file or folder',
      'line 3: `make all`: make: not a program the docs may call',
    ]);
  });

  it('fails `npm run X` in the prose when there is no such script', () => {
    expect(checkMarkdown('Run `npm run audit`, then `npm run gone`.\n', fake)).toEqual([
      'npm run gone: no such script',
    ]);
  });

  it('fails a fence that names no language, so no shell block escapes the check', () => {
    expect(checkMarkdown('```\nnpm run nothing\n```\n', fake)).toEqual([
      'line 1: a fenced block must name its language',
    ]);
  });

  it('finds links that lead nowhere', () => {
    const withOther: Repository = { ...fake, read: () => '# Other\n\n## The part, in short\n' };
    expect(
      brokenLinks(
        '## Here\n[ok](other.md#the-part-in-short) [gone](gone.md) [web](https://x.y) ' +
          '[no part](other.md#no-part) [up](#here) [down](#nowhere)',
        'docs',
        withOther,
      ),
    ).toEqual(['gone.md', 'other.md#no-part', '#nowhere']);
  });

  it('reads the variables of an environment table', () => {
    const table =
      '| variable | meaning |\n| --- | --- |\n| `PORT` | the port |\n| `DATA_DIR` | data |';
    expect(tableVariables(table)).toEqual(['PORT', 'DATA_DIR']);
  });
});
