import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The module graph of a source folder, read from the import statements themselves, and the
 * circles in it. Kept apart from the test so that the test can also run it on a small folder
 * that has a circle on purpose and see it found.
 */

export interface ImportStatement {
  specifier: string;
  /** `import type`, `export type`, or an import whose every name is `type`: gone from the JS. */
  typeOnly: boolean;
  /** `import('...')`: loaded later, but a dependency all the same. */
  dynamic: boolean;
}

/** Every import, re-export and `import()` of one file. */
export function importsOf(fileName: string, source: string): ImportStatement[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: ImportStatement[] = [];

  function visit(node: ts.Node): void {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: isTypeOnlyImport(node.importClause),
        dynamic: false,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const everyNameTyped =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || everyNameTyped,
        dynamic: false,
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (isImportMetaCall(node, 'glob')) {
      // Vite's `import.meta.glob('../pages/*Page.tsx')`: lazy imports of every file it matches.
      for (const pattern of globPatterns(node.arguments[0])) {
        found.push({ specifier: pattern, typeOnly: false, dynamic: true });
      }
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      node.arguments[1] &&
      isImportMetaUrl(node.arguments[1])
    ) {
      // `new Worker(new URL('./x.ts', import.meta.url))`: a module the bundler loads later.
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `typeof import('./x.ts')` in a type position.
      found.push({ specifier: node.argument.literal.text, typeOnly: true, dynamic: false });
    }
    ts.forEachChild(node, visit);
  }

  visit(file);
  return found;
}

const isImportMeta = (node: ts.Node): boolean =>
  ts.isMetaProperty(node) &&
  node.keywordToken === ts.SyntaxKind.ImportKeyword &&
  node.name.text === 'meta';

/** `import.meta.url`. */
const isImportMetaUrl = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) && isImportMeta(node.expression) && node.name.text === 'url';

/** A call of `import.meta.<name>(...)`, such as `import.meta.glob(...)`. */
function isImportMetaCall(node: ts.Node, name: string): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    isImportMeta(node.expression.expression) &&
    node.expression.name.text === name
  );
}

/** The patterns `import.meta.glob` is given: one string or an array of them. */
function globPatterns(argument: ts.Expression | undefined): string[] {
  if (!argument) return [];
  if (ts.isStringLiteralLike(argument)) return [argument.text];
  if (ts.isArrayLiteralExpression(argument))
    return argument.elements.filter(ts.isStringLiteralLike).map((element) => element.text);
  return [];
}

function isTypeOnlyImport(clause: ts.ImportClause | undefined): boolean {
  // A bare `import './x.css'` runs the module: not type-only.
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

const SOURCE = /\.(ts|tsx)$/;
const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The file a relative specifier names, or undefined for a package, an asset (a style sheet, an
 * image) or a file that is not there.
 */
export function resolveImport(
  fromFile: string,
  specifier: string,
  exists: (path: string) => boolean,
): string | undefined {
  if (!specifier.startsWith('.') || specifier.includes('*')) return undefined;
  const path = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''));
  for (const suffix of CANDIDATE_SUFFIXES) {
    const candidate = path + suffix;
    if (SOURCE.test(candidate) && exists(candidate)) return candidate;
  }
  return undefined;
}

/** A glob pattern (`*` within a folder, `**` across folders) as a test of absolute paths. */
function globRegExp(fromFile: string, pattern: string): RegExp {
  const absolute = resolve(dirname(fromFile), pattern);
  const source = absolute
    .split(/(\*\*\/|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '*'
          ? '[^/]*'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The files an import names: one file, every file a glob matches, or none (a package). */
function targetsOf(fromFile: string, specifier: string, files: ReadonlyMap<string, string>) {
  if (specifier.startsWith('.') && specifier.includes('*')) {
    const matches = globRegExp(fromFile, specifier);
    return [...files.keys()].filter((path) => matches.test(path));
  }
  const target = resolveImport(fromFile, specifier, (candidate) => files.has(candidate));
  return target ? [target] : [];
}

export interface GraphOptions {
  /** Whether type-only imports are edges of the graph. */
  includeTypeOnly: boolean;
}

/** Module graph: each file and the files it imports, from `files` (path to source text). */
export function buildGraph(
  files: ReadonlyMap<string, string>,
  { includeTypeOnly }: GraphOptions,
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [path, source] of files) {
    const targets = new Set<string>();
    for (const statement of importsOf(path, source)) {
      if (statement.typeOnly && !includeTypeOnly) continue;
      for (const target of targetsOf(path, statement.specifier, files)) targets.add(target);
    }
    graph.set(path, [...targets].sort());
  }
  return graph;
}

/**
 * The circles of a graph: one per strongly connected component that has more than one file
 * (or a file importing itself), each given as a concrete path that starts and ends on the same
 * file, so the message says exactly which imports to undo.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  // Tarjan's algorithm, with an explicit stack so that a deep graph cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next] ?? '';
        frame.next += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }

  return components.map((component) => cycleThrough(graph, new Set(component)));
}

/** A shortest circle inside one component, starting from its first file in sorted order. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, members: Set<string>) {
  const start = [...members].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at) ?? start) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** Every .ts and .tsx file under `root`, with its text. */
export function readSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) {
        files.set(path, readFileSync(path, 'utf8'));
      }
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}

/** The circles under `root`, each as paths relative to `root`. */
export function cyclesIn(root: string, options: GraphOptions): string[][] {
  const graph = buildGraph(readSources(root), options);
  return findCycles(graph).map((cycle) => cycle.map((path) => relative(root, path)));
}
