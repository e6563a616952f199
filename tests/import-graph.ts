/**
 * The import graph of a source folder, read from its text: the engine's test (tests/engine/imports.test.ts,
 * every import including type-only ones) and the app's (tests/imports.test.ts, the imports that load
 * code) build it alike and differ only in which specifiers of a file count.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Each module and the modules it imports, by path relative to the folder. */
export type Graph = ReadonlyMap<string, readonly string[]>;

/** The TypeScript modules below a folder (declaration files left out). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module a relative specifier names (`./x` is x.ts, x.tsx or x/index.ts), or null (a stylesheet, a missing file). */
function resolveSpecifier(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The import graph of a folder: each module and the modules below the folder its `specifiers` name (packages left out). */
export function importGraph(root: string, specifiers: (code: string) => readonly string[]): Graph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const targets = specifiers(readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveSpecifier(file, s))
      .filter((t): t is string => t !== null)
      .map((t) => relative(root, t));
    graph.set(relative(root, file), [...new Set(targets)].sort());
  }
  return graph;
}
