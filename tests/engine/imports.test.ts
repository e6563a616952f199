/**
 * The engine's import graph has no cycle (STYLE 3): a module never reaches itself through its
 * imports, type-only imports and re-exports included, so every ruleset and the shared root can be
 * read bottom-up. The graph is built from the source text of src/engine.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Graph, importGraph } from '../import-graph';

const ENGINE = join(import.meta.dirname, '..', '..', 'src', 'engine');

/** Every module a source text names in `import … from`, `export … from` or `import '…'`, `import type` included. */
const specifiers = (code: string): string[] =>
  [...code.matchAll(/(?:^|[;\s])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? m[2] ?? '');

/** One cycle of the graph as a path that ends where it starts (`a → b → a`), or null when there is none. */
function findCycle(graph: Graph): readonly string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): readonly string[] | null => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const s = state.get(next);
      if (s === 'open') return [...path.slice(path.indexOf(next)), next];
      if (s === undefined) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('the cycle finder', () => {
  const g = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

  test.each([
    ['a chain', { a: ['b'], b: ['c'], c: [] }],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }],
    ['an import of a module outside the graph', { a: ['x'] }],
  ])('finds no cycle in %s', (_name, edges) => {
    expect(findCycle(g(edges))).toBeNull();
  });

  test.each([
    ['a module importing itself', { a: ['a'] }, ['a', 'a']],
    ['two modules importing each other', { a: ['b'], b: ['a'] }, ['a', 'b', 'a']],
    ['a loop through five modules below a root', { root: ['s'], s: ['l'], l: ['u', 'v'], u: [], v: ['c'], c: ['w'], w: ['s'] }, ['s', 'l', 'v', 'c', 'w', 's']],
  ])('finds %s', (_name, edges, cycle) => {
    const found = findCycle(g(edges)) ?? [];
    expect(found[0]).toBe(found.at(-1));
    expect(new Set(found)).toEqual(new Set(cycle));
    expect(found.length).toBe(cycle.length);
  });

  test('reads type-only imports and re-exports as edges', () => {
    const code =
      "import type { A } from './a';\nimport { b } from '../b';\nexport { c } from './c';\nexport type { D } from './d';\nimport './e';\nconst s = 'from x';";
    expect(specifiers(code)).toEqual(['./a', '../b', './c', './d', './e']);
  });
});

describe('STYLE 3: src/engine has no import cycle', () => {
  const graph = importGraph(ENGINE, specifiers);

  test('the graph covers the engine', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('games.ts')).toContain('rulesets/advciv/package.ts');
  });

  test('no module reaches itself through its imports', () => {
    const cycle = findCycle(graph);
    expect(cycle === null ? 'no cycle' : cycle.join(' → ')).toBe('no cycle');
  });
});
