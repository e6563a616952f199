/**
 * Architecture boundaries (STYLE 1, 10, 11): the engine is pure and self-contained; only the
 * persistence module talks to Dexie; the UI reaches storage only through the state layer; the
 * layers point one way (the UI stands on state, state on the engine and persistence).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [path] : [];
  });
}

const importsOf = (code: string): string[] =>
  [...code.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );

/** Code without comments and string contents, so a word in a comment or message is not a use. */
const codeOnly = (code: string): string =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '""');

const engineFiles = files(join(SRC, 'engine'));

describe('STYLE 1: the engine is pure', () => {
  test('there is an engine to check', () => {
    expect(engineFiles.length).toBeGreaterThan(3);
  });

  test.each(engineFiles.map((f) => [relative(SRC, f), f]))('%s imports only from src/engine', (_name, file) => {
    const code = readFileSync(file, 'utf8');
    for (const spec of importsOf(code)) {
      expect(spec.startsWith('.'), `${spec} is a package import`).toBe(true);
      const target = join(file, '..', spec);
      expect(relative(join(SRC, 'engine'), target).startsWith('..'), `${spec} leaves src/engine`).toBe(false);
    }
  });

  const FORBIDDEN = [
    /\bDate\.now\b/,
    /\bnew Date\b/,
    /\bMath\.random\b/,
    /\b(window|document|navigator|localStorage|sessionStorage|indexedDB|location|fetch|crypto|performance|process|setTimeout|setInterval)\b/,
  ];
  test.each(engineFiles.map((f) => [relative(SRC, f), f]))('%s uses no clock, randomness or browser/Node globals', (_name, file) => {
    const code = codeOnly(readFileSync(file, 'utf8'));
    for (const re of FORBIDDEN) expect(code, `${re} in ${file}`).not.toMatch(re);
  });
});

describe('STYLE 10: only src/persistence imports Dexie', () => {
  test.each(files(SRC).map((f) => [relative(SRC, f), f]))('%s', (name, file) => {
    const usesDexie = importsOf(readFileSync(file, 'utf8')).some((s) => s === 'dexie' || s.startsWith('dexie/'));
    expect(usesDexie && !name.startsWith('persistence')).toBe(false);
  });
});

describe('STYLE 11: the UI reaches storage only through src/state', () => {
  // Type-only imports (an error's shape) are erased at build time and reach no storage.
  const runtimeImports = (code: string): string[] => importsOf(code.replace(/^\s*import\s+type\s[^;]*;/gm, ''));
  test.each(files(join(SRC, 'ui')).map((f) => [relative(SRC, f), f]))('%s', (_name, file) => {
    const specs = runtimeImports(readFileSync(file, 'utf8')).filter((s) => s.startsWith('.'));
    const intoPersistence = specs.filter((s) => relative(SRC, join(file, '..', s)).split(/[\\/]/)[0] === 'persistence');
    expect(intoPersistence).toEqual([]);
  });
});

describe('STYLE 11: the layers point one way', () => {
  // Type imports count too: a layer that names another's types depends on it.
  const LOWER: Readonly<Record<'state' | 'persistence', readonly string[]>> = {
    state: ['state', 'engine', 'persistence'],
    persistence: ['persistence', 'engine'],
  };
  const layerOf = (file: string, spec: string): string => relative(SRC, join(file, '..', spec)).split(/[\\/]/)[0] ?? '';
  test.each((['state', 'persistence'] as const).flatMap((layer) => files(join(SRC, layer)).map((f) => [relative(SRC, f), layer, f] as const)))(
    '%s imports only from the layers below it',
    (_name, layer, file) => {
      const specs = importsOf(readFileSync(file, 'utf8')).filter((s) => s.startsWith('.'));
      const upward = specs.filter((s) => !LOWER[layer].includes(layerOf(file, s)));
      expect(upward).toEqual([]);
    },
  );

  test('a state module importing the UI is caught', () => {
    const file = join(SRC, 'state', 'i18n.ts');
    const specs = importsOf("import { CATALOG } from '../ui/messages/catalog';\nimport type { X } from '../ui/x';");
    expect(specs.map((s) => layerOf(file, s))).toEqual(['ui', 'ui']);
  });
});
