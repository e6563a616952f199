/**
 * The app's import graph has no circle (issue 22, as tests/engine/imports.test.ts holds for the
 * engine): no module of src/ reaches itself through the imports that load code, static value
 * imports, re-exports, side-effect imports and lazy `import()` alike. A lazy import is the
 * dependency it is: the UI registry loads each ruleset's package, so a shared component that
 * imports the registry closes a circle through every screen that uses it. `import type`,
 * `export type` and imports whose every specifier is `type` load nothing and are no edge. The graph
 * is read from the source text; a circle is a strongly connected component of two or more modules
 * (or one that imports itself).
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Graph, importGraph } from './import-graph';

const SRC = join(import.meta.dirname, '..', 'src');
const FIXTURE = join(import.meta.dirname, 'fixtures', 'import-circle');

/** Source text without comments, so an import named in a comment is no edge. */
const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** True when an import clause loads nothing: `type X`, `type { X }`, or braces holding only `type` specifiers. */
function typeOnly(clause: string): boolean {
  const c = clause.trim();
  if (/^type\s/.test(c)) return true;
  const braces = /^\{([^}]*)\}$/.exec(c);
  if (braces === null) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return names.length > 0 && names.every((s) => /^type\s/.test(s));
}

/** The modules a source text loads at run time: value imports and re-exports, side-effect imports, lazy `import()`. */
function runtimeSpecifiers(code: string): string[] {
  const text = withoutComments(code);
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|[;\s}])(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!typeOnly(m[1] ?? '')) out.push(m[2] ?? '');
  }
  for (const m of text.matchAll(/(?:^|[;\s])import\s*['"]([^'"]+)['"]/g)) out.push(m[1] ?? '');
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1] ?? '');
  return out;
}

/** Every circle of the graph: its strongly connected components of two or more modules, or of one that loads itself (Tarjan). */
function circles(graph: Graph): readonly (readonly string[])[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (;;) {
      const top = stack.pop() ?? node;
      onStack.delete(top);
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

describe('reading the imports that load code', () => {
  test.each([
    ["import { a } from './a';", ['./a']],
    ["import D, { type T } from './d';", ['./d']],
    ["import * as ns from './ns';", ['./ns']],
    ["import {\n  a,\n  type B,\n} from './multi';", ['./multi']],
    ["export { c } from './c';", ['./c']],
    ["export * from './all';", ['./all']],
    ["import './styles.css';", ['./styles.css']],
    ["const m = () => import('./lazy').then((x) => x.M);", ['./lazy']],
  ])('%s is an edge', (code, specs) => {
    expect(runtimeSpecifiers(code)).toEqual(specs);
  });

  test.each([
    "import type { T } from './t';",
    "import { type T, type U } from './t';",
    "export type { T } from './t';",
    "// import { a } from './a';",
    "/** a loader: `() => import('./lazy')` */",
    "const s = 'no import here';",
  ])('%s is no edge', (code) => {
    expect(runtimeSpecifiers(code)).toEqual([]);
  });
});

describe('the circle finder on a planted circle (tests/fixtures/import-circle)', () => {
  const graph = importGraph(FIXTURE, runtimeSpecifiers);

  test('the lazy import is an edge and the type-only imports are none', () => {
    expect(graph.get('registry.ts')).toEqual(['ruleset/package.ts']);
    expect(graph.get('shapes/a.ts')).toEqual([]);
    expect(graph.get('shapes/b.ts')).toEqual([]);
  });

  test('finds the circle registry → ruleset package → tab → shared component → registry, and only it', () => {
    expect(circles(graph)).toEqual([['components/lines.ts', 'registry.ts', 'ruleset/Tab.ts', 'ruleset/package.ts']]);
  });

  test('finds a module that loads itself', () => {
    expect(circles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
  });
});

describe('src/ has no import circle', () => {
  const graph = importGraph(SRC, runtimeSpecifiers);

  test('the graph covers src/, lazy loaders included', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('ui/rulesets/registry.ts')).toEqual(
      expect.arrayContaining(['ui/rulesets/advciv/package.ts', 'ui/rulesets/eastern-empires/package.ts', 'ui/rulesets/smc/package.ts']),
    );
    expect(graph.get('ui/App.tsx')).toContain('ui/screens/game/GameScreen.tsx');
  });

  test('shared components load nothing of a ruleset or the registry: what they need of a ruleset comes from the game frame', () => {
    const reaching = [...graph].filter(([file, targets]) => file.startsWith('ui/components/') && targets.some((t) => t.startsWith('ui/rulesets/')));
    expect(reaching.map(([file]) => file)).toEqual([]);
  });

  test('no module reaches itself through the imports that load code', () => {
    const found = circles(graph).map((c) => `${c.length} modules: ${c.join(', ')}`);
    expect(found).toEqual([]);
  });
});
