/**
 * The home screen lists games from their rows alone (issue: fast start): the repository, and what it
 * imports statically, reach neither the restore gate nor any ruleset's engine; those load when a game
 * is opened, created, imported or exported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = join(import.meta.dirname, '..', '..', 'src');

/** Static runtime imports only: `import type` is erased, `import()` loads later. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm)]
    .map((m) => m[1] ?? '')
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = join(dirname(file), s);
      return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f)) ?? base;
    });
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    for (const dep of staticImports(file)) {
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return new Set([...seen].map((f) => relative(SRC, f)));
}

describe('listing games loads no ruleset engine', () => {
  const graph = staticGraph(join(SRC, 'state', 'repo.ts'));
  test('the repository is in the start graph (the check sees real files)', () => {
    expect(graph.has(join('persistence', 'repository.ts'))).toBe(true);
    expect(graph.has(join('persistence', 'db.ts'))).toBe(true);
  });
  test.each([join('persistence', 'restore.ts'), join('persistence', 'backup.ts'), join('engine', 'games.ts'), join('engine', 'record.ts')])(
    'the repository does not import %s statically',
    (file) => {
      expect(graph.has(file)).toBe(false);
    },
  );
  test('no ruleset folder is reached', () => {
    expect([...graph].filter((f) => f.includes(join('engine', 'rulesets')))).toEqual([]);
  });
});
